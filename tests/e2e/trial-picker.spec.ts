import type { Locator, Page } from "@playwright/test";
import { bookableDays, describeSlot } from "../../app/lib/booking/booking-slots";
import { civilDateAt } from "../../app/lib/time/business-hours";
import { isoDate } from "../../app/lib/time/store-hours";
import { STORE_HOURS } from "../../app/content/store";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { signInByApi } from "./staff-helpers";

/**
 * The New visit screen's item picker (issue 38, item 9): a walk-in trial for a known
 * item in at most 3 taps of the picker, searched as /search searches, with pictures,
 * usable by keyboard; without JavaScript the plain list books it as before.
 *
 * Taps are counted from the dashboard as an assistant at the counter makes them: each
 * tap on a control is one, a native list is two (open it, pick), typing is none.
 */
function tag() {
  return `T${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

function uniqueMobile(): string {
  const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** A slot nobody else books: its own day (counter.spec.ts takes days 9 to 12) and time per test. */
function quietSlot(day: number, time: string) {
  const now = Date.now();
  const today = isoDate(civilDateAt(now, STORE_HOURS.timeZone));
  const date = bookableDays(now, STORE_HOURS).filter((d) => d !== today)[day]!;
  return { date, time, words: describeSlot(date, time) };
}

class Taps {
  count = 0;
  async tap(target: Locator) {
    await target.tap();
    this.count++;
  }
  /** A native list: open it, pick the line. */
  async choose(target: Locator, value: string) {
    await target.selectOption(value);
    this.count += 2;
  }
}

const KNOWN = { typed: "zardozi", title: "Maroon Zardozi Sherwani", collection: "Groom" };

/** From the dashboard to New visit, as on the phone: the Visits tab, then New visit. */
async function openNewVisit(page: Page, taps: Taps) {
  await page.goto("/admin/dashboard");
  await waitForHydration(page);
  await taps.tap(page.getByRole("navigation", { name: "Staff sections" }).getByRole("link", { name: /^Visits/ }));
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await taps.tap(page.getByRole("link", { name: "New visit" }));
  await expect(page.getByRole("heading", { level: 1, name: "New visit" })).toBeVisible();
  await waitForHydration(page);
}

/** Time, name, phone and the button: the rest of the form, the same for both kinds. */
async function finish(page: Page, taps: Taps, when: { date: string; time: string }, name: string) {
  // The first listed day is today; a walk-in's own slot is there. These tests book a later day so they never fill today.
  await taps.choose(page.getByRole("combobox", { name: "Day" }), when.date);
  await taps.choose(page.getByRole("combobox", { name: "Time" }), when.time);
  await taps.tap(page.getByRole("textbox", { name: "Name", exact: true }));
  await page.keyboard.type(name);
  await taps.tap(page.getByRole("textbox", { name: "Phone", exact: true }));
  await page.keyboard.type(uniqueMobile());
  await taps.tap(page.getByRole("button", { name: "Book the visit" }));
}

test.describe("the walk-in trial's item picker", () => {
  test.describe.configure({ timeout: 90_000 });

  test("@mobile-only a walk-in trial for a known item takes at most 3 taps in the picker, and is stored with it", async ({
    page,
  }, testInfo) => {
    await signInByApi(page);
    const taps = new Taps();
    await openNewVisit(page, taps);
    await taps.tap(page.getByText("Trial of an item"));

    const before = taps.count;
    const picker = page.getByRole("combobox", { name: "Item to try" });
    // The tap on the kind goes on to the search: the assistant types at once.
    if (!(await picker.evaluate((el) => el === document.activeElement))) await taps.tap(picker);
    await page.keyboard.type(KNOWN.typed);
    const results = page.getByRole("listbox");
    const option = results.getByRole("option", { name: new RegExp(KNOWN.title) });
    await expect(option).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /match/ })).toHaveText(/\d+ items? match/);
    // Each match with its picture: the smallest rendition, sized, loaded lazily.
    const thumbnail = option.locator("img");
    await expect(thumbnail).toHaveAttribute("loading", "lazy");
    await expect(thumbnail).toHaveAttribute("width", /\d+/);
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).currentSrc))
      .toMatch(/-400\.(avif|webp)$/);
    await taps.tap(option);
    const pickerTaps = taps.count - before;
    expect(pickerTaps).toBeLessThanOrEqual(3);
    await expect(picker).toHaveValue(KNOWN.title);
    await expect(results).toBeHidden();

    const name = `Trial ${tag()}`;
    const when = quietSlot(5, "12:00");
    await finish(page, taps, when, name);
    await expect(page.getByText(new RegExp(`MS-[A-Z0-9]{4} booked for ${name}: ${when.words}`))).toBeVisible();
    const card = page.getByTestId("booking").filter({ hasText: name });
    await expect(card.getByText(KNOWN.title)).toBeVisible();
    // With today's slot (the walk-in's own) the Day list is left alone: two taps fewer.
    const walkIn = taps.count - 2;
    testInfo.annotations.push({
      type: "taps",
      description: `walk-in trial: ${walkIn} taps (picker ${pickerTaps}), from the dashboard`,
    });
    console.log(`taps: walk-in trial ${walkIn} (picker ${pickerTaps})`);
    expect(walkIn).toBeLessThanOrEqual(9);
  });

  test("@mobile-only a walk-in fitting's taps, for the record", async ({ page }, testInfo) => {
    await signInByApi(page);
    const taps = new Taps();
    await openNewVisit(page, taps);
    const name = `Fitting ${tag()}`;
    const when = quietSlot(5, "12:30");
    await finish(page, taps, when, name);
    await expect(page.getByText(new RegExp(`booked for ${name}`))).toBeVisible();
    const walkIn = taps.count - 2;
    testInfo.annotations.push({ type: "taps", description: `walk-in fitting: ${walkIn} taps, from the dashboard` });
    console.log(`taps: walk-in fitting ${walkIn}`);
  });

  test("@mobile by keyboard: arrows move through the matches, Enter chooses, Escape closes; axe passes while searching", async ({
    page,
  }) => {
    await signInByApi(page);
    await page.goto("/admin/orders/new");
    await waitForHydration(page);
    await page.getByRole("radio", { name: "Trial of an item" }).check();
    const picker = page.getByRole("combobox", { name: "Item to try" });
    await picker.focus();
    // Empty, the field lists every trial item to browse.
    await expect(picker).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("listbox", { name: "Every trial item" }).getByRole("option")).not.toHaveCount(0);
    // As /search reads words: a plural and the shop's other spelling.
    await page.keyboard.type("sherwanis");
    const list = page.getByRole("listbox", { name: "Items matching sherwanis" });
    await expect(list.getByRole("option").first()).toContainText("Sherwani");
    await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);
    await page.keyboard.press("ArrowDown");
    const second = list.getByRole("option").nth(1);
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(picker).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id"))!);
    const title = (await second.locator("span > span").first().textContent())!;
    await page.keyboard.press("Enter");
    await expect(picker).toHaveValue(title);
    await expect(picker).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('input[type=hidden][name="item"]')).toHaveValue(/^[a-z0-9-]+\/[a-z0-9-]+$/);
    // A word nothing holds says so.
    await picker.fill("zzqx");
    await expect(page.getByRole("status").filter({ hasText: "No trial item matches “zzqx”." })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(picker).toHaveValue("");
    // Innerwear is not tried on: its items are not offered, whatever is typed.
    await page.keyboard.type("trunk");
    await expect(page.getByRole("status").filter({ hasText: "No trial item matches “trunk”." })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("@mobile the plain list books the trial of an item", async ({ page }, testInfo) => {
      await signInByApi(page);
      await page.goto("/admin/orders/new");
      await page.getByRole("radio", { name: "Trial of an item" }).check();
      const list = page.getByRole("combobox", { name: "Item to try" });
      await expect(list).toHaveJSProperty("tagName", "SELECT");
      await list.selectOption({ label: KNOWN.title });
      const name = `Plain ${tag()}`;
      const when = quietSlot(6, testInfo.project.name === "mobile" ? "12:00" : "12:30");
      await page.getByRole("combobox", { name: "Day" }).selectOption(when.date);
      await page.getByRole("combobox", { name: "Time" }).selectOption(when.time);
      await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
      await page.getByRole("textbox", { name: "Phone", exact: true }).fill(uniqueMobile());
      await page.getByRole("button", { name: "Book the visit" }).click();
      await expect(page.getByText(new RegExp(`booked for ${name}: ${when.words}`))).toBeVisible();
      await expect(page.getByTestId("booking").filter({ hasText: name }).getByText(KNOWN.title)).toBeVisible();
    });
  });
});
