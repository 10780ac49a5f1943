import { join } from "node:path";
import fc from "fast-check";
import { publicPages } from "../../app/content/routes-meta.ts";
import { openDatabase } from "../../app/services/platform/db.server.ts";
import { header, rawRequest } from "./http-raw.ts";
import { allMessages, clientAddress } from "./api-client.ts";
import { TEST_ADMIN } from "./test-admin.ts";

/**
 * Property-based fuzzing of the public write endpoints over real HTTP (the contact
 * form's API, the login, and Insights' beacon, further down).
 *
 * Every generated request must get a non-5xx answer that does not echo what was
 * sent, and a rejected body must leave no row behind. 429 (rate limit, login
 * throttle) is an acceptable answer, but to make the bodies reach validation rather
 * than the limiter, contact requests each come from their own client address
 * (X-Forwarded-For, which the audit server trusts from loopback as it would from
 * its TLS proxy). Login bodies that are well-formed cost a real password hash
 * (scrypt) each, so they share a few addresses and quickly meet the throttle —
 * the rest come from fresh addresses and are checked by validation.
 */
export type FuzzRequest = { contentType: string | undefined; body: string; forwardedFor: string; description: string };
export type FuzzStats = {
  endpoint: string;
  runs: number;
  byStatus: Record<string, number>;
  /** Bodies answered 2xx (for /api/contact: accepted and possibly stored). */
  accepted: number;
  rowsBefore?: number;
  rowsAfter?: number;
  failures: string[];
};

const PAYLOADS = [
  "<script>alert(document.domain)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)//fuzz-marker",
  "' OR '1'='1' -- fuzz-marker",
  "'; DROP TABLE contact_messages; --",
  "1; SELECT * FROM admins WHERE '1'='1",
  "admin'--fuzz-marker-sql",
  "{{7*7}}${7*7}<%= 7*7 %>#{7*7}",
  "../../../../etc/passwd%00fuzz",
  "\u0000\u0001\u001b[31mcontrol-chars",
  "\u202e\u2066 bidi override text \u2069",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👨‍👩‍👧‍👦 emoji family ﷽",
  "__proto__",
  "constructor",
  "%s%s%s%n%x fuzz-format",
  "\r\nSet-Cookie: injected=1\r\n",
];
const VALID = {
  name: ["Arjun Rao", "Meera K", "Dev"],
  email: ["arjun@example.com", "meera.k+shop@example.org"],
  phone: ["+91 98450 12345", "080-2345 6789", "(080) 23456789"],
  subject: ["Wedding sherwani", "", "Alteration"],
  message: ["Do you have size 42 in navy?", "Line one\nLine two"],
  category: ["formals", "semi-formals", "clubwear", "shirts", "styling", "general", ""],
};

const huge = fc.integer({ min: 2_000, max: 40_000 }).map((n) => "x".repeat(n - 13) + "-huge-payload");
const anyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom(...PAYLOADS),
  huge,
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyString, { maxLength: 4 }),
  fc.object({ maxDepth: 3, maxKeys: 4 }),
  fc.constant({ $ne: null }),
  fc.constant({ toString: "x", valueOf: 1 }),
);
const fieldValue = (valid: readonly string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...valid), weight: 3 },
    { arbitrary: anyString, weight: 3 },
    { arbitrary: wrongType, weight: 2 },
  );

const extraFields = fc.dictionary(
  fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom("__proto__", "constructor", "id", "created_at", "isAdmin", "<script>alert(1)</script>"),
  ),
  fc.oneof(anyString, wrongType),
  { maxKeys: 3 },
);

const contactObject = fc
  .tuple(
    fc.record(
      {
        name: fieldValue(VALID.name),
        email: fieldValue(VALID.email),
        phone: fieldValue(VALID.phone),
        subject: fieldValue(VALID.subject),
        message: fieldValue(VALID.message),
        category: fieldValue(VALID.category),
      },
      { requiredKeys: [] },
    ),
    fc.option(extraFields, { freq: 3 }),
  )
  .map(([fields, extra]) => ({ ...(extra ?? {}), ...fields }) as Record<string, unknown>);

