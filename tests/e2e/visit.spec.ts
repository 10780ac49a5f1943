import type { Page } from "@playwright/test";
import { store } from "../../app/content/store";
import { formatAddress as addressOf } from "../../app/lib/settings/address";
import { expect, expectNoAxeViolations, mapHost, test, waitForHydration } from "./fixtures";

const formatAddress = () => addressOf(store);

const tel = `tel:+${store.phones[0]!.e164}`;

test.describe("visit page", () => {
  test("the cached HTML carries placeholders, not a frozen status or date", async ({ request }) => {
    const html = await (await request.get("/visit")).text();
    expect(html).toContain("Checking today&#x27;s hours…");
    expect(html).toContain("Checking the next closure date…");
    expect(html).not.toMatch(/Open now|Closed now|Next closure:/);
  });

  test("shows address, hours, closure notice, services, directions and tips", async ({ page }) => {
    await page.goto("/visit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Visit Our Store");
    await expect(page.locator("address").first()).toContainText("560057");
    await expect(page.getByText(store.hours.everyDay).first()).toBeVisible();
    await expect(page.getByRole("main").getByText(`${store.closure.notice}.`)).toBeVisible();
    for (const service of store.features) await expect(page.getByRole("heading", { name: service })).toBeVisible();
    for (const way of ["By Metro", "By Bus", "By Car"])
      await expect(page.getByRole("heading", { name: way })).toBeVisible();
    await expect(page.getByText(/2-minute walk/).first()).toBeVisible();
    await expect(page.getByText(/4-minute walk/)).toBeVisible();
    await expect(page.getByText(/valet/i).first()).toBeVisible();
  });

  test("Get Directions opens a maps directions link to the address in a new window; Call and Book dial the store", async ({
    page,
  }) => {
    await page.goto("/visit");
    const directions = page.getByRole("link", { name: /Get Directions/ });
    await expect(directions).toHaveCount(2);
    for (const link of await directions.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      const url = new URL((await link.getAttribute("href"))!);
      expect(url.hostname).toBe("www.google.com");
      expect(url.pathname).toBe("/maps/dir/");
      expect(url.searchParams.get("destination")).toBe(formatAddress());
    }
    for (const link of await page.getByRole("link", { name: "Call Store" }).all())
      await expect(link).toHaveAttribute("href", tel);
    await expect(page.getByRole("link", { name: "Call to book", exact: true })).toHaveAttribute("href", tel);
  });

  test("@mobile the two booking buttons say what they do: Call to book dials, Book a visit online opens /book", async ({
    page,
  }) => {
    await page.goto("/visit");
    await waitForHydration(page);
    // The spec's "Book Appointment" (a call) under a name that says so, with a phone on it.
    const call = page.getByRole("link", { name: "Call to book", exact: true });
    await expect(call).toHaveAttribute("href", tel);
    await expect(call.locator("svg.lucide-phone")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Book Appointment" })).toHaveCount(0);
    // No other link is merely "Book a visit": the online one names itself.
    await expect(page.getByRole("link", { name: /^Book a visit$/ })).toHaveCount(0);
    const online = page.getByRole("link", { name: "Book a visit online", exact: true });
    await expect(online).toHaveAttribute("href", "/book?purpose=trial-room");
    // Side by side (one above the other on a phone), on screen together.
    await online.scrollIntoViewIfNeeded();
    await expect(call).toBeInViewport();
    await expect(online).toBeInViewport();
    await online.click();
    await expect(page).toHaveURL(/\/book\?purpose=trial-room$/);
    await expect(page.getByRole("heading", { level: 1, name: "Book a fitting" })).toBeVisible();
  });

  test("open now and the next closure, computed in Bengaluru time after hydration", async ({ page }) => {
    // Monday 24 March 2025, 12:00 IST (06:30 UTC).
    await page.clock.setFixedTime(new Date("2025-03-24T06:30:00Z"));
    await page.goto("/visit");
    await waitForHydration(page);
    await expect(page.getByTestId("open-status")).toHaveText("Open now — closes at 9:00 PM");
    await expect(page.getByTestId("next-closure")).toHaveText("Closed tomorrow: Tuesday, 25 March 2025");
  });

  test("closed on the closure day itself, opening the next morning", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2025-03-25T06:30:00Z"));
    await page.goto("/visit");
    await waitForHydration(page);
    await expect(page.getByTestId("open-status")).toHaveText("Closed now — opens at 10:00 AM tomorrow");
    await expect(page.getByTestId("next-closure")).toHaveText("Closed today: Tuesday, 25 March 2025");
  });

  test("just before opening, and late at night in another time zone", async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: "America/New_York" });
    const page = await context.newPage();
    // 09:59 IST on Wednesday 26 March is still Tuesday night in New York.
    await page.clock.setFixedTime(new Date("2025-03-26T04:29:00Z"));
    await page.goto("/visit");
    await waitForHydration(page);
    await expect(page.getByTestId("open-status")).toHaveText("Closed now — opens at 10:00 AM today");
    await expect(page.getByTestId("next-closure")).toHaveText("Next closure: Tuesday, 29 April 2025");
    await context.close();
  });

  test("no axe violations @mobile", async ({ page }) => {
    await page.goto("/visit");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test.describe("the map", () => {
    /** The map's box: the store front, the address and "Open in Maps" underneath, the map on top. */
    const mapBox = (page: Page) => page.locator("div.isolate", { has: page.getByText("Open in Maps") }).first();

    async function expectFallbackShown(page: Page) {
      const box = mapBox(page);
      await expect(box.getByRole("img", { name: /The store from the street/ })).toBeVisible();
      await expect(box.getByText(formatAddress())).toBeVisible();
      const open = box.getByRole("link", { name: /Open in Maps/ });
      await expect(open).toHaveAttribute("href", /google\.com\/maps\/dir/);
      await expect(open).toHaveAttribute("target", "_blank");
      await expect(box.locator("iframe")).toHaveCount(0);
      // Nothing lies over it: the link is what a tap at its centre reaches. Measured again
      // until the layout is still: the web fonts arrive after the first paint and move text.
      await expect
        .poll(async () => {
          await open.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
          const link = (await open.boundingBox())!;
          return page.evaluate(
            ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.textContent ?? null,
            [link.x + link.width / 2, link.y + link.height / 2],
          );
        })
        .toContain("Open in Maps");
    }

    test("@mobile when the map's host is blocked, the address, the store front and Open in Maps are in its place", async ({
      page,
    }) => {
      await mapHost(page, "down");
      await page.goto("/visit");
      await waitForHydration(page);
      await mapBox(page).scrollIntoViewIfNeeded();
      await expectFallbackShown(page);
      await expectNoAxeViolations(page);

      await page.goto("/contact?directions=1#directions");
      await waitForHydration(page);
      await expect(page.locator("#directions")).toBeVisible();
      await expectFallbackShown(page);
    });

    test("when the map loads it covers the fallback, which stays out of the way of the keyboard", async ({ page }) => {
      await mapHost(page, "up");
      await page.goto("/visit");
      await waitForHydration(page);
      const box = mapBox(page);
      await box.scrollIntoViewIfNeeded();
      const map = box.locator("iframe");
      await expect(map).toHaveAttribute("title", /Map showing/);
      await expect(map).toHaveAttribute("loading", "lazy");
      await expect(map.contentFrame().getByText("Map")).toBeVisible();
      // Loaded: the map fills the box, and the fallback beneath is inert (no hidden focus stop).
      const [frame, whole] = [(await map.boundingBox())!, (await box.boundingBox())!];
      expect(frame.width).toBeGreaterThanOrEqual(whole.width - 2);
      expect(frame.height).toBeGreaterThanOrEqual(whole.height - 2);
      await expect(box.locator("[inert]")).toHaveCount(1);
      await expect(box.locator("[inert]")).toContainText("Open in Maps");
      await expectNoAxeViolations(page);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("@mobile the fallback is the map's place, and nothing asks the map's host", async ({ page }) => {
        const asked: string[] = [];
        page.on("request", (request) => {
          if (/google\.com/.test(request.url())) asked.push(request.url());
        });
        await page.goto("/visit");
        await mapBox(page).scrollIntoViewIfNeeded();
        await expectFallbackShown(page);
        await page.goto("/contact?directions=1#directions");
        await expect(page.locator("#directions")).toBeVisible();
        await expectFallbackShown(page);
        expect(asked).toEqual([]);
      });
    });
  });
});
