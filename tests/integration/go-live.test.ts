import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policySeeds } from "../../app/content/site/policies.ts";
import type { ChecklistLine } from "../../app/lib/settings/go-live.ts";
import { seedCatalogue } from "../../app/services/catalogue/seed.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { photoDayProgress } from "../../app/services/catalogue/photo-day.server.ts";
import { goLive } from "../../app/services/settings/go-live.server.ts";
import { getPolicyPage, savePolicyPage, seedPolicyPages } from "../../app/services/settings/policy-pages.server.ts";
import { seedSettings } from "../../app/services/settings/seed.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * The go-live checklist's two counts that read the catalogue and the policy pages, on
 * SQLite and PostgreSQL: a product is done once its card photo (the first) is the
 * store's own, whatever artwork is left further down; a policy page is done only once
 * its words differ from the seed's, not merely once someone saved it.
 */
const owner = { id: null, name: "Owner" } as const;
const backup = { configured: true, lastSnapshot: { at: new Date().toISOString() } };

/** "12 products still show…" as a number; 0 when the line is gone. */
function counted(lines: ChecklistLine[], id: ChecklistLine["id"]): number {
  const line = lines.find((l) => l.id === id);
  return line ? Number(/^([\d,]+) /.exec(line.text)![1]!.replace(/,/g, "")) : 0;
}

describe.each(databaseKinds)("the go-live checklist on $name", ({ make }) => {
  let target: TestDatabase;
  let database: Database;
  let mediaSerial = 0;

  beforeAll(async () => {
    target = await make();
    database = openDatabase(target.target);
    await migrateToLatest(database);
    await seedCatalogue(database);
    await seedSettings(database);
    await seedPolicyPages(database);
  }, 60_000);

  /** The dashboard's checklist, with the catalogue's count of products on artwork as the dashboard hands it in. */
  async function checklist() {
    const artwork = await photoDayProgress(database);
    return goLive(database, { backup, mail: { configured: false }, productsOnArtwork: artwork.total - artwork.done });
  }

  afterAll(async () => {
    await database?.db.destroy();
    await target?.dispose();
  });

  /** A photograph the store uploaded (renditions in the database, not the build's artwork). */
  async function uploadedMedia(): Promise<number> {
    mediaSerial++;
    const row = await database.db
      .insertInto("media")
      .values({
        hash: `store-photo-${mediaSerial}`,
        storage: "database",
        key: `uploads/store-photo-${mediaSerial}`,
        kind: "portrait",
        width: 1200,
        height: 1500,
        source_type: "image/jpeg",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Puts a store photo in place of the product's photo at `nth` place (0: the card photo). */
  async function replacePhoto(itemId: number, nth: number): Promise<void> {
    const photos = await database.db
      .selectFrom("item_images")
      .select(["id"])
      .where("item_id", "=", itemId)
      .orderBy("position")
      .execute();
    expect(photos.length).toBeGreaterThan(nth);
    await database.db
      .updateTable("item_images")
      .set({ media_id: await uploadedMedia() })
      .where("id", "=", photos[nth]!.id)
      .execute();
  }

  it("counts a product as done once its card photo is the store's, artwork left further down or not", async () => {
    const published = await database.db
      .selectFrom("items")
      .select("id")
      .where("status", "=", "published")
      .orderBy("id")
      .execute();
    const before = counted(await checklist(), "product-artwork");
    expect(before).toBe(published.length);

    // The card photo replaced; the seed's other artwork stays in places 2 and on.
    await replacePhoto(published[0]!.id, 0);
    expect(counted(await checklist(), "product-artwork")).toBe(before - 1);

    // A store photo further down does not make the card the store's.
    await replacePhoto(published[1]!.id, 1);
    expect(counted(await checklist(), "product-artwork")).toBe(before - 1);
  });

  it("counts a policy page as done only when its words differ from the seed's", async () => {
    const open = async () => counted(await checklist(), "policies");
    expect(await open()).toBe(3);
    const privacy = (await getPolicyPage(database.db, "privacy"))!;
    const seed = policySeeds.find((s) => s.slug === "privacy")!;

    const edited = await savePolicyPage(
      database,
      "privacy",
      { title: privacy.title, summary: privacy.summary, body: `${seed.body}\n\nWe never sell your details.` },
      privacy.version,
      owner,
    );
    expect(edited.ok).toBe(true);
    expect(await open()).toBe(2);

    // Put back as it came: saved by someone, yet still the seed's words.
    const back = await savePolicyPage(
      database,
      "privacy",
      { title: privacy.title, summary: privacy.summary, body: seed.body },
      privacy.version + 1,
      owner,
    );
    expect(back.ok).toBe(true);
    expect(await open()).toBe(3);

    // A new title over the seed's text, saved with a browser's line endings: not the store's text yet.
    const terms = (await getPolicyPage(database.db, "terms"))!;
    const retitled = await savePolicyPage(
      database,
      "terms",
      { title: "Our terms", summary: terms.summary, body: `${terms.body.replace(/\n/g, "\r\n")}\r\n` },
      terms.version,
      owner,
    );
    expect(retitled.ok).toBe(true);
    expect((await getPolicyPage(database.db, "terms"))!.updated_by).toBe("Owner");
    expect(await open()).toBe(3);
  });
});
