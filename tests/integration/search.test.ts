import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server.ts";
import { TEST_ADMIN } from "../support/test-admin.ts";

/**
 * Search over real HTTP against the built server and its seeded catalogue: results,
 * no results, odd and overlong queries, the page cache, and a staff edit reaching the
 * results at once.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

async function search(query: string | null, init: RequestInit = {}) {
  const url = query === null ? "/search" : `/search?${new URLSearchParams({ q: query })}`;
  const response = await fetch(server.url + url, init);
  const html = await response.text();
  return {
    response,
    html,
    cache: response.headers.get("X-Page-Cache"),
    count: /role="status">(?:<h2[^>]*>(.*?)<\/h2>)?<\/div>/.exec(html)?.[1]?.replace(/<!-- -->/g, ""),
    // The card's own link, not its "Price on request" question (a wa.me address).
    links: [...html.matchAll(/<li class="group[^"]*">[\s\S]*?<a [^>]*href="(\/[^"]+)"/g)].map((m) => m[1]),
  };
}

describe("search over HTTP", () => {
  it("finds the sherwanis, each linking to its own page, and says how many", async () => {
    const { response, count, links, html } = await search("Sherwanis");
    expect(response.status).toBe(200);
    expect(count).toMatch(/^\d+ results for “Sherwanis”$/);
    expect(links.length).toBe(Number(count!.split(" ")[0]));
    expect(links.slice(0, 3).sort()).toEqual([
      "/groom/champagne-brocade-sherwani",
      "/groom/maroon-zardozi-sherwani",
      "/groom/onion-pink-handwork-sherwani",
    ]);
    expect(html).toContain("Groom Collections");
    expect(html).toMatch(/<title>Search: Sherwanis \| The Men(&#x27;|')s Studio<\/title>/);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it("reads kurta pyjamas, T-shirts and tees the way shoppers type them", async () => {
    const plural = await search("kurta   pyjamas");
    expect(plural.links.slice(0, 2).sort()).toEqual([
      "/groom/cream-chikankari-kurta-pyjama",
      "/groom/gold-silk-kurta-pyjama",
    ]);
    expect(plural.count).toMatch(/for “kurta pyjamas”$/);
    const tee = await search("tee");
    expect(tee.links.length).toBeGreaterThan(3);
    expect((await search("T-shirts")).links).toEqual(tee.links);
  });

  it("finds the same items in Kannada and Hindi script as in English (issue 33)", async () => {
    const sherwanis = (await search("sherwani")).links;
    expect(sherwanis.length).toBeGreaterThan(2);
    for (const query of ["ಶೇರ್ವಾನಿ", "शेरवानी"]) expect((await search(query)).links, query).toEqual(sherwanis);
    const dhotis = (await search("dhoti")).links;
    expect(dhotis).toContain("/ramraj/classic-gold-border-dhoti");
    for (const query of ["ಪಂಚೆ", "धोती"]) expect((await search(query)).links, query).toEqual(dhotis);
    const kurtas = (await search("kurta")).links;
    expect(kurtas).toContain("/groom/gold-silk-kurta-pyjama");
    expect((await search("ಕುರ್ತಾ")).links).toEqual(kurtas);
    // A query typed decomposed (NFD) is the same query.
    expect((await search("ಶೇರ್ವಾನಿ".normalize("NFD"))).links).toEqual(sherwanis);
  });

  it("has a helpful page with no results: suggestions, the collections, and the store", async () => {
    const { response, count, links, html } = await search("velvet spacesuit");
    expect(response.status).toBe(200);
    expect(count).toBe("No results for “velvet spacesuit”");
    expect(links).toEqual([]);
    expect(html).toContain("Check the spelling");
    expect(html).toContain('href="/ramraj"');
    expect(html).toMatch(/href="https:\/\/wa\.me\/\d+\?text=[^"]*velvet%20spacesuit/);
    expect(html).toMatch(/href="tel:\+\d+"/);
  });

  it("before a search, offers popular searches and the collections", async () => {
    const { response, count, html } = await search(null);
    expect(response.status).toBe(200);
    expect(count).toBeUndefined();
    expect(html).toContain("Popular searches");
    expect(html).toContain('href="/search?q=Sherwani"');
    expect(html).toContain('href="/collections/formals"');
    expect(html).toMatch(/<title>Search \| The Men(&#x27;|')s Studio<\/title>/);
  });

  it("bounds a very long query and escapes markup, never failing", async () => {
    const long = await search(`shirt ${"x".repeat(5_000)}`);
    expect(long.response.status).toBe(200);
    // Cut at 100 characters, before the word the cut would split: a search for "shirt".
    expect(long.count).toMatch(/^\d+ results for “shirt”$/);
    const markup = await search('<script>alert("x")</script>');
    expect(markup.response.status).toBe(200);
    expect(markup.html).not.toContain('<script>alert("x")</script>');
    const odd = await fetch(`${server.url}/search?q=%E0%A4&q=second`);
    expect(odd.status).toBeLessThan(500);
  });

  it("answers a repeated search from the page cache, and its route data too", async () => {
    const first = await search("blazer");
    const second = await search("blazer");
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(second.html).toBe(first.html);
    const data = await fetch(`${server.url}/search.data?q=blazer`);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("/collections/formals/navy-hopsack-blazer");
  });

  it("shows a renamed item under its new name at once, not its old one", async () => {
    const before = await search("hopsack");
    expect(before.links).toEqual(["/collections/formals/navy-hopsack-blazer"]);
    expect((await search("hopsack")).cache).toBe("hit");
    expect((await search("barathea")).links).toEqual([]);

    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const list = await (await fetch(`${server.url}/admin/products?q=Hopsack`, { headers: { Cookie: cookie } })).text();
    const id = /href="\/admin\/products\/(\d+)"/.exec(list)?.[1];
    expect(id).toBeDefined();
    const edit = await (await fetch(`${server.url}/admin/products/${id}`, { headers: { Cookie: cookie } })).text();
    const version = /name="version" value="(\d+)"/.exec(edit)?.[1];
    const saved = await fetch(`${server.url}/admin/products/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "save",
        version: version!,
        title: "Navy Barathea Blazer",
        category: "blazers",
        type: "navy",
        description: "A navy barathea blazer with a soft shoulder and brass buttons.",
        rating: "4.7",
      }).toString(),
    });
    expect(saved.status).toBe(302);

    const renamed = await search("barathea");
    expect(renamed.links).toEqual(["/collections/formals/navy-hopsack-blazer"]); // the link name stays
    expect(renamed.html).toContain("Navy Barathea Blazer");
    const old = await search("hopsack");
    expect(old.cache).toBe("miss");
    expect(old.links).toEqual([]);
  });

  it("finds a Kannada title staff saved from the editor's plain form at once, and the editor shows it back", async () => {
    expect((await search("ಡೆನಿಮ್")).links).toEqual([]);
    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const list = await (await fetch(`${server.url}/admin/products?q=Indigo`, { headers: { Cookie: cookie } })).text();
    const id = /href="\/admin\/products\/(\d+)"/.exec(list)?.[1];
    const editor = `${server.url}/admin/products/${id}`;
    const before = await (await fetch(editor, { headers: { Cookie: cookie } })).text();
    // Nothing given yet: the Kannada and Hindi section is there, closed.
    expect(before).toMatch(/<details class="[^"]*" data-translations="true">/);
    const version = /name="version" value="(\d+)"/.exec(before)?.[1];
    const saved = await fetch(editor, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "save",
        version: version!,
        title: "Indigo Denim Party Shirt",
        titleKn: "ನೀಲಿ ಡೆನಿಮ್ ಪಾರ್ಟಿ ಶರ್ಟ್",
        titleHi: "",
        descriptionKn: "",
        descriptionHi: "",
        category: "shirts",
        type: "denim",
        price: "₹2,900",
        description:
          "Soft indigo denim with contrast stitching and pearl snaps, for the bachelor night and the after-party when the jacket comes off.",
      }).toString(),
    });
    expect(saved.status).toBe(302);

    const found = await search("ಡೆನಿಮ್");
    expect(found.links).toEqual(["/groom/indigo-denim-party-shirt"]);
    const after = await (await fetch(editor, { headers: { Cookie: cookie } })).text();
    expect(after).toMatch(/<details open="" class="[^"]*" data-translations="true">/);
    const input = /<input[^>]*name="titleKn"[^>]*>/.exec(after)?.[0];
    expect(input).toContain('lang="kn"');
    expect(input).toContain('value="ನೀಲಿ ಡೆನಿಮ್ ಪಾರ್ಟಿ ಶರ್ಟ್"');
  });
});
