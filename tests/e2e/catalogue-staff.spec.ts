import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { sqliteDatabase, type TestDatabase } from "../integration/databases";
import { startServer, type RunningServer } from "../support/server";
import { TEST_ADMIN as ADMIN } from "../support/test-admin";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * Staff run the catalogue in a real browser. These tests change the catalogue, so
 * they run against a server of their own (fresh database) instead of the shared one,
 * where the collection screens' counts are being checked at the same time.
 */
// Uploads and several page loads per test: longer than the default on a busy machine.
test.describe.configure({ mode: "serial", timeout: 240_000 });

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

async function jpeg(color: string): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1500, channels: 3, background: color } })
    .composite([
      { input: Buffer.from(`<svg width="1200" height="1500"><circle cx="600" cy="700" r="400" fill="#fff8"/></svg>`) },
    ])
    .jpeg()
    .toBuffer();
}

async function cards(page: Page, section: string) {
  return page.getByRole("list", { name: section }).getByRole("listitem");
}

async function titlesOn(page: Page, path: string, section: string) {
  await page.goto(url(path));
  return (await cards(page, section)).getByRole("heading", { level: 3 }).allTextContents();
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a new product with two photos goes live, with its dialog and gallery @mobile", async ({ page }) => {
    const started = Date.now();
    await signIn(page);
    await page.goto(url("/admin/products"));
    await page.getByRole("link", { name: "Add product" }).click();
    await page.getByRole("link", { name: "Groom Collections" }).click();
    await waitForHydration(page);
    await page.getByLabel("Title").fill("Saffron Raw-Silk Sherwani");
    await page.getByLabel("Category").selectOption({ label: "Traditional" });
    await page.getByLabel("Type").selectOption({ label: "Sherwani" });
    await page
      .getByLabel("Description")
      .fill("Saffron raw silk with a mandarin collar and antique-gold buttons, fitted in our tailoring room.");
    await page.getByLabel("Price").fill("₹21,500");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved. Add photos, describe them, then publish.")).toBeVisible();
    await waitForHydration(page);

    await page.getByLabel("Add photos").setInputFiles([
      { name: "front.jpg", mimeType: "image/jpeg", buffer: await jpeg("#c8741e") },
      { name: "back.jpg", mimeType: "image/jpeg", buffer: await jpeg("#8a3b12") },
    ]);
    const uploads = page.getByRole("list", { name: "Uploads" });
    await expect(uploads.getByText("Added")).toHaveCount(2, { timeout: 60_000 });
    await expect(page.getByLabel(/^Alt text of photo \d$/)).toHaveCount(2);

    // Publishing asks for the photos' words first.
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Describe every photo before publishing: 2 photos have no alt text.")).toBeVisible();
    await page.getByLabel("Alt text of photo 1").fill("Saffron raw-silk sherwani, front view");
    await page.getByLabel("Alt text of photo 2").fill("Saffron raw-silk sherwani, seen from the back");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published: it is on the site now.")).toBeVisible();
    console.log(`new product with two photos live after ${((Date.now() - started) / 1000).toFixed(1)} s`);

    await page.goto(url("/groom"));
    await waitForHydration(page);
    const card = (await cards(page, "Everything for the Groom")).filter({ hasText: "Saffron Raw-Silk Sherwani" });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("img")).toHaveAttribute("alt", "Saffron raw-silk sherwani, front view");
    await card.getByRole("link", { name: /View details/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Saffron Raw-Silk Sherwani" })).toBeVisible();
    await expect(dialog.getByText("₹21,500").first()).toBeVisible();
    await dialog.getByRole("button", { name: "View All Images (2)" }).click();
    await expect(dialog.getByText("1 / 2")).toBeVisible();
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog.getByText("2 / 2")).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Saffron raw-silk sherwani, seen from the back" })).toBeVisible();
  });
});

test("reorder items by buttons and by keyboard drag; the public page follows", async ({ page }) => {
  await signIn(page);
  const section = "The Dhoti Range";
  const before = await titlesOn(page, "/ramraj", section);
  await page.goto(url("/admin/collections/ramraj"));
  await waitForHydration(page);
  await page.getByRole("button", { name: `Move ${before[1]} up` }).click();
  await expect(page.getByRole("button", { name: `Move ${before[1]} up` })).toBeDisabled();
  expect((await titlesOn(page, "/ramraj", section)).slice(0, 2)).toEqual([before[1], before[0]]);

  // Drag with the keyboard: Space picks up, an arrow moves, Space drops; each key once
  // the last one is announced, as a screen reader's user hears it.
  await page.goto(url("/admin/collections/ramraj"));
  await waitForHydration(page);
  const adminOrder = () =>
    page.getByRole("list", { name: "Items of Ramraj Collections, in order" }).getByRole("link").allTextContents();
  const dragged = before[1]!;
  const announced = async (text: RegExp) => {
    await expect(page.getByRole("status").filter({ hasText: text })).toBeAttached();
    // dnd-kit listens for the next key from a timer it sets on pick-up (so that the
    // Space itself is not taken twice): one of ours, set after it, has run after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  await page.getByRole("button", { name: `Drag to move ${dragged}` }).focus();
  await page.keyboard.press("Space");
  // Picked up where it was (dnd-kit says "over" its own place at once).
  await announced(/(Picked up .*, at|is over) position 1 of/);
  await page.keyboard.press("ArrowDown");
  await announced(/is over position 2 of/);
  await page.keyboard.press("Space");
  await announced(/dropped at position 2 of/);
  await expect.poll(async () => (await adminOrder()).indexOf(dragged)).toBeGreaterThan(0);
  // Saved on the server: a fresh load of the staff page and the public page agree.
  await expect
    .poll(async () => {
      await page.goto(url("/admin/collections/ramraj"));
      return (await adminOrder()).indexOf(dragged);
    })
    .toBeGreaterThan(0);
  const saved = await adminOrder();
  expect(await titlesOn(page, "/ramraj", section)).toEqual(saved);
});

test("hiding an item takes it off its page", async ({ page }) => {
  await signIn(page);
  const section = "Layers for Every Chill";
  const before = await titlesOn(page, "/pants", section);
  await page.goto(url("/admin/products?collection=winter"));
  await page.getByRole("link", { name: before[0]!, exact: true }).click();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByText("Hidden: it is off the site, and kept here.")).toBeVisible();
  const after = await titlesOn(page, "/pants", section);
  expect(after).toEqual(before.slice(1));
});

