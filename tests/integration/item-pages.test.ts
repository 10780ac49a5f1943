import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { absoluteUrl as urlAt, PLACEHOLDER_SITE_URL } from "../../app/lib/seo/site-meta.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { adminCookie } from "../support/api-client.ts";
import { startServer, type RunningServer } from "../support/server.ts";

// These servers start without SITE_URL: the placeholder address.
const siteUrlOf = (path: string) => urlAt(PLACEHOLDER_SITE_URL, path);

/**
 * Item URLs over real HTTP against the built server, on SQLite and PostgreSQL: an
 * item's page (200, its own head and Product data, the dialog open in the HTML), 404
 * for unknown, misplaced and hidden items, the page cache (an item page is cached, and
 * staff renaming or hiding the item drops it at once), and items listed under more
 * than one type from the staff form to the public filter.
 */
const ITEM = "/groom/onion-pink-handwork-sherwani";

type Staff = { cookie: string; url: string };

async function get(url: string, path: string) {
  const response = await fetch(url + path, { redirect: "manual" });
  return { status: response.status, html: await response.text(), cache: response.headers.get("X-Page-Cache") };
}

/** Until the page comes from the cache (another change's version check may drop a first copy). */
/** A card in the rendered grid (the page's data also names every item, so plain text would not tell). */
const card = (title: string) => new RegExp(`<h3[^>]*>${title}</h3>`);

