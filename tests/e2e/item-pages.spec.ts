import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * Every catalogue item has its own URL (/groom/<slug>): the collection with the item's
 * dialog open. Cards are links to it; the address bar follows the dialog; Back and the
 * close control return to the grid with its filter, without a history entry that would
 * re-open it; the URL works without JavaScript; Share uses the share sheet or copies.
 */
const ITEM = "Onion Pink Handwork Sherwani";
const ITEM_PATH = "/groom/onion-pink-handwork-sherwani";
const SECTION = "Everything for the Groom";

const cardLink = (page: Page, title: string) =>
  page
    .locator("#collection li")
    .filter({ has: page.getByRole("heading", { name: title }) })
    .getByRole("link", { name: /View details/ });
// Counted by markup: behind a modal dialog the grid is inert, so role queries do not see it.
const cardCount = (page: Page) => page.locator("#collection ul > li");
const itemDialog = (page: Page) => page.getByRole("dialog", { name: ITEM });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test("opening a card puts the item's URL in the address bar over the filtered grid; Back closes it @mobile", async ({
  page,
}) => {
  await open(page, "/groom?category=traditional");
  await expect(cardCount(page)).toHaveCount(13);
  const link = cardLink(page, ITEM);
  await expect(link).toHaveAttribute("href", `${ITEM_PATH}?category=traditional`);
  await link.click();

  await expect(page).toHaveURL(`${ITEM_PATH}?category=traditional`);
  const dialog = itemDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveTitle(/^Onion Pink Handwork Sherwani \| Groom Collections/);
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // The grid under it keeps its filter.
  await expect(cardCount(page)).toHaveCount(13);

  await page.goBack();
  await expect(page).toHaveURL("/groom?category=traditional");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await expect(page).toHaveTitle(/^Groom Collections/);

  // Forward is the item again.
  await page.goForward();
  await expect(itemDialog(page)).toBeVisible();
});

test("closing returns to the filtered collection and leaves no entry that Back would re-open", async ({ page }) => {
  await open(page, "/offers");
  await page.goto("/groom?category=traditional");
  await waitForHydration(page);
  const link = cardLink(page, ITEM);

  await link.click();
  await itemDialog(page).getByRole("link", { name: "Close", exact: true }).click();
  await expect(page).toHaveURL("/groom?category=traditional");
  await expect(itemDialog(page)).toBeHidden();
  await expect(link).toBeFocused();

  await link.click();
  await expect(itemDialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL("/groom?category=traditional");
  await expect(link).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL("/offers");
});

test("an item URL opened directly closes to its collection in place of itself @mobile", async ({ page }) => {
  await open(page, "/offers");
  await page.goto(`${ITEM_PATH}?category=traditional`);
  await waitForHydration(page);
  const dialog = itemDialog(page);
  await expect(dialog).toBeVisible();
  // The summary picture is shown whole (a collar or a cuff is what the visitor came to see).
  await expect(dialog.locator("img").first()).toHaveCSS("object-fit", "contain");
  // Modal once the script runs: focus inside, Tab stays inside.
  expect(await dialog.evaluate((el) => el.matches(":modal") && el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expectNoAxeViolations(page);

  await dialog.getByRole("link", { name: "Close", exact: true }).click();
  await expect(page).toHaveURL("/groom?category=traditional");
  await expect(dialog).toBeHidden();
  await expect(cardLink(page, ITEM)).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL("/offers");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the item URL shows the open item; the page behind is inert; Close is a link back @mobile", async ({ page }) => {
    const response = await page.goto(`${ITEM_PATH}?category=traditional`);
    expect(response?.status()).toBe(200);
    const dialog = itemDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: ITEM })).toBeVisible();
    await expect(dialog.getByText(/dense resham and sequin handwork/)).toBeVisible();
    // The price stands under the title (issue 38), without script too.
    await expect(dialog.getByTestId("item-price")).toHaveText("₹46,000");
    // Every picture is there, and the gallery controls lead to them (no dead buttons).
    await expect(dialog.getByRole("heading", { name: "All 4 images" })).toBeAttached();
    await expect(dialog.getByRole("img")).toHaveCount(5);
    await expect(dialog.getByRole("link", { name: "View All Images (4)" })).toHaveAttribute(
      "href",
      /#item-all-images$/,
    );
    await expect(dialog.getByRole("button")).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: "Reserve for trial" })).toBeVisible();
    // What the dialog covers is out of reach: the first Tab lands in the dialog.
    await expect(page.locator("header").locator("xpath=ancestor::*[@inert]")).toHaveCount(1);
    await expect(page.locator("#collection").locator("xpath=ancestor::*[@inert]")).toHaveCount(1);
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await dialog.getByRole("link", { name: "Close", exact: true }).click();
    await expect(page).toHaveURL("/groom?category=traditional");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("list", { name: SECTION }).getByRole("listitem")).toHaveCount(13);
  });

  test("a card is a link to its item's page", async ({ page }) => {
    await page.goto("/groom");
    await cardLink(page, ITEM).click();
    await expect(page).toHaveURL(ITEM_PATH);
    await expect(itemDialog(page)).toBeVisible();
  });
});

test("the server-rendered item page, before any script, has no axe violations @mobile", async ({ page }) => {
  // Axe needs script in the page, so the site's own modules are kept from loading instead:
  // the page stays as the server wrote it (non-modal dialog, inert page behind).
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto(`${ITEM_PATH}?category=traditional`);
  const dialog = itemDialog(page);
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(false);
  await expectNoAxeViolations(page);
});

test("Share falls back to copying the link, with the copied state and a toast @mobile", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // A browser without a share sheet (desktop Chromium on Linux has none; be sure).
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { canShare?: unknown }).canShare;
  });
  await open(page, `${ITEM_PATH}?category=traditional`);
  const dialog = itemDialog(page);
  await dialog.getByRole("button", { name: `Share the ${ITEM}` }).click();
  await expect(dialog.getByRole("button", { name: "Link copied" })).toBeVisible();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Link Copied!" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`The link to the ${ITEM} is on your clipboard.`);
  const origin = new URL(page.url()).origin;
  // The item's own address, without the grid's filter.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${ITEM_PATH}`);
  await expect(dialog.getByRole("button", { name: `Share the ${ITEM}` })).toBeVisible({ timeout: 4000 });
});

test("Share hands the share sheet the item's title, words and URL where there is one", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
  });
  await open(page, ITEM_PATH);
  await itemDialog(page)
    .getByRole("button", { name: `Share the ${ITEM}` })
    .click();
  const origin = new URL(page.url()).origin;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([
      {
        title: ITEM,
        text: `${ITEM} (₹46,000) at The Men's Studio, Bengaluru`,
        url: `${origin}${ITEM_PATH}`,
      },
    ]);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});

test("the Sherwani sub-filter shows the handwork sherwani, whose URL keeps the filter @mobile", async ({ page }) => {
  await open(page, "/groom?category=traditional&type=sherwani");
  const grid = page.getByRole("list", { name: SECTION }).getByRole("listitem");
  await expect(grid).toHaveCount(3);
  await expect(grid.getByRole("heading", { name: ITEM })).toBeVisible();
  await cardLink(page, ITEM).click();
  await expect(page).toHaveURL(`${ITEM_PATH}?category=traditional&type=sherwani`);
  await expect(itemDialog(page)).toBeVisible();
});

test("an unknown item answers the 404 page", async ({ page }) => {
  const response = await page.goto("/groom/velvet-cape-that-never-was");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
});
