import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsSeed } from "../../app/content/store.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import {
  hideWords,
  itemRatings,
  itemReviews,
  reviewsPage,
  siteRatingClaim,
} from "../../app/services/reviews/index.server.ts";
import { seedReviews } from "../support/public-reviews.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * Where reviews show (issue 34), once per database: /reviews' figures and pages, the
 * one rating claim and when it turns from the owner's to the computed one, an item's
 * reviews and its cards' figures; then the real server, whose cached /reviews and home
 * page follow a new review within the version check's second. Reviews are made the only
 * way they exist: a link for a visited booking, submitted through the one intake path.
 */
const TZ = "Asia/Kolkata";
const STAFF = { id: null, name: "Test staff" } as const;

describe.each(databaseKinds)("where reviews show, on $name", ({ make }) => {
  let test: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let item: { id: number; ref: string; title: string; path: string; slug: string };
  let hidden: { id: number; ref: string; title: string };

  const get = (path: string) => fetch(server.url + path, { redirect: "manual" });

  beforeAll(async () => {
    test = await make();
    server = await startServer({ databaseUrl: test.databaseUrl, dataDir: test.dataDir });
    database = openDatabase(test.target);
    const rows = await database.db
      .selectFrom("items")
      .innerJoin("collections", "collections.id", "items.collection_id")
      .select(["items.id", "items.slug", "items.title", "collections.path"])
      .where("collections.path", "=", "/groom")
      .orderBy("items.position")
      .limit(2)
      .execute();
    const [first, second] = rows as [(typeof rows)[0], (typeof rows)[0]];
    item = { id: first.id, ref: `groom/${first.slug}`, title: first.title, path: first.path, slug: first.slug };
    hidden = { id: second.id, ref: `groom/${second.slug}`, title: second.title };
  });

  afterAll(async () => {
    await server?.stop();
    await database?.db.destroy();
    await test?.dispose();
  });

  it("states the owner's rating below five reviews, and the computed one from five, whatever their stars", async () => {
    expect((await siteRatingClaim(database, claimsSeed)).source).toBe("stated");
    await seedReviews(database, server.sessionSecret, [
      { stars: 5, words: "The sherwani fitted at the first trial.", item },
      { stars: 4, words: "Good advice on the safa.", item, consent: false },
      { stars: 2, words: "Waited forty minutes for the tailor.", item },
      { stars: 5, item: hidden },
    ]);
    const four = await siteRatingClaim(database, claimsSeed);
    expect(four).toMatchObject({ source: "stated", rating: "4.9/5", basis: "2.5k+ reviews" });
    await seedReviews(database, server.sessionSecret, [{ stars: 1, words: "Not what I was promised." }]);
    // (5 + 4 + 2 + 5 + 1) / 5 = 3.4: a low figure is stated as it is.
    expect(await siteRatingClaim(database, claimsSeed)).toEqual({
      source: "reviews",
      rating: "3.4/5",
      basis: "5 reviews from store visits",
      text: "3.4/5 · 5 reviews from store visits",
      href: "/reviews",
      external: false,
    });
  });

  it("pages /reviews newest first with every figure, filters by stars, and links pieces only while published", async () => {
    await database.db.updateTable("items").set({ status: "hidden" }).where("id", "=", hidden.id).execute();
    const page = await reviewsPage(database, { stars: null, page: 1, timeZone: TZ });
    expect(page.summary).toEqual({ count: 5, average: 3.4, distribution: [1, 1, 0, 1, 2] });
    expect(page.total).toBe(5);
    expect(page.reviews.map((r) => r.stars)).toEqual([1, 5, 2, 4, 5]);
    const [newest, ofHidden, low, noConsent] = page.reviews;
    expect(newest).toMatchObject({ words: "Not what I was promised.", name: "Ravi K." });
    expect(newest).not.toHaveProperty("item");
    // A piece no longer published keeps its name, without a link.
    expect(ofHidden!.item).toEqual({ title: hidden.title });
    expect(low!.item).toEqual({ title: item.title, href: `/groom/${item.slug}` });
    // Words without consent are not shown: "Rating only".
    expect(noConsent!.words).toBeNull();
    // Never a phone or e-mail.
    expect(JSON.stringify(page)).not.toMatch(/\b9[6-9]\d{8}\b|@/);

    const fives = await reviewsPage(database, { stars: 5, page: 1, timeZone: TZ });
    expect(fives.total).toBe(2);
    expect(fives.reviews.every((r) => r.stars === 5)).toBe(true);
    // The figures above the list stay the store's whole.
    expect(fives.summary.count).toBe(5);
    // A page past the last shows the last.
    expect((await reviewsPage(database, { stars: null, page: 99, timeZone: TZ })).page).toBe(1);
  });

  it("gives an item its reviews, and its cards their average from three", async () => {
    const ratings = await itemRatings(database, "/groom");
    expect(ratings.get(item.slug)).toEqual({ count: 3, average: 3.7 });
    // The hidden piece is no card of the screen.
    expect(ratings.has(hidden.ref.split("/")[1]!)).toBe(false);
    const shown = await itemReviews(database, "/groom", item.slug, TZ);
    expect(shown.rating).toEqual({ count: 3, average: 3.7 });
    expect(shown.reviews.map((r) => r.stars)).toEqual([2, 4, 5]);
    expect(shown.reviews[0]).not.toHaveProperty("item");
    expect(await itemReviews(database, "/groom", "no-such-piece", TZ)).toEqual({ rating: { count: 0 }, reviews: [] });
    // Hiding words never changes a figure.
    const low = (await reviewsPage(database, { stars: 2, page: 1, timeZone: TZ })).reviews[0]!;
    expect((await hideWords(database, low.id, { actor: STAFF, reason: "abuse" })).ok).toBe(true);
    expect((await itemRatings(database, "/groom")).get(item.slug)).toEqual({ count: 3, average: 3.7 });
    expect((await siteRatingClaim(database, claimsSeed)).rating).toBe("3.4/5");
    const after = await reviewsPage(database, { stars: 2, page: 1, timeZone: TZ });
    expect(after.reviews[0]!.words).toBeNull();
  });

  it("the server's cached /reviews, home page and item page follow a new review", async () => {
    const before = await (await get("/reviews")).text();
    expect(before).toContain("5 reviews from store visits");
    // In the page cache like every public page.
    expect((await get("/reviews")).headers.get("x-page-cache")).toBe("hit");
    await seedReviews(database, server.sessionSecret, [{ stars: 5, words: "Tailored in two days, as promised." }]);
    // Another process wrote it: the server drops its pages when the reviews' version moves (checked each second).
    await expect
      .poll(async () => (await (await get("/reviews")).text()).includes("Tailored in two days, as promised."), {
        timeout: 5_000,
        interval: 200,
      })
      .toBe(true);
    const home = await (await get("/")).text();
    expect(home).toContain("6 reviews from store visits");
    expect(home).toMatch(/href="\/reviews"[^>]*>3\.7\/5/);
    // A filter or page that is not one the list has goes to the one it means.
    const far = await get("/reviews?page=9");
    expect(far.status).toBe(301);
    expect(far.headers.get("location")).toBe("/reviews");
    expect((await get("/reviews?stars=9")).headers.get("location")).toBe("/reviews");
    expect((await get("/reviews?stars=5&utm_source=x")).status).toBe(200);
  });
});
