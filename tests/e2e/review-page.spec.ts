import type { Browser, Page } from "@playwright/test";
import { FORM_TOKEN_FIELD } from "../../app/lib/contact/contact-fields";
import { openDatabase, type Database } from "../../app/services/platform/db.server";
import { createReviewLink, type NewReviewLink } from "../../app/services/reviews/index.server";
import { sqliteDatabase, type TestDatabase } from "../integration/databases";
import { agedFormToken } from "../support/form-tokens";
import { visitedBooking } from "../support/reviews";
import { startServer, type RunningServer } from "../support/server";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * The customer's review page (issue 34): a link made for a visit, opened in a fresh
 * browser (no cookies, no session), takes 2 stars and some words, and refuses a second
 * use with a clear message; with and without JavaScript, at 375 px first. The links are
 * made through the reviews service on the server's own database (a server of this file's
 * own), as staff's "Ask for a review" makes them.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

let database: TestDatabase;
let server: RunningServer;
let db: Database;

test.beforeAll(async () => {
  database = await sqliteDatabase();
  server = await startServer({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  db = openDatabase(database.target);
  // The owner's Google reviews link (the claims' reviews link), as Settings saves it.
  const claims = await db.db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", "claims")
    .executeTakeFirstOrThrow();
  const value = { ...JSON.parse(claims.value), reviewsUrl: GOOGLE_REVIEWS };
  await db.db
    .updateTable("settings")
    .set({ value: JSON.stringify(value) })
    .where("key", "=", "claims")
    .execute();
  await db.db
    .updateTable("settings_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .execute();
});

const GOOGLE_REVIEWS = "https://g.page/r/the-mens-studio-test/review";

test.afterAll(async () => {
  await db?.db.destroy();
  await server?.stop();
  await database?.dispose();
});

async function newLink(name = "Ravi Kumar"): Promise<{ link: NewReviewLink; phone: string }> {
  const booking = await visitedBooking(db, {
    name,
    item: { id: 424_242, ref: "groom/ivory-sherwani", title: "Ivory Sherwani" },
  });
  const link = await createReviewLink(db, { bookingId: booking.id, actor: { id: null, name: "Asha" } });
  if (!link.ok) throw new Error(`No link: ${link.reason}`);
  return { link, phone: booking.phone };
}

/** A fresh browser, as the customer's phone opening the WhatsApp link: its own address, no cookies. */
async function freshPage(browser: Browser, options: { javaScriptEnabled: boolean; width: number }): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled,
    viewport: { width: options.width, height: 800 },
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  const page = await context.newPage();
  // The form refuses a post within 3 s of the page's render (people take longer): the
  // post carries a token the server issued earlier instead of the test sleeping.
  await page.route(/\/review\/[A-Za-z0-9_-]{43}(\.data)?(\?.*)?$/, async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    const body = new URLSearchParams(request.postData() ?? "");
    if (!body.get(FORM_TOKEN_FIELD)) throw new Error("The review form posted no form token.");
    body.set(FORM_TOKEN_FIELD, agedFormToken(server.sessionSecret));
    await route.continue({ postData: body.toString() });
  });
  return page;
}

async function storedReview(linkId: number) {
  return db.db.selectFrom("reviews").selectAll().where("link_id", "=", linkId).execute();
}

for (const javaScriptEnabled of [true, false]) {
  test(`a link opened in a fresh browser takes 2 stars and some words, and a second use is refused (${javaScriptEnabled ? "with" : "without"} JavaScript, 375 px)`, async ({
    browser,
  }) => {
    const { link, phone } = await newLink();
    const page = await freshPage(browser, { javaScriptEnabled, width: 375 });
    const opened = await page.goto(server.url + link.path);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "How was your visit?" })).toBeVisible();
    await expect(page.getByText("Ivory Sherwani")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "The name to show" })).toHaveValue("Ravi K.");
    // The phone is never on the page.
    expect(await page.content()).not.toContain(phone.slice(-6));

    const stars = page.getByRole("group", { name: "Your rating" });
    await expect(stars.getByRole("radio")).toHaveCount(5);
    // A tap on the star's box, as a thumb would.
    await stars.locator("label", { has: page.getByRole("radio", { name: "2 stars, Fair" }) }).click();
    await expect(stars.getByRole("radio", { name: "2 stars, Fair" })).toBeChecked();
    const words = "The fitting was rushed. ಟೈಲರ್ ಚೆನ್ನಾಗಿದ್ದರು.";
    await page.getByRole("textbox", { name: "A few words (optional)" }).fill(words);
    await page.getByRole("checkbox", { name: "Publish my words on the website" }).check();
    await page.getByRole("button", { name: "Send my review" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
    await expect(page).toHaveURL(/\?sent=1$/);
    const google = page.getByRole("link", { name: /Our Google reviews/ });
    await expect(google).toHaveAttribute("href", GOOGLE_REVIEWS);
    await expect(google).toHaveAttribute("rel", /noreferrer/);
    if (process.env.REVIEW_SCREENSHOTS) await page.screenshot({ path: `.cache/review-thanks-375.png`, fullPage: true });
    const stored = await storedReview(link.linkId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      stars: 2,
      words,
      words_consented: 1,
      display_name: "Ravi K.",
      status: "published",
    });

    const again = await freshPage(browser, { javaScriptEnabled, width: 375 });
    const second = await again.goto(server.url + link.path);
    expect(second?.status()).toBe(409);
    await expect(again.getByRole("heading", { level: 1, name: "This review has already been sent" })).toBeVisible();
    await expect(again.getByRole("button", { name: "Send my review" })).toHaveCount(0);
    await again.context().close();
    await page.context().close();
  });
}

