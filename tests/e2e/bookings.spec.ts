import type { Page } from "@playwright/test";
import { bookableDays, dayTimes, describeSlot, slotStart } from "../../app/lib/booking/booking-slots";
import { civilDateAt } from "../../app/lib/time/business-hours";
import { addDays, formatTime, isoDate, nextClosure } from "../../app/lib/time/store-hours";
import { STORE_HOURS } from "../../app/content/store";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { asFreshVisitor, postFormAsIfTypedEarlier, signInByApi } from "./staff-helpers";

/**
 * Reserve for trial and Book a fitting, as a visitor on a phone or a desktop, with
 * JavaScript and without; then the shop assistant confirms the visit on the Orders
 * screen. Every screen of the flow is checked with axe at 375 and 1280 px.
 */

/** A day after today (so no slot of it has passed), and a time no other test takes. */
function slot(index: number, time: string) {
  const now = Date.now();
  const today = isoDate(civilDateAt(now, STORE_HOURS.timeZone));
  const date = bookableDays(now, STORE_HOURS).filter((d) => d !== today)[index]!;
  return { date, time, words: describeSlot(date, time) };
}

async function fillVisitor(page: Page, when: { date: string; time: string }, name: string) {
  await page.locator("input[name=date]").fill(when.date);
  await page.getByRole("combobox", { name: "Time" }).selectOption(when.time);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("98450 12345");
}

async function expectConfirmation(page: Page, words: string): Promise<string> {
  await expect(page.getByRole("heading", { level: 1, name: "Your visit is booked" })).toBeVisible();
  const reference = (await page.getByText(/^MS-[A-Z0-9]{4}$/).textContent())!.trim();
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText(/No\. 1, Main Road, Yeshwanthpur/).first()).toBeVisible();
  const calendar = page.getByRole("link", { name: "Add to calendar" });
  await expect(calendar).toHaveAttribute("href", new RegExp(`^/book/calendar/${reference}\\?pass=`));
  const whatsapp = page.getByRole("link", { name: /WhatsApp the store/ });
  expect(new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text")).toContain(reference);
  return reference;
}

