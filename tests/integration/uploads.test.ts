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
