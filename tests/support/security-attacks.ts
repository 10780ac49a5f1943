import { clientAddress } from "./api-client.ts";
import { header, headerCount, rawRequest, type RawResponse } from "./http-raw.ts";
import { TEST_ADMIN } from "./test-admin.ts";

/**
 * Attacks a running server the way the hardening issue found its defects, and
 * returns figures: how many guesses a login burst gets checked, whether strangers
 * can lock the admin out, how long the admin's login takes under a flood, the
 * largest Kannada message each contact path accepts, how many odd requests get a
 * 5xx, and whether staff data carries its private headers however the path is
 * spelled. Used by `npm run audit:security` (prints them) and tests/security.
 *
 * Each check uses its own client addresses (10/8, X-Forwarded-For, which the test
 * server trusts from loopback) and its own usernames, so they can run in any order.
 */
type Post = { status: number; body: string; setCookie: string[]; ms: number };

async function postJson(
  url: string,
  path: string,
  body: unknown,
  address: string,
  headers: Record<string, string> = {},
): Promise<Post> {
  const started = performance.now();
  const response = await fetch(url + path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
    redirect: "manual",
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text,
    setCookie: response.headers.getSetCookie(),
    ms: performance.now() - started,
  };
}

function tally(statuses: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

/** A login attempt's password was checked (right or wrong): anything but a throttle or overload answer. */
const checked = (status: number) => status === 200 || status === 401;

let addressBase = 0;
/** Addresses no other check in this process has used: 10.{200+}.x.y. */
function freshAddresses(count: number): string[] {
  const start = 200 * 65_536 + addressBase;
  addressBase += count;
  return Array.from({ length: count }, (_, i) => clientAddress(start + i));
}

export type BurstResult = { attempts: number; checked: number; byStatus: Record<string, number> };

/** `count` wrong passwords at once for one username, from one address or each from its own. */
export async function loginBurst(
  url: string,
  options: { count: number; username: string; from: "one address" | "many addresses" },
): Promise<BurstResult> {
  const addresses = freshAddresses(options.from === "one address" ? 1 : options.count);
  const answers = await Promise.all(
    Array.from({ length: options.count }, (_, i) =>
      postJson(
        url,
        "/api/login",
        { username: options.username, password: `wrong guess ${i} ${Math.random()}` },
        addresses[i % addresses.length]!,
      ),
    ),
  );
  const statuses = answers.map((a) => a.status);
  return { attempts: options.count, checked: statuses.filter(checked).length, byStatus: tally(statuses) };
}

export type FloodResult = {
  hostile: number;
  hostileByStatus: Record<string, number>;
  adminStatus: number;
  adminMs: number;
  /** The same login with nothing else going on, just before: what the machine takes for one. */
  quietMs: number;
};

/**
 * `hostile` logins with new unknown usernames from new addresses, all in flight,
 * then the admin's correct login from a clean address: its status and time.
 */
export async function adminLoginUnderFlood(url: string, hostile = 100): Promise<FloodResult> {
  const addresses = freshAddresses(hostile + 2);
  const quiet = await postJson(
    url,
    "/api/login",
    { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    addresses[hostile + 1]!,
  );
  const flood = Array.from({ length: hostile }, (_, i) =>
    postJson(url, "/api/login", { username: `nobody-${Date.now()}-${i}`, password: "not the password" }, addresses[i]!),
  );
  // Let the flood reach the server before the admin arrives.
  await new Promise((resolve) => setTimeout(resolve, 150));
  const admin = await postJson(
    url,
    "/api/login",
    { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    addresses[hostile]!,
  );
  const answers = await Promise.all(flood);
  return {
    hostile,
    hostileByStatus: tally(answers.map((a) => a.status)),
    adminStatus: admin.status,
    adminMs: Math.round(admin.ms),
    quietMs: Math.round(quiet.ms),
  };
}

export type LockoutResult = {
  attackerFailures: number;
  /** A stranger from a fresh address, after the attack: the throttle should hold. */
  strangerStatus: number;
  /** The admin with the correct password from the address they signed in from before. */
  knownAddressStatus: number;
  /** The admin with the correct password from a new address, carrying the device cookie of an earlier login. */
  knownDeviceStatus: number;
  /** The admin with the correct password from a new address and no cookie. */
  newAddressStatus: number;
};

/**
 * Strangers fail the admin's username from many addresses; can the admin still sign
 * in? The admin signs in once first (address A, keeping the cookies a browser would).
 */
export async function lockoutAttempt(url: string, username = TEST_ADMIN.username): Promise<LockoutResult> {
  const [knownAddress, deviceAddress, strangerAddress, newAddress, ...attackers] = freshAddresses(4 + 12);
  const correct = { username, password: TEST_ADMIN.password };
  const first = await postJson(url, "/api/login", correct, knownAddress!);
  if (first.status !== 200) throw new Error(`the admin's first login failed: HTTP ${first.status} ${first.body}`);
  const deviceCookies = first.setCookie.map((c) => c.split(";")[0]).join("; ");

  let attackerFailures = 0;
  for (const address of attackers) {
    for (let i = 0; i < 3; i++) {
      const answer = await postJson(url, "/api/login", { username, password: `attacker guess ${i}` }, address);
      if (checked(answer.status)) attackerFailures++;
    }
  }
  const stranger = await postJson(url, "/api/login", { username, password: "one more guess" }, strangerAddress!);
  const known = await postJson(url, "/api/login", correct, knownAddress!);
  const device = await postJson(url, "/api/login", correct, deviceAddress!, { cookie: deviceCookies });
  const fresh = await postJson(url, "/api/login", correct, newAddress!);
  return {
    attackerFailures,
    strangerStatus: stranger.status,
    knownAddressStatus: known.status,
    knownDeviceStatus: device.status,
    newAddressStatus: fresh.status,
  };
}

export type ContactPath = "no-JS form" | "JS form" | "API (JSON)" | "API (JSON, \\u escapes)";
export type LargestAccepted = { path: ContactPath; text: string; largest: number; limit: number };

/**
 * The largest message of `letter` repeated that `path` stores, by bisection over
 * 0…limit (each try from a fresh address with a fresh form token; "stored" is read
 * from the staff API's total, since spam and refusals can look like success).
 */
export async function largestMessageAccepted(
  url: string,
  cookie: string,
  path: ContactPath,
  letter: string,
  limit = 5_000,
  formToken: () => Promise<string>,
): Promise<LargestAccepted> {
  const total = async () => {
    const response = await fetch(`${url}/api/contact-messages?page=1&pageSize=1`, { headers: { cookie } });
    return ((await response.json()) as { total: number }).total;
  };
  const fields = (n: number) => ({
    name: "Kavya",
    email: "kavya@example.com",
    phone: "+91 98450 12345",
    subject: "",
    category: "general",
    message: letter.repeat(n),
  });
  const stores = async (n: number): Promise<boolean> => {
    const [address] = freshAddresses(1);
    const before = await total();
    let answer: Post;
    if (path === "API (JSON)") {
      answer = await postJson(url, "/api/contact", fields(n), address!);
    } else if (path === "API (JSON, \\u escapes)") {
      const escaped = JSON.stringify(fields(n)).replace(
        /[\u0080-\uffff]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
      );
      answer = await postJson(url, "/api/contact", escaped, address!);
    } else {
      const form = new URLSearchParams({ ...fields(n), website: "", formToken: await formToken() });
      const started = performance.now();
      const response = await fetch(`${url}${path === "JS form" ? "/contact.data" : "/contact"}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address!, origin: url },
        body: form,
        redirect: "manual",
      });
      answer = { status: response.status, body: await response.text(), setCookie: [], ms: performance.now() - started };
    }
    if (answer.status >= 500) throw new Error(`${path}: HTTP ${answer.status} for ${n} characters`);
    return (await total()) === before + 1;
  };
  if (await stores(limit)) return { path, text: letter, largest: limit, limit };
  let low = 0;
  let high = limit;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (await stores(mid)) low = mid;
    else high = mid;
  }
  return { path, text: letter, largest: low, limit };
}

export type OddRequest = { label: string; method: string; path: string; status: number; ok: boolean };

/** Requests a crawler or scanner sends; none may answer 5xx, each gets the 4xx its case calls for. */
export async function oddRequests(url: string, pageRoutes: readonly string[]): Promise<OddRequest[]> {
  const list: Array<{ method: string; path: string; expect: number[] }> = [
    { method: "GET", path: "/%ff", expect: [400] },
    { method: "GET", path: "/about%", expect: [400] },
    { method: "GET", path: "/collections/%E0%A4%A", expect: [400] },
    { method: "GET", path: "/admin/%c0%af", expect: [400] },
    { method: "GET", path: "/assets/../package.json", expect: [400, 403, 404] },
    { method: "GET", path: "/images/..%2f..%2fpackage.json", expect: [400, 403, 404] },
    { method: "GET", path: "/assets/%2e%2e/%2e%2e/package.json", expect: [400, 403, 404] },
    { method: "GET", path: "/images/%00.png", expect: [400, 404] },
  ];
  for (const route of [...pageRoutes, "/admin", "/api/contact", "/api/login", "/healthz", "/robots.txt"]) {
    list.push({ method: "TRACE", path: route, expect: [405] });
  }
  for (const route of pageRoutes.slice(0, 4)) {
    for (const method of ["PUT", "PATCH", "DELETE"]) list.push({ method, path: route, expect: [405] });
    list.push({ method: "OPTIONS", path: route, expect: [204, 405] });
  }
  const results: OddRequest[] = [];
  for (const r of list) {
    const response = await rawRequest(url, { method: r.method, rawPath: r.path });
    results.push({
      label: `${r.method} ${r.path}`,
      method: r.method,
      path: r.path,
      status: response.status,
      ok: response.status < 500 && r.expect.includes(response.status),
    });
  }
  return results;
}

export type HeaderFinding = { label: string; ok: boolean; detail: string };

/**
 * Staff data keeps `Cache-Control: no-store` and `X-Robots-Tag` however the path is
 * spelled (the router matches case-insensitively, after decoding), and every answer
 * carries one Cache-Control header.
 */
export async function staffHeaderSpellings(url: string, cookie: string): Promise<HeaderFinding[]> {
  const findings: HeaderFinding[] = [];
  const staff = [
    "/admin/contact-messages",
    "/ADMIN/CONTACT-MESSAGES",
    "/Admin/Dashboard",
    "/%61dmin/contact-messages",
    "/%41DMIN/dashboard",
    "/admin/contact-messages/",
    "/api/contact-messages",
    "/API/contact-messages",
    "/Api/Contact-Messages?page=1",
    "/%61pi/contact-messages",
    "/admin/contact-messages.data",
    "/ADMIN/CONTACT-MESSAGES.data",
  ];
  for (const path of staff) {
    const response = await rawRequest(url, {
      rawPath: path,
      headers: { cookie, accept: "text/html,application/json" },
    });
    const cache = header(response, "cache-control") ?? "";
    const robots = header(response, "x-robots-tag") ?? "";
    const leaksStaffData = response.status === 200 && response.body.includes(TEST_ADMIN.email);
    findings.push({
      label: `GET ${path} (signed in, HTTP ${response.status})`,
      ok: cache === "no-store" && /noindex/.test(robots) && headerCount(response, "cache-control") === 1,
      detail: `Cache-Control: ${cache || "(none)"}; X-Robots-Tag: ${robots || "(none)"}${leaksStaffData ? "; staff page served" : ""}`,
    });
  }
  for (const path of ["/robots.txt", "/sitemap.xml", "/healthz", "/readyz", "/about", "/contact", "/no-such-page"]) {
    const response = await rawRequest(url, { rawPath: path });
    const count = headerCount(response, "cache-control");
    findings.push({
      label: `GET ${path}: one Cache-Control header`,
      ok: count === 1,
      detail: `${count} × Cache-Control: ${header(response, "cache-control") ?? "(none)"}`,
    });
  }
  return findings;
}

export type NotFoundResult = { requests: number; status404: number; fromCache: number };

/**
 * A crawler asking for random unknown paths: each must answer 404, and after the
 * first from the page cache (`X-Page-Cache: hit`), not through a fresh render.
 */
export async function randomNotFound(url: string, count = 30): Promise<NotFoundResult> {
  let status404 = 0;
  let fromCache = 0;
  for (let i = 0; i < count; i++) {
    const response = await rawRequest(`${url}/no-such-${Math.random().toString(36).slice(2)}/${i}`);
    if (response.status === 404) status404++;
    if (header(response, "x-page-cache") === "hit") fromCache++;
  }
  return { requests: count, status404, fromCache };
}

/** Lines of a stack trace ("    at …") in a server log. */
export function stackTraceLines(log: string): number {
  return log.split("\n").filter((line) => /^\s+at\s/.test(line)).length;
}

export type { RawResponse };
