import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server.ts";
import { TEST_ADMIN } from "../support/test-admin.ts";

/**
 * The page cache over real HTTP against the built server: repeated public URLs answer
 * from memory with the same bytes, headers and a CSP that allows exactly the page's
 * inline scripts; unknown paths share one cached 404; visitor-specific and staff
 * requests are never cached.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers, redirect: "manual" });
  return { response, body: await response.text(), cache: response.headers.get("X-Page-Cache") };
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, body]) => !/\bsrc\s*=/.test(attributes ?? "") && (body ?? "").length > 0)
    .map(
      ([, , body]) =>
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
    );
}

describe("page cache", () => {
  it("renders a filtered collection once, then answers it from memory with the same page", async () => {
    const path = "/collections/formals?category=suits";
    const first = await get(path);
    const second = await get(path);
    expect(first.response.status).toBe(200);
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.body).toContain("Formal Suits");
    expect(second.response.headers.get("ETag")).toBe(first.response.headers.get("ETag"));
    expect(second.response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(second.response.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("allows the cached page's inline scripts by hash, with no nonce", async () => {
    const { response, body } = await get("/collections/clubwear?category=men");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).not.toContain("nonce-");
    const hashes = inlineScriptHashes(body);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSrc).toContain(hash);
    expect(body).not.toMatch(/<script[^>]*\snonce=/);
  });

  it("answers a revalidation of a cached page with 304", async () => {
    const path = "/groom?category=accessories";
    const { response } = await get(path);
    const etag = response.headers.get("ETag") ?? "";
    // As a browser revalidates (fetch() alone would add "Cache-Control: no-cache", which forbids a 304).
    const again = await fetch(server.url + path, { headers: { "If-None-Match": etag, "Cache-Control": "max-age=0" } });
    expect(again.status).toBe(304);
  });

  it("serves every unknown path from one cached 404 page and still logs each path", async () => {
    const first = await get("/no-such-page-one");
    const second = await get("/gone/for/good?ref=old-flyer");
    expect(first.response.status).toBe(404);
    expect(second.response.status).toBe(404);
    expect(second.cache).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.body).toContain("Oops! Page not found");
    await expect.poll(() => server.output()).toContain('"path":"/gone/for/good"');
  });

  it("has no route-discovery endpoint to leave alone: the manifest loads with the page", async () => {
    // react-router.config.ts uses "initial" route discovery, so /__manifest is an
    // unknown path like any other and gets the one cached 404 page.
    const page = await get("/visit");
    // (The page imports it once it has painted: app/services/scripts-after-paint.server.ts.)
    expect(page.body).toMatch(/await import\("\/assets\/manifest-[\w-]+\.js"\);/);
    await get("/__manifest?paths=%2Fvisit&version=unknown");
    const { response, cache } = await get("/__manifest?paths=%2Fabout&version=unknown");
    expect(response.status).toBe(404);
    expect(cache).toBe("hit");
  });

  it("keeps route data requests apart from documents", async () => {
    const first = await get("/groom.data?category=traditional");
    const second = await get("/groom.data?category=traditional");
    expect(first.response.status).toBe(200);
    expect(second.cache).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.body).not.toContain("<html");
  });

  it("never caches the contact page, whose form carries a token for one visitor", async () => {
    const first = await get("/contact");
    const second = await get("/contact");
    expect(first.response.status).toBe(200);
    expect(second.cache).not.toBe("hit");
    expect(second.response.headers.get("Cache-Control")).toMatch(/private/);
    const token = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    expect(token(first.body)).toBeTruthy();
    expect(token(second.body)).not.toBe(token(first.body));
    const data = await get("/contact.data");
    const again = await get("/contact.data");
    expect(again.cache).not.toBe("hit");
    expect(data.response.headers.get("Cache-Control")).toMatch(/private/);
  });

  it("keys a page on the parameters it reads: cache-busting query strings get the cached page", async () => {
    const first = await get("/groom?a=1");
    expect(first.response.status).toBe(200);
    const busted = await Promise.all([2, 3, 4].map((n) => get(`/groom?a=${n}&utm_source=x${n}`)));
    for (const page of busted) {
      expect(page.cache).toBe("hit");
      expect(page.body).toBe(first.body);
    }
    // The page rendered for the bare URL, whatever junk the first visitor brought.
    expect(first.body).not.toContain("a=1");
    // A parameter the page reads still picks its own page, with junk beside it or not.
    const filtered = await get("/collections/formals?category=shirts");
    const filteredJunk = await get("/collections/formals?fbclid=abc&category=shirts");
    expect(filteredJunk.cache).toBe("hit");
    expect(filteredJunk.body).toBe(filtered.body);
    expect(filtered.body).not.toBe((await get("/collections/formals?category=suits")).body);
    // Route data requests too (their `_routes` is read by the router itself).
    const data = await get("/groom.data?category=accessories&_routes=collection%3Agroom");
    const dataJunk = await get("/groom.data?category=accessories&_routes=collection%3Agroom&n=7");
    expect(dataJunk.cache).toBe("hit");
    expect(dataJunk.body).toBe(data.body);
  });

  it("a page that reads no parameter is one cached page whatever the query (the policy pages too)", async () => {
    const first = await get("/privacy-policy?x=1");
    expect(first.response.status).toBe(200);
    for (const n of [2, 3]) {
      const busted = await get(`/privacy-policy?x=${n}`);
      expect(busted.cache, `?x=${n}`).toBe("hit");
      expect(busted.body).toBe(first.body);
    }
  });

  it("sends an unknown category to the collection's own page, which stays cached", async () => {
    const page = await get("/collections/formals");
    for (const n of [1, 2]) {
      const unknown = await get(`/collections/formals?category=c${n}&type=x&utm_source=y`);
      expect(unknown.response.status).toBe(301);
      // To the page with the parameters it reads (the rest never reach it: keyed and rendered without them).
      expect(unknown.response.headers.get("Location")).toBe("/collections/formals?type=x");
    }
    const bare = await get("/collections/formals?category=c3");
    expect(bare.response.headers.get("Location")).toBe("/collections/formals");
    expect((await get("/collections/formals")).cache).toBe("hit");
    expect((await get("/collections/formals")).body).toBe(page.body);
    // Known ones are pages of their own, as before.
    expect((await get("/collections/formals?category=all")).response.status).toBe(200);
  });

  it("serves unknown items under a collection from its one cached 404, and a published item as before", async () => {
    const first = await get("/groom/no-such-item-1");
    expect(first.response.status).toBe(404);
    for (const n of [2, 3]) {
      const again = await get(`/groom/no-such-item-${n}`);
      expect(again.response.status).toBe(404);
      expect(again.cache, `item ${n}`).toBe("hit");
      expect(again.body).toBe(first.body);
    }
    await expect.poll(() => server.output()).toContain('"path":"/groom/no-such-item-3"');
    const item = await get("/groom/onion-pink-handwork-sherwani");
    expect(item.response.status).toBe(200);
    expect(item.body).toContain("Onion Pink");
  });

  it("a made-up staff session cookie does not get past the cache", async () => {
    await get("/pants");
    for (const cookie of ["staff_session=bogus", `staff_session=${"A".repeat(43)}`, "__Host-staff_session=x"]) {
      const page = await get("/pants", { Cookie: cookie });
      expect(page.response.status, cookie).toBe(200);
      expect(page.cache, cookie).toBe("hit");
    }
  });

  it("never caches for a signed-in member of staff", async () => {
    const login = await fetch(server.url + "/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.77" },
      body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    await get("/collections/shirts?type=track-pant");
    const signedIn = await get("/collections/shirts?type=track-pant", { Cookie: cookie });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.cache).toBeNull();
  });
});

/**
 * Uncached pages cost a render, which one address may ask for at a rate (a burst of
 * PAGE_RENDER_BURST, then PAGE_RENDER_PER_SECOND): past it 429 with Retry-After, while
 * cached pages keep being served to it and everyone else.
 */
