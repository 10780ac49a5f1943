import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMessage } from "../../app/services/inbox/messages.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { reviewSummary } from "../../app/services/reviews/review-reads.server.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { ownerBrowser, request, type Browser } from "../support/staff-accounts.ts";
import { TEST_ADMIN } from "../support/test-admin.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { smtpHarness, type SmtpHarness } from "./smtp-harness.ts";

/**
 * The staff side of reviews over HTTP, as a browser without JavaScript posts it, on
 * both databases: "Ask for a review" on a visited visit answers with WhatsApp holding
 * the customer's own link, once per visit and at most once a month per customer, and
 * every refusal comes back to the page in words; on the Reviews screen hiding and
 * showing a review's words and the one public answer each name the version the page
 * showed, so a stale page is refused, and the average never moves with a hide.
 */
let sequence = 0;

/** A visit as Orders holds it (the counter's or the site's: a booking row), in the status asked for. */
async function visit(database: Database, status: string, phone = `+9198450${String(10000 + sequence)}`) {
  sequence++;
  const row = await database.db
    .insertInto("bookings")
    .values({
      reference: `MS-T${String(sequence).padStart(3, "0")}`,
      kind: "fitting",
      item_id: null,
      item_ref: null,
      item_title: null,
      item_image_key: null,
      item_image_kind: null,
      purpose: "tailoring",
      date: "2026-11-20",
      time: "12:00",
      starts_at: "2026-11-20T06:30:00.000Z",
      name: `Ravi Kumar ${sequence}`,
      phone,
      phone_e164: phone.startsWith("+") ? phone : null,
      customer_key: phone,
      status,
      created_at: "2026-11-19T06:30:00.000Z",
      source: "staff",
      created_by: "Counter",
    })
    .returning(["id", "reference", "customer_key", "name"])
    .executeTakeFirstOrThrow();
  return row;
}

