import { join } from "node:path";
import type { Page } from "@playwright/test";
import { openDatabase, type Database } from "../../app/services/platform/db.server";
import { seedReviews, type ReviewSeed } from "../support/public-reviews";
import { startServer, type RunningServer } from "../support/server";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * Where reviews show (issue 34): /reviews with a review and its stars; from five
 * reviews the home stats strip and the winter page's hero state the computed figure,
 * linked to /reviews; an item with reviews carries Product + AggregateRating JSON-LD.
 *
 * On a server of its own (a fresh database), since the figures depend on exactly which
 * reviews exist. Reviews are made as they are in life: a link for a visited booking,
 * submitted through the one intake path (tests/support/public-reviews.ts).
 */
let server: RunningServer;
let database: Database;
let item: { id: number; ref: string; title: string; slug: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer();
  database = openDatabase({ kind: "sqlite", file: join(server.dataDir, "site.db") });
  const row = await database.db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select(["items.id", "items.slug", "items.title"])
    .where("collections.path", "=", "/groom")
    .where("items.status", "=", "published")
    .orderBy("items.position")
    .executeTakeFirstOrThrow();
  item = { id: row.id, ref: `groom/${row.slug}`, title: row.title, slug: row.slug };
});

test.afterAll(async () => {
  await database?.db.destroy();
  await server?.stop();
  server?.cleanup();
});

const seed = (reviews: ReviewSeed[]) => seedReviews(database, server.sessionSecret, reviews);

/** Opens `path` on this file's server once the server's cached pages have caught up with the reviews. */
async function openWhenShown(page: Page, path: string, words: string | RegExp) {
  // The seeding is another process's write: the server drops its cached pages within a second.
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get(server.url + path)).text();
        return typeof words === "string" ? html.includes(words) : words.test(html);
      },
      { timeout: 5_000, intervals: [200] },
    )
    .toBe(true);
  await page.goto(server.url + path);
}

const shots = (name: string) => `.cache/screens/reviews-${name}-${test.info().project.name}.png`;

test("/reviews shows a review with its stars, its words and the figures; the claims stay the owner's below five @mobile", async ({
  page,
  browser,
}) => {
  await seed([{ stars: 2, words: "The tailor kept me waiting forty minutes.", name: "Arjun M." }]);
  await openWhenShown(page, "/reviews", "The tailor kept me waiting");
  await expect(page).toHaveTitle(/^Customer Reviews \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/reviews$/);
  await expect(page.getByRole("heading", { level: 1, name: "Customer Reviews" })).toBeVisible();
  const review = page.getByRole("article").filter({ hasText: "Arjun M." });
  await expect(review.getByRole("img", { name: "Rated 2 out of 5" })).toBeVisible();
  await expect(review).toContainText("The tailor kept me waiting forty minutes.");
  // The distribution in words, not the bar alone.
  const filter = page.getByRole("navigation", { name: "Filter by stars" });
  await expect(filter.getByRole("link", { name: /^2 stars\s+1 \(100%\) review$/ })).toBeVisible();
  await page.screenshot({ path: shots("list"), fullPage: true });
  await expectNoAxeViolations(page);

  // A filter is a link: the 5-star view has none yet.
  await filter.getByRole("link", { name: /^5 stars/ }).click();
  await expect(page).toHaveURL(/\/reviews\?stars=5$/);
  await expect(page.getByRole("heading", { level: 2, name: "5 stars reviews" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);

  // Without JavaScript the filter and the list are the same links and HTML.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(server.url + "/reviews");
  await plain
    .getByRole("navigation", { name: "Filter by stars" })
    .getByRole("link", { name: /^2 stars/ })
    .click();
  await expect(plain).toHaveURL(/\/reviews\?stars=2$/);
  await expect(plain.getByRole("article").filter({ hasText: "Arjun M." })).toBeVisible();
  await noScript.close();

  // One review is not yet a figure: the home page states the owner's.
  await page.goto(server.url + "/");
  const strip = page.getByRole("region", { name: /in numbers$/ });
  await expect(strip).toContainText("4.9/5");
  await expect(strip.getByRole("link", { name: /reviews/ })).toHaveCount(0);
  // And the footer leads to the reviews.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Customer Reviews" })).toHaveAttribute(
    "href",
    "/reviews",
  );
});

test("with five reviews the home stats strip and the winter hero state the computed figure, linked to /reviews @mobile", async ({
  page,
}) => {
  await seed([
    { stars: 5, words: "Fitted the sherwani in two days.", item },
    { stars: 5, item },
    { stars: 4, words: "Good advice on the safa.", item },
    { stars: 4, words: "Honest about what suited me." },
  ]);
  // (2 + 5 + 5 + 4 + 4) / 5 = 4.0.
  await openWhenShown(page, "/", "5 reviews from store visits");
  const strip = page.getByRole("region", { name: /in numbers$/ });
  const rating = strip.getByRole("link", { name: /^4\.0\/5/ });
  await expect(rating).toHaveAttribute("href", "/reviews");
  await expect(strip).toContainText("5 reviews from store visits");
  await rating.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots("home-strip") });

  await page.goto(server.url + "/pants");
  const hero = page.getByRole("region", { name: "Stay Warm in Style With Premium Winter Wear" });
  const claim = hero.getByRole("link", { name: "4.0/5 · 5 reviews from store visits" });
  await expect(claim).toHaveAttribute("href", "/reviews");
  await page.screenshot({ path: shots("winter-hero") });
  await waitForHydration(page);
  await claim.click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page.getByRole("article")).toHaveCount(5);
});