const loginObject = fc
  .tuple(
    fc.record(
      {
        username: fc.oneof(fc.constantFrom(TEST_ADMIN.username, "admin", "root", ""), anyString, wrongType),
        password: fc.oneof(
          fc.constantFrom("password", "' OR '1'='1", "correct horse battery staple"),
          anyString,
          wrongType,
        ),
      },
      { requiredKeys: [] },
    ),
    fc.option(extraFields, { freq: 3 }),
  )
  .map(([fields, extra]) => ({ ...(extra ?? {}), ...fields }) as Record<string, unknown>);

const nonObjectJson = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }).filter((v) => typeof v !== "object" || v === null || Array.isArray(v)),
);

function encode(value: unknown, as: string): { contentType: string | undefined; body: string } {
  switch (as) {
    case "json":
      return { contentType: "application/json", body: JSON.stringify(value) ?? "null" };
    case "json-charset":
      return { contentType: "application/json; charset=utf-8", body: JSON.stringify(value) ?? "null" };
    case "form": {
      const params = new URLSearchParams();
      if (value && typeof value === "object" && !Array.isArray(value)) {
        for (const [k, v] of Object.entries(value))
          params.append(k, typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
      }
      return { contentType: "application/x-www-form-urlencoded", body: params.toString() };
    }
    case "multipart": {
      const boundary = "----fuzzboundary7MA4YWxkTrZu0gW";
      let body = "";
      if (value && typeof value === "object" && !Array.isArray(value)) {
        for (const [k, v] of Object.entries(value)) {
          body += `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, "_")}"\r\n\r\n${typeof v === "string" ? v : JSON.stringify(v)}\r\n`;
        }
      }
      return { contentType: `multipart/form-data; boundary=${boundary}`, body: `${body}--${boundary}--\r\n` };
    }
    case "text":
      return { contentType: "text/plain", body: JSON.stringify(value) ?? "" };
    case "xml":
      return {
        contentType: "application/xml",
        body: `<contact><name>${String(JSON.stringify(value))}</name></contact>`,
      };
    case "none":
      return { contentType: undefined, body: JSON.stringify(value) ?? "" };
    default:
      return { contentType: "application/json", body: JSON.stringify(value) ?? "" };
  }
}

const encodings = fc.oneof(
  { arbitrary: fc.constant("json"), weight: 10 },
  { arbitrary: fc.constantFrom("json-charset", "form", "multipart", "text", "xml", "none"), weight: 4 },
);
const malformedJson = fc
  .oneof(
    fc.string({ maxLength: 80 }),
    fc.constantFrom("{", '{"name":', "{'name':'x'}", '{"a":1}}', "\u0000", "[".repeat(5_000), "NaN"),
  )
  .map((body) => ({ contentType: "application/json", body }));

function requestArbitrary(objects: fc.Arbitrary<Record<string, unknown>>) {
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(objects, encodings)
        .map(([value, as]) => ({ ...encode(value, as), description: `${as} object` })),
      weight: 14,
    },
    {
      arbitrary: fc
        .tuple(nonObjectJson, encodings)
        .map(([value, as]) => ({ ...encode(value, as), description: `${as} non-object` })),
      weight: 2,
    },
    { arbitrary: malformedJson.map((r) => ({ ...r, description: "malformed JSON" })), weight: 2 },
  );
}

/** Strings long or distinctive enough that finding them in an answer means the answer echoes input. */
export function reflectableStrings(body: string, contentType: string | undefined): string[] {
  const found = new Set<string>();
  const visit = (v: unknown) => {
    if (typeof v === "string") found.add(v);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") {
      for (const [k, inner] of Object.entries(v)) {
        found.add(k);
        visit(inner);
      }
    }
  };
  if (contentType?.includes("json")) {
    try {
      visit(JSON.parse(body));
    } catch {
      found.add(body);
    }
  } else if (contentType?.includes("x-www-form-urlencoded")) {
    for (const [k, v] of new URLSearchParams(body)) found.add(k).add(v);
  } else {
    found.add(body);
  }
  // Short strings ("Dev", "formals") can appear in any fixed message by chance.
  return [...found].filter((s) => s.trim().length >= 12 && !VALID.message.includes(s));
}

