import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchTrialItems, trialItems } from "../../app/services/bookings/trial-items.server.ts";
import { searchPublishedItems } from "../../app/services/catalogue/catalogue.server.ts";
import { seedCatalogue } from "../../app/services/catalogue/seed.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * The New visit picker (issue 38, item 9) on SQLite and PostgreSQL: every trial item
 * with its cover, and a search that is /search's own, narrowed to what a trial can be
 * booked for.
 */
describe.each(databaseKinds)("the walk-in trial's items on $name", ({ make }) => {
  let test: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    test = await make();
    database = openDatabase(test.target);
    await migrateToLatest(database);
    await seedCatalogue(database);
  }, 120_000);
  afterAll(async () => {
    await database?.db.destroy();
    await test?.dispose();
  });

  it("lists each trial item with its cover, for the picker's thumbnail", async () => {
    const items = await trialItems(database.db);
    expect(items.length).toBeGreaterThan(50);
    expect(items.every((i) => i.thumbnail && i.thumbnail.key.length > 0)).toBe(true);
    const sherwani = items.find((i) => i.title === "Maroon Zardozi Sherwani")!;
    expect(sherwani).toMatchObject({ collection: "Groom Collections", ref: expect.stringMatching(/^groom\//) });
  });

  it("searches as /search does: the same matches in the same order, only those a trial is offered for", async () => {
    const trial = new Map((await trialItems(database.db)).map((i) => [i.ref, i]));
    for (const query of ["sherwanis", "kurtha pajama", "linen shirt", "t shirt", "zardo"]) {
      const refs = await searchTrialItems(database.db, query);
      expect(refs.length, query).toBeGreaterThan(0);
      expect(
        refs.every((ref) => trial.has(ref)),
        query,
      ).toBe(true);
      // /search's results (each an item's own address, "/<collection>/<slug>"), in its order, less those no trial is offered for.
      const hits = (await searchPublishedItems(database.db, query)).map((h) => h.href.slice(1));
      expect(
        hits.filter((ref) => trial.has(ref)),
        query,
      ).toEqual(refs);
    }
    expect((await searchTrialItems(database.db, "zardozi")).map((ref) => trial.get(ref)!.title)[0]).toBe(
      "Maroon Zardozi Sherwani",
    );
    // Innerwear is in /search, never in the picker; an empty query searches nothing.
    expect((await searchPublishedItems(database.db, "trunks")).length).toBeGreaterThan(0);
    expect(await searchTrialItems(database.db, "trunks")).toEqual([]);
    expect(await searchTrialItems(database.db, "   ")).toEqual([]);
  });
});