test("the stars are a keyboard-usable radio group, a rating is required, and the page passes axe at 375 and 1280 px", async ({
  browser,
}) => {
  const { link } = await newLink("Meera Lakshmi Iyer");
  for (const width of [375, 1280]) {
    const page = await freshPage(browser, { javaScriptEnabled: true, width });
    await page.goto(server.url + link.path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    if (process.env.REVIEW_SCREENSHOTS)
      await page.screenshot({ path: `.cache/review-form-${width}.png`, fullPage: true });
    await page.context().close();
  }
  const page = await freshPage(browser, { javaScriptEnabled: false, width: 375 });
  await page.goto(server.url + link.path);
  // Sent without a rating (the browser's own check bypassed, as an old browser would): the server says so.
  await page
    .locator("form", { has: page.getByRole("button", { name: "Send my review" }) })
    .evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByText("Please choose from 1 to 5 stars.")).toBeVisible();
  expect(await storedReview(link.linkId)).toHaveLength(0);
  // Keyboard: into the group, arrows move the choice.
  const first = page.getByRole("radio", { name: "1 star, Poor" });
  await first.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "3 stars, Good" })).toBeChecked();
  if (process.env.REVIEW_SCREENSHOTS) await page.screenshot({ path: ".cache/review-refused-375.png", fullPage: true });
  await page.context().close();
});

test("an unknown link answers 404, an expired or deleted visit's link 410, each with a clear message", async ({
  browser,
}) => {
  const page = await freshPage(browser, { javaScriptEnabled: false, width: 375 });
  const unknown = await page.goto(`${server.url}/review/${"x".repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "We could not find this review link" })).toBeVisible();

  const { link } = await newLink();
  await db.db
    .updateTable("review_links")
    .set({ expires_ms: Date.now() - 1 })
    .where("id", "=", link.linkId)
    .execute();
  const expired = await page.goto(server.url + link.path);
  expect(expired?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This review link has expired" })).toBeVisible();

  const { link: other } = await newLink();
  const row = await db.db
    .selectFrom("review_links")
    .select("booking_id")
    .where("id", "=", other.linkId)
    .executeTakeFirstOrThrow();
  await db.db.deleteFrom("bookings").where("id", "=", row.booking_id).execute();
  const gone = await page.goto(server.url + other.path);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This visit is no longer on our records" })).toBeVisible();
  if (process.env.REVIEW_SCREENSHOTS) await page.screenshot({ path: ".cache/review-gone-375.png", fullPage: true });
  await page.context().close();
});
