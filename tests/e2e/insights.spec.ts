import type { Browser, BrowserContext, Page } from "@playwright/test";
import { startServer, type RunningServer } from "../support/server";
import { TEST_ADMIN } from "../support/test-admin";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * Insights end to end (issue 26): a visitor opens an item three times, asks about it
 * on WhatsApp once and searches for a word the catalogue does not have; staff and a
 * search robot do the same and must not count. The Insights screen then shows the
 * item with 3 opens and 1 ask and the word under "Searched, not found".
 *
 * On a server of its own (a fresh database): the suite's shared server counts every
 * other browser test's visits too, and this test needs exact numbers.
 */
const ITEM = "Ivory Silk Bandi Set";
const MISSING = "velvetoon achkan";
const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let server: RunningServer;

// One server for the file, the exact counts first; then the screen with more in it.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer();
});

test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

async function visitor(browser: Browser, userAgent: string, address: string): Promise<BrowserContext> {
  const context = await browser.newContext({ userAgent, extraHTTPHeaders: { "X-Forwarded-For": address } });
  // WhatsApp is another site: its tab gets a stand-in page.
  await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ contentType: "text/html", body: "WhatsApp" }));
  return context;
}

async function signIn(context: BrowserContext) {
  const response = await context.request.post(`${server.url}/api/login`, {
    data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
  });
  expect(response.status()).toBe(200);
}

/** Waits for the beacon a step sends (sendBeacon does not hold the page, so nothing else would). */
function beaconSent(page: Page) {
  return page.waitForRequest((r) => r.url() === `${server.url}/api/insights` && r.method() === "POST");
}

/** Opens the item from the grid three times and asks about it once; searches for MISSING. */
async function browse(page: Page) {
  await page.goto(`${server.url}/groom`);
  await waitForHydration(page);
  const card = page
    .getByRole("list", { name: "Everything for the Groom" })
    .getByRole("listitem")
    .first()
    .getByRole("link", { name: /View details/ });
  const dialog = page.getByRole("dialog", { name: ITEM });
  for (let i = 0; i < 3; i++) {
    const sent = beaconSent(page);
    await card.click();
    await expect(dialog).toBeVisible();
    await sent;
    if (i < 2) {
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  }
  const asked = beaconSent(page);
  const popup = page.waitForEvent("popup");
  await dialog.getByRole("link", { name: /^Ask on WhatsApp/ }).click();
  await (await popup).close();
  await asked;
  await page.keyboard.press("Escape");

  const searched = beaconSent(page);
  await page.goto(`${server.url}/search?q=${encodeURIComponent(MISSING)}`);
  await expect(page.getByRole("heading", { name: `No results for “${MISSING}”` })).toBeVisible();
  await searched;
}

test("an item opened three times and asked about once, and a search that found nothing, show on Insights; staff and robots do not count", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await visitor(browser, CHROME, "203.0.113.50");
  await browse(await shopper.newPage());
  await shopper.close();
  // A search shows once two visitors made it: a second shopper looks for the same.
  const second = await visitor(browser, CHROME, "203.0.113.52");
  const secondPage = await second.newPage();
  const searched = beaconSent(secondPage);
  await secondPage.goto(`${server.url}/search?q=${encodeURIComponent(MISSING)}`);
  await searched;
  await second.close();

  // A member of staff, signed in, browsing the site: not counted.
  const staff = await visitor(browser, CHROME, "203.0.113.51");
  await signIn(staff);
  await browse(await staff.newPage());
  // A search robot that runs scripts: not counted either.
  const robot = await visitor(
    browser,
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "66.249.66.1",
  );
  await browse(await robot.newPage());
  await robot.close();

  const page = await staff.newPage();
  await page.goto(`${server.url}/admin/insights?days=7`);
  const wanted = page.getByRole("list", { name: "Most wanted items" }).getByTestId("item-figures");
  await expect(wanted).toHaveCount(1);
  await expect(wanted.getByRole("link", { name: ITEM })).toBeVisible();
  await expect(wanted.getByRole("term")).toHaveText(["Opened", "Asked", "Shared", "Reserved"]);
  await expect(wanted.getByRole("definition")).toHaveText(["3", "1", "0", "0"]);

  const notFound = page.getByRole("region", { name: /Searches that found nothing/ });
  await expect(notFound.getByRole("rowheader")).toHaveCount(1);
  await expect(notFound.getByRole("row", { name: new RegExp(MISSING) }).getByRole("cell")).toHaveText(["2", "0"]);

  // Two visitors: the shopper with five page views (the grid, the item three times, the
  // search) and the second shopper's search.
  const days = page.getByRole("region", { name: /Visitors and page views per day/ });
  await expect(days.getByRole("row").nth(1).getByRole("cell")).toHaveText(["2", "6"]);

  // The dashboard's two lines.
  await page.goto(`${server.url}/admin/dashboard`);
  await expect(page.getByTestId("week-wanted")).toContainText(`Most wanted this week: ${ITEM}`);
  await expect(page.getByTestId("week-not-found")).toContainText(`“${MISSING}” (2 times)`);
  await staff.close();
});

/** Beacons as browsers send them, so every part of the screen has something to show. */
async function countSomeVisits(context: BrowserContext) {
  const beacons = [
    { u: "/groom", r: "https://www.google.co.in/" },
    { u: "/about", r: "https://l.instagram.com/" },
    ...Array.from({ length: 6 }, () => ({ u: "/groom/maroon-zardozi-sherwani" })),
    { u: "/groom/ivory-silk-bandi-set", t: "share" },
    // Searches and sources show once two visitors sent them (each beacon here is another address).
    { u: "/offers", r: "https://www.google.co.in/" },
    { u: "/offers", r: "https://l.instagram.com/" },
    { u: "/search?q=sherwani" },
    { u: "/search?q=sherwani" },
    { u: "/search?q=linen+achkan+zq" },
    { u: "/search?q=linen+achkan+zq" },
  ];
  for (const [i, data] of beacons.entries()) {
    const response = await context.request.post(`${server.url}/api/insights`, {
      headers: { "content-type": "text/plain", "user-agent": CHROME, "x-forwarded-for": `198.51.100.${i + 1}` },
      data: JSON.stringify(data),
    });
    expect(response.status()).toBe(204);
  }
}

test("the Insights screen has no axe violations and fits a phone @mobile", async ({ browser }) => {
  const context = await visitor(browser, CHROME, "203.0.113.60");
  await countSomeVisits(context);
  await signIn(context);
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${server.url}/admin/insights`);
  await expect(page.getByRole("heading", { name: "What shoppers want" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Opened a lot, never asked about" })).toContainText("Maroon Zardozi");
  await expect(page.getByRole("region", { name: /Searches that found nothing/ })).toContainText("linen achkan zq");
  // Nothing wider than the phone: every table scrolls in its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("link", { name: "Last 90 days" }).click();
  await expect(page).toHaveURL(/days=90/);
  await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);
  await context.close();
});
