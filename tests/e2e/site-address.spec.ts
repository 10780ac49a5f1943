import { startServer, type RunningServer } from "../support/server";
import { TEST_ADMIN } from "../support/test-admin";
import { expect, test, waitForHydration } from "./fixtures";
import { asFreshVisitor, signInByApi } from "./staff-helpers";

/**
 * The site's address as the owner meets it: the browser tests' server starts without
 * SITE_URL, and the dashboard's checklist says what to set; a server started from the
 * same build with SITE_URL (no rebuild) names that address in its sitemap and in an
 * item page's canonical link, whether the page came from the server or from a tap in
 * the grid, and the checklist's line is gone.
 */
const ITEM = "/groom/onion-pink-handwork-sherwani";
const SITE_URL = "https://shop.example.in";

test.describe("the site's address", () => {
  test.beforeEach(async ({ page }) => asFreshVisitor(page));

  test("@mobile while SITE_URL is the placeholder, the owner's checklist says what to set", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admin/dashboard");
    const line = page.getByTestId("go-live").getByText("The site's address is still the placeholder");
    await expect(line).toBeVisible();
    await expect(line).toContainText("Set SITE_URL to the store's address");
  });

  test.describe("started with SITE_URL", () => {
    let server: RunningServer;
    test.beforeAll(async () => {
      server = await startServer({ env: { SITE_URL } });
    });
    test.afterAll(async () => {
      await server?.stop();
      server?.cleanup();
    });

    test("@mobile the sitemap and an item page's canonical link name it; the checklist line is gone", async ({
      page,
    }) => {
      const sitemap = await page.request.get(`${server.url}/sitemap.xml`);
      expect(await sitemap.text()).toContain(`<loc>${SITE_URL}${ITEM}</loc>`);

      await page.goto(`${server.url}${ITEM}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${ITEM}`);

      // Opened by a tap in the collection's grid: the canonical comes from the page's data, not the build.
      await page.goto(`${server.url}/groom`);
      await waitForHydration(page);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/groom`);
      await page.locator(`a[href="${ITEM}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${ITEM}$`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${ITEM}`);

      const login = await page.request.post(`${server.url}/api/login`, {
        data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      });
      expect(login.status()).toBe(200);
      await page.goto(`${server.url}/admin/dashboard`);
      await expect(page.getByTestId("go-live")).toBeVisible();
      await expect(page.getByTestId("go-live")).not.toContainText("The site's address");
    });
  });
});