/** A review left through a link made for `booking` (what the review page stores), at version 1. */
async function review(database: Database, booking: { id: number; customer_key: string }, stars: number) {
  const link = await database.db
    .insertInto("review_links")
    .values({
      booking_id: booking.id,
      customer_key: booking.customer_key,
      item_id: null,
      item_ref: null,
      item_title: null,
      token_hash: createHash("sha256").update(`token-${booking.id}`).digest("hex"),
      channel: "whatsapp",
      asked_by: "Counter",
      asked_by_id: null,
      created_ms: Date.now() - 86_400_000,
      expires_ms: Date.now() + 86_400_000,
      used_ms: Date.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return database.db
    .insertInto("reviews")
    .values({
      link_id: link.id,
      booking_id: booking.id,
      customer_key: booking.customer_key,
      item_id: null,
      item_ref: null,
      item_title: null,
      stars,
      words: "The tailor took real care with the fit.",
      words_consented: 1,
      display_name: "Ravi K.",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** The page's words as a reader gets them: entities decoded, React's text separators gone. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe.each(databaseKinds)("the staff side of reviews on $name", ({ make }) => {
  let target: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let owner: Browser;

  const ask = (booking: number, channel = "whatsapp", back = "/admin/orders") =>
    request(owner, "/admin/reviews/ask", { form: { booking: String(booking), channel, back } });
  /** A refusal comes back to the page it was asked from, which says why (once). */
  const refusal = async (answer: { status: number; location: string | null }) => {
    expect(answer.status).toBe(303);
    expect(answer.location).not.toMatch(/^https:/);
    return text((await request(owner, answer.location!)).body);
  };

  beforeAll(async () => {
    target = await make();
    server = await startServer({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    database = openDatabase(target.target);
    owner = await ownerBrowser(server.url);
  }, 90_000);

  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
    await target?.dispose();
  });

  it("asks a visited visit once: WhatsApp opens with the customer's own link, and the visit says when and by whom", async () => {
    const booking = await visit(database, "visited");
    // A plain form post answers with a page holding the link.
    const asked = await ask(booking.id);
    expect(asked.status).toBe(200);
    const href = /<a href="(https:\/\/wa\.me\/[^"]+)"[^>]*>.*?Open WhatsApp/.exec(text(asked.body))?.[1];
    const whatsapp = new URL(href!);
    expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${booking.customer_key.slice(1)}`);
    const message = whatsapp.searchParams.get("text")!;
    expect(message).toMatch(/^Hello Ravi, thank you for visiting /);
    const token = /\/review\/([A-Za-z0-9_-]+)/.exec(message)?.[1];
    expect(token).toBeTruthy();
    // Only the token's hash is kept: the link itself was in the answer, once.
    const links = await database.db
      .selectFrom("review_links")
      .selectAll()
      .where("booking_id", "=", booking.id)
      .execute();
    expect(links).toHaveLength(1);
    expect(links[0]!.token_hash).not.toContain(token!);
    expect(links[0]).toMatchObject({ channel: "whatsapp", asked_by: TEST_ADMIN.name });

    const orders = text((await request(owner, `/admin/orders?q=${booking.reference}`)).body);
    expect(orders).toMatch(new RegExp(`Review asked on [^<]+ by ${TEST_ADMIN.name}`));
    expect(orders).not.toContain(`Ask for a review on WhatsApp: ${booking.reference}`);

    // Asked again (a stale page, a second colleague): refused with when and by whom, no second link.
    const again = await refusal(await ask(booking.id));
    expect(again).toContain(`A review was already asked for this visit,`);
    expect(again).toContain(`by ${TEST_ADMIN.name}.`);
    expect(
      await database.db.selectFrom("review_links").select("id").where("booking_id", "=", booking.id).execute(),
    ).toHaveLength(1);
  });

  it("refuses what may not be asked, saying why: the customer asked this month, a visit not visited, no e-mail", async () => {
    const first = await visit(database, "visited");
    expect((await ask(first.id)).status).toBe(200);
    // The same customer's other visit, within the month: its card says from when, and a post is refused.
    const second = await visit(database, "visited", first.customer_key);
    const page = text((await request(owner, `/admin/orders?q=${second.reference}`)).body);
    expect(page).toContain("Customers are asked at most once a month: next from");
    const month = await refusal(await ask(second.id));
    expect(month).toMatch(
      /This customer was asked for a review .+ Customers are asked at most once a month: next from /,
    );

    const confirmed = await visit(database, "confirmed");
    expect(await refusal(await ask(confirmed.id))).toContain(
      "A review can be asked for only once the visit is marked Visited.",
    );
    const orders = text((await request(owner, `/admin/orders?q=${confirmed.reference}`)).body);
    expect(orders).not.toContain("Ask for a review");

    // No mail server here: the e-mail way is not offered, and a post for it is refused in words.
    const third = await visit(database, "visited");
    expect(await refusal(await ask(third.id, "email"))).toContain("E-mail is not set up for this store.");
    expect(await refusal(await ask(999_999))).toContain("That visit no longer exists.");
    // A refusal goes back only to a staff page of this site.
    const elsewhere = await request(owner, "/admin/reviews/ask", {
      form: { booking: String(confirmed.id), channel: "whatsapp", back: "//evil.example/admin" },
    });
    expect(elsewhere.location).toBe("/admin/orders");
  });

  it("hides and shows a review's words with the version the page showed; the average never moves", async () => {
    const booking = await visit(database, "visited");
    const { id } = await review(database, booking, 2);
    const before = await reviewSummary(database);
    const path = `/admin/reviews/${id}`;

    const page = text((await request(owner, path)).body);
    expect(page).toContain("The tailor took real care with the fit.");
    expect(page).toContain(booking.name);
    expect(page).toContain(`href="tel:${booking.customer_key}"`);

    const hidden = await request(owner, path, {
      form: { intent: "hide-words", id: String(id), version: "1", reason: "personal-data" },
    });
    expect(hidden.status).toBe(303);
    expect(text((await request(owner, path)).body)).toContain("Words hidden. The stars still count in the average.");
    expect(await reviewSummary(database)).toEqual(before);

    // A page drawn before the hide: refused, nothing changed.
    const stale = await request(owner, path, { form: { intent: "show-words", id: String(id), version: "1" } });
    expect(stale.status).toBe(409);
    expect(text(stale.body)).toContain("Someone else changed this review just now");
    const row = await database.db.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      version: 2,
      words_hidden_by: TEST_ADMIN.name,
      words_hidden_reason: "personal-data",
      stars: 2,
    });

    const shown = await request(owner, path, { form: { intent: "show-words", id: String(id), version: "2" } });
    expect(shown.status).toBe(303);
    expect(await reviewSummary(database)).toEqual(before);
    const log = await database.db
      .selectFrom("activity_log")
      .select(["action", "actor_name"])
      .where("kind", "=", "reviews")
      .orderBy("id")
      .execute();
    expect(log.slice(-2)).toEqual([
      { action: "review.words-hidden", actor_name: TEST_ADMIN.name },
      { action: "review.words-shown", actor_name: TEST_ADMIN.name },
    ]);
  });

  it("answers once and edits the answer, with who and when; a stale page keeps what was typed", async () => {
    const booking = await visit(database, "visited");
    const { id } = await review(database, booking, 4);
    const path = `/admin/reviews/${id}`;
    const answer = (version: string, words: string) =>
      request(owner, path, { form: { intent: "answer", id: String(id), version, answer: words } });

    const empty = await answer("1", "   ");
    expect(empty.status).toBe(400);
    expect(text(empty.body)).toContain("Write the answer first.");

    expect((await answer("1", "Thank you, Ravi. See you for the trial.")).status).toBe(303);
    const answered = text((await request(owner, path)).body);
    expect(answered).toMatch(new RegExp(`Answered by ${TEST_ADMIN.name} on `));
    expect(answered).toContain("Save the answer");

    const stale = await answer("1", "A second answer from an old page");
    expect(stale.status).toBe(409);
    expect(text(stale.body)).toContain("A second answer from an old page</textarea>");
    expect(text(stale.body)).toContain("Someone else changed this review just now");

    expect((await answer("2", "Thank you, Ravi. The sherwani is ready.")).status).toBe(303);
    const row = await database.db.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      answer: "Thank you, Ravi. The sherwani is ready.",
      answered_by: TEST_ADMIN.name,
      version: 3,
    });
    const log = await database.db
      .selectFrom("activity_log")
      .select("action")
      .where("kind", "=", "reviews")
      .orderBy("id", "desc")
      .limit(2)
      .execute();
    expect(log.map((l) => l.action)).toEqual(["review.answer-edited", "review.answered"]);
  });

  it("puts this month's figure and the newest low review on the dashboard, and the review beside its visit", async () => {
    const dashboard = text((await request(owner, "/admin/dashboard")).body);
    const summary = await reviewSummary(database, { since: new Date(Date.now() - 20 * 86_400_000).toISOString() });
    expect(summary.count).toBeGreaterThan(0);
    expect(dashboard).toMatch(/data-testid="reviews-month">\d\.\d/);
    expect(dashboard).toContain("A low review to follow up");
    const low = await database.db
      .selectFrom("reviews")
      .select("id")
      .where("stars", "<=", 2)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(dashboard).toContain(`href="/admin/reviews/${low.id}"`);

    const booking = await visit(database, "visited");
    const { id } = await review(database, booking, 5);
    const customer = text((await request(owner, `/admin/customers/${encodeURIComponent(booking.customer_key)}`)).body);
    expect(customer).toContain(booking.reference);
    expect(customer).toContain(`href="/admin/reviews/${id}"`);
    expect(customer).toContain("5 of 5 stars");
  });

  it("deletes a customer for good from their page (the owner's): their review keeps its stars, not their name or words", async () => {
    const booking = await visit(database, "visited");
    const { id } = await review(database, booking, 1);
    const before = await reviewSummary(database);
    const page = `/admin/customers/${encodeURIComponent(booking.customer_key)}`;
    expect(text((await request(owner, page)).body)).toContain(`Delete ${booking.name} for good`);

    const deleted = await request(owner, page, { form: { intent: "delete-customer", confirmed: "yes" } });
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe("/admin/customers");
    expect(text((await request(owner, "/admin/customers")).body)).toContain(
      "Customer deleted for good: 0 messages, 1 visit, 0 notes and measurements. Their 1 review keeps its stars in the average, without name or words.",
    );
    expect(await reviewSummary(database)).toEqual(before);
    const kept = await database.db.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ stars: 1, words: "", display_name: "", customer_key: null });
    // Its staff page keeps the stars and says why there is no one to call.
    const staffPage = text((await request(owner, `/admin/reviews/${id}`)).body);
    expect(staffPage).toContain("The customer was deleted: their stars stay in the average, nothing else.");
    expect(staffPage).not.toContain(booking.name);
  });
});

describe.each(databaseKinds)("asking for a review by e-mail on $name", ({ make }) => {
  let target: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let owner: Browser;
  let smtp: SmtpHarness;

  beforeAll(async () => {
    target = await make();
    smtp = await smtpHarness();
    server = await startServer({
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      env: { NODE_ENV: "test", SMTP_URL: smtp.url, NOTIFY_EMAIL: "owner@shop.example" },
    });
    database = openDatabase(target.target);
    owner = await ownerBrowser(server.url);
  }, 90_000);

  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
    await smtp?.stop();
    await target?.dispose();
  });

  it("offers the e-mail where the customer gave an address, and the outbox sends them their link", async () => {
    const booking = await visit(database, "visited");
    // They wrote to the store once, with the same number: their e-mail is known.
    await createMessage(database, {
      name: booking.name,
      email: "ravi.review@example.com",
      phone: booking.customer_key,
      subject: "Sherwani",
      message: "Is the ivory sherwani in 40?",
      category: "general",
    });
    const orders = text((await request(owner, `/admin/orders?q=${booking.reference}`)).body);
    expect(orders).toContain(`Send the review link by e-mail instead: ${booking.reference}`);

    const asked = await request(owner, "/admin/reviews/ask", {
      form: { booking: String(booking.id), channel: "email", back: `/admin/orders?q=${booking.reference}` },
    });
    expect(asked.status).toBe(303);
    expect(asked.location).toBe(`/admin/orders?q=${booking.reference}`);
    const after = text((await request(owner, asked.location!)).body);
    expect(after).toContain("The review link is on its way by e-mail.");
    expect(after).toMatch(new RegExp(`Review asked on [^<]+ by ${TEST_ADMIN.name} \\(e-mail\\)`));

    const deadline = Date.now() + 20_000;
    let mail = smtp.received.find((m) => m.envelopeTo.includes("ravi.review@example.com"));
    while (!mail && Date.now() < deadline) {
      await smtp.waitFor(smtp.received.length + 1, deadline - Date.now()).catch(() => []);
      mail = smtp.received.find((m) => m.envelopeTo.includes("ravi.review@example.com"));
    }
    expect(mail?.subject).toMatch(/^How was your visit to /);
    const token = /\/review\/([A-Za-z0-9_-]+)/.exec(mail!.text ?? "")?.[1];
    const link = await database.db
      .selectFrom("review_links")
      .select(["token_hash", "channel"])
      .where("booking_id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(link.channel).toBe("email");
    expect(link.token_hash).toBe(createHash("sha256").update(token!).digest("base64url"));
  });
});