test("an item with reviews shows them and carries valid Product + AggregateRating JSON-LD @mobile", async ({
  page,
}) => {
  await page.goto(`${server.url}/groom/${item.slug}`);
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null") as Record<string, unknown>));
  type ProductData = {
    "@context": string;
    name: string;
    aggregateRating: unknown;
    review: Array<{
      "@type": string;
      author: unknown;
      reviewRating: { ratingValue: number };
      datePublished: string;
    }>;
  };
  const product = data.find((d) => d["@type"] === "Product") as ProductData | undefined;
  expect(product, JSON.stringify(data)).toBeDefined();
  expect(product!["@context"]).toBe("https://schema.org");
  expect(product!.name).toBe(item.title);
  // 5, 5 and 4 stars: 4.7 from 3 reviews.
  expect(product!.aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: 4.7,
    reviewCount: 3,
    bestRating: 5,
    worstRating: 1,
  });
  expect(product!.review).toHaveLength(3);
  for (const review of product!.review) {
    expect(review["@type"]).toBe("Review");
    expect(review.author).toEqual({ "@type": "Person", name: "Ravi K." });
    expect(review.reviewRating.ratingValue).toBeGreaterThanOrEqual(4);
    expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  // The store's own rating is not marked up (no self-serving LocalBusiness rating).
  expect(data.some((d) => d["@type"] !== "Product" && "aggregateRating" in d)).toBe(false);

  const dialog = page.getByRole("dialog", { name: item.title });
  await expect(dialog.getByRole("img", { name: "Rated 4.7 out of 5 from 3 reviews" })).toBeVisible();
  await expect(dialog.getByRole("article")).toHaveCount(3);
  await expect(dialog.getByText("Fitted the sherwani in two days.")).toBeVisible();
  await expect(dialog.getByText("Rating only")).toHaveCount(1);
  await dialog.getByRole("heading", { name: "Reviews from store visits" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots("item-dialog") });
  await expectNoAxeViolations(page);

  // Its card shows the computed stars; the other pieces none.
  await page.goto(server.url + "/groom");
  const cards = page.getByRole("list", { name: "Everything for the Groom" }).getByRole("listitem");
  await expect(cards.first().getByRole("img", { name: "Rated 4.7 out of 5 from 3 reviews" })).toBeVisible();
  await expect(cards.getByRole("img", { name: /^Rated / })).toHaveCount(1);

  // Opened from the grid, the dialog does not wait for the reviews: they follow it.
  await waitForHydration(page);
  await cards
    .first()
    .getByRole("link", { name: /View details/ })
    .click();
  const opened = page.getByRole("dialog", { name: item.title });
  await expect(opened).toBeVisible();
  await expect(opened.getByRole("article")).toHaveCount(3);
  await expect(opened.getByText("Fitted the sherwani in two days.")).toBeVisible();
});
