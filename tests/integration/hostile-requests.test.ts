import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableDays } from "../../app/lib/booking/booking-slots.ts";
import { civilDateAt } from "../../app/lib/time/business-hours.ts";
import { STORE_HOURS } from "../../app/content/store.ts";
import { bookingPass } from "../../app/services/bookings/booking-pass.server.ts";
import { createBooking } from "../../app/services/bookings/bookings.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { isoDate } from "../../app/lib/time/store-hours.ts";
import { adminCookie } from "../support/api-client.ts";
import { rawRequest, socketRequest } from "../support/http-raw.ts";
import { stackTraceLines } from "../support/security-attacks.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { databaseKinds, postgresUrl, type TestDatabase } from "./databases.ts";

/**
 * What attacking the production build broke, over real HTTP against the built server,
 * once per database (several answered 500 on PostgreSQL only): malformed Host headers,
 * ids past PostgreSQL's integer range and NUL bytes in searches, bodies that are not
 * form data posted to staff actions, header injection through a product id, the API
 * prefix in capitals, a cross-origin post's log line, the calendar file's status and
 * a no-show moved back over a full slot.
 */
const CAPACITY = 3;

if (!postgresUrl) console.warn("Hostile requests on PostgreSQL: skipped (set TEST_DATABASE_URL to run it)");

