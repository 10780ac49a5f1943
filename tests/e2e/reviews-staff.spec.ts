import type { Browser, Page } from "@playwright/test";
import { STORE_HOURS } from "../../app/content/store";
import { FORM_TOKEN_FIELD } from "../../app/lib/contact/contact-fields";
import { bookableDays } from "../../app/lib/booking/booking-slots";
import { civilDateAt } from "../../app/lib/time/business-hours";
import { isoDate } from "../../app/lib/time/store-hours";
import { agedFormToken } from "../support/form-tokens";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { asFreshVisitor, signInByApi } from "./staff-helpers";

/**
 * The staff side of reviews (issue 34) on a 375 px phone: a counter walk-in marked
 * Visited in Orders gives "Ask for a review", whose one tap opens WhatsApp with the
 * message and the customer's own link (read here from the wa.me link's text); the
 * customer, in a browser of their own, gives 2 stars and some words through the
 * link; staff then hide the words on the Reviews screen and the average does not
 * move; the dashboard shows the month's figure and the low review to call about.
 */
function tag() {
  return `R${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

function uniqueMobile() {
  const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  return { typed: `${digits.slice(0, 5)} ${digits.slice(5)}`, e164: `+91${digits}` };
}

/** A day ahead and a time no other spec books. */
function quietSlot(offset: number) {
  const now = Date.now();
  const today = isoDate(civilDateAt(now, STORE_HOURS.timeZone));
  const date = bookableDays(now, STORE_HOURS).filter((d) => d !== today)[8 + offset]!;
  return { date, time: offset % 2 ? "15:30" : "15:00" };
}

/** A walk-in booked at the counter (the New visit form's post): confirmed at once. */
async function walkIn(page: Page, name: string, offset: number) {
  const when = quietSlot(offset);
  const booked = await page.request.post("/admin/orders/new", {
    form: { formKey: tag(), kind: "fitting", purpose: "tailoring", ...when, name, phone: uniqueMobile().typed },
    maxRedirects: 0,
  });
  expect(booked.status(), await booked.text()).toBe(303);
}

/** WhatsApp is another site: the test answers for it, and hands back where the app was sent. */
async function catchWhatsApp(page: Page): Promise<() => URL> {
  let opened: URL | undefined;
  await page.route(/^https:\/\/wa\.me\//, (route) => {
    opened = new URL(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title><p>WhatsApp</p>" });
  });
  return () => {
    if (!opened) throw new Error("WhatsApp was not opened");
    return opened;
  };
}

/** Marks the visit Visited and taps Ask for a review; returns the review link the WhatsApp message holds. */
async function askForReview(page: Page, name: string, scripted = true): Promise<string> {
  const whatsapp = await catchWhatsApp(page);
  await page.goto(`/admin/orders?q=${encodeURIComponent(name)}`);
  if (scripted) await waitForHydration(page);
  const card = page.getByTestId("booking").filter({ hasText: name });
  await card.getByRole("button", { name: /^Visited: / }).click();
  await expect(page.getByText(/is now visited\./)).toBeVisible();
  await page.getByRole("button", { name: new RegExp(`^Ask for a review on WhatsApp: MS-\\w+, ${name}`) }).click();
  if (!scripted) {
    // A plain form post answers with a page holding the link.
    await expect(page.getByRole("heading", { level: 1, name: "Review link made" })).toBeVisible();
    await page.getByRole("link", { name: "Open WhatsApp" }).click();
  }
  await expect(page).toHaveURL(/^https:\/\/wa\.me\//);
  const text = whatsapp().searchParams.get("text") ?? "";
  expect(text).toMatch(new RegExp(`^Hello ${name.split(" ")[0]}, thank you for visiting `));
  const link = /https?:\/\/\S+\/review\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(link, `a review link in "${text}"`).toBeTruthy();
  return new URL(link!).pathname;
}

/** The customer opens the link on their own phone and sends 2 stars and a few words. */
async function customerReviews(browser: Browser, baseURL: string, path: string, words: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await asFreshVisitor(page);
  // Typed over a minute, as people do: the post carries a form token issued earlier.
  const secret = process.env.E2E_SESSION_SECRET!;
  await page.route(new RegExp(`${path}(\\.data)?(\\?.*)?$`), async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    const body = new URLSearchParams(request.postData() ?? "");
    if (body.get(FORM_TOKEN_FIELD)) body.set(FORM_TOKEN_FIELD, agedFormToken(secret));
    await route.continue({ postData: body.toString() });
  });
  await page.goto(path);
  await waitForHydration(page);
  const stars = page.getByRole("group", { name: "Your rating" });
  await stars.locator("label", { has: page.getByRole("radio", { name: "2 stars, Fair" }) }).click();
  await page.getByRole("textbox", { name: "A few words (optional)" }).fill(words);
  await page.getByRole("checkbox", { name: "Publish my words on the website" }).check();
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  await context.close();
}

test.describe("reviews, the staff side", () => {
  test.describe.configure({ timeout: 120_000 });

  test("@mobile-only a visit marked Visited gives a review link; staff hide its words and the average stays", async ({
    page,
    browser,
  }, testInfo) => {
    await signInByApi(page);
    const name = `Vikram ${tag()}`;
    await walkIn(page, name, 0);
    const path = await askForReview(page, name);

    // Asked once: the visit says when and by whom, and offers no second ask.
    await page.goto(`/admin/orders?q=${encodeURIComponent(name)}`);
    const card = page.getByTestId("booking").filter({ hasText: name });
    await expect(card.getByText(/^Review asked on .+ by Store Manager Zq7 \(WhatsApp\)\.$/)).toBeVisible();
    await expect(card.getByRole("button", { name: /Ask for a review/ })).toHaveCount(0);

    const words = `The alterations were quick but the fit at the shoulder is off. ${tag()}`;
    await customerReviews(browser, testInfo.project.use.baseURL!, path, words);

    await page.goto("/admin/reviews?stars=2");
    await waitForHydration(page);
    const summary = page.getByText(/\/ 5 from \d+ reviews? of store visits\./);
    const before = await summary.textContent();
    const row = page.getByTestId("review").filter({ hasText: words });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await row.getByRole("link", { name: /^Open/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Review by / })).toBeVisible();
    await expect(page.getByRole("link", { name: `Call ${name}` })).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    await expectNoAxeViolations(page);
    await page.getByRole("radio", { name: "Personal data" }).check();
    await page.getByRole("button", { name: "Hide the words" }).click();
    await expect(page.getByText("Words hidden. The stars still count in the average.")).toBeVisible();
    await expect(page.getByText(/^Words hidden: Personal data, by Store Manager Zq7 on /)).toBeVisible();

    await page.goto("/admin/reviews?words=hidden");
    await expect(page.getByTestId("review").filter({ hasText: words })).toContainText("Words hidden (Personal data)");
    await expect(page.getByText(/\/ 5 from \d+ reviews? of store visits\./)).toHaveText(before!);

    // The dashboard: this month's figure, and the low review to call about.
    await page.goto("/admin/dashboard");
    await expect(page.getByTestId("reviews-month")).toHaveText(/^\d\.\d \/ 5$/);
    await expect(page.getByText(/^\d+ reviews? this month$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Read it and call them" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("@mobile-only the ask is a plain form post that opens WhatsApp; a second ask is refused in words", async ({
      page,
    }) => {
      await signInByApi(page);
      const name = `Arjun ${tag()}`;
      await walkIn(page, name, 1);
      await askForReview(page, name, false);
      // A page drawn before the ask, posted again: refused, and the page says why.
      await page.goto(`/admin/orders?q=${encodeURIComponent(name)}`);
      const id = await page.locator('form[action="/admin/reviews/ask"] input[name=booking]').count();
      expect(id).toBe(0);
      const again = await page.request.post("/admin/reviews/ask", {
        form: {
          booking: await page
            .getByTestId("booking")
            .filter({ hasText: name })
            .locator("input[name=id]")
            .first()
            .inputValue(),
          channel: "whatsapp",
          back: "/admin/orders",
        },
        maxRedirects: 0,
      });
      expect(again.status()).toBe(303);
      await page.goto("/admin/orders");
      await expect(
        page.getByText(/^A review was already asked for this visit, .+ by Store Manager Zq7\.$/),
      ).toBeVisible();
    });
  });
});