export function reflects(responseBody: string, sent: string[]): string | undefined {
  for (const s of sent) {
    const needle = s.trim();
    const jsonEscaped = JSON.stringify(needle).slice(1, -1);
    if (responseBody.includes(needle) || responseBody.includes(jsonEscaped)) return needle;
  }
  return undefined;
}

async function send(baseUrl: string, path: string, request: FuzzRequest) {
  const headers: Record<string, string> = { "x-forwarded-for": request.forwardedFor, accept: "application/json" };
  if (request.contentType) headers["content-type"] = request.contentType;
  return rawRequest(baseUrl + path, { method: "POST", headers, body: request.body });
}

/** Fuzzes POST /api/contact; `cookie` is an admin session used to count rows before and after. */
export async function fuzzContact(baseUrl: string, cookie: string, runs: number, seed?: number): Promise<FuzzStats> {
  const stats: FuzzStats = { endpoint: "POST /api/contact", runs: 0, byStatus: {}, accepted: 0, failures: [] };
  const before = await allMessages(baseUrl, cookie);
  stats.rowsBefore = before.length;
  const acceptedEmails = new Set<string>();
  let n = 0;

  await fc
    .assert(
      fc.asyncProperty(requestArbitrary(contactObject), async (generated) => {
        const request: FuzzRequest = { ...generated, forwardedFor: clientAddress(++n) };
        const response = await send(baseUrl, "/api/contact", request);
        stats.runs++;
        stats.byStatus[response.status] = (stats.byStatus[response.status] ?? 0) + 1;
        if (response.status >= 500)
          throw new Error(`HTTP ${response.status} for ${request.description}: ${request.body.slice(0, 200)}`);
        const echoed = reflects(response.body, reflectableStrings(request.body, request.contentType));
        if (echoed)
          throw new Error(`answer (HTTP ${response.status}) reflects input ${JSON.stringify(echoed.slice(0, 80))}`);
        if (response.status >= 200 && response.status < 300) {
          stats.accepted++;
          for (const email of emailsIn(request)) acceptedEmails.add(email);
        }
      }),
      { numRuns: runs, seed, endOnFailure: true },
    )
    .catch((error: unknown) =>
      stats.failures.push(String(error instanceof Error ? error.message : error).slice(0, 2_000)),
    );

  const after = await allMessages(baseUrl, cookie);
  stats.rowsAfter = after.length;
  const beforeIds = new Set(before.map((m) => String(m.id)));
  const added = after.filter((m) => !beforeIds.has(String(m.id)));
  if (added.length > stats.accepted)
    stats.failures.push(`${added.length} rows stored but only ${stats.accepted} bodies accepted`);
  const strays = added.filter((m) => !acceptedEmails.has(String(m.email).trim().toLowerCase()));
  if (strays.length > 0)
    stats.failures.push(
      `${strays.length} stored rows match no accepted body, e.g. ${JSON.stringify(strays[0]).slice(0, 200)}`,
    );
  return stats;
}

function emailsIn(request: FuzzRequest): string[] {
  const out: string[] = [];
  try {
    if (request.contentType?.includes("json")) {
      const value = JSON.parse(request.body) as { email?: unknown };
      if (typeof value?.email === "string") out.push(value.email.trim().toLowerCase());
    } else if (request.contentType?.includes("x-www-form-urlencoded")) {
      for (const email of new URLSearchParams(request.body).getAll("email")) out.push(email.trim().toLowerCase());
    } else if (request.contentType?.includes("multipart")) {
      for (const m of request.body.matchAll(/name="email"\r\n\r\n([^\r]*)\r\n/g))
        out.push((m[1] ?? "").trim().toLowerCase());
    }
  } catch {
    // not parseable: nothing could have been accepted from it
  }
  return out;
}

