import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportArchive } from "../../app/services/backup/export.server.ts";
import { createAdmin } from "../../app/services/accounts/admins.server.ts";
import { seedSettings } from "../../app/services/settings/seed.server.ts";
import { deleteCustomer } from "../../app/services/customers/index.server.ts";
import {
  answerReview,
  createReviewLink,
  hideWords,
  listReviews,
  releaseSpamReview,
  reviewAsks,
  reviewLinkState,
  reviewSummary,
  reviewsForCustomer,
  showWords,
  staffReviews,
  submitReview,
  type NewReviewLink,
} from "../../app/services/reviews/index.server.ts";
import { readReviewsVersion } from "../../app/services/reviews/reviews-version.server.ts";
import { issueFormToken } from "../../app/services/platform/form-token.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { DAY_MS } from "../../app/lib/reviews/review-rules.ts";
import { visitedBooking } from "../support/reviews.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * Issue 34's foundation through the services, on SQLite and PostgreSQL: links made
 * once per visit and once a month per customer, a token that gives exactly one
 * review however two posts race, the honest figures (a hidden review's stars still
 * count), the one answer, and a deleted customer's stars kept without name or words.
 */
const secret = "reviews-test-secret-reviews-test-secret";

describe.each(databaseKinds)("reviews on $name", ({ make }) => {
  let test: TestDatabase;
  let database: Database;
  let actor: { id: number; username: string; name: string | null };

  beforeAll(async () => {
    test = await make();
    database = openDatabase(test.target);
    await migrateToLatest(database);
    await seedSettings(database);
    actor = await createAdmin(database, {
      username: "owner",
      password: "brass buttons on ivory silk 1984",
      name: "Asha",
    });
  }, 120_000);
  afterAll(async () => {
    await database?.db.destroy();
    await test?.dispose();
  });

  /** A form as the review page posts it, its token issued well before `now`. */
  function form(fields: Record<string, string>, now = Date.now()) {
    return { stars: "", words: "", displayName: "", ...fields, formToken: issueFormToken(secret, now - 10_000) };
  }
  const send = (token: string, fields: Record<string, unknown>, now = Date.now(), address = "10.34.0.1") =>
    submitReview(database, token, fields, { address, secret, rateLimited: false, now });

  async function askedVisit(visit: Parameters<typeof visitedBooking>[1] = {}, now = Date.now()) {
    const booking = await visitedBooking(database, visit);
    const link = await createReviewLink(database, { bookingId: booking.id, actor, now });
    expect(link.ok).toBe(true);
    return { booking, link: link as NewReviewLink };
  }

  it("computes the average, the distribution and the counts; lists newest first, by stars, paged", async () => {
    const item = { id: 900_001, ref: "groom/test-sherwani", title: "Test Sherwani" };
    const given = [5, 4, 4, 2, 1, 5];
    const start = Date.now() - 60_000;
    for (const [i, stars] of given.entries()) {
      const { link } = await askedVisit(i < 3 ? { item } : {});
      const now = start + i * 1000;
      const outcome = await send(
        link.token,
        form({ stars: String(stars), words: `Visit ${i}`, consent: "on" }, now),
        now,
      );
      expect(outcome).toMatchObject({ status: 201 });
    }
    const summary = await reviewSummary(database);
    expect(summary).toEqual({ count: 6, average: 3.5, distribution: [1, 1, 0, 2, 2] });
    expect(await reviewSummary(database, { itemId: item.id })).toEqual({
      count: 3,
      average: 4.3,
      distribution: [0, 0, 0, 2, 1],
    });

    const first = await listReviews(database, { page: 1, pageSize: 4 });
    expect(first).toMatchObject({ total: 6, page: 1, pageCount: 2 });
    expect(first.reviews.map((r) => r.words)).toEqual(["Visit 5", "Visit 4", "Visit 3", "Visit 2"]);
    expect((await listReviews(database, { page: 2, pageSize: 4 })).reviews).toHaveLength(2);
    // A page past the last shows the last.
    expect((await listReviews(database, { page: 9, pageSize: 4 })).page).toBe(2);
    const fours = await listReviews(database, { stars: 4 });
    expect(fours.total).toBe(2);
    expect(fours.reviews.every((r) => r.stars === 4 && r.item?.title === "Test Sherwani")).toBe(true);
    // Never a phone, an e-mail or a customer key on the public shape.
    expect(Object.keys(first.reviews[0]!).sort()).toEqual([
      "answer",
      "createdAt",
      "id",
      "item",
      "name",
      "stars",
      "words",
    ]);
  });

  it("stores exactly one review when one token is sent twice at once, and refuses the link afterwards", async () => {
    const { link } = await askedVisit();
    const now = Date.now();
    const both = await Promise.all([
      send(link.token, form({ stars: "2", words: "First tab", consent: "on" }, now), now, "10.34.0.2"),
      send(link.token, form({ stars: "5", words: "Second tab", consent: "on" }, now), now, "10.34.0.3"),
    ]);
    expect(both.map((o) => o.status).sort()).toEqual([201, 409]);
    const stored = await database.db
      .selectFrom("reviews")
      .select(["stars", "words"])
      .where("link_id", "=", link.linkId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(await reviewLinkState(database, link.token)).toMatchObject({ state: "used", status: 409 });
    const again = await send(link.token, form({ stars: "5" }, now), now);
    expect(again).toMatchObject({ status: 409, state: "used" });
  });

  it("answers the same post again as the first (a double tap), storing nothing more", async () => {
    const { link } = await askedVisit();
    const now = Date.now();
    const fields = form({ stars: "4", words: "Good fit", consent: "on" }, now);
    const first = await send(link.token, fields, now);
    const repeat = await send(link.token, fields, now);
    expect(first).toMatchObject({ status: 201 });
    expect(repeat).toEqual(first);
  });

  it("never lets hiding words change the average; the answer is one, editable, with who and when; both logged", async () => {
    const { link } = await askedVisit({ name: "Kiran Rao" });
    const now = Date.now();
    const sent = await send(
      link.token,
      form({ stars: "1", words: "Rude staff, call me on 98450 98450", displayName: "Kiran R.", consent: "on" }, now),
      now,
    );
    const id = (sent as { reviewId: number }).reviewId;
    const before = await reviewSummary(database);
    const version = await readReviewsVersion(database.db);

    expect(await hideWords(database, id, { actor, reason: "personal-data" })).toMatchObject({ ok: true });
    expect(await reviewSummary(database)).toEqual(before);
    expect(await readReviewsVersion(database.db)).toBeGreaterThan(version);
    const shown = (await listReviews(database, { stars: 1 })).reviews.find((r) => r.id === id)!;
    expect(shown).toMatchObject({ words: null, stars: 1, name: "Kiran R." });
    const staff = (await staffReviews(database, { filter: "hidden", stars: 1 })).reviews.find((r) => r.id === id)!;
    expect((await staffReviews(database, { filter: "hidden", stars: 2 })).reviews).toEqual([]);
    expect(staff).toMatchObject({
      allWords: "Rude staff, call me on 98450 98450",
      hidden: { by: "Asha", reason: "personal-data" },
    });
    // Hiding again changes nothing; showing brings the words back, the average still the same.
    expect(await hideWords(database, id, { actor, reason: "abuse" })).toEqual({ ok: false, reason: "unchanged" });
    expect(await showWords(database, id, { actor })).toMatchObject({ ok: true });
    expect(await reviewSummary(database)).toEqual(before);

    const answered = await answerReview(database, id, "We are sorry. We have called you.", { actor });
    expect(answered).toMatchObject({ ok: true });
    // A stale page (the version it showed) is refused, not applied.
    expect(await answerReview(database, id, "Edited from an old page", { actor, version: 1 })).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(await answerReview(database, id, "We are sorry. The manager called you.", { actor })).toMatchObject({
      ok: true,
    });
    const public_ = (await listReviews(database, { stars: 1 })).reviews.find((r) => r.id === id)!;
    expect(public_.answer).toMatchObject({ text: "We are sorry. The manager called you.", by: "Asha" });
    expect(await reviewSummary(database)).toEqual(before);

    const log = await database.db
      .selectFrom("activity_log")
      .select(["action", "actor_name"])
      .where("kind", "=", "reviews")
      .orderBy("id")
      .execute();
    expect(log.map((e) => e.action)).toEqual([
      "review.words-hidden",
      "review.words-shown",
      "review.answered",
      "review.answer-edited",
    ]);
    expect(log.every((e) => e.actor_name === "Asha")).toBe(true);
  });

  it("shows words only with consent; Kannada and Hindi fit; the messages' character rules and the limit hold", async () => {
    const { link } = await askedVisit();
    const now = Date.now();
    const tooLong = await send(link.token, form({ stars: "5", words: "ಅ".repeat(1001) }, now), now);
    expect(tooLong).toMatchObject({ status: 400 });
    const control = await send(link.token, form({ stars: "5", words: "bad\u0007bell" }, now), now);
    expect(control).toMatchObject({ status: 400 });
    const noStars = await send(link.token, form({ words: "no stars" }, now), now);
    expect(noStars).toMatchObject({ status: 400 });
    expect(JSON.stringify((noStars as { reply: unknown }).reply)).toContain("Please choose from 1 to 5 stars.");
    // Refusals do not use the link up.
    const words = "ತುಂಬಾ ಚೆನ್ನಾಗಿದೆ। बहुत अच्छा";
    const sent = await send(link.token, form({ stars: "5", words }, now), now);
    const id = (sent as { reviewId: number }).reviewId;
    const shown = (await listReviews(database, { stars: 5, pageSize: 100 })).reviews.find((r) => r.id === id)!;
    expect(shown.words).toBeNull();
    const staff = (await staffReviews(database, { pageSize: 100 })).reviews.find((r) => r.id === id)!;
    expect(staff).toMatchObject({ allWords: words, wordsConsented: false });
  });

  it("keeps what the spam checks catch out of the figures until it is released; the link is used", async () => {
    const { link } = await askedVisit();
    const now = Date.now();
    const before = await reviewSummary(database);
    const caught = await send(link.token, { ...form({ stars: "3" }, now), website: "http://spam.example" }, now);
    expect(caught).toMatchObject({ status: 201, spam: true });
    expect(await reviewSummary(database)).toEqual(before);
    expect((await reviewLinkState(database, link.token)).state).toBe("used");
    const held = (await staffReviews(database, { filter: "spam" })).reviews[0]!;
    expect(await releaseSpamReview(database, held.id, { actor })).toMatchObject({ ok: true });
    expect((await reviewSummary(database)).count).toBe(before.count + 1);
  });

  it("refuses a link for a visit not visited, a second ask of a visit, and a second ask within a month", async () => {
    const confirmed = await visitedBooking(database, { status: "confirmed" });
    expect(await createReviewLink(database, { bookingId: confirmed.id, actor })).toEqual({
      ok: false,
      reason: "not-visited",
      status: "confirmed",
    });
    expect(await createReviewLink(database, { bookingId: 987_654, actor })).toEqual({ ok: false, reason: "missing" });

    const now = Date.now();
    const phone = "9900112233";
    const { booking, link } = await askedVisit({ phone, name: "Meera Iyer" }, now);
    expect(link.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919900112233\?text=/);
    expect(decodeURIComponent(link.whatsappUrl!.split("text=")[1]!)).toContain(link.url);
    expect(link.url).toMatch(/\/review\/[A-Za-z0-9_-]{43}$/);
    const stored = await database.db
      .selectFrom("review_links")
      .select("token_hash")
      .where("id", "=", link.linkId)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(link.token);

    const twice = await createReviewLink(database, { bookingId: booking.id, actor, now: now + 1000 });
    expect(twice).toMatchObject({ ok: false, reason: "already-asked", askedAtMs: now, askedBy: "Asha" });
    expect((await reviewAsks(database, [booking.id])).get(booking.id)).toMatchObject({
      askedAtMs: now,
      askedBy: "Asha",
    });

    const later = await visitedBooking(database, { phone });
    const soon = await createReviewLink(database, { bookingId: later.id, actor, now: now + 10 * DAY_MS });
    expect(soon).toMatchObject({
      ok: false,
      reason: "asked-this-month",
      askedAtMs: now,
      nextAllowedMs: now + 30 * DAY_MS,
    });
    expect(await createReviewLink(database, { bookingId: later.id, actor, now: now + 31 * DAY_MS })).toMatchObject({
      ok: true,
    });
  });

  it("makes one link when two staff ask for one visit, or for two visits of one customer, at the same moment", async () => {
    const booking = await visitedBooking(database);
    const same = await Promise.all([
      createReviewLink(database, { bookingId: booking.id, actor }),
      createReviewLink(database, { bookingId: booking.id, actor }),
    ]);
    expect(same.map((r) => (r.ok ? "ok" : r.reason)).sort()).toEqual(["already-asked", "ok"]);

    const phone = "9811122233";
    const [a, b] = [await visitedBooking(database, { phone }), await visitedBooking(database, { phone })];
    const pair = await Promise.all([
      createReviewLink(database, { bookingId: a.id, actor }),
      createReviewLink(database, { bookingId: b.id, actor }),
    ]);
    expect(pair.map((r) => (r.ok ? "ok" : r.reason)).sort()).toEqual(["asked-this-month", "ok"]);
  });

  it("answers an expired link as expired (410), and a link for a deleted visit as gone (410)", async () => {
    const now = Date.now();
    const { link } = await askedVisit({}, now);
    const later = now + 31 * DAY_MS;
    expect(await reviewLinkState(database, link.token, later)).toMatchObject({ state: "expired", status: 410 });
    expect(await send(link.token, form({ stars: "4" }, later), later)).toMatchObject({ status: 410, state: "expired" });

    const { booking, link: other } = await askedVisit();
    expect(await reviewLinkState(database, other.token)).toMatchObject({
      state: "valid",
      link: { suggestedName: "Ravi K." },
    });
    await database.db.deleteFrom("bookings").where("id", "=", booking.id).execute();
    expect(await reviewLinkState(database, other.token)).toMatchObject({ state: "gone", status: 410 });
    expect(await send(other.token, form({ stars: "4" })).then((o) => o.status)).toBe(410);
    expect(await reviewLinkState(database, "x".repeat(43))).toMatchObject({ state: "unknown", status: 404 });
  });

  it("a deleted customer's stars stay in the average; their name and words go", async () => {
    const phone = "9822233344";
    const { booking, link } = await askedVisit({ phone, name: "Deepa Nair" });
    const now = Date.now();
    const sent = await send(
      link.token,
      form({ stars: "2", words: "Too long a wait", displayName: "Deepa N.", consent: "on" }, now),
      now,
    );
    const id = (sent as { reviewId: number }).reviewId;
    const before = await reviewSummary(database);

    const deleted = await deleteCustomer(database, booking.customerKey, actor);
    expect(deleted).toMatchObject({ bookings: 1, reviews: 1 });
    expect(await database.db.selectFrom("bookings").select("id").where("id", "=", booking.id).execute()).toEqual([]);
    const logged = await database.db
      .selectFrom("activity_log")
      .select(["subject", "detail"])
      .where("action", "=", "customer.deleted")
      .executeTakeFirstOrThrow();
    expect(logged.subject).toBeNull();
    expect(logged.detail).not.toContain("Deepa");

    expect(await reviewSummary(database)).toEqual(before);
    const shown = (await listReviews(database, { stars: 2, pageSize: 100 })).reviews.find((r) => r.id === id)!;
    expect(shown).toMatchObject({ stars: 2, words: null, name: "A customer" });
    const row = await database.db.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ words: "", display_name: "", customer_key: null });
    expect(await reviewsForCustomer(database, booking.customerKey)).toEqual([]);
    const links = await database.db
      .selectFrom("review_links")
      .select("customer_key")
      .where("booking_id", "=", booking.id)
      .execute();
    expect(links).toEqual([{ customer_key: null }]);
  });
  it("puts the reviews and the review requests in the owner's export, never a token's hash", async () => {
    const { link } = await askedVisit();
    const now = Date.now();
    await send(link.token, form({ stars: "4", words: "Exported words", consent: "on" }, now), now);
    const zip = new Uint8Array(await new Response(exportArchive(database, { storeName: "Test" })).arrayBuffer());
    const files = unzipSync(zip);
    expect(strFromU8(files["reviews.csv"]!)).toContain("Exported words");
    const requests = strFromU8(files["review-requests.csv"]!);
    expect(requests.split("\n")[0]).not.toMatch(/token/);
    expect(requests).toContain("Asha");
    expect(files["reviews-version.csv"]).toBeUndefined();
  });
});