async function warm(url: string, path: string) {
  for (let i = 0; i < 8; i++) {
    if ((await get(url, path)).cache === "hit") return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${path} never came from the cache`);
}

function head(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return {
    title: attr(/<title>(.*?)<\/title>/)?.replace(/&#x27;/g, "'"),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    description: attr(/<meta name="description" content="([^"]+)"/),
    image: attr(/<meta property="og:image" content="([^"]+)"/),
    product: ld.find((d) => d["@type"] === "Product"),
  };
}

describe.each(databaseKinds)("item pages on $name", ({ make }) => {
  let target: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let staff: Staff;

  beforeAll(async () => {
    target = await make();
    server = await startServer({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    database = openDatabase(target.target);
    staff = { cookie: await adminCookie(server.url), url: server.url };
  }, 90_000);

  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
    await target?.dispose();
  });

  async function itemRow(collection: string, slug: string) {
    return database.db
      .selectFrom("items")
      .innerJoin("collections", "collections.id", "items.collection_id")
      .selectAll("items")
      .where("collections.slug", "=", collection)
      .where("items.slug", "=", slug)
      .executeTakeFirstOrThrow();
  }

  /** Saves a product as its edit form would, with `changes` over its current values. */
  async function save(id: number, changes: Record<string, string | string[]>, intent = "save") {
    const row = await database.db.selectFrom("items").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const fields: Record<string, string | string[]> = {
      intent,
      version: String(row.version),
      title: row.title,
      description: row.description,
      category: row.category ?? "",
      type: row.type,
      price: row.price ?? "",
      extraTypes: JSON.parse(row.extra_types) as string[],
      ...changes,
    };
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    return fetch(`${staff.url}/admin/products/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: staff.cookie, Origin: staff.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
  }

  it("answers an item's URL with the collection and the item's dialog open, its own head and Product data", async () => {
    const { status, html } = await get(server.url, `${ITEM}?category=traditional`);
    expect(status).toBe(200);
    const meta = head(html);
    expect(meta.title).toBe("Onion Pink Handwork Sherwani | Groom Collections | The Men's Studio");
    expect(meta.canonical).toBe(siteUrlOf(ITEM));
    expect(meta.description).toMatch(/^₹46,000\. Onion-pink silk/);
    expect(meta.image).toBe(siteUrlOf("/images/catalogue/groom/onion-pink-handwork-sherwani-1-800.webp"));
    expect(meta.product).toMatchObject({
      name: "Onion Pink Handwork Sherwani",
      url: siteUrlOf(ITEM),
      brand: { name: "The Men's Studio" },
      offers: { price: "46000", priceCurrency: "INR" },
    });
    expect(meta.product?.image).toHaveLength(4);
    // The dialog is in the HTML, open, with a close link back to the filtered grid and the grid under it.
    expect(html).toMatch(/<dialog[^>]* open=""/);
    expect(html).toMatch(/<a [^>]*aria-label="Close"[^>]* href="\/groom\?category=traditional"/);
    // The filtered grid is rendered under it.
    expect(countLine(html)).toBe("13 in Traditional · 28 in Groom Collections");
    expect(html).toContain('href="/groom/maroon-zardozi-sherwani?category=traditional"');
  });

  it("claims no offer for an item without a price", async () => {
    const { status, html } = await get(server.url, "/collections/formals/ivory-giza-cotton-shirt");
    expect(status).toBe(200);
    const product = head(html).product!;
    expect(product.name).toBe("Ivory Giza Cotton Shirt");
    expect(product).not.toHaveProperty("offers");
  });

  it("answers 404 with the not-found page for unknown, misplaced and deeper item paths", async () => {
    for (const path of [
      "/groom/velvet-cape-that-never-was",
      "/collections/formals/onion-pink-handwork-sherwani",
      `${ITEM}/more`,
    ]) {
      const { status, html } = await get(server.url, path);
      expect(status, path).toBe(404);
      expect(html, path).toContain("Oops! Page not found");
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
    // Route data of an item (a client navigation from another page) works like the page.
    expect((await get(server.url, `${ITEM}.data`)).status).toBe(200);
    expect((await get(server.url, "/groom/velvet-cape-that-never-was.data")).status).toBe(404);
  });

  it("caches an item page; renaming the item reaches it at once, and hiding it makes it a 404", async () => {
    const path = "/groom/champagne-brocade-sherwani";
    const first = await get(server.url, path);
    expect(first.status).toBe(200);
    await warm(server.url, path);
    expect((await get(server.url, path)).html).toBe((await get(server.url, path)).html);

    const row = await itemRow("groom", "champagne-brocade-sherwani");
    expect((await save(row.id, { title: "Champagne Brocade Wedding Sherwani" })).status).toBe(302);
    const renamed = await get(server.url, path);
    expect(renamed.status).toBe(200);
    expect(renamed.cache).not.toBe("hit");
    // A published item keeps its address when renamed.
    expect(head(renamed.html).title).toMatch(/^Champagne Brocade Wedding Sherwani \| /);

    await warm(server.url, path);
    expect((await save(row.id, {}, "hide")).status).toBe(302);
    const hidden = await get(server.url, path);
    expect(hidden.status).toBe(404);
    expect(hidden.html).toContain("Oops! Page not found");
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(path);

    expect((await save(row.id, {}, "publish")).status).toBe(302);
    expect((await get(server.url, path)).status).toBe(200);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain(`<loc>${siteUrlOf(path)}</loc>`);
  });

  it("lists an item under each type staff tick, from the form to the public filter", async () => {
    const filtered = "/groom?category=traditional&type=handwork";
    const before = await get(server.url, filtered);
    expect(before.html).toMatch(card("Onion Pink Handwork Sherwani"));
    expect(before.html).not.toMatch(card("Gold Silk Kurta Pyjama"));
    await warm(server.url, filtered);

    const row = await itemRow("groom", "gold-silk-kurta-pyjama");
    const edit = await (
      await fetch(`${staff.url}/admin/products/${row.id}`, { headers: { Cookie: staff.cookie } })
    ).text();
    // The form offers the other types of its group, not its main type.
    expect(edit).toMatch(/name="extraTypes" value="handwork"/);
    expect(edit).not.toMatch(/name="extraTypes" value="kurta-pyjama"/);

    expect((await save(row.id, { extraTypes: ["handwork", "bandi"] })).status).toBe(302);
    expect(JSON.parse((await itemRow("groom", "gold-silk-kurta-pyjama")).extra_types)).toEqual(["bandi", "handwork"]);
    const after = await get(server.url, filtered);
    expect(after.cache).not.toBe("hit");
    expect(after.html).toMatch(card("Gold Silk Kurta Pyjama"));
    // Still once in its group, and its card keeps its main type.
    const traditional = await get(server.url, "/groom?category=traditional");
    expect(countLine(traditional.html)).toMatch(/^13 in Traditional · /);
    const editAgain = await (
      await fetch(`${staff.url}/admin/products/${row.id}`, { headers: { Cookie: staff.cookie } })
    ).text();
    const box = (html: string, value: string) =>
      new RegExp(`<input[^>]*name="extraTypes"[^>]*value="${value}"`).exec(html)?.[0];
    expect(box(editAgain, "handwork")).toContain('checked=""');
    expect(box(editAgain, "sherwani")).not.toContain('checked=""');

    // A type of another group is refused; nothing changes.
    const refused = await save(row.id, { extraTypes: ["silk"] });
    expect(refused.status).toBe(422);
    expect(JSON.parse((await itemRow("groom", "gold-silk-kurta-pyjama")).extra_types)).toEqual(["bandi", "handwork"]);
    // A form opened before the change is refused as stale, as for any other field.
    const stale = await save(row.id, { extraTypes: [], version: String(row.version) });
    expect(stale.status).toBe(409);
  });
});

/** The collection's count line as read: "Showing 9 of 9 pieces", "13 in Traditional · 28 in Groom Collections". */
function countLine(html: string): string | undefined {
  return /<p role="status"[^>]*>([\s\S]*?)<\/p>/
    .exec(html)?.[1]
    ?.replace(/<[^>]*>/g, "")
    .trim();
}