/** Login bodies that take the whole path (throttle, user lookup, hash) from a fresh address. */
const FULL_LOGIN_BODIES = 8;

/** Fuzzes POST /api/login: never 5xx, never a session for a fuzzed body, no echo. */
export async function fuzzLogin(baseUrl: string, runs: number, seed?: number): Promise<FuzzStats> {
  const stats: FuzzStats = { endpoint: "POST /api/login", runs: 0, byStatus: {}, accepted: 0, failures: [] };
  let n = 0;
  let fullLogins = 0;
  await fc
    .assert(
      fc.asyncProperty(requestArbitrary(loginObject), async (generated) => {
        n++;
        // Every body the server can read costs a password hash (a decoy one for unknown
        // users, so both cases take the same time). The first few go all the way from
        // fresh addresses; the rest share 2 addresses, which the throttle then answers
        // cheaply. Unreadable bodies (413/415/400) are rejected before either.
        const hashed = reachesPasswordCheck(generated.body, generated.contentType);
        if (hashed) fullLogins++;
        const forwardedFor =
          hashed && fullLogins > FULL_LOGIN_BODIES ? `192.0.2.${1 + (n % 2)}` : clientAddress(100_000 + n);
        const request: FuzzRequest = { ...generated, forwardedFor };
        const response = await send(baseUrl, "/api/login", request);
        stats.runs++;
        stats.byStatus[response.status] = (stats.byStatus[response.status] ?? 0) + 1;
        if (response.status >= 500)
          throw new Error(`HTTP ${response.status} for ${request.description}: ${request.body.slice(0, 200)}`);
        if (response.status >= 200 && response.status < 300) {
          stats.accepted++;
          throw new Error(`fuzzed login body was accepted (HTTP ${response.status}): ${request.body.slice(0, 200)}`);
        }
        const setCookie = header(response, "set-cookie");
        if (setCookie && !/max-age=0|expires=thu, 01 jan 1970/i.test(setCookie)) {
          throw new Error(`rejected login set a cookie: ${setCookie.slice(0, 120)}`);
        }
        const echoed = reflects(response.body, reflectableStrings(request.body, request.contentType));
        if (echoed)
          throw new Error(`answer (HTTP ${response.status}) reflects input ${JSON.stringify(echoed.slice(0, 80))}`);
      }),
      { numRuns: runs, seed, endOnFailure: true },
    )
    .catch((error: unknown) =>
      stats.failures.push(String(error instanceof Error ? error.message : error).slice(0, 2_000)),
    );
  return stats;
}

