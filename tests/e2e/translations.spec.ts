import type { Page } from "@playwright/test";
import { readCollectionPage } from "../../app/services/catalogue/catalogue.server";
import { openDatabase } from "../../app/services/platform/db.server";
import { sqliteDatabase, type TestDatabase } from "../integration/databases";
import { startServer, type RunningServer } from "../support/server";
import { TEST_ADMIN as ADMIN } from "../support/test-admin";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Issue 33: a member of staff gives an item a Kannada title in the product editor, and
 * the item shows it in Kannada at the next load, with no rebuild; the editor's Kannada
 * and Hindi section works without JavaScript too. A server of its own (fresh database):
 * these tests change the catalogue.
 *
 * MERGE NOTE: this branch has no /kn routes yet (another helper adds them). Where
 * /kn/groom/<item> answers 404, the Kannada read is checked through the catalogue
 * service the route's loader calls; once the routes are in, the page itself is checked.
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
const ITEM = "/groom/indigo-denim-party-shirt";

async function signIn(page: Page) {
  const response = await page.request.post(url("/api/login"), {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(response.status()).toBe(200);
}

async function openEditor(page: Page, title = "Indigo Denim Party Shirt") {
  await page.goto(url(`/admin/products?q=${encodeURIComponent(title)}`));
  const href = await page.getByRole("link", { name: title, exact: true }).getAttribute("href");
  await page.goto(url(href!));
}

/** The item as a Kannada page shows it: the page once /kn routes exist, else the loader's own read. */
async function kannadaTitle(page: Page): Promise<{ title: string; lang: string | null }> {
  const response = await page.goto(url(`/kn${ITEM}`));
  if (response?.status() === 404) {
    const db = openDatabase({ kind: "sqlite", file: `${database.dataDir}/site.db` });
    try {
      const item = (await readCollectionPage(db.db, "/groom", "kn"))!.items.find((i) => ITEM.endsWith(`/${i.slug}`))!;
      return { title: item.title, lang: item.inEnglish?.title ? "en" : null };
    } finally {
      await db.db.destroy();
    }
  }
  const heading = page.getByRole("dialog").getByRole("heading", { level: 2 }).first();
  return { title: (await heading.textContent()) ?? "", lang: await heading.getAttribute("lang") };
}

test("@mobile a Kannada title typed in the editor shows in Kannada at the next load", async ({ page }) => {
  await signIn(page);
  // Before: no translation, so the English shows, marked as English.
  expect(await kannadaTitle(page)).toEqual({ title: "Indigo Denim Party Shirt", lang: "en" });

  await openEditor(page);
  await waitForHydration(page);
  const section = page.locator("details[data-translations]").first();
  await expect(section).not.toHaveAttribute("open");
  await section.getByText("ಕನ್ನಡ / हिन्दी").click();
  const title = section.getByRole("group", { name: "Title" });
  const kannada = title.getByLabel("ಕನ್ನಡ");
  await expect(kannada).toHaveAttribute("lang", "kn");
  await expect(title.getByLabel("हिन्दी")).toHaveAttribute("lang", "hi");
  await kannada.fill("ನೀಲಿ ಡೆನಿಮ್ ಪಾರ್ಟಿ ಶರ್ಟ್");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  // Filled, the section opens by itself the next time.
  await expect(page.locator("details[data-translations]").first()).toHaveAttribute("open", "");

  expect(await kannadaTitle(page)).toEqual({ title: "ನೀಲಿ ಡೆನಿಮ್ ಪಾರ್ಟಿ ಶರ್ಟ್", lang: null });
  // And search finds it by its Kannada words at once.
  await page.goto(url(`/search?q=${encodeURIComponent("ಡೆನಿಮ್")}`));
  await expect(page.getByRole("link", { name: /Indigo Denim Party Shirt/ }).first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("@mobile the Kannada and Hindi section opens, posts and comes back filled", async ({ page }) => {
    await signIn(page);
    // A piece with no translation yet: its section starts closed, and opens without script.
    await openEditor(page, "Powder Blue Linen Shirt");
    const section = page.locator("details[data-translations]").first();
    await expect(section).not.toHaveAttribute("open");
    await section.locator("summary").click();
    const title = section.getByRole("group", { name: "Title" });
    await title.getByLabel("हिन्दी").fill("हल्की नीली लिनन शर्ट");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    const after = page.locator("details[data-translations]").first();
    await expect(after).toHaveAttribute("open", "");
    await expect(after.getByRole("group", { name: "Title" }).getByLabel("हिन्दी")).toHaveValue("हल्की नीली लिनन शर्ट");
  });
});