describe.each(databaseKinds)("hostile requests on $name", ({ name, make }) => {
  let test: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let cookie: string;
  let messageId: number;
  let customerKey: string;

  const staffPost = (path: string, body: BodyInit, type: string | null, extra: Record<string, string> = {}) =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url, ...(type ? { "Content-Type": type } : {}), ...extra },
      body,
    });
  const staffForm = (path: string, fields: Record<string, string>) =>
    staffPost(path, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded");
  const staffGet = (path: string) => fetch(server.url + path, { headers: { Cookie: cookie }, redirect: "manual" });

  beforeAll(async () => {
    test = await make();
    server = await startServer({
      databaseUrl: test.databaseUrl,
      dataDir: test.dataDir,
      env: { SLOT_CAPACITY: String(CAPACITY) },
    });
    database = openDatabase(test.target);
    cookie = await adminCookie(server.url);
    const sent = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.9" },
      body: JSON.stringify({
        name: "Hostile Test",
        email: "hostile@example.com",
        phone: "+91 98450 54321",
        subject: "Sizes",
        message: "Do you stock size 44 kurtas?",
        category: "general",
      }),
    });
    expect(sent.status).toBe(201);
    const message = await database.db
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "=", "hostile@example.com")
      .executeTakeFirstOrThrow();
    messageId = message.id;
    const customer = await database.db
      .selectFrom("customers")
      .select("key")
      .where("email", "=", "hostile@example.com")
      .executeTakeFirstOrThrow();
    customerKey = customer.key;
  });

  afterAll(async () => {
    await server?.stop();
    await database?.db.destroy();
    await test?.dispose();
  });

  it.runIf(name === "sqlite")(
    "a malformed Host header answers 400 with one log line and no stack trace, on every kind of path",
    async () => {
      const hosts = ["evil example", "user@x", "", "x:99999", "[::1", "a/b", "x:1:2"];
      const requests = [
        "GET /groom HTTP/1.1", // a page rendered (and cached) by the server
        "GET /about HTTP/1.1", // a prerendered page
        "GET /healthz HTTP/1.1",
        "GET /admin HTTP/1.1",
        "GET /no-such-page HTTP/1.1",
        "GET /images/media/nothing.avif HTTP/1.1",
      ];
      const mark = server.outputMark();
      const answers: string[] = [];
      for (const host of hosts) {
        for (const line of requests) {
          const { status } = await socketRequest(server.url, `${line}\nHost: ${host}`);
          answers.push(`${line} Host="${host}": ${status}`);
        }
        const login = await socketRequest(
          server.url,
          `POST /api/login HTTP/1.1\nHost: ${host}\nContent-Type: application/json\nContent-Length: 2`,
          "{}",
        );
        answers.push(`POST /api/login Host="${host}": ${login.status}`);
        // Behind the trusted proxy the forwarded host is the one the app would use.
        const forwarded = await socketRequest(
          server.url,
          `GET /groom HTTP/1.1\nHost: localhost\nX-Forwarded-Host: ${host || "a b"}`,
        );
        answers.push(`GET /groom X-Forwarded-Host="${host || "a b"}": ${forwarded.status}`);
      }
      expect(answers.filter((a) => !a.endsWith(": 400"))).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const output = server.outputSince(mark);
      expect(stackTraceLines(output)).toBe(0);
      expect(output).not.toContain('"level":"error"');
      expect(output.split("\n").filter((line) => line.includes('"event":"bad_host"'))).toHaveLength(answers.length);
      // A well-formed host (a name, an address, IPv6, a port) is served as before.
      for (const host of ["localhost", "127.0.0.1:8080", "[::1]:3000", "www.example.in"]) {
        expect((await socketRequest(server.url, `GET /healthz HTTP/1.1\nHost: ${host}`)).status, host).toBe(200);
      }
    },
  );

  it("ids past PostgreSQL's integer range are no such record, not a 500", async () => {
    const archive = await staffForm("/admin/contact-messages", { intent: "archive", select: "2147483648:1" });
    expect(archive.status).toBeLessThan(500);
    const onPage = await staffForm(`/admin/contact-messages/${messageId}`, {
      intent: "archive",
      select: "99999999999:1",
    });
    expect(onPage.status).toBeLessThan(500);
    expect((await staffGet("/admin/contact-messages/2147483648")).status).toBe(404);
    expect((await staffGet("/admin/contact-messages/99999999999")).status).toBe(404);
    for (const id of ["1e20", "2147483648", "-1", "1.5"]) {
      const response = await staffForm("/admin/orders", { id, version: "1", status: "confirmed" });
      expect(response.status, `Orders id=${id}`).toBe(400);
    }
    const version = await staffForm("/admin/orders", { id: "1", version: "1e20", status: "confirmed" });
    expect(version.status).toBe(400);
  });

  it("a NUL byte in a search is searched as a space, not a 500", async () => {
    for (const path of [
      "/admin/products?q=%00",
      "/admin/products?q=kurta%00x",
      "/admin/orders?q=%00",
      "/admin/orders?q=MS-%00",
      "/admin/contact-messages?q=%00size",
      "/admin/customers?q=%00",
    ]) {
      expect((await staffGet(path)).status, path).toBe(200);
    }
    expect((await fetch(`${server.url}/search?q=%00`)).status).toBe(200);
  });

  it("JSON, plain text and broken multipart posted to staff actions answer 4xx, never 500", async () => {
    const bodies: Array<[string, string, string]> = [
      ["JSON", "application/json", JSON.stringify({ intent: "archive", select: `${messageId}:1` })],
      ["plain text", "text/plain", `intent=archive&select=${messageId}:1`],
      [
        "unterminated multipart",
        "multipart/form-data; boundary=xyz",
        '--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\narchive',
      ],
      ["multipart without a boundary", "multipart/form-data", "intent=archive"],
      ["no type at all", "", "intent=archive"],
    ];
    const paths = [
      "/admin/contact-messages",
      `/admin/contact-messages/${messageId}`,
      `/admin/customers/${encodeURIComponent(customerKey)}`,
      "/admin/orders",
      "/admin/dashboard",
      "/admin/settings/offers",
      "/admin/settings/showcase",
    ];
    const answers: string[] = [];
    const mark = server.outputMark();
    for (const path of paths) {
      for (const [label, type, body] of bodies) {
        const response = await staffPost(path, body, type || null);
        answers.push(`${path} ${label}: ${response.status}`);
      }
    }
    expect(answers.filter((a) => !/: 4\d\d$/.test(a))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stackTraceLines(server.outputSince(mark))).toBe(0);
    // The message was left as it was.
    const row = await database.db
      .selectFrom("contact_messages")
      .select("status")
      .where("id", "=", messageId)
      .executeTakeFirstOrThrow();
    expect(row.status).not.toBe("archived");
  });

  it("a request line in absolute form answers 400, with no stack trace in the answer or the log", async () => {
    const mark = server.outputMark();
    const answers: string[] = [];
    for (const [method, target] of [
      ["POST", "http://x.y/api/contact"],
      ["POST", "http://x.y/api/login"],
      ["GET", "http://x.y/api/contact-messages"],
      ["POST", "http://x.y/admin/contact-messages"],
      ["GET", "http://x.y/admin/dashboard"],
      ["GET", "https://x.y/groom"],
      ["OPTIONS", "*"],
    ] as const) {
      const body = method === "POST" ? "{}" : "";
      const head = [
        `${method} ${target} HTTP/1.1`,
        `Host: ${new URL(server.url).host}`,
        `Cookie: ${cookie}`,
        ...(method === "POST" ? ["Content-Type: application/json", `Content-Length: ${body.length}`] : []),
      ].join("\n");
      const { status, text } = await socketRequest(server.url, head, body);
      answers.push(`${method} ${target}: ${status}`);
      expect(stackTraceLines(text), target).toBe(0);
      expect(text, target).not.toContain("Invalid URL");
    }
    expect(answers.filter((a) => !a.endsWith(": 400"))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const output = server.outputSince(mark);
    expect(stackTraceLines(output)).toBe(0);
    expect(output).not.toContain('"level":"error"');
  });

  it("a product id with CR/LF or a non-Latin-1 letter never reaches a Location header", async () => {
    const form = () => {
      const body = new FormData();
      body.append("photos", new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: "image/jpeg" }), "a.jpg");
      return body;
    };
    for (const id of ["1%0D%0ASet-Cookie:%20planted=1", "%E2%82%AC", "1%0Ax"]) {
      const response = await rawRequest(`${server.url}/admin/products/${id}/images`, {
        method: "POST",
        rawPath: `/admin/products/${id}/images`,
        headers: { Cookie: cookie, Origin: server.url },
        body: Buffer.from(await new Response(form()).arrayBuffer()),
      });
      expect(response.status, id).toBeGreaterThanOrEqual(300);
      expect(response.status, id).toBeLessThan(500);
      const location = String(response.headers["location"] ?? "");
      expect(location, id).toMatch(/^[\x21-\x7e]*$/);
      expect(response.headers["set-cookie"] ?? [], id).not.toContainEqual(expect.stringContaining("planted"));
    }
  });

  it("the API answers 401 without a session however its prefix is spelled", async () => {
    for (const path of [
      "/api/contact-messages",
      "/API/contact-messages",
      "/Api/Contact-Messages",
      "/%61pi/contact-messages",
    ]) {
      const response = await rawRequest(server.url, { rawPath: path });
      expect(response.status, path).toBe(401);
      expect(response.body, path).toContain("Please log in.");
    }
  });

  it("a cross-origin post is refused with one warning line, no stack trace", async () => {
    const mark = server.outputMark();
    const response = await staffPost(
      "/admin/orders",
      new URLSearchParams({ id: "1", version: "1", status: "confirmed" }).toString(),
      "application/x-www-form-urlencoded",
      { Origin: "https://evil.example" },
    );
    expect([400, 403]).toContain(response.status);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = server
      .outputSince(mark)
      .split("\n")
      .filter((line) => line.trim());
    expect(stackTraceLines(lines.join("\n"))).toBe(0);
    expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
    expect(lines.filter((line) => line.includes('"level":"warn"'))).toHaveLength(1);
    expect(lines.join("\n")).toContain("evil.example");
  });

  async function newBooking(date: string, time: string, phone: string) {
    const result = await createBooking(
      database,
      { kind: "fitting", purpose: "groom", date, time, name: "Slot Test", phone, size: "", note: "", item: null },
      { capacity: CAPACITY },
    );
    if (result.kind !== "stored") throw new Error(`booking not stored: ${result.kind}`);
    return result.booking;
  }

  it("the calendar file says TENTATIVE while the booking is only requested, CONFIRMED once staff confirm it", async () => {
    const day = bookableDays(Date.now(), STORE_HOURS).filter(
      (d) => d !== isoDate(civilDateAt(Date.now(), STORE_HOURS.timeZone)),
    )[1]!;
    const booking = await newBooking(day, "12:00", "98450 11111");
    const calendar = async () =>
      (
        await fetch(
          `${server.url}/book/calendar/${booking.reference}?pass=${bookingPass(server.sessionSecret, booking.reference)}`,
        )
      ).text();
    const requested = await calendar();
    expect(requested).toContain("STATUS:TENTATIVE");
    expect(requested).not.toContain("STATUS:CONFIRMED");
    const confirm = await staffForm("/admin/orders", { id: String(booking.id), version: "1", status: "confirmed" });
    expect(confirm.status).toBe(303);
    const confirmed = await calendar();
    expect(confirmed).toContain("STATUS:CONFIRMED");
    // A calendar that imported the first file takes the second as its update.
    expect(Number(/SEQUENCE:(\d+)/.exec(confirmed)?.[1])).toBeGreaterThan(
      Number(/SEQUENCE:(\d+)/.exec(requested)?.[1]),
    );
  });

  it("a no-show moved back to visited over a full slot is refused with a clear message, the slot stays within capacity", async () => {
    const day = bookableDays(Date.now(), STORE_HOURS).filter(
      (d) => d !== isoDate(civilDateAt(Date.now(), STORE_HOURS.timeZone)),
    )[2]!;
    const time = "17:00";
    const first = await newBooking(day, time, "98450 22222");
    const noShow = await staffForm("/admin/orders", { id: String(first.id), version: "1", status: "no-show" });
    expect(noShow.status).toBe(303);
    // Its place is free again, and is taken.
    for (let i = 0; i < CAPACITY; i++) await newBooking(day, time, `98450 3333${i}`);
    const back = await staffForm("/admin/orders", { id: String(first.id), version: "2", status: "visited" });
    expect(back.status).toBe(409);
    expect(await back.text()).toContain("already has 3 visits");
    const holding = await database.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("date", "=", day)
      .where("time", "=", time)
      .where("status", "in", ["requested", "confirmed", "visited"])
      .executeTakeFirstOrThrow();
    expect(Number(holding.n)).toBe(CAPACITY);
    const row = await database.db
      .selectFrom("bookings")
      .select("status")
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("no-show");
  });
});