describe("the per-address render limit", () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startServer({ env: { PAGE_RENDER_BURST: "10", PAGE_RENDER_PER_SECOND: "2" } });
  });
  afterAll(async () => {
    await limited?.stop();
    limited?.cleanup();
  });

  const from = (address: string, path: string) =>
    fetch(limited.url + path, { headers: { "X-Forwarded-For": address }, redirect: "manual" });

  it("answers a flood of uncached searches from one address 429, and its cached pages 200", async () => {
    const flooder = "203.0.113.50";
    // A cached page, rendered once (by someone else).
    expect((await from("198.51.100.1", "/offers")).status).toBe(200);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let n = 0; n < 40; n++) {
      const response = await from(flooder, `/search?q=zz${n}`);
      statuses.push(response.status);
      if (response.status === 429) retryAfter ??= response.headers.get("Retry-After");
      await response.arrayBuffer();
    }
    const rendered = statuses.filter((s) => s === 200).length;
    // The burst and what came back meanwhile, not one render per request.
    expect(rendered).toBeGreaterThanOrEqual(10);
    expect(rendered).toBeLessThan(30);
    expect(statuses.filter((s) => s === 429).length).toBe(40 - rendered);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // Cached pages are served to the flooder whatever the limit says…
    const cached = await from(flooder, "/offers");
    expect(cached.status).toBe(200);
    expect(cached.headers.get("X-Page-Cache")).toBe("hit");
    // …and other addresses still get their renders; an IPv6 /64 is one address.
    expect((await from("198.51.100.2", "/search?q=linen")).status).toBe(200);
    const v6: number[] = [];
    for (let n = 0; n < 30; n++) v6.push((await from(`2001:db8:1:2::${n.toString(16)}`, `/search?q=v${n}`)).status);
    expect(v6).toContain(429);
  });
});
