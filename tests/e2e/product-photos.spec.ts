import type { Page } from "@playwright/test";
import { sqliteDatabase, type TestDatabase } from "../integration/databases";
import { startServer, type RunningServer } from "../support/server";
import { TEST_ADMIN as ADMIN } from "../support/test-admin";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * A product's photos put in order on a phone: "Make cover" in one tap and drag, each
 * one post and no page load; without script, "Make cover" (move to first) and the
 * arrows, one post each. These change photos, so they run on a server of their own.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

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

/** Signs in through the API (the page's context keeps the cookie), so it works without script too. */
async function signIn(page: Page) {
  const response = await page.request.post(url("/api/login"), {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(response.status()).toBe(200);
}

/** A seeded groom product's edit page (four photos each); `nth` keeps the tests off each other's product. */
async function productPage(page: Page, nth: number): Promise<string> {
  await page.goto(url("/admin/products?collection=groom"));
  const href = await page.locator('a[href^="/admin/products/"]:not([href*="/new"])').nth(nth).getAttribute("href");
  return url(href!);
}

/** The photos' ids as the page lists them (their alt fields are named `alt-<id>`). */
const order = (page: Page) =>
  page
    .locator("#photos textarea")
    .evaluateAll((fields) => fields.map((field) => Number(field.getAttribute("name")!.slice("alt-".length))));

test("Make cover in one tap, then a drag: each saved in one post, with no page load @mobile-only", async ({ page }) => {
  await signIn(page);
  const product = await productPage(page, 0);
  await page.goto(product);
  await waitForHydration(page);
  const [a, b, c, d] = await order(page);
  // A page load would drop this mark.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await page.getByRole("button", { name: "Make cover: photo 3" }).tap();
  await expect.poll(() => order(page)).toEqual([c, a, b, d]);
  await expect(page.getByRole("status").filter({ hasText: "New order saved" })).toBeVisible();
  await expect(page.locator(`[data-photo="${c}"]`).getByText("Cover", { exact: true })).toBeVisible();
  // The new cover has no "Make cover" of its own; the focus stays on its row.
  await expect(page.getByRole("button", { name: "Make cover: photo 1" })).toHaveCount(0);
  await expect(page.locator(`[data-photo="${c}"] button`).first()).toBeFocused();

  // Drag the cover (photo 1) by its handle below photo 2.
  const handle = page.getByRole("button", { name: "Drag to move photo 1" });
  const below = page.locator(`[data-photo="${a}"]`);
  // Both rows in sight, clear of the bars fixed at the bottom of a phone's screen.
  await below.evaluate((row) => row.scrollIntoView({ block: "center" }));
  const from = (await handle.boundingBox())!;
  const to = (await below.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.75, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => order(page)).toEqual([a, c, b, d]);
  await expect(page.getByRole("status").filter({ hasText: "New order saved" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // Saved: a fresh load shows the same order.
  await page.reload();
  expect(await order(page)).toEqual([a, c, b, d]);
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("Make cover (move to first) and the arrows each move a photo in one post @mobile", async ({ page }) => {
    await signIn(page);
    const product = await productPage(page, 1);
    await page.goto(product);
    const [a, b, c, d] = await order(page);
    await expect(page.getByRole("button", { name: "Move photo 2 up" })).toBeVisible();
    // A row's buttons keep one line, the bin included, on a phone too.
    const cover = (await page.getByRole("button", { name: "Make cover: photo 2" }).boundingBox())!;
    const bin = (await page.getByRole("button", { name: "Remove photo 2" }).boundingBox())!;
    expect(Math.abs(bin.y - cover.y)).toBeLessThan(4);
    await page.getByRole("button", { name: "Make cover: photo 4" }).click();
    await expect(page).toHaveURL(/#photos$/);
    // Each click is a page load; the list is read once the new page is there.
    await expect.poll(() => order(page)).toEqual([d, a, b, c]);
    await page.getByRole("button", { name: "Move photo 2 down" }).click();
    await expect.poll(() => order(page)).toEqual([d, b, a, c]);
  });
});
