import type { Locator, Page } from "@playwright/test";
import { TEST_ADMIN } from "../support/test-admin";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { asFreshVisitor, signInByApi } from "./staff-helpers";

/**
 * A message on a 375 px phone, as the counter uses it: the staff tab bar covers no
 * control of the screen, and opening the WhatsApp reply marks the message Replied
 * (who, when) with an Undo for 10 seconds, while without JavaScript the link only
 * opens WhatsApp and "Mark replied" stays. WhatsApp itself is never reached: wa.me
 * is answered by a stand-in page.
 */
function tag() {
  return `W${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** A visitor's message, with a complete mobile number (so the WhatsApp reply is offered); opened by staff. */
async function openNewMessage(page: Page, name: string) {
  const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const response = await page.request.post("/api/contact", {
    headers: { "X-Forwarded-For": `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      name,
      phone: digits,
      email: "counter@example.com",
      category: "styling",
      subject: "Wedding sherwani",
      message: `A maroon sherwani for February, ${name}.`,
    },
  });
  expect(response.status()).toBe(201);
  await signInByApi(page);
  await page.goto(`/admin/contact-messages?q=${name.split(" ")[1]}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** wa.me answers with a stand-in page: the test never leaves for WhatsApp. */
async function standInForWhatsApp(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title><p>WhatsApp</p>" }),
    );
}

/** Every control of the screen a finger can reach (links, buttons, fields), but those of the bars at its foot. */
function screenControls(page: Page): Locator {
  return page
    .locator("main")
    .locator(
      ':is(a[href], button, summary, input:not([type="hidden"]), select, textarea, [tabindex="0"]):not([data-foot-bar] *)',
    )
    .filter({ visible: true });
}

/**
 * Taps each control of the screen where the browser brings it (a tap, a keyboard
 * focus, a search all scroll it into view): it ends above whatever covers the foot of
 * the screen (the tab bar, and a screen's own bar of actions on it), and a finger on
 * its middle or its lower edge reaches it, not a bar. Then the page's end: its last
 * control clears them too.
 */
async function expectEveryControlClear(page: Page, atLeast: number) {
  const tabBarTop = (await page.getByRole("navigation", { name: "Staff sections" }).boundingBox())!.y;
  expect(tabBarTop).toBeLessThan(page.viewportSize()!.height);
  const footBar = page.locator("main [data-foot-bar]").filter({ visible: true });
  const footTop = async () => {
    const box = (await footBar.count()) ? await footBar.first().boundingBox() : null;
    return Math.min(tabBarTop, box?.y ?? tabBarTop);
  };
  // A screen's own bar stands on the tab bar, never under it.
  if (await footBar.count()) {
    const bar = (await footBar.first().boundingBox())!;
    expect(bar.y + bar.height, "the screen's bar ends above the tab bar").toBeLessThanOrEqual(tabBarTop + 1);
  }
  const controls = await screenControls(page).all();
  expect(controls.length).toBeGreaterThanOrEqual(atLeast);
  for (const control of controls) {
    const label =
      (await control.getAttribute("aria-label")) ??
      ((await control.innerText()).trim() || (await control.getAttribute("name")));
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    const top = await footTop();
    expect(box.y + box.height, `"${label}" ends above the bars at the foot`).toBeLessThanOrEqual(top);
    expect(box.y, `"${label}" is on screen`).toBeGreaterThanOrEqual(0);
    for (const y of [box.y + box.height / 2, box.y + box.height - 2]) {
      const hit = await control.evaluate(
        (element, point) => {
          const reached = document.elementFromPoint(point.x, point.y);
          return element.contains(reached) || (reached instanceof HTMLLabelElement && reached.control === element);
        },
        { x: box.x + Math.min(box.width / 2, 20), y },
      );
      expect(hit, `a tap at ${Math.round(y)} px lands on "${label}"`).toBe(true);
    }
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = (await controls.at(-1)!.boundingBox())!;
  expect(last.y + last.height, "the last control clears the bars at the page's end").toBeLessThanOrEqual(
    await footTop(),
  );
}

test.describe("a message at the counter", () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => asFreshVisitor(page));

  test("the tab bar covers no control: each one is tapped clear of it @mobile-only", async ({ page }) => {
    const name = `Tabbar ${tag()}`;
    await openNewMessage(page, name);
    await waitForHydration(page);
    // Back, the customer's link, the three replies, Delete (Mark replied and Archive are in the bar).
    await expectEveryControlClear(page, 6);
  });

  test("the first screen shows Mark replied whole, above the tab bar, before any scrolling @mobile-only", async ({
    page,
  }) => {
    const name = `Firstscreen ${tag()}`;
    await openNewMessage(page, name);
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const mark = page.getByRole("button", { name: "Mark replied" });
    await expect(mark).toBeInViewport({ ratio: 1 });
    const tabBarTop = (await page.getByRole("navigation", { name: "Staff sections" }).boundingBox())!.y;
    const box = (await mark.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(tabBarTop);
    // A finger on it reaches it, not a bar.
    expect(
      await mark.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      }),
    ).toBe(true);
  });

  test("nor does a screen's own bar of actions on it: the store's settings @mobile-only", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admin/settings/store");
    await waitForHydration(page);
    await expectEveryControlClear(page, 15);
  });

  test("opening the WhatsApp reply marks it Replied, and Undo takes it back @mobile-only", async ({ page }) => {
    const name = `Whatsapp ${tag()}`;
    await standInForWhatsApp(page);
    await page.clock.install();
    await openNewMessage(page, name);
    await waitForHydration(page);
    await expect(page.getByText("Open", { exact: true })).toBeVisible();

    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: /Reply on WhatsApp/ }).click();
    const whatsapp = await popup;
    expect(new URL(whatsapp.url()).hostname).toBe("wa.me");
    await whatsapp.close();

    // Marked, by whom and when, as "Mark replied" does.
    await expect(page.getByText(`Marked replied by ${TEST_ADMIN.name} on`)).toBeVisible();
    await expect(page.getByText("Replied", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark replied" })).toHaveCount(0);
    const status = page.getByRole("status").filter({ hasText: "Marked replied, as WhatsApp opened." });
    await expect(status).toBeVisible();
    await expectNoAxeViolations(page);

    // WhatsApp was closed unsent: Undo takes it back to Open.
    await status.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 message marked not replied." })).toBeVisible();
    await expect(page.getByText("Open", { exact: true })).toBeVisible();
    await expect(page.getByText(/Marked replied by/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Mark replied" })).toBeVisible();

    // Opened again and sent this time: the Undo goes after 10 seconds, the mark stays.
    const again = page.waitForEvent("popup");
    await page.getByRole("link", { name: /Reply on WhatsApp/ }).click();
    await (await again).close();
    const undo = page.getByRole("button", { name: "Undo" });
    await expect(undo).toBeVisible();
    await page.clock.runFor(9_000);
    await expect(undo).toBeVisible();
    await page.clock.runFor(1_100);
    await expect(undo).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(`Marked replied by ${TEST_ADMIN.name} on`)).toBeVisible();
    await expect(page.getByText("Replied", { exact: true })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the link only opens WhatsApp, and Mark replied remains @mobile-only", async ({ page }) => {
      const name = `Nojs ${tag()}`;
      await standInForWhatsApp(page);
      await openNewMessage(page, name);
      const popup = page.waitForEvent("popup");
      await page.getByRole("link", { name: /Reply on WhatsApp/ }).click();
      await (await popup).close();
      await page.reload();
      await expect(page.getByText("Open", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Mark replied" }).click();
      await expect(page.getByText(`Marked replied by ${TEST_ADMIN.name}`)).toBeVisible();
    });
  });
});
