import type { Page } from "@playwright/test";
import sharp from "sharp";
import { sqliteDatabase, type TestDatabase } from "../integration/databases";
import { startServer, type RunningServer } from "../support/server";
import { TEST_ADMIN as ADMIN } from "../support/test-admin";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * The photo day at the counter on a 375 px phone (issue 32): a photo taken through the
 * camera's file input, cut to the card's shape and seen before it is added, Save and
 * next, the count going down, and the photo on the item's public page with its words.
 * And a photo uploaded in the product editor but not saved is on no public page. These
 * change photos, so they run on a server of their own.
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
  const response = await page.request.post(url("/api/login"), {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(response.status()).toBe(200);
}

/** A landscape phone photo: a garment-coloured ground with a light shape left of centre, so a crop shows. */
async function counterPhoto(color: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="1600" height="1200"><rect x="420" y="180" width="520" height="860" rx="60" fill="#f4ead8"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
}

/** "31 of 89 done · 58 to go" as numbers. */
async function progress(page: Page) {
  const text = (await page.getByTestId("photo-day-progress").textContent()) ?? "";
  const [, done, total] = /([\d,]+) of ([\d,]+) done/.exec(text) ?? [];
  const toGo = /([\d,]+) to go/.exec(text)?.[1] ?? "0";
  const n = (s: string | undefined) => Number((s ?? "").replace(/,/g, ""));
  return { done: n(done), total: n(total), toGo: n(toGo) };
}

test("take a photo, see its crop, Save and next: the count goes down and the item page shows it @mobile-only", async ({
  page,
}) => {
  await signIn(page);
  await page.goto(url("/admin/photo-day"));
  await waitForHydration(page);
  const before = await progress(page);
  expect(before.total).toBeGreaterThan(1);
  expect(before.toGo).toBe(before.total - before.done);
  const title = (await page.locator("#photo-day-item").textContent())!.trim();
  const itemPath = (await page.getByRole("link", { name: "See it on the site" }).getAttribute("href"))!;

  // The phone's camera: an image input that asks for the back camera, several in turn.
  const camera = page.locator('input[type="file"][capture="environment"]');
  await expect(camera).toHaveAttribute("accept", "image/*");
  await expect(camera).toHaveAttribute("multiple", "");
  await camera.setInputFiles({ name: "counter.jpg", mimeType: "image/jpeg", buffer: await counterPhoto("#7a2e1d") });

  // The crop, in the card's shape, before anything is sent.
  const preview = page.getByTestId("crop-preview");
  await expect(preview).toBeVisible();
  await expect(preview.locator("img")).toBeVisible();
  const box = (await preview.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(0.8, 1);
  await page.getByLabel("Zoom").fill("1.4");
  await page.getByRole("button", { name: "Use this photo" }).click();

  // Added as a draft: described with the title to start from, and the cover.
  const alt = page.getByLabel(/^Alt text of photo \d+$/);
  await expect(alt).toHaveCount(1, { timeout: 60_000 });
  await expect(alt).toHaveValue(title);
  await expect(page.getByRole("radio", { name: /Make cover/ })).toBeChecked();
  const words = `${title}, photographed at the counter`;
  await alt.fill(words);

  await page.getByRole("button", { name: "Save and next" }).click();
  await expect(page.getByText(`Saved “${title}”: the site shows its new photo now.`)).toBeVisible();
  await expect(page.locator("#photo-day-item")).not.toHaveText(title);
  const after = await progress(page);
  expect(after).toEqual({ done: before.done + 1, total: before.total, toGo: before.toGo - 1 });

  // On the item's public page, with its words, as its first photo.
  await page.goto(url(itemPath));
  const photo = page.getByRole("img", { name: words }).first();
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute("src")).toMatch(/\/images\/media\/[a-f0-9]{32}-/);
});

test("a photo uploaded to a product but not saved is not on the public item page @mobile-only", async ({ page }) => {
  await signIn(page);
  // The item the photo day holds for this account: its id and its public page.
  await page.goto(url("/admin/photo-day"));
  const id = await page.locator('input[name="item"]').inputValue();
  const itemPath = (await page.getByRole("link", { name: "See it on the site" }).getAttribute("href"))!;

  await page.goto(url(`/admin/products/${id}`));
  await waitForHydration(page);
  await page
    .getByLabel("Add photos")
    .setInputFiles({ name: "mistake.jpg", mimeType: "image/jpeg", buffer: await counterPhoto("#1d4a7a") });
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Added as a draft")).toBeVisible({
    timeout: 60_000,
  });
  const draft = page.locator("#photos [data-photo]").last();
  await expect(draft.getByText("Draft", { exact: true })).toBeVisible();
  const src = (await draft.locator("img").getAttribute("src")) ?? "";
  const hash = /\/images\/media\/([a-f0-9]{32})-/.exec(src)?.[1];
  expect(hash).toBeDefined();
  await draft.scrollIntoViewIfNeeded();

  // Not saved: the item's page, the collection's and the sitemap know nothing of it.
  const itemPage = await page.request.get(url(itemPath));
  expect(itemPage.status()).toBe(200);
  const html = await itemPage.text();
  expect(html).toContain("</h1>");
  expect(html).not.toContain(hash!);
  expect(await (await page.request.get(url("/sitemap.xml"))).text()).not.toContain(hash!);
  await page.goto(url(itemPath));
  await expect(page.locator(`img[src*="${hash}"], source[srcset*="${hash}"]`)).toHaveCount(0);
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the photos go in one post, cut around their middle, then Save and next @mobile-only", async ({ page }) => {
    await signIn(page);
    await page.goto(url("/admin/photo-day"));
    const title = (await page.locator("#photo-day-item").textContent())!.trim();
    const before = await progress(page);
    await page
      .locator('input[type="file"][capture="environment"]')
      .setInputFiles({ name: "plain.jpg", mimeType: "image/jpeg", buffer: await counterPhoto("#2f5d3a") });
    await page.getByRole("button", { name: "Add the photos" }).click();
    await expect(page.getByText("1 photo added as a draft.")).toBeVisible({ timeout: 60_000 });
    // The last: the product editor's draft of the test before is on this item too, and is offered here as well.
    const alt = page.getByLabel(/^Alt text of photo \d+$/).last();
    await expect(alt).toHaveValue(title);
    await alt.fill(`${title}, folded on the counter`);
    await page.getByRole("button", { name: "Save and next" }).click();
    await expect(page.getByText(`Saved “${title}”`)).toBeVisible();
    expect((await progress(page)).done).toBe(before.done + 1);
  });
});

