import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { sqliteDatabase, type TestDatabase } from "../integration/databases";
import { startServer, type RunningServer } from "../support/server";
import { TEST_ADMIN as ADMIN } from "../support/test-admin";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * The owner keeps the public pages' other lists from Settings → Showcase, the one
 * editor of the slides (issue 32): a trending card's photo replaced and made its
 * cover is on `/` at the next load; "Make cover" without JavaScript on the offers
 * page's featured cards; the social grid shows no like counts until one is typed.
 * These change the settings, so they run against a server of their own.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

let database: TestDatabase;
let server: RunningServer;

test.beforeAll(async () => {
  database = await sqliteDatabase();
  server = await startServer({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  await database?.dispose();
});

const url = (path: string) => server.url + path;

async function signIn(page: Page) {
  await page.goto(url("/admin"));
  await waitForHydration(page);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A browser without JavaScript, signed in: the plain forms' way. */
async function plainPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  await page.goto(url("/admin"));
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

const trendingCards = (page: Page) => page.locator('section[aria-labelledby="trending-title"] article');
const socialTiles = (page: Page) => page.locator('section[aria-labelledby="social-title"] ul').last().locator("li");

test("a trending card's photo is replaced, made its cover, and shows on / @mobile", async ({ page }) => {
  await signIn(page);
  await page.goto(url("/admin/settings/showcase?list=trending"));
  await page.getByRole("link", { name: "Edit Office Ready Formals" }).click();
  await waitForHydration(page);
  await expect(page.getByTestId("slide-photo")).toHaveCount(3);

  // A card holds three, all generated: the store's photograph takes the third's place in one upload.
  await expect(page.getByRole("heading", { name: "Replace the generated artwork" })).toBeVisible();
  const third = await page.getByLabel("Description of photo 3").inputValue();
  const photo = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: "#1f2a44" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="1500"><rect x="300" y="300" width="600" height="900" fill="#c9a45c"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  await page.getByLabel("Choose a photo").setInputFiles({ name: "formals.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByLabel("What it shows").fill("A navy suit and white shirt on the studio rail");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Photo added in place of a generated picture.")).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId("slide-photo")).toHaveCount(3);
  await expect(page.getByLabel("Description of photo 3")).toHaveValue("A navy suit and white shirt on the studio rail");
  // The generated picture it replaced is gone, not moved.
  for (const n of [1, 2]) await expect(page.getByLabel(`Description of photo ${n}`)).not.toHaveValue(third);

  await page.getByRole("button", { name: "Make cover: photo 3" }).click();
  await expect(page.getByText("New order saved: the site shows it now.")).toBeVisible();
  await expect(page.getByLabel("Description of photo 1")).toHaveValue("A navy suit and white shirt on the studio rail");

  await page.goto(url("/"));
  const card = trendingCards(page).first();
  await expect(card.locator("img").first()).toHaveAttribute("alt", "A navy suit and white shirt on the studio rail");
  const source = await card.locator('picture source[type="image/avif"]').first().getAttribute("srcset");
  expect(source).toMatch(/\/images\/media\/[a-f0-9]{32}-400\.avif 400w/);
  expect((await page.request.get(url(source!.split(" ")[0]!))).status()).toBe(200);
});

test("Make cover without JavaScript on a featured card of /offers @mobile", async ({ browser }) => {
  const page = await plainPage(browser, { width: 375, height: 740 });
  await page.goto(url("/admin/settings/showcase?list=featured"));
  await page.getByRole("link", { name: "Edit Weekend Polos" }).click();
  const second = await page.getByLabel("Description of photo 2").inputValue();
  await page.getByRole("button", { name: "Make cover: photo 2" }).click();
  await expect(page.getByText("New cover: the site shows it first now.")).toBeVisible();
  await expect(page.getByLabel("Description of photo 1")).toHaveValue(second);

  await page.goto(url("/offers"));
  const card = page.locator('section[aria-labelledby="featured-title"] article').nth(1);
  await expect(card.getByRole("heading", { name: "Weekend Polos" })).toBeVisible();
  await expect(card.locator("img").first()).toHaveAttribute("alt", second);
  // The typed stars are gone: no card states a rating nobody measured.
  await expect(page.locator('section[aria-labelledby="featured-title"]')).not.toContainText("out of 5");
  await page.context().close();
});

test("the social grid shows no like counts until the owner types a post's own @mobile", async ({ page }) => {
  await page.goto(url("/"));
  await expect(socialTiles(page)).toHaveCount(4);
  await expect(socialTiles(page).filter({ hasText: "likes" })).toHaveCount(0);

  await signIn(page);
  await page.goto(url("/admin/settings/showcase?list=social"));
  await page
    .getByRole("link", { name: /^Edit / })
    .nth(1)
    .click();
  await page.getByLabel("Link to the post").fill("https://www.instagram.com/p/Cx1Abc/");
  await page.getByLabel("Likes").fill("1,204");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible();

  await page.goto(url("/"));
  await expect(socialTiles(page).filter({ hasText: "likes" })).toHaveCount(1);
  const tile = socialTiles(page).nth(1);
  await expect(tile).toContainText("1,204 likes");
  await expect(tile.getByRole("link")).toHaveAttribute("href", "https://www.instagram.com/p/Cx1Abc/");
});

test("a featured card's photos are put in order with the keyboard's drag, saved with no page load @mobile", async ({
  page,
}) => {
  await signIn(page);
  await page.goto(url("/admin/settings/showcase?list=featured"));
  // A page of its own (not a client navigation, whose end may move the focus after ours).
  const slide = await page.getByRole("link", { name: "Edit Silk Shirt & Dhoti Sets" }).getAttribute("href");
  await page.goto(url(slide!));
  await waitForHydration(page);
  await expect(page.locator("[data-photo]")).toHaveCount(3);
  const order = () => page.locator("[data-photo]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-photo")));
  const [a, b, c] = await order();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // Space on the handle picks photo 1 up, the arrow moves it down one, Space drops it:
  // each key once the last one is announced, as a screen reader's user hears it.
  const announced = async (text: RegExp) => {
    await expect(page.getByRole("status").filter({ hasText: text })).toBeAttached();
    // dnd-kit listens for the next key from a timer it sets on pick-up: one set after it has run after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  await page.getByRole("button", { name: "Drag to move photo 1" }).focus();
  await page.keyboard.press("Space");
  await announced(/(Picked up .*, at|is over) position 1 of/);
  await page.keyboard.press("ArrowDown");
  await announced(/is over position 2 of/);
  await page.keyboard.press("Space");
  await announced(/dropped at position 2 of/);
  await expect.poll(order).toEqual([b, a, c]);
  await expect(page.getByRole("status").filter({ hasText: "New order saved" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.reload();
  expect(await order()).toEqual([b, a, c]);
});

test("the lists are chosen by their page: compact at 375 px, each two keys away without JavaScript @mobile", async ({
  browser,
}) => {
  const page = await plainPage(browser, { width: 375, height: 740 });
  await page.goto(url("/admin/settings/showcase"));
  const chooser = page.getByRole("navigation", { name: "Showcase lists" });
  // Twelve lists in one row of chips took six rows (about 350 px) of a phone's screen.
  expect((await chooser.boundingBox())!.height).toBeLessThanOrEqual(220);
  const lists = [
    ["Home", "Hero", "hero"],
    ["Home", "Offer banner", "promo"],
    ["Home", "Trending", "trending"],
    ["Home", "Social grid", "social"],
    ["Gallery", "Collections", "gallery"],
    ["Slider", "Slides", "slider"],
    ["About", "Picture", "about"],
    ["About", "Timeline", "timeline"],
    ["About", "Collection groups", "groups"],
    ["Visit", "Picture", "visit"],
    ["Offers", "Picture", "offers"],
    ["Offers", "Featured", "featured"],
  ] as const;
  for (const [pageName, listName, list] of lists) {
    const pages = chooser.getByRole("list", { name: "Public pages" });
    await pages.getByRole("link", { name: pageName, exact: true }).press("Enter");
    await expect(pages.getByRole("link", { name: pageName, exact: true })).toHaveAttribute("aria-current", "true");
    const chip = chooser
      .getByRole("list", { name: `Lists on the ${pageName} page` })
      .getByRole("link", { name: new RegExp(`^${listName} \\d+$`) });
    await chip.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]list=${list}$`));
    await expect(chip).toHaveAttribute("aria-current", "page");
  }
  await page.context().close();
});

test("the lists' editors have no axe violations @mobile", async ({ page }) => {
  await signIn(page);
  for (const list of ["trending", "social", "groups"]) {
    await page.goto(url(`/admin/settings/showcase?list=${list}`));
    await expectNoAxeViolations(page);
    await page
      .getByRole("link", { name: /^Edit / })
      .first()
      .click();
    await expect(page.locator("#photos")).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
