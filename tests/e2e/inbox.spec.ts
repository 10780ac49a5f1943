import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { TEST_ADMIN } from "../support/test-admin";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { asFreshVisitor, signInByApi } from "./staff-helpers";

/**
 * The inbox in a real browser: a visitor's message through New, Open and Replied,
 * the WhatsApp and e-mail reply links, search, CSV export, bulk actions with the
 * delete confirmation, a colleague's change never overwritten, the screens without
 * JavaScript, and axe on every new screen at 1280 px (and 375 px for @mobile).
 */
let visitorCounter = 0;

/** A mobile number of its own per test, so parallel tests are different customers. */
function uniqueMobile(): { typed: string; e164: string } {
  const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  return { typed: `0${digits.slice(0, 5)} ${digits.slice(5)}`, e164: `+91${digits}` };
}

async function sendMessage(page: Page, fields: Record<string, string>) {
  visitorCounter++;
  const response = await page.request.post("/api/contact", {
    headers: { "X-Forwarded-For": `198.18.${(Date.now() + visitorCounter) % 250}.${(visitorCounter % 250) + 1}` },
    data: { phone: uniqueMobile().typed, category: "styling", subject: "", ...fields },
  });
  expect(response.status()).toBe(201);
}

/**
 * The navigation's New count: the sidebar's Contacts link (from tablet width) or the
 * phone's Inbox tab is named "Contacts (3 new)" / "Inbox (3 new)" (or just its name).
 */
async function sidebarNewCount(page: Page): Promise<number> {
  // Within the navigation: the inbox's own "Inbox" view tab and the dashboard's "Inbox" link have no count.
  const navigation = page
    .getByRole("navigation", { name: "Staff sections" })
    .or(page.getByRole("complementary", { name: "Staff navigation" }))
    .filter({ visible: true });
  const name = await navigation
    .getByRole("link", { name: /^(Contacts|Inbox)\b/ })
    .first()
    .evaluate((link) => link.textContent ?? "");
  return Number(/(\d+) new/.exec(name)?.[1] ?? 0);
}

