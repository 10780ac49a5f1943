import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heroImage } from "../../app/content/catalogue/catalogue-item.ts";
import { screenSeeds } from "../../app/content/catalogue/screens.ts";
import { readCollectionPage } from "../../app/services/catalogue/catalogue.server.ts";
import { seedCatalogue } from "../../app/services/catalogue/seed.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { startServer, type RunningServer } from "../support/server.ts";

/**
 * A fresh install's catalogue, on SQLite and PostgreSQL: the first start seeds the
 * eight screens from app/content/catalogue, a restart does not seed twice, and every
 * screen renders from the database with its counts (docs/behaviour.md#collection-list).
 */
const COUNTS: Record<string, { items: number; images: number }> = {
  "/collections/formals": { items: 9, images: 2 },
  "/collections/semi-formals": { items: 13, images: 4 },
  "/collections/clubwear": { items: 9, images: 3 },
  "/collections/shirts": { items: 5, images: 3 },
  "/groom": { items: 28, images: 4 },
  "/pants": { items: 7, images: 3 },
  "/innerwears": { items: 10, images: 3 },
  "/ramraj": { items: 8, images: 3 },
};

describe.each(databaseKinds)("catalogue seed on $name", ({ make }) => {
  let target: TestDatabase;
  let server: RunningServer;
  let database: Database;

  beforeAll(async () => {
    target = await make();
    server = await startServer({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    database = openDatabase(target.target);
  }, 90_000);

  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
    await target?.dispose();
  });

  it("seeds the eight collections with their item and picture counts, all published", async () => {
    const collections = await database.db.selectFrom("collections").select(["id", "path"]).execute();
    expect(collections.map((c) => c.path).sort()).toEqual(Object.keys(COUNTS).sort());
    for (const { path } of collections) {
      const page = await readCollectionPage(database.db, path);
      expect(page!.items, path).toHaveLength(COUNTS[path]!.items);
      for (const item of page!.items) expect(item.images, `${path} ${item.slug}`).toHaveLength(COUNTS[path]!.images);
    }
    const statuses = await database.db.selectFrom("items").select("status").distinct().execute();
    expect(statuses.map((s) => s.status)).toEqual(["published"]);
  });

  it("the database's screens equal the typed seed (filters, hero, texts, item order)", async () => {
    for (const seed of screenSeeds) {
      const page = (await readCollectionPage(database.db, seed.screen.path))!;
      expect(page.config.filters, seed.screen.path).toEqual(seed.filters);
      expect(page.config.hero.title).toBe(seed.screen.hero.title);
      expect(page.config.hero.cta).toEqual(seed.screen.hero.cta);
      // The picture as the build made it (key, kind and any rendition of its own).
      expect(page.config.hero.image).toEqual(heroImage(seed.source.id, seed.source.hero));
      expect(page.config.section).toEqual(seed.screen.section);
      expect(page.config.empty).toEqual(seed.screen.empty);
      expect(page.config.details).toEqual(seed.screen.details);
      expect(page.items.map((i) => i.slug)).toEqual(seed.source.items.map((i) => i.slug));
    }
  });

  it("a second start does not seed again", async () => {
    expect(await seedCatalogue(database)).toBe("present");
    expect(await migrateToLatest(database)).toEqual([]);
    const { n } = await database.db
      .selectFrom("items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(89);
  });

  it("every screen is rendered from the database over HTTP with its count", async () => {
    for (const [path, { items }] of Object.entries(COUNTS)) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      // "Showing N of N pieces" on the unfiltered screens; the formal screen opens on shirts:
      // "3 in Formal Shirts · 9 in Formal Collection".
      const count = /<p role="status"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]*>/g, "");
      const total = /of (\d+) pieces| · (\d+) in /.exec(count ?? "");
      expect(Number(total?.[1] ?? total?.[2]), path).toBe(items);
      expect(response.headers.get("X-Page-Cache"), path).toMatch(/^(miss|hit)$/);
    }
  });

  it("an unknown collection path is the 404 page", async () => {
    const response = await fetch(`${server.url}/collections/socks`);
    expect(response.status).toBe(404);
  });
});
