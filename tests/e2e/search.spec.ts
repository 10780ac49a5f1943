import { expect, test, waitForHydration } from "./fixtures";

/**
 * Search from the header at 375 and 1280 px, with and without JavaScript: the field
 * opens under the header, a search lands on /search with a count, results link to the
 * item's own page; the states before a search and without results offer ways on.
 */
test.describe("search from the header", () => {
  test("opens the field, searches, counts and follows a result @mobile", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    const field = header.getByRole("searchbox", { name: "Search the collections" });
    await expect(field).toBeHidden();
    await header.locator("summary", { hasText: "Search" }).click();
    // Opening focuses the field; typing goes straight in.
    await expect(field).toBeFocused();
    await page.keyboard.type("Kurta Pyjamas");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=Kurta\+Pyjamas$/);
    await expect(page.getByRole("status")).toHaveText(/^\d+ results for “Kurta Pyjamas”$/);
    // The page's own field carries the words; the header's has closed.
    await expect(page.getByRole("search", { name: "Catalogue" }).getByRole("searchbox")).toHaveValue("Kurta Pyjamas");
    await expect(field).toBeHidden();
    const results = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(results.first().getByRole("heading")).toHaveText(/Kurta Pyjama$/);
    await expect(results.first().getByRole("link", { name: /View details/ })).toHaveAttribute(
      "href",
      /^\/groom\/[a-z0-9-]+-kurta-pyjama$/,
    );

    // A new search from the page's field is read out in the same live region.
    const pageField = page.getByRole("search", { name: "Catalogue" }).getByRole("searchbox");
    await pageField.fill("  SHERWANIS ");
    await pageField.press("Enter");
    await expect(page.getByRole("status")).toHaveText(/^\d+ results for “SHERWANIS”$/);
    await expect(page).toHaveTitle("Search: SHERWANIS | The Men's Studio");

    // The whole card is the link (its ::after covers it).
    const first = results.first();
    const href = await first.getByRole("link", { name: /View details/ }).getAttribute("href");
    await first.click(); // the middle of the card: its picture, under the link's ::after
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("Escape closes the field and returns to the magnifier; the menu and the search take turns @mobile-only", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    const summary = header.locator("summary", { hasText: "Search" });
    const field = header.getByRole("searchbox", { name: "Search the collections" });
    await summary.click();
    await expect(field).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(field).toBeHidden();
    await expect(summary).toBeFocused();
    await summary.click();
    await header.locator("summary[data-slot=menu-toggle]").click();
    await expect(field).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await summary.click();
    await expect(field).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("the header keeps its links on one line at 1280 px with the search button", async ({ page }) => {
    await page.goto("/");
    const row = page.getByRole("banner").locator("> div").first();
    const box = await row.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(80);
    for (const name of ["Brand Story", "Visit Us"]) {
      const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name });
      expect((await link.boundingBox())!.height, `${name} on one line`).toBeLessThan(40);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Get In Touch" })).toBeVisible();
  });

  test("before a search: popular searches and the collections; with no results: ways on @mobile", async ({ page }) => {
    await page.goto("/search");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your piece");
    await page.getByRole("link", { name: "Linen shirt" }).click();
    await expect(page).toHaveURL(/\/search\?q=Linen\+shirt$/);
    await expect(page.getByRole("status")).toHaveText(/results for “Linen shirt”$/);

    await page.goto("/search?q=velvet+spacesuit");
    await expect(page.getByRole("status")).toHaveText("No results for “velvet spacesuit”");
    await expect(page.getByText("Check the spelling")).toBeVisible();
    const whatsapp = page.getByRole("link", { name: "Ask on WhatsApp" });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.*velvet%20spacesuit/);
    await expect(page.getByRole("link", { name: /^Call \+91/ })).toHaveAttribute("href", /^tel:\+\d+$/);
    await page
      .getByRole("navigation", { name: "Browse the collections" })
      .getByRole("link", { name: "Ramraj Collections" })
      .click();
    await expect(page).toHaveURL(/\/ramraj$/);
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's field opens and searches, results link to their items @mobile", async ({ page }) => {
    await page.goto("/offers");
    const header = page.getByRole("banner");
    await header.locator("summary", { hasText: "Search" }).click();
    const field = header.getByRole("searchbox", { name: "Search the collections" });
    await field.fill("tee");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=tee$/);
    await expect(page.getByRole("status")).toHaveText(/^\d+ results for “tee”$/);
    const link = page
      .getByRole("main")
      .getByRole("link", { name: /View details/ })
      .first();
    await expect(link).toHaveAttribute("href", /^\/[a-z/-]+\/[a-z0-9-]+$/);
    // A 100-character cap on the field; the server cuts anything longer.
    await page.goto(`/search?q=${"shirt ".repeat(60)}`);
    await expect(page.getByRole("status")).toHaveText(/results for “(shirt ){15}shirt”$/);
  });
});