test("the photo day has no axe violations @mobile-only", async ({ page }) => {
  await signIn(page);
  await page.goto(url("/admin/photo-day"));
  await waitForHydration(page);
  await page
    .locator('input[type="file"][capture="environment"]')
    .setInputFiles({ name: "counter.jpg", mimeType: "image/jpeg", buffer: await counterPhoto("#5a3d7a") });
  await expect(page.getByTestId("crop-preview").locator("img")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a refused upload says why, and a try again that works clears it @mobile-only", async ({ page }) => {
  await signIn(page);
  await page.goto(url("/admin/photo-day"));
  await waitForHydration(page);
  // The first upload meets the per-account limit, as a fast morning at the counter can.
  let refused = false;
  await page.route("**/admin/products/*/images*", async (route) => {
    if (refused || route.request().method() !== "POST") return route.continue();
    refused = true;
    await route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ ok: false, message: "Too many uploads for now. Try again in 1 minute." }),
    });
  });
  await page
    .locator('input[type="file"][capture="environment"]')
    .setInputFiles({ name: "counter.jpg", mimeType: "image/jpeg", buffer: await counterPhoto("#3d5a7a") });
  await page.getByRole("button", { name: "Use this photo" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Too many uploads" });
  await expect(alert).toBeVisible();

  // The photo waits in its crop; the second try is added, and the old refusal goes.
  await page.getByRole("button", { name: "Use this photo" }).click();
  await expect(page.getByLabel(/^Alt text of photo \d+$/).last()).toBeVisible({ timeout: 60_000 });
  await expect(alert).toHaveCount(0);
});
