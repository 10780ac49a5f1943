import type { Page } from "@playwright/test";
import sharp from "sharp";
import { sqliteDatabase, type TestDatabase } from "../integration/databases";
import { startServer, type RunningServer } from "../support/server";
import { TEST_ADMIN as ADMIN } from "../support/test-admin";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * Pictures staff change without a rebuild (issue 32), in a real browser: a gallery
 * collection's new photo made its card's cover in one tap, and a collection screen's
 * hero picture replaced from the collection's page. They change the site, so they run
 * against a server of their own (fresh database).
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

async function signIn(page: Page) {
  await page.goto(url("/admin"));
  await waitForHydration(page);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A plain portrait photograph: a coloured ground with a circle, different for each colour. */
async function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1500, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from('<svg width="1200" height="1500"><circle cx="600" cy="750" r="400" fill="#c9a45c"/></svg>'),
      },
    ])
    .jpeg()
    .toBuffer();
}

test("@mobile Make cover makes a gallery collection's new photo its card", async ({ page }) => {
  const alt = `A tailor pinning a grey suit's sleeve (${test.info().project.name})`;
  await signIn(page);
  await page.goto(url("/admin/settings/showcase?list=gallery"));
  await page.getByRole("link", { name: "Edit Formal Collection" }).click();
  await page
    .getByLabel("Choose a photo")
    .setInputFiles({ name: "fitting.jpg", mimeType: "image/jpeg", buffer: await photo("#3b4a63") });
  await page.getByLabel("What it shows").fill(alt);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Photo added.")).toBeVisible();
  await waitForHydration(page);

  // The new photo is the last; one tap makes it the cover, without a page load.
  const list = page.getByRole("list", { name: "Photos, in the order the page shows them" });
  const last = list.getByRole("listitem").last();
  await expect(last.getByRole("textbox")).toHaveValue(alt);
  await last.getByRole("button", { name: /^Make cover: photo \d+$/ }).click();
  await expect(page.getByText("New order saved: the site shows it now.")).toBeVisible();
  await expect(list.getByRole("listitem").first().getByRole("textbox")).toHaveValue(alt);
  await expect(list.getByRole("listitem").first()).toContainText("Cover");

  await page.goto(url("/gallery"));
  const card = page.locator("article").filter({ has: page.getByRole("heading", { name: "Formal Collection" }) });
  await expect(card.locator("img").first()).toHaveAttribute("alt", alt);
  await expect(card.locator("img").first()).toHaveAttribute("src", /\/images\/media\/[a-f0-9]{32}-800\.webp$/);
});

test("@mobile a replaced collection hero shows on the public page", async ({ page }) => {
  const slug = test.info().project.name === "mobile" ? "clubwear" : "formals";
  const path = slug === "clubwear" ? "/collections/clubwear" : "/collections/formals";
  const alt = `An ivory linen shirt on a walnut hanger (${slug})`;
  await page.goto(url(path));
  const before = await page
    .locator("#collection-hero-title")
    .locator("xpath=ancestor::section")
    .locator("img")
    .getAttribute("src");
  await signIn(page);
  await page.goto(url(`/admin/collections/${slug}`));
  const section = page.getByRole("region", { name: "Hero picture" });
  await expect(section).toContainText("Generated artwork");
  await section
    .getByLabel("Choose a photo")
    .setInputFiles({ name: "shirt.jpg", mimeType: "image/jpeg", buffer: await photo("#6b3d2e") });
  await section.getByLabel("What it shows").fill(alt);
  await section.getByRole("button", { name: "Replace the picture" }).click();
  await expect(section.getByText("Picture replaced: the screen shows it now.")).toBeVisible();
  await expect(section).toContainText(alt);

  await page.goto(url(path));
  const hero = page.locator("section", { has: page.locator("#collection-hero-title") }).locator("img");
  await expect(hero).toHaveAttribute("alt", alt);
  await expect(hero).toHaveAttribute("src", /\/images\/media\/[a-f0-9]{32}-800\.webp$/);
  expect(await hero.getAttribute("src")).not.toBe(before);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("@mobile the collection's picture, badges and figures, trial choice, and a gallery slide's photos have no axe violations", async ({
  page,
}) => {
  await signIn(page);
  await page.goto(url("/admin/collections/innerwear"));
  await waitForHydration(page);
  await expectNoAxeViolations(page, { include: "#hero-picture" });
  await expectNoAxeViolations(page, { include: "#badges" });
  // Innerwear offers no trial: its list of types, not in use, must still be readable.
  await expect(page.getByLabel("Pieces of this collection can be reserved for a trial")).not.toBeChecked();
  await expectNoAxeViolations(page, { include: "#trial" });
  await page.goto(url("/admin/settings/showcase?list=gallery"));
  await page.getByRole("link", { name: "Edit Clubwear Collection" }).click();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});