function tag() {
  return `T${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

test.describe("staff inbox", () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => asFreshVisitor(page));

  test("@mobile a message goes New, Open, Replied; reply links, search and export work", async ({ page }) => {
    const t = tag();
    const name = `Vikram ${t}`;
    const phone = uniqueMobile();
    await signInByApi(page);
    await page.goto("/admin/dashboard");
    const before = await sidebarNewCount(page);

    await sendMessage(page, {
      name,
      phone: phone.typed,
      email: `${t.toLowerCase()}@example.com`,
      subject: "Sherwani fitting",
      message: `A fitting for the wedding, ${t}.`,
    });

    // The New count goes up, and it is the same as the New view's total.
    await page.goto(`/admin/contact-messages?status=new`);
    await waitForHydration(page);
    const after = await sidebarNewCount(page);
    expect(after).toBeGreaterThanOrEqual(before + 1);
    await expect(page.getByText(new RegExp(`^New: ${after} messages? · page 1`))).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/admin/contact-messages?q=${t}`);
    await waitForHydration(page);
    const row = page.getByRole("link", { name, exact: true });
    await expect(row).toBeVisible();
    await row.click();

    // Opening marks it Open.
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Open", { exact: true })).toBeVisible();
    const whatsapp = page.getByRole("link", { name: /Reply on WhatsApp/ });
    const link = new URL((await whatsapp.getAttribute("href"))!);
    expect(link.origin + link.pathname).toBe(`https://wa.me/${phone.e164.slice(1)}`);
    expect(link.searchParams.get("text")).toBe(
      `Hello ${name}, this is The Men's Studio. Thank you for your message about "Sherwani fitting".`,
    );
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      `mailto:${t.toLowerCase()}@example.com?subject=Re%3A%20Sherwani%20fitting`,
    );
    await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute("href", `tel:${phone.e164}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Mark replied" }).click();
    await expect(page.getByText(`Marked replied by ${TEST_ADMIN.name} on`)).toBeVisible();
    await expect(page.getByText("Replied", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark not replied" })).toBeVisible();

    // Not New any more: the New view no longer lists it, and the count matches that view.
    await page.goto(`/admin/contact-messages?status=new&q=${t}`);
    await expect(page.getByText("No messages found.")).toBeVisible();

    // Search from the list's search box finds it, now Replied.
    await page.goto("/admin/contact-messages");
    await waitForHydration(page);
    await page.getByRole("searchbox").fill(`vikram ${t.toLowerCase()}`);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=vikram\\+${t.toLowerCase()}`));
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(page.getByText(/^Inbox \(filtered\): 1 message/)).toBeVisible();

    // Export CSV of this filter.
    const downloading = page.waitForEvent("download");
    // Export is in the list's ⋯ menu.
    await page.getByLabel("More actions").click();
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString("utf8").slice(1);
    expect(csv.split("\r\n")[0]).toBe(
      '"S. No.","Name","Email","Phone","Subject","Message","Category","Date","Status","Language"',
    );
    expect(csv).toContain(`"1","${name}","${t.toLowerCase()}@example.com","${phone.typed}","Sherwani fitting"`);
    expect(csv).toContain('"Personal Styling"');
    expect(csv.trimEnd().endsWith('"Replied","English"')).toBe(true);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);

    // The person appears under Customers, grouped by phone.
    await page.goto(`/admin/customers?q=${t}`);
    await waitForHydration(page);
    // The number is one tap from a call (and the address from an e-mail), in the list and on the person's page.
    await expect(page.locator(`a[href="tel:${phone.e164}"]`).filter({ visible: true })).toHaveCount(1);
    await expect(page.locator(`a[href="mailto:${t.toLowerCase()}@example.com"]`).filter({ visible: true })).toHaveCount(
      1,
    );
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customers/%2B${phone.e164.slice(1)}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.locator("dl").first().locator(`a[href="tel:${phone.e164}"]`)).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.goto("/admin/customers");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.goto("/admin/dashboard");
    await waitForHydration(page);
    await expect(page.getByText("Alerts are off")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("@mobile bulk actions: archive two, then delete one after confirming how many", async ({ page }) => {
    const t = tag();
    for (const n of [1, 2, 3]) {
      await sendMessage(page, {
        name: `Bulk ${t} ${n}`,
        email: `bulk${n}@example.com`,
        message: `Bulk ${t} number ${n}`,
      });
    }
    await signInByApi(page);
    await page.goto(`/admin/contact-messages?q=${t}`);
    await waitForHydration(page);
    const boxes = page.locator('input[name="select"]:visible');
    await expect(boxes).toHaveCount(3);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "Archive" }).click();
    await expect(page.getByRole("status").filter({ hasText: "2 messages archived." }).first()).toBeVisible();
    await expect(boxes).toHaveCount(1);

    await page.goto(`/admin/contact-messages?status=archived&q=${t}`);
    await waitForHydration(page);
    await expect(page.locator('input[name="select"]:visible')).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.locator('input[name="select"]:visible').first().check();
    await page.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("region", { name: "Delete 1 message for good?" });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("heading")).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Delete 1 message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 message deleted." }).first()).toBeVisible();
    await expect(page.locator('input[name="select"]:visible')).toHaveCount(1);
    await page.goto(`/admin/contact-messages?status=all&q=${t}`);
    await expect(page.getByText(/^All \(filtered\): 2 messages/)).toBeVisible();
  });

  test("a colleague's change is never overwritten by a stale page", async ({ page, browser }) => {
    const t = tag();
    await sendMessage(page, { name: `Stale ${t}`, email: "stale@example.com", message: `Stale ${t}` });
    await signInByApi(page);
    await page.goto(`/admin/contact-messages?q=${t}`);
    await waitForHydration(page);

    // A colleague archives it from their own session meanwhile.
    const colleague = await browser.newPage();
    await colleague.context().setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.77" });
    await signInByApi(colleague);
    await colleague.goto(`/admin/contact-messages?q=${t}`);
    await colleague.getByRole("link", { name: `Stale ${t}`, exact: true }).click();
    // The list has a bulk "Archive" too: act only once the message page is there.
    await expect(colleague.getByRole("heading", { level: 1, name: `Stale ${t}` })).toBeVisible();
    await colleague.getByRole("button", { name: "Archive" }).click();
    await expect(colleague.getByRole("status").filter({ hasText: "1 message archived." }).first()).toBeVisible();
    await colleague.close();

    await page.locator('input[name="select"]:visible').first().check();
    await page.getByRole("button", { name: "Mark replied" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "1 message was changed by someone else meanwhile" }).first(),
    ).toBeVisible();
    await page.goto(`/admin/contact-messages?status=archived&q=${t}`);
    await expect(page.getByRole("link", { name: `Stale ${t}`, exact: true })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("@mobile mark replied and delete work as plain forms", async ({ page }) => {
      const t = tag();
      await sendMessage(page, { name: `NoJS ${t}`, email: "nojs@example.com", message: `No script ${t}` });
      await signInByApi(page);
      await page.goto(`/admin/contact-messages?q=${t}`);
      await page.getByRole("link", { name: `NoJS ${t}`, exact: true }).click();
      await page.getByRole("button", { name: "Mark replied" }).click();
      await expect(page.getByText(`Marked replied by ${TEST_ADMIN.name}`)).toBeVisible();
      await page.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("button", { name: "Delete 1 message" }).click();
      await expect(page).toHaveURL(/\/admin\/contact-messages(\?|$)/);
      await expect(page.getByText("Message deleted.")).toBeVisible();
      await page.goto(`/admin/contact-messages?status=all&q=${t}`);
      await expect(page.getByText("No messages found.")).toBeVisible();
    });
  });

  test("staff screens and the export need a session", async ({ page }) => {
    for (const path of ["/admin/contact-messages/1", "/admin/customers", "/admin/customers/%2B919845012345"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
    }
    const csv = await page.request.get("/admin/contact-messages/export", { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
    expect(csv.headers()["location"]).toBe("/admin");
    const post = await page.request.post("/admin/contact-messages", {
      form: { intent: "delete", select: "1:1", confirmed: "yes" },
      maxRedirects: 0,
    });
    expect([302, 401, 403]).toContain(post.status());
  });

  test.describe("lists beside the open sidebar at 1280 px", () => {
    /** The table's scrolling box (a region named after it). */
    const tableBox = (page: Page, name: RegExp) => page.getByRole("region", { name });

    async function expectFits(page: Page, name: RegExp) {
      await expect(page.getByRole("complementary", { name: "Staff navigation" })).toHaveAttribute(
        "data-collapsed",
        "false",
      );
      const box = tableBox(page, name);
      await expect(box).toBeVisible();
      await expect(box).toHaveAttribute("data-scrolls", "false");
      const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      // Every column, the last one (Date / Last status) included, lies inside the box.
      const right = (await box.boundingBox())!;
      for (const header of await box.getByRole("columnheader").all()) {
        const cell = (await header.boundingBox())!;
        expect(cell.x + cell.width).toBeLessThanOrEqual(right.x + right.width + 1);
      }
      // Nothing to scroll, so no keyboard stop that does nothing.
      await expect(box).toHaveAttribute("tabindex", "-1");
    }

    test("the messages and customers tables show every column without scrolling", async ({ page }) => {
      const t = tag();
      await sendMessage(page, {
        name: `Lakshmi Narayanan Subramanian ${t}`,
        email: `lakshmi.narayanan.subramanian.${t.toLowerCase()}@example-mail.co.in`,
        subject: "Wedding sherwani for my son",
        message: `We are looking for a maroon sherwani with zardozi work for a wedding in February, ${t}.`,
      });
      await signInByApi(page);
      await page.goto(`/admin/contact-messages?status=all&q=${t}`);
      await waitForHydration(page);
      await expect(tableBox(page, /^Contact messages table/).getByRole("columnheader")).toHaveText([
        "Select all on this page",
        "S. No.",
        "Name",
        "Email",
        "Phone",
        "Subject",
        "Message",
        "Category",
        "Date",
      ]);
      await expectFits(page, /^Contact messages table/);

      await page.goto(`/admin/customers?q=${t}`);
      await waitForHydration(page);
      await expectFits(page, /^Customers table/);
    });

    test("a table that cannot fit scrolls in its box, says so, and scrolls from the keyboard", async ({ page }) => {
      const t = tag();
      // One unbroken word wider than any column can be: the table must scroll.
      await sendMessage(page, {
        name: `Wide ${t}`,
        email: `${t.toLowerCase()}@example.com`,
        subject: `Reference-${"X".repeat(90)}-${t}`,
        message: "A subject that will not wrap.",
      });
      await signInByApi(page);
      await page.goto(`/admin/contact-messages?status=all&q=${t}`);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      const box = tableBox(page, /^Contact messages table, scrolls sideways$/);
      await expect(box).toHaveAttribute("data-scrolls", "true");
      await expect(box).toHaveAttribute("tabindex", "0");
      const shadows = box.locator("xpath=following-sibling::span");
      const opacities = () => shadows.evaluateAll((spans) => spans.map((s) => getComputedStyle(s).opacity));
      // More to the right only.
      await expect.poll(opacities).toEqual(["0", "1"]);

      await box.focus();
      await expect(box).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      for (let i = 0; i < 40; i++) await page.keyboard.press("ArrowRight");
      // Scrolled to the end: the shadow is on the left now.
      await expect.poll(opacities).toEqual(["1", "0"]);
      await expect(box.getByRole("columnheader", { name: "Date" })).toBeInViewport();
      await expectNoAxeViolations(page);
    });
  });
});