test.describe("reserve an item for a trial", () => {
  test("from the item dialog, with JavaScript: the form names the item, the confirmation has a reference @mobile", async ({
    page,
  }, testInfo) => {
    await asFreshVisitor(page);
    await postFormAsIfTypedEarlier(page, "/book");
    await page.goto("/groom");
    await waitForHydration(page);
    await page
      .getByRole("list", { name: "Everything for the Groom" })
      .getByRole("listitem")
      .first()
      .getByRole("link", { name: /View details/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Ivory Silk Bandi Set" });
    await dialog.getByRole("link", { name: "Reserve for trial" }).click();

    await expect(page).toHaveURL(/\/book\?item=groom%2F/);
    await expect(page.getByRole("heading", { level: 1, name: "Reserve for trial" })).toBeVisible();
    await expect(page.getByText("Ivory Silk Bandi Set")).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    const when = slot(0, testInfo.project.name === "mobile" ? "15:00" : "15:30");
    await fillVisitor(page, when, "Arjun Rao");
    await page.getByRole("textbox", { name: "Size (optional)" }).fill("40");
    const started = Date.now();
    await page.getByRole("button", { name: "Reserve for trial" }).click();
    const reference = await expectConfirmation(page, when.words);
    console.log(`booking ${reference}: submit to confirmation ${Date.now() - started} ms`);
    await expect(page.getByText("Trial: Ivory Silk Bandi Set, size 40")).toBeVisible();
    await expectNoAxeViolations(page);

    const ics = await page.request.get(
      (await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href"))!,
    );
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await ics.text()).toContain(
      `DTSTART;TZID=Asia/Kolkata:${when.date.replace(/-/g, "")}T${when.time.replace(":", "")}00`,
    );
  });

  test("today's passed times are not offered once JavaScript runs, and the closure day is flagged", async ({
    page,
  }) => {
    // Read before the page renders: every slot started by now has started by then too.
    const now = Date.now();
    await page.goto("/book");
    await waitForHydration(page);
    const today = isoDate(civilDateAt(now, STORE_HOURS.timeZone));
    const days = bookableDays(now, STORE_HOURS);
    const date = page.locator("input[name=date]");
    await expect(date).toHaveAttribute("min", days[0]!);
    await expect(date).toHaveAttribute("max", days.at(-1)!);
    if (days[0] === today) {
      const offered = await page
        .getByRole("combobox", { name: "Time" })
        .locator("option:not([disabled])")
        .allTextContents();
      const passed = dayTimes(STORE_HOURS.week[0]!).filter((time) => slotStart(today, time, STORE_HOURS) <= now);
      for (const time of passed) expect(offered).not.toContain(formatTime(time));
      expect(offered.length).toBeLessThanOrEqual(22 - passed.length);
    }
    await date.fill(days[1]!);
    await expect(page.getByRole("combobox", { name: "Time" }).locator("option:not([disabled])")).toHaveCount(22);
    await expect(page.getByRole("combobox", { name: "Time" }).locator("option").nth(1)).toHaveText(formatTime("10:00"));
    // The native picker cannot grey out one day a month: the form says so as soon as it is picked.
    const closure = isoDate(nextClosure(addDays(civilDateAt(now, STORE_HOURS.timeZone), 1), STORE_HOURS)!.date);
    await date.fill(closure);
    await expect(page.getByText(/The store is closed that day/)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same reservation works as a plain form post, and refusals keep what was typed @mobile", async ({
    page,
  }, testInfo) => {
    await asFreshVisitor(page);
    await postFormAsIfTypedEarlier(page, "/book");
    await page.goto("/book?item=groom%2Fivory-silk-bandi-set");
    await expect(page.getByText("Ivory Silk Bandi Set")).toBeVisible();

    const when = slot(1, testInfo.project.name === "mobile" ? "18:00" : "18:30");
    await fillVisitor(page, when, "Kiran Shetty");
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("12");
    await page.getByRole("button", { name: "Reserve for trial" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(page.getByText(/Please enter a phone number of 7 to 15 digits/)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Kiran Shetty");

    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("98450 12345");
    await page.getByRole("combobox", { name: "Time" }).selectOption(when.time);
    await page.getByRole("button", { name: "Reserve for trial" }).click();
    await expectConfirmation(page, when.words);
  });

  test("Confirm on WhatsApp confirms the visit and opens WhatsApp with the message, as a plain form post @mobile", async ({
    page,
  }, testInfo) => {
    await asFreshVisitor(page);
    await postFormAsIfTypedEarlier(page, "/book");
    // WhatsApp is never reached: wa.me answers with a stand-in page.
    await page
      .context()
      .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title><p>WhatsApp" }),
      );
    await page.goto("/book?item=groom%2Fivory-silk-bandi-set");
    const when = slot(4, testInfo.project.name === "mobile" ? "12:00" : "12:30");
    await fillVisitor(page, when, "Nikhil Rao");
    await page.getByRole("button", { name: "Reserve for trial" }).click();
    const reference = await expectConfirmation(page, when.words);

    await signInByApi(page);
    await page.goto("/admin/orders");
    const card = page.getByTestId("booking").filter({ hasText: reference });
    await card.getByRole("button", { name: new RegExp(`^Confirm on WhatsApp: ${reference}`) }).click();
    // The form's redirect goes on to WhatsApp, the message written.
    await expect(page).toHaveURL(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//);
    expect(new URL(page.url()).searchParams.get("text")).toContain(reference);
    await page.goto("/admin/orders");
    await expect(
      page.getByTestId("booking").filter({ hasText: reference }).getByText("Confirmed", { exact: true }),
    ).toBeVisible();
  });
});

test.describe("book a fitting", () => {
  test("from /visit: purpose, slot, confirmation", async ({ page }) => {
    await asFreshVisitor(page);
    await postFormAsIfTypedEarlier(page, "/book");
    await page.goto("/visit");
    await page.getByRole("link", { name: "Book a visit online" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Book a fitting" })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole("radio", { name: "Trial room visit" })).toBeChecked();
    await page.getByRole("radio", { name: "Groom consultation" }).check();
    const when = slot(2, "11:30");
    await fillVisitor(page, when, "Vikram Iyer");
    await page.getByRole("button", { name: "Book a fitting" }).click();
    await expectConfirmation(page, when.words);
    await expect(page.getByText("Fitting: Groom consultation")).toBeVisible();
  });
});

test.describe("Orders (staff)", () => {
  test("a new booking shows at once; staff confirm it in one tap and the status and who show @mobile", async ({
    page,
  }, testInfo) => {
    await asFreshVisitor(page);
    await postFormAsIfTypedEarlier(page, "/book");
    // Staff signed in first (the same browser), so the clock below runs from the visitor's tap to the Orders row.
    await signInByApi(page);
    await page.goto("/book?item=groom%2Fivory-silk-bandi-set");
    await waitForHydration(page);
    const when = slot(3, testInfo.project.name === "mobile" ? "19:00" : "19:30");
    await fillVisitor(page, when, "Suresh Naidu");
    const submitted = Date.now();
    await page.getByRole("button", { name: "Reserve for trial" }).click();
    const reference = await expectConfirmation(page, when.words);

    await page.goto("/admin/orders");
    const card = page.getByTestId("booking").filter({ hasText: reference });
    await expect(card).toBeVisible();
    console.log(`booking ${reference}: from the tap on Reserve to its row in Orders ${Date.now() - submitted} ms`);
    await waitForHydration(page);
    await expect(card.getByText("Requested")).toBeVisible();
    await expect(card.getByText("Trial: Ivory Silk Bandi Set")).toBeVisible();
    await expect(card.locator("img")).toHaveCount(1);
    await expectNoAxeViolations(page);

    const whatsapp = card.getByRole("button", { name: new RegExp(`^Confirm on WhatsApp: ${reference}`) });
    await expect(whatsapp).toBeVisible();
    await card.getByRole("button", { name: new RegExp(`^Confirm: ${reference}`) }).click();
    await expect(page.getByText(`${reference} is now confirmed.`)).toBeVisible();
    const confirmed = page.getByTestId("booking").filter({ hasText: reference });
    await expect(confirmed.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(confirmed.getByText(/^Confirmed by /)).toBeVisible();
    await expect(confirmed.getByRole("button", { name: new RegExp(`^Visited: ${reference}`) })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill(reference);
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page.getByTestId("booking")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});
