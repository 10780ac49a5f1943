import { indexedPages, publicPages } from "../../app/content/routes-meta";
import { PLACEHOLDER_SITE_URL } from "../../app/lib/seo/site-meta";
import { expect, test, waitForHydration } from "./fixtures";

// The browser tests' server starts without SITE_URL (tests/support/server.ts): the placeholder.
const siteUrl = PLACEHOLDER_SITE_URL;

const myPages = ["/", "/about", "/offers", "/visit", "/gallery", "/slider"];

test.describe("search engines and sharing", () => {
  test("each page has its title, description, canonical and Open Graph/Twitter tags with an image", async ({
    page,
  }) => {
    // One page load per public route: a budget for all of them, not for one. The tags
    // are in the server's HTML, so no page waits for its images.
    test.setTimeout(90_000);
    for (const path of myPages) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const meta = publicPages.find((p) => p.path === path)!;
      await expect(page).toHaveTitle(new RegExp(meta.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", meta.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(path, siteUrl).toString());
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /The Men's Studio/);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        new URL(path, siteUrl).toString(),
      );
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(image, path).toMatch(new RegExp(`^${siteUrl}/images/site/.+\\.webp$`));
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    }
  });

  test("a page reached by a client navigation names the server's address too (from the shell's data, not the build)", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.locator('footer a[href="/offers"]').first().click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/offers`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${siteUrl}/offers`);
    // An item opened from its collection's grid: its own canonical, its Product data.
    await page.goto("/groom");
    await waitForHydration(page);
    await page.locator('a[href="/groom/onion-pink-handwork-sherwani"]').first().click();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${siteUrl}/groom/onion-pink-handwork-sherwani`,
    );
  });

  test("ClothingStore JSON-LD on home and visit: address, geo, hours, six last-Tuesday closures", async ({ page }) => {
    for (const path of ["/", "/visit"]) {
      await page.goto(path);
      const text = await page.locator('script[type="application/ld+json"]').first().textContent();
      const data = JSON.parse(text!);
      expect(data["@type"]).toBe("ClothingStore");
      expect(data.address.postalCode).toBe("560057");
      expect(data.geo.latitude).toBeCloseTo(13.0079, 3);
      expect(data.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
      expect(data.sameAs).toHaveLength(4);
      const dates: string[] = data.specialOpeningHoursSpecification.map((s: { validFrom: string }) => s.validFrom);
      expect(dates).toHaveLength(6);
      for (const date of dates) {
        const day = new Date(`${date}T00:00:00Z`);
        expect(day.getUTCDay(), date).toBe(2);
        // The last Tuesday: a week later is next month.
        expect(new Date(day.getTime() + 7 * 86_400_000).getUTCMonth(), date).not.toBe(day.getUTCMonth());
      }
    }
  });

  test("the static HTML's JSON-LD lists six closures from the build date on", async ({ request }) => {
    const html = await (await request.get("/visit")).text();
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    const data = JSON.parse(json!);
    const dates: string[] = data.specialOpeningHoursSpecification.map((s: { validFrom: string }) => s.validFrom);
    expect(dates).toHaveLength(6);
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(2);
  });

  test("robots.txt keeps crawlers out of admin and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.headers()["content-type"]).toContain("text/plain");
    const body = await response.text();
    expect(body).toContain("Disallow: /admin");
    expect(body).toContain("Disallow: /api/");
    expect(body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test("sitemap.xml lists every indexed public route and each collection's item pages, not the search results nor the admin area", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const body = await response.text();
    const locs = [...body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    const pages = indexedPages().map((p) => new URL(p.path, siteUrl).toString());
    expect(locs.filter((loc) => pages.includes(loc))).toEqual(pages);
    // The rest are item pages, each under a collection's path.
    const items = locs.filter((loc) => !pages.includes(loc));
    expect(items).toContain(`${siteUrl}/groom/onion-pink-handwork-sherwani`);
    expect(items).toContain(`${siteUrl}/collections/formals/ivory-giza-cotton-shirt`);
    for (const loc of items)
      expect(
        pages.some((page) => loc.startsWith(`${page}/`)),
        loc,
      ).toBe(true);
    expect(body).not.toContain("/admin");
    expect(body).not.toContain("/search");
  });

  test("search results are noindex, follow and titled by the query; robots.txt lets crawlers read that", async ({
    page,
    request,
  }) => {
    for (const path of ["/search", "/search?q=sherwani", "/search?q=no-such-thing-at-all"]) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    }
    await expect(page).toHaveTitle("Search: no-such-thing-at-all | The Men's Studio");
    expect(publicPages.find((p) => p.path === "/search")?.indexed).toBe(false);
    // A Disallow would hide the noindex from crawlers (and a linked URL could still be listed bare).
    expect(await (await request.get("/robots.txt")).text()).not.toContain("Disallow: /search");
  });
});
