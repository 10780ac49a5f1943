import type { Page } from "@playwright/test";
import sharp from "sharp";
import { civilDateAt } from "../../app/lib/time/business-hours";
import { addDays, formatCivilDate, isoDate } from "../../app/lib/time/store-hours";
import { sqliteDatabase, type TestDatabase } from "../integration/databases";
import { startServer, type RunningServer } from "../support/server";
import { TEST_ADMIN as ADMIN } from "../support/test-admin";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * Staff run the store's settings in a real browser, on a phone's width first, and
 * the public pages follow at the next load with no rebuild: the numbers in the
 * banner, footer, chat button and structured data; a closure on /visit and /book;
 * offers by their dates; the banner's words; a showcase photograph. These tests
 * change the settings, so they run against a server of their own (fresh database).
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
const storeDay = (days: number) => addDays(civilDateAt(Date.now(), "Asia/Kolkata"), days);

async function signIn(page: Page) {
  await page.goto(url("/admin"));
  await waitForHydration(page);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the second number and the WhatsApp number reach the banner, footer, chat button and structured data", async ({
    page,
  }) => {
    await page.goto(url("/"));
    await expect(page.getByRole("region", { name: "Store phone numbers" })).toContainText("+91 80 0000 0002");
    await signIn(page);
    // From the dashboard's go-live checklist, one tap to the numbers.
    await page.getByRole("link", { name: "Set the store's numbers" }).click();
    await expect(page.getByRole("heading", { name: "Store details", level: 1 })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("Second phone").fill("080 4123 4567");
    await page.getByLabel("WhatsApp number").fill("98450 12345");
    await page.getByRole("button", { name: "Save store details" }).click();
    await expect(page.getByText("Saved: the site shows the new details now.")).toBeVisible();
    await expect(page.getByRole("region", { name: "History" })).toContainText("Second phone, WhatsApp number");

    await page.goto(url("/"));
    await expect(page.getByRole("region", { name: "Store phone numbers" })).toContainText("+91 80 4123 4567");
    await expect(page.getByRole("contentinfo")).toContainText("+91 80 4123 4567");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "+91 80 4123 4567" })).toHaveAttribute(
      "href",
      "tel:+918041234567",
    );
    await expect(page.getByRole("link", { name: "Chat with us!" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919845012345\?text=/,
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      contactPoint: Array<{ telephone: string; name?: string }>;
    };
    expect(jsonLd.contactPoint.map((c) => c.telephone)).toEqual(["+918000000001", "+918041234567", "+919845012345"]);
    expect(jsonLd.contactPoint.at(-1)!.name).toBe("WhatsApp");
  });

  test("a closure tomorrow: /visit says so with its note, /book offers no time that day", async ({ page }) => {
    const tomorrow = storeDay(1);
    await signIn(page);
    await page.goto(url("/admin/settings"));
    await page.getByRole("link", { name: /Hours and closures/ }).click();
    await waitForHydration(page);
    await page.getByLabel("From").fill(isoDate(tomorrow));
    await page.getByLabel("Note for visitors").fill("Closed for Deepavali");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(
      page.getByText("Added: the visit page, the booking form and the reply clock follow it now."),
    ).toBeVisible();
    await expect(page.getByTestId("closure")).toContainText("Closed for Deepavali");
    // The form is empty again: a second tap on Add cannot add the same days twice.
    await expect(page.getByLabel("From")).toHaveValue("");
    await expect(page.getByLabel("Note for visitors")).toHaveValue("");

    await page.goto(url("/visit"));
    await waitForHydration(page);
    await expect(page.getByTestId("next-closure")).toHaveText(
      `Closed tomorrow: ${formatCivilDate(tomorrow)} — Closed for Deepavali`,
    );
    await expect(page.getByRole("list", { name: "Special days" }).first()).toContainText("Closed for Deepavali");

    await page.goto(url("/book"));
    await waitForHydration(page);
    await page.getByLabel("Date").fill(isoDate(tomorrow));
    await expect(
      page.getByText("The store is closed that day (Closed for Deepavali). Please pick another date."),
    ).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Time" }).locator("option:not([disabled])")).toHaveCount(0);
  });

  test("an offer that ended yesterday is not on /offers; one from today is, with its Copy button", async ({
    page,
    context,
  }) => {
    await signIn(page);
    const add = async (fields: Record<string, string>) => {
      await page.goto(url("/admin/settings/offers/new"));
      await waitForHydration(page);
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
      await page.getByRole("button", { name: "Add offer" }).click();
      await expect(page.getByText("Offer added.")).toBeVisible();
    };
    await add({
      Code: "LASTWEEK",
      Headline: "15% OFF",
      Title: "Last week's offer",
      "Valid until": isoDate(storeDay(-1)),
    });
    await add({ Code: "fresh20", Headline: "20% OFF", Title: "From today", "Valid from": isoDate(storeDay(0)) });
    await expect(page.getByTestId("offer").filter({ hasText: "LASTWEEK" })).toContainText("Ended");
    await expect(page.getByTestId("offer").filter({ hasText: "FRESH20" })).toContainText("On the site");

    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(url("/offers"));
    await waitForHydration(page);
    await expect(page.getByText("LASTWEEK")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "From today" })).toBeVisible();
    await page.getByRole("button", { name: "Copy code FRESH20" }).click();
    await expect(page.getByRole("button", { name: "Copied FRESH20" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("FRESH20");
    // WELCOME10 runs on.
    await expect(page.getByRole("button", { name: "Copy code WELCOME10" })).toBeVisible();
  });

  test("the banner's announcement changes on the next page view", async ({ page }) => {
    await signIn(page);
    await page.goto(url("/admin/settings/banner"));
    await page.getByLabel("Announcement", { exact: true }).fill("Wedding season fittings: book a visit");
    await page.getByLabel(/^Link/).fill("/book");
    await page.getByRole("button", { name: "Save the banner" }).click();
    await expect(page.getByText("Saved: the site shows it now.")).toBeVisible();
    await page.goto(url("/about"));
    const banner = page.getByTestId("announcement");
    await expect(banner).toHaveText("Wedding season fittings: book a visit");
    await expect(banner.getByRole("link")).toHaveAttribute("href", "/book");
  });

  test("a photograph uploaded to the home hero replaces the artwork, cropped for phones too", async ({ page }) => {
    await signIn(page);
    await page.goto(url("/admin/settings/showcase?list=hero"));
    await page.getByRole("link", { name: "Edit Premium Men's Fashion" }).click();
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#2d3a55" } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="2400" height="1600"><circle cx="1200" cy="800" r="500" fill="#c9a45c"/></svg>',
          ),
        },
      ])
      .jpeg()
      .withExif({ IFD0: { Copyright: "Store camera" } })
      .toBuffer();
    await page
      .getByLabel("Choose a photo")
      .setInputFiles({ name: "window.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByLabel("What it shows").fill("The store's window with the new season's suits");
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Photo added.")).toBeVisible();
    await expect(page.getByLabel("Description of photo 1")).toHaveValue(
      "The store's window with the new season's suits",
    );

    await page.goto(url("/"));
    const hero = page.locator("picture").first();
    await expect(hero.locator("img")).toHaveAttribute("alt", "The store's window with the new season's suits");
    const phoneSource = await hero
      .locator('source[media="(max-width: 639px)"][type="image/avif"]')
      .getAttribute("srcset");
    expect(phoneSource).toMatch(/\/images\/media\/[a-f0-9]{32}-phone-400\.avif 400w/);
    const file = await page.request.get(url(phoneSource!.split(" ")[0]!));
    expect(file.status()).toBe(200);
    const meta = await sharp(await file.body()).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([400, 500, undefined]);
  });

  test("a save from a page opened before a colleague's is refused, and says so", async ({ page, browser }) => {
    await signIn(page);
    await page.goto(url("/admin/settings/store"));
    const colleague = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await signIn(colleague);
    await colleague.goto(url("/admin/settings/store"));
    await colleague.getByLabel("E-mail").fill("hello@themensstudio.in");
    await colleague.getByRole("button", { name: "Save store details" }).click();
    await expect(colleague.getByText("Saved: the site shows the new details now.")).toBeVisible();
    await colleague.close();

    await page.getByLabel("E-mail").fill("old@themensstudio.in");
    await page.getByRole("button", { name: "Save store details" }).click();
    await expect(page.getByText("The store details were changed by someone else since you opened them.")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue("old@themensstudio.in");
    await page.getByRole("link", { name: "Reload" }).click();
    await expect(page.getByLabel("E-mail")).toHaveValue("hello@themensstudio.in");
  });

  test("the settings screens have no axe violations", async ({ page }) => {
    await signIn(page);
    for (const path of [
      "/admin/settings",
      "/admin/settings/store",
      "/admin/settings/hours",
      "/admin/settings/offers",
      "/admin/settings/offers/1",
      "/admin/settings/banner",
      "/admin/settings/showcase?list=gallery",
      "/admin/settings/showcase/1",
      "/admin/dashboard",
    ]) {
      await page.goto(url(path));
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a wrong number is refused next to its field, and nothing is saved", async ({ page }) => {
    await page.request.post(url("/api/login"), { data: { username: ADMIN.username, password: ADMIN.password } });
    await page.goto(url("/admin/settings/store"));
    await page.getByLabel(/^Phone/).fill("12345");
    await page.getByRole("button", { name: "Save store details" }).click();
    const field = page.getByLabel(/^Phone/);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a valid Indian phone number, e.g. 080 2345 6789 or 98450 12345.")).toBeVisible();
    await expect(page.getByText("Nothing was saved: please correct the fields marked below.")).toBeVisible();
    await page.goto(url("/contact"));
    await expect(page.getByRole("contentinfo")).toContainText("+91 80 0000 0001");
  });
});