/** Bodies that pass the body reader and so reach the throttle and the password check. */
function reachesPasswordCheck(body: string, contentType: string | undefined): boolean {
  if (contentType?.includes("x-www-form-urlencoded") || contentType?.includes("multipart")) return true;
  if (!contentType?.includes("json")) return false;
  try {
    const value = JSON.parse(body) as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

export function formatStats(stats: FuzzStats): string {
  const statuses = Object.entries(stats.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
  const rows = stats.rowsBefore === undefined ? "" : `, rows ${stats.rowsBefore} → ${stats.rowsAfter}`;
  return `${stats.endpoint}: ${stats.runs} bodies (${statuses}), accepted ${stats.accepted}${rows}, failures ${stats.failures.length}`;
}

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** What the beacon fuzzer needs to know of the site, and to read back what was counted. */
export type BeaconFuzzTarget = {
  /** Every public page's path and every published item's (`/groom/<slug>`). */
  pages: readonly string[];
  items: readonly string[];
  /** The sum of every page view, item open and tap counted so far (after a flush). */
  countedSoFar(): Promise<number>;
};

/**
 * The fuzzer's view of a running server on SQLite (`dataDir`): the pages and published
 * items, and the sums counted so far, read after opening Insights as staff (`cookie`),
 * which writes the server's batch first. `close()` when done.
 */
export async function beaconFuzzTarget(
  baseUrl: string,
  cookie: string,
  dataDir: string,
): Promise<BeaconFuzzTarget & { close(): Promise<void> }> {
  const database = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
  const items = await database.db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select(["items.slug", "collections.path"])
    .where("items.status", "=", "published")
    .execute();
  return {
    pages: publicPages.map((p) => p.path),
    items: items.map((i) => `${i.path}/${i.slug}`),
    async countedSoFar() {
      const opened = await fetch(`${baseUrl}/admin/insights`, { headers: { cookie } });
      if (opened.status !== 200) throw new Error(`GET /admin/insights answered ${opened.status}`);
      const row = await database.db
        .selectFrom("insights_daily")
        .select((eb) => eb.fn.sum<number>("count").as("n"))
        .where("metric", "in", ["view", "open", "ask", "call", "share"])
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    close: () => database.db.destroy(),
  };
}

/** Paths that no page of ours has: made up, other sites, not paths at all. */
const unknownPath = fc.oneof(
  fc.stringMatching(/^[a-z0-9-]{1,20}$/).map((s) => `/zz-${s}`),
  fc.stringMatching(/^[a-z0-9-]{1,20}$/).map((s) => `/groom/zz-${s}`),
  fc.constantFrom("https://evil.example/groom", "//evil.example/about", "javascript:alert(1)", "", "groom", "/%ff"),
  fc.string({ maxLength: 40 }).map((s) => `zz${s}`),
);
const junkTap = fc.oneof(
  fc.constantFrom("buy", "ASK", "Share", "", "<script>alert(1)</script>"),
  fc.string({ maxLength: 12 }).filter((s) => !["ask", "call", "share"].includes(s)),
);

/**
 * Fuzzes POST /api/insights, the beacon: every body is built either as a beacon of
 * one of the site's pages (which must be answered 204) or with at least one defect
 * (an unknown path, a wrong type, an unknown tap or field, no JSON, a wrong content
 * type, over 1 KB), which must be refused with a 4xx; never a 5xx, never an echo.
 * Afterwards the sums must have grown by exactly what the accepted beacons count
 * (a page view or item open each, and a tap on an item's page): junk adds nothing.
 */
export async function fuzzBeacon(
  baseUrl: string,
  target: BeaconFuzzTarget,
  runs: number,
  seed?: number,
): Promise<FuzzStats> {
  const stats: FuzzStats = { endpoint: "POST /api/insights", runs: 0, byStatus: {}, accepted: 0, failures: [] };
  const before = await target.countedSoFar();
  const knownPath = fc.oneof(fc.constantFrom(...target.pages), fc.constantFrom(...target.items));
  const query = fc.option(fc.constantFrom("?category=all", "?q=sherwani", "?utm_source=poster", "?q=zzqx"), {
    nil: "",
  });
  const valid = fc
    .record(
      {
        u: fc.tuple(knownPath, query).map(([path, q]) => path + q),
        r: fc.oneof(fc.constantFrom("", "https://www.google.com/", "android-app://com.whatsapp/"), anyString),
        t: fc.constantFrom("ask", "call", "share"),
      },
      { requiredKeys: ["u"] },
    )
    .filter((beacon) => JSON.stringify(beacon).length <= 1_000);
  const defective = fc.oneof(
    valid.chain((b) => unknownPath.map((u) => ({ ...b, u }))),
    valid.chain((b) => wrongType.map((u) => ({ ...b, u }))),
    valid.chain((b) => junkTap.map((t) => ({ ...b, t }))),
    valid.chain((b) => wrongType.filter((r) => typeof r !== "undefined").map((r) => ({ ...b, r }))),
    valid.chain((b) =>
      extraFields.filter((e) => Object.keys(e).some((k) => !["u", "r", "t"].includes(k))).map((e) => ({ ...e, ...b })),
    ),
    valid.map((b) => ({ ...b, r: "x".repeat(1_100) })),
  );
  const body = fc.oneof(
    { arbitrary: valid.map((value) => ({ value, ok: true })), weight: 4 },
    { arbitrary: defective.map((value) => ({ value, ok: false })), weight: 4 },
  );
  const request = fc.oneof(
    {
      arbitrary: fc
        .tuple(body, fc.constantFrom("text/plain;charset=UTF-8", "application/json", "text/plain"))
        .map(([b, contentType]) => ({ contentType, body: JSON.stringify(b.value), ok: b.ok, value: b.value })),
      weight: 10,
    },
    {
      // A beacon of ours in a type the endpoint does not read: refused unread.
      arbitrary: fc
        .tuple(valid, fc.constantFrom("form", "multipart", "xml", "none"))
        .map(([value, as]) => ({ ...encode(value, as), ok: false, value })),
      weight: 2,
    },
    {
      arbitrary: fc
        .oneof(
          malformedJson.map((r) => r.body),
          nonObjectJson.map((v) => JSON.stringify(v) ?? "null"),
          huge,
        )
        .map((text) => ({ contentType: "text/plain;charset=UTF-8", body: text, ok: false, value: undefined })),
      weight: 2,
    },
  );

  let n = 0;
  let counts = 0;
  await fc
    .assert(
      fc.asyncProperty(request, async (generated) => {
        const headers: Record<string, string> = {
          // Each from its own address, so the bodies reach validation rather than the flood limit.
          "x-forwarded-for": clientAddress(200_000 + ++n),
          "user-agent": BROWSER,
        };
        if (generated.contentType) headers["content-type"] = generated.contentType;
        const response = await rawRequest(`${baseUrl}/api/insights`, { method: "POST", headers, body: generated.body });
        stats.runs++;
        stats.byStatus[response.status] = (stats.byStatus[response.status] ?? 0) + 1;
        const shown = generated.body.slice(0, 200);
        if (response.status >= 500) throw new Error(`HTTP ${response.status} for ${shown}`);
        if (generated.ok && response.status !== 204)
          throw new Error(`a beacon of ours got ${response.status}: ${shown}`);
        if (!generated.ok && (response.status < 400 || response.status >= 500))
          throw new Error(`junk was not refused (HTTP ${response.status}): ${shown}`);
        const echoed = reflects(response.body, reflectableStrings(generated.body, generated.contentType));
        if (echoed)
          throw new Error(`answer (HTTP ${response.status}) reflects input ${JSON.stringify(echoed.slice(0, 80))}`);
        if (response.status === 204) {
          stats.accepted++;
          const beacon = generated.value as { u: string; t?: string };
          const path = beacon.u.split("?")[0]!;
          // A view counts once; a tap counts on an item's page only.
          if (!beacon.t || target.items.includes(path)) counts++;
        }
      }),
      { numRuns: runs, seed, endOnFailure: true },
    )
    .catch((error: unknown) =>
      stats.failures.push(String(error instanceof Error ? error.message : error).slice(0, 2_000)),
    );

  const after = await target.countedSoFar();
  stats.rowsBefore = before;
  stats.rowsAfter = after;
  if (after - before !== counts)
    stats.failures.push(`the sums grew by ${after - before}, but the accepted beacons count ${counts}`);
  return stats;
}

/**
 * The flood limit: `count` beacons at once from one address. At most the burst (60)
 * and what refills meanwhile are taken, the rest are 429; another address still gets
 * its beacon in.
 */
export async function beaconFlood(baseUrl: string, count: number) {
  const send = (address: string) =>
    rawRequest(`${baseUrl}/api/insights`, {
      method: "POST",
      headers: { "content-type": "text/plain", "x-forwarded-for": address, "user-agent": BROWSER },
      body: JSON.stringify({ u: "/offers" }),
    });
  const started = Date.now();
  const results = await Promise.all(Array.from({ length: count }, () => send("198.51.100.200")));
  const seconds = (Date.now() - started) / 1000;
  const byStatus: Record<number, number> = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const bystander = (await send("198.51.100.201")).status;
  return { byStatus, seconds, bystander };
}
