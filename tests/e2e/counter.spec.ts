import type { Page } from "@playwright/test";
import { bookableDays, describeSlot } from "../../app/lib/booking/booking-slots";
import { civilDateAt } from "../../app/lib/time/business-hours";
import { formatTime, isoDate } from "../../app/lib/time/store-hours";
import { FORM_TOKEN_FIELD } from "../../app/lib/contact/contact-fields";
import { STORE_HOURS } from "../../app/content/store";
import { measuredOn } from "../../app/lib/customers/measurements";
import { issueFormToken } from "../../app/services/platform/form-token.server";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { asFreshVisitor, signInByApi } from "./staff-helpers";

/**
 * The shop counter (issue 28): nothing a visitor sends is lost to the spam checks,
 * staff book walk-ins within the slot's capacity, and a client's measurements follow
 * them to their next booking. Screens checked with axe at 1280 px and (@mobile) 375 px.
 */
function tag() {
  return `C${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

function uniqueMobile(): { typed: string; e164: string } {
  const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  return { typed: `${digits.slice(0, 5)} ${digits.slice(5)}`, e164: `+91${digits}` };
}

/**
 * A form sent the moment it was filled, however long the page took to arrive on a
 * busy machine: every post of `path` (the page's own, or the script's /api/contact)
 * carries a token the server would have issued that same instant.
 */
async function sendAtOnce(page: Page, path: RegExp) {
  const secret = process.env.E2E_SESSION_SECRET!;
  await page.route(path, async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    const body = new URLSearchParams(request.postData() ?? "");
    if (!body.get(FORM_TOKEN_FIELD)) return route.continue();
    body.set(FORM_TOKEN_FIELD, issueFormToken(secret, Date.now()));
    await route.continue({ postData: body.toString() });
  });
}

async function fillContact(page: Page, name: string, phone: string, words: string) {
  await page.getByRole("textbox", { name: /^Full Name/ }).fill(name);
  await page.getByRole("textbox", { name: /^Email/ }).fill(`${name.split(" ")[1]!.toLowerCase()}@example.com`);
  await page.getByRole("textbox", { name: /^Phone/ }).fill(phone);
  await page.getByRole("textbox", { name: /^Message/ }).fill(words);
}

test.describe("nothing a visitor sends is lost", () => {
  test.describe.configure({ timeout: 90_000 });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("@mobile a message sent at once lands in Spam, and one tap moves it to the inbox", async ({ page }) => {
      await asFreshVisitor(page);
      const t = tag();
      const name = `Quick ${t}`;
      await sendAtOnce(page, /\/contact(\?.*)?$/);
      await page.goto("/contact");
      await fillContact(page, name, uniqueMobile().typed, `Do you have linen shirts in 42? ${t}`);
      await page.getByRole("button", { name: /Send Message/ }).click();
      // Told the truth: it is stored (in Spam), and the store sees it.
      await expect(page.getByText("Message Sent Successfully!").first()).toBeVisible();

      await signInByApi(page);
      await page.goto(`/admin/contact-messages?q=${t}`);
      await expect(page.getByText("No messages found.")).toBeVisible();
      await page.goto(`/admin/contact-messages?status=spam&q=${t}`);
      await expect(page.getByText(/caught/).first()).toBeVisible();
      await expect(page.getByText("Sent within 3 seconds of the page opening").filter({ visible: true })).toBeVisible();
      await page
        .getByRole("button", { name: `Not spam: move the message from ${name} to the inbox` })
        .filter({ visible: true })
        .click();
      await expect(page.getByText("1 message moved from Spam to the inbox.").first()).toBeVisible();

      await page.goto(`/admin/contact-messages?q=${t}`);
      await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByText(/Held in Spam at first .* moved to the inbox by/)).toBeVisible();
    });
  });

  test("@mobile with JavaScript, a message filled and sent at once is re-checked by its page and reaches the inbox", async ({
    page,
  }) => {
    await asFreshVisitor(page);
    const t = tag();
    const name = `Autofill ${t}`;
    await sendAtOnce(page, /\/api\/contact$/);
    await page.goto("/contact");
    await waitForHydration(page);
    await fillContact(page, name, uniqueMobile().typed, `Sent the moment it was filled, ${t}`);
    await page.getByRole("button", { name: /Send Message/ }).click();
    await expect(page.getByText("Message Sent Successfully!").first()).toBeVisible({ timeout: 15_000 });

    await signInByApi(page);
    // In the inbox or in Spam, never missing: here, the inbox (the page's re-check moved it), once.
    await page.goto(`/admin/contact-messages?status=all&q=${t}`);
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(1);
    await page.goto(`/admin/contact-messages?status=spam&q=${t}`);
    await expect(page.getByText("No messages found.")).toBeVisible();
    await page.goto(`/admin/contact-messages?status=new&q=${t}`);
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

    // What trips the honeypot is kept too, out of the inbox, shown with its reason and how many were caught.
    const trapped = `Trapped ${t}`;
    const response = await page.request.post("/api/contact", {
      data: {
        name: trapped,
        email: "trap@example.com",
        phone: uniqueMobile().typed,
        message: `Hidden field ${t}`,
        website: "x",
      },
    });
    expect(response.status()).toBe(201);
    await page.goto(`/admin/contact-messages?status=spam&q=${t}`);
    await waitForHydration(page);
    await expect(page.getByText(/In the last 30 days \d+ messages? (was|were) caught/)).toBeVisible();
    await expect(page.getByText("Filled in a hidden field only robots see").filter({ visible: true })).toBeVisible();
    await expectNoAxeViolations(page);
    // The views' row scrolls in itself: the page stays the phone's width (it once zoomed out).
    expect(await page.evaluate(() => innerWidth)).toBe(page.viewportSize()!.width);
    await page
      .getByRole("button", { name: `Not spam: move the message from ${trapped} to the inbox` })
      .filter({ visible: true })
      .click();
    await expect(page.getByText("1 message moved from Spam to the inbox.").first()).toBeVisible();
    await page.goto(`/admin/contact-messages?status=new&q=${t}`);
    await expect(page.getByRole("link", { name: trapped, exact: true })).toBeVisible();
  });
});

/** A slot of a day ahead that no other test books (its own day and time per use). */
function quietSlot(use: "mobile" | "desktop" | "mobile-race" | "desktop-race" | string) {
  const now = Date.now();
  const today = isoDate(civilDateAt(now, STORE_HOURS.timeZone));
  const days = bookableDays(now, STORE_HOURS).filter((d) => d !== today);
  const date = days[use.startsWith("mobile") ? 11 : 12]!;
  const time = use.endsWith("race")
    ? use.startsWith("mobile")
      ? "17:00"
      : "17:30"
    : use === "mobile"
      ? "20:00"
      : "20:30";
  return { date, time, words: describeSlot(date, time) };
}

async function bookWalkIn(
  page: Page,
  when: { date: string; time: string },
  person: { name: string; phone: string },
): Promise<void> {
  await page.goto("/admin/orders/new");
  await waitForHydration(page);
  await page.getByRole("radio", { name: "A fitting" }).check();
  await page.getByRole("combobox", { name: "Day" }).selectOption(when.date);
  await page.getByRole("combobox", { name: "Time" }).selectOption(when.time);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(person.name);
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill(person.phone);
  await page.getByRole("button", { name: "Book the visit" }).click();
}

test.describe("the counter", () => {
  test.describe.configure({ timeout: 120_000 });

  test("@mobile a walk-in takes the last place of a slot; the next one is refused with the nearest free times", async ({
    page,
  }, testInfo) => {
    await signInByApi(page);
    const when = quietSlot(testInfo.project.name);
    // Two places of the slot's three taken (SLOT_CAPACITY 3 on the test server).
    for (const n of [1, 2]) await bookWalkIn(page, when, { name: `Filler ${n} ${tag()}`, phone: uniqueMobile().typed });
    await expect(page.getByText(/booked for Filler 2/)).toBeVisible();

    await page.goto("/admin/orders/new");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("combobox", { name: "Day" }).selectOption(when.date);
    await expect(page.getByRole("combobox", { name: "Time" }).locator(`option[value="${when.time}"]`)).toHaveText(
      `${formatTime(when.time)} (1 left)`,
    );

    const last = `Walk-in ${tag()}`;
    await bookWalkIn(page, when, { name: last, phone: uniqueMobile().typed });
    await expect(page.getByText(new RegExp(`MS-[A-Z0-9]{4} booked for ${last}: ${when.words}`))).toBeVisible();
    const card = page.getByTestId("booking").filter({ hasText: last });
    await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(card.getByText(/Booked at the counter by/)).toBeVisible();

    // The form shows a full slot as full; a slot that fills while the form is open is
    // refused when it is sent, with the nearest free times and nothing lost.
    const racing = quietSlot(testInfo.project.name === "mobile" ? "desktop-race" : "mobile-race");
    for (const n of [1, 2])
      await bookWalkIn(page, racing, { name: `Filler ${n} ${tag()}`, phone: uniqueMobile().typed });
    const refused = `Too late ${tag()}`;
    await page.goto("/admin/orders/new");
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Day" }).selectOption(racing.date);
    await page.getByRole("combobox", { name: "Time" }).selectOption(racing.time);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(refused);
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill(uniqueMobile().typed);
    // A colleague at the other counter takes the last place meanwhile.
    const colleague = await page.request.post("/admin/orders/new", {
      form: {
        formKey: tag(),
        kind: "fitting",
        purpose: "tailoring",
        date: racing.date,
        time: racing.time,
        name: `Colleague ${tag()}`,
        phone: uniqueMobile().typed,
      },
      maxRedirects: 0,
    });
    expect(colleague.status()).toBe(303);
    await page.getByRole("button", { name: "Book the visit" }).click();
    await expect(page.getByText(`${racing.words} is full.`, { exact: false })).toBeVisible();
    await expect(page.getByRole("group", { name: "Nearest free times" }).getByRole("button")).not.toHaveCount(0);
    // What was typed stays; nothing was booked.
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(refused);
    await expectNoAxeViolations(page);
    await page.goto(`/admin/orders?q=${encodeURIComponent(refused)}`);
    await expect(page.getByTestId("booking")).toHaveCount(0);
  });

  test("@mobile measurements saved on the customer page are shown on that person's next booking", async ({
    page,
  }, testInfo) => {
    await signInByApi(page);
    const name = `Tailor ${tag()}`;
    const phone = uniqueMobile();
    const now = Date.now();
    const today = isoDate(civilDateAt(now, STORE_HOURS.timeZone));
    const days = bookableDays(now, STORE_HOURS).filter((d) => d !== today);
    const first = { date: days[testInfo.project.name === "mobile" ? 9 : 10]!, time: "18:30" };
    await bookWalkIn(page, first, { name, phone: phone.typed });
    const card = page.getByTestId("booking").filter({ hasText: name });
    await card.getByRole("link", { name, exact: true }).click();

    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await waitForHydration(page);
    const measures = page.getByRole("form", { name: "Add measurements" });
    await measures.getByRole("textbox", { name: "Chest" }).fill("40");
    await measures.getByRole("textbox", { name: "Waist" }).fill("34 1/2");
    await measures.getByRole("textbox", { name: "Sleeve" }).fill("25");
    await measures.getByRole("textbox", { name: "Inseam" }).fill("31");
    await measures.getByRole("textbox", { name: "Neck" }).fill("15½");
    await measures.getByRole("textbox", { name: "Shoulder" }).fill("18");
    await measures.getByRole("textbox", { name: "Shirt length" }).fill("30");
    await expect(measures.getByText("= 45.5 cm")).toBeVisible();
    await measures.getByRole("button", { name: "Save measurements" }).click();
    await expect(
      page.getByText(
        `Measurements of ${measuredOn(today)} saved: Chest 40 · Waist 34½ · Shoulder 18 · Sleeve 25 · Neck 15½ · Shirt length 30 · Inseam 31 (inches).`,
      ),
    ).toBeVisible();
    const history = page.getByRole("list", { name: "Measurement history" });
    await expect(history.getByText(/^by /)).toBeVisible();
    await expect(history.getByText(`Taken ${measuredOn(today)}`)).toBeVisible();
    await expect(history.getByText("45.5 cm")).toBeVisible();
    const note = page.getByRole("form", { name: "Add a note" });
    await note.getByRole("textbox", { name: /New note/ }).fill("Prefers a slim collar; wedding on 14 Feb");
    await note.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("Note saved.")).toBeVisible();
    await expectNoAxeViolations(page);

    // A wrong measurement is refused with its reason, and nothing is added.
    await measures.getByRole("textbox", { name: "Chest" }).fill("400");
    await measures.getByRole("button", { name: "Save measurements" }).click();
    await expect(page.getByText("Chest should be between 16 and 80 inches.")).toBeVisible();
    await expect(history.getByRole("listitem")).toHaveCount(1);

    // The next booking of the same number shows them to whoever serves the visit.
    const next = { date: days[testInfo.project.name === "mobile" ? 9 : 10]!, time: "19:30" };
    await bookWalkIn(page, next, { name, phone: phone.typed });
    const cards = page.getByTestId("booking").filter({ hasText: name });
    await expect(cards).toHaveCount(2);
    for (const booking of await cards.all()) {
      await expect(
        booking.getByText(
          "Chest 40 · Waist 34½ · Shoulder 18 · Sleeve 25 · Neck 15½ · Shirt length 30 · Inseam 31 (inches)",
        ),
      ).toBeVisible();
      await expect(booking.getByText(`taken ${measuredOn(today)} (today) by`)).toBeVisible();
      await expect(booking.getByText(/Prefers a slim collar/)).toBeVisible();
    }
  });

  test("@mobile the phone's tab bar, with the visits waiting on Visits; the dashboard's first screen; Policy pages under Settings", async ({
    page,
  }, testInfo) => {
    await signInByApi(page);
    await page.goto("/admin/dashboard");
    await waitForHydration(page);
    if (testInfo.project.name === "mobile") {
      const bar = page.getByRole("navigation", { name: "Staff sections" });
      await expect(bar.getByRole("link")).toHaveText([/^Inbox/, /^Visits/, /^Products/]);
      await expect(page.getByRole("complementary", { name: "Staff navigation" })).toBeHidden();
      // Today's visits and the messages waiting over 2 hours are on the first screen.
      await expect(page.getByRole("heading", { name: /^Today’s visits/ })).toBeInViewport();
      await expect(page.getByRole("heading", { name: /^Waiting over 2 hours/ })).toBeInViewport();
      await bar.getByText("More").click();
      await expect(bar.getByRole("link", { name: "Settings" })).toBeVisible();
      await expectNoAxeViolations(page);
      await bar.getByRole("link", { name: "Settings" }).click();
    } else {
      await expect(page.getByRole("navigation", { name: "Staff sections" })).toBeHidden();
      await expectNoAxeViolations(page);
      await page
        .getByRole("complementary", { name: "Staff navigation" })
        .getByRole("link", { name: "Settings" })
        .click();
    }
    // The policy pages are one of the store's settings, with how many still wait for a read.
    await page.getByRole("link", { name: /^Policy pages/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Policy pages" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Alterations & Exchanges" }).click();
    await expect(page.getByRole("textbox", { name: /^Text/ })).toHaveValue(/## Exchanges/);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