test("two staff on one product: the second save gets the conflict message and a way to reload", async ({
  browser,
}: {
  browser: Browser;
}) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await signIn(first);
  await signIn(second);
  await first.goto(url("/admin/products?collection=nightwear"));
  const link = first.getByRole("link", { name: "Navy Cotton Track Pants", exact: true });
  const href = await link.getAttribute("href");
  await first.goto(url(href!));
  await second.goto(url(href!));
  await waitForHydration(first);
  await waitForHydration(second);

  await first.getByLabel("Title").fill("Navy Cotton Track Pants (soft)");
  await first.getByRole("button", { name: "Save changes" }).click();
  await expect(first.getByText("Saved.")).toBeVisible();

  await second.getByLabel("Title").fill("Navy Cotton Track Pants (tapered)");
  await second.getByRole("button", { name: "Save changes" }).click();
  await expect(second.getByText("This product was changed by someone else since you opened it.")).toBeVisible();
  await expect(second.getByLabel("Title")).toHaveValue("Navy Cotton Track Pants (tapered)");
  await second.getByRole("link", { name: "Reload the product" }).click();
  await expect(second.getByLabel("Title")).toHaveValue("Navy Cotton Track Pants (soft)");
});

test("after the server refused a save, the browser's checks are shown again, and focus lands on a shown message", async ({
  page,
}) => {
  await signIn(page);
  await page.goto(url("/admin/products?collection=ramraj"));
  const href = await page.getByRole("list", { name: "Products" }).getByRole("link").first().getAttribute("href");
  // The page's scripts are held back, so the first save is the plain form's post, answered by the server.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url(href!), { waitUntil: "commit" });
  const save = page.getByRole("button", { name: /^(Save changes|Save draft|Save)$/ });
  await page.getByLabel("Title").fill("x");
  await save.click();
  const titleError = page.getByText("Enter a title of at least 2 characters.");
  await expect(titleError).toBeVisible();
  release();
  await waitForHydration(page);

  // Now in the browser: the title is right, the type is not.
  await page.getByLabel("Title").fill("Ramraj Dhoti, Renamed");
  await page.getByLabel("Type").selectOption("");
  await save.click();
  const typeError = page.getByText("Choose a type.");
  await expect(typeError).toBeVisible();
  await expect(titleError).toHaveCount(0);
  await expect(page.getByLabel("Type")).toBeFocused();
  await expect(page.getByLabel("Type")).toHaveAttribute("aria-describedby", (await typeError.getAttribute("id"))!);
});

test("a collection's words and a new type: the server's check without JavaScript, the same words in the browser", async ({
  page,
}) => {
  await signIn(page);
  // The page's scripts are held back, so the first save is the plain form's post, answered by the server.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url("/admin/collections/winter"), { waitUntil: "commit" });
  const save = page.getByRole("button", { name: "Save words and labels" });
  await page
    .getByLabel(/^Filter 1 of /)
    .first()
    .fill("");
  await save.click();
  await expect(page.getByText("A filter needs a label.")).toBeVisible();
  release();
  await waitForHydration(page);

  // Now the browser checks with the same schema (zod/mini), before any post.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page
    .getByLabel(/^Filter 1 of /)
    .first()
    .fill("Pants");
  await page.getByLabel("Hero title").fill("");
  await save.click();
  await expect(page.getByText("Hero title cannot be empty.")).toBeVisible();
  await expect(page.getByText("A filter needs a label.")).toHaveCount(0);
  const addType = page.locator("#add-type");
  await addType.getByLabel("Name").fill("x");
  await addType.getByRole("button", { name: "Add type" }).click();
  await expect(addType.getByText("Enter the name of the new type, e.g. Nehru Jacket.")).toBeVisible();
  expect(posts).toEqual([]);
});

const STAFF_SCREENS = [
  "/admin/products",
  "/admin/products/new",
  "/admin/products/new?collection=innerwear",
  "/admin/collections",
  "/admin/collections/groom",
];

test("staff screens have no axe violations @mobile", async ({ page }) => {
  await signIn(page);
  await page.goto(url("/admin/products?collection=groom"));
  const product = await page.getByRole("list", { name: "Products" }).getByRole("link").first().getAttribute("href");
  for (const path of [...STAFF_SCREENS, product!]) {
    await page.goto(url(path));
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  }
});
