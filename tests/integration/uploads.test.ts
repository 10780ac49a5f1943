import { readFileSync } from "node:fs";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie } from "../support/api-client.ts";
import { startServer, type RunningServer } from "../support/server.ts";

/**
 * Staff photo uploads against the built server under the attack that once took it
 * to 1.44 GB and public pages to 5.7 s: ten 52 MB uploads at once. Uploads are read
 * as they stream (one file of at most 15 MB in memory per upload, a few uploads at a
 * time), so the server's memory stays put and the public pages keep answering.
 */
let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer();
  cookie = await adminCookie(server.url);
});

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

function residentBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) * 1024;
}

const MB = 1024 * 1024;

/**
 * One multipart upload of `bytes` bytes of "photo" under `photos`, written in 1 MB
 * chunks as the socket takes them. Resolves with the status, or "closed" when the
 * server stopped reading and closed the connection before answering.
 */
function bigUpload(url: string, bytes: number): Promise<number | "closed"> {
  const boundary = "----hostile-upload";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB);
  chunk.set([0xff, 0xd8, 0xff, 0xe0]);
  const target = new URL(`${url}/admin/products/1/images`);
  return new Promise((resolve) => {
    let settled = false;
    const done = (value: number | "closed") => {
      if (!settled) resolve(value);
      settled = true;
    };
    const req = request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: url,
        Accept: "application/json",
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(head.length + bytes + tail.length),
      },
    });
    req.on("response", (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on("error", () => done("closed"));
    req.on("close", () => done("closed"));
    let sent = 0;
    const write = () => {
      if (sent === 0) req.write(head);
      while (sent < bytes) {
        const piece = chunk.subarray(0, Math.min(MB, bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", write);
      }
      req.end(tail);
    };
    write();
  });
}

describe("photo uploads under attack", () => {
  it(
    "ten 52 MB uploads at once: refused as they stream, memory bounded, public pages still quick",
    { timeout: 240_000 },
    async () => {
      const pid = server.child.pid!;
      // A public page, cached, before: its usual time.
      await fetch(`${server.url}/groom`);
      const quiet: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await (await fetch(`${server.url}/groom`)).text();
        quiet.push(performance.now() - started);
      }
      const before = residentBytes(pid);
      let peak = before;
      const sampler = setInterval(() => {
        if (server.alive()) peak = Math.max(peak, residentBytes(pid));
      }, 25);
      const uploads = Array.from({ length: 10 }, () => bigUpload(server.url, 52 * MB));
      const busy: number[] = [];
      let finished = false;
      void Promise.all(uploads).then(() => (finished = true));
      while (!finished && server.alive()) {
        const started = performance.now();
        await (await fetch(`${server.url}/groom`)).text();
        busy.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const statuses = await Promise.all(uploads);
      clearInterval(sampler);
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      console.log(
        `10 × 52 MB uploads: answers ${JSON.stringify(statuses)}; server RSS ${Math.round(before / MB)} MB before, ` +
          `peak ${Math.round(peak / MB)} MB (+${Math.round((peak - before) / MB)} MB); /groom median ` +
          `${Math.round(median(quiet))} ms quiet, ${Math.round(median(busy))} ms (max ${Math.round(Math.max(...busy))} ms, ` +
          `${busy.length} requests) during the uploads`,
      );
      // Each is refused (413, or the connection closed once 15 MB and the drain allowance were read; 503 when queued past the limit).
      for (const status of statuses) expect([413, 503, "closed"]).toContain(status);
      // Two uploads read at a time, one file of at most 15 MB each, plus the parser's chunks.
      expect(peak - before).toBeLessThan(250 * MB);
      expect(median(busy)).toBeLessThan(Math.max(1_000, median(quiet) * 10));
      // The server is still whole.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    },
  );
});

/**
 * Slow uploads: a body that stops arriving is cut after the idle timeout
 * (BODY_IDLE_TIMEOUT_MS, 30 s; here 400 ms so the test does not wait), one that keeps
 * moving finishes however long it takes, and a slow upload never holds a fast one's
 * place: an upload takes its turn once its whole body has arrived.
 */
describe("slow uploads", () => {
  const IDLE_MS = 400;
  let slow: RunningServer;
  let staff: string;
  let photo: Buffer;

  beforeAll(async () => {
    slow = await startServer({ env: { BODY_IDLE_TIMEOUT_MS: String(IDLE_MS) } });
    staff = await adminCookie(slow.url);
    const sharp = (await import("sharp")).default;
    // Gradients with a little grain: about 440 KB, a phone photo's kind of size.
    const [width, height] = [1200, 900];
    const pixels = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const grain = (i * 2654435761) >>> 27;
        pixels[i] = ((x * 255) / width + grain) & 255;
        pixels[i + 1] = ((y * 255) / height + grain) & 255;
        pixels[i + 2] = ((x + y) / 8 + grain) & 255;
      }
    }
    photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
  });

  afterAll(async () => {
    await slow?.stop();
    slow?.cleanup();
  });

  /**
   * Sends `photo` as one upload to product `productId`, `chunkBytes` at a time every
   * `everyMs` (after the first 200 bytes at once). Resolves with the status (or
   * "closed") and the time from the first byte to the answer.
   */
  function streamUpload(productId: number, chunkBytes: number, everyMs: number) {
    const boundary = "----slow-upload";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const target = new URL(`${slow.url}/admin/products/${productId}/images`);
    const started = performance.now();
    return new Promise<{ status: number | "closed"; ms: number; sent: number }>((resolve) => {
      let sent = 0;
      let settled = false;
      const done = (status: number | "closed") => {
        clearInterval(timer);
        if (!settled) resolve({ status, ms: performance.now() - started, sent });
        settled = true;
      };
      const req = request({
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: {
          Cookie: staff,
          Origin: slow.url,
          Accept: "application/json",
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": String(body.length),
        },
      });
      req.on("response", (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      });
      req.on("error", () => done("closed"));
      req.on("close", () => done("closed"));
      const send = (bytes: number) => {
        const piece = body.subarray(sent, Math.min(body.length, sent + bytes));
        sent += piece.length;
        if (sent >= body.length) {
          clearInterval(timer);
          req.end(piece);
        } else req.write(piece);
      };
      send(200);
      const timer = setInterval(() => send(chunkBytes), everyMs);
    });
  }

  it("cuts a body that trickles one byte every 500 ms once it has been idle for the timeout", async () => {
    const mark = slow.outputMark();
    const upload = await Promise.race([
      streamUpload(1, 1, 500),
      new Promise<"still open">((resolve) => setTimeout(() => resolve("still open"), 8_000)),
    ]);
    expect(upload).not.toBe("still open");
    if (upload === "still open") return;
    expect([408, "closed"]).toContain(upload.status);
    expect(upload.ms).toBeLessThan(IDLE_MS + 2_000);
    await expect.poll(() => slow.outputSince(mark)).toContain('"event":"body_stalled"');
    expect(slow.outputSince(mark)).not.toContain("unhandled_error");
  });

  it("finishes an upload that keeps moving at 200 KB/s, however long it takes", async () => {
    const upload = await streamUpload(2, 20 * 1024, 100);
    expect(upload.status).toBe(200);
    expect(upload.sent).toBeGreaterThan(300 * 1024);
    expect(upload.ms).toBeGreaterThan(1_000);
  });

  it("lets a fast upload overtake two slow ones that came first", async () => {
    const slowOnes = [streamUpload(3, 20 * 1024, 100), streamUpload(4, 20 * 1024, 100)];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const fast = await streamUpload(5, photo.length, 1);
    const [first, second] = await Promise.all(slowOnes);
    expect(fast.status).toBe(200);
    expect(first!.status).toBe(200);
    expect(second!.status).toBe(200);
    // The fast one is answered while the slow ones are still sending.
    expect(fast.ms + 300).toBeLessThan(Math.min(first!.ms, second!.ms));
  });
});
