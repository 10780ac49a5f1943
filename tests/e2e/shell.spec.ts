import { DEFAULT_CHAT_TEXT } from "../../app/lib/contact/links";
import { STORE_TIME_ZONE, storeYear } from "../../app/lib/time/store-zone";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/** The header's links but the Collections menu (docs/behaviour.md#shell). */
const HEADER_LINKS = [
  ["Home", "/"],
  ["Brand Story", "/about"],
  ["Offers", "/offers"],
  ["Gallery", "/gallery"],
  ["Visit Us", "/visit"],
  ["Contact", "/contact"],
] as const;

/** The Collections menu, in its order. */
const COLLECTIONS_MENU = [
  ["Formals", "/collections/formals"],
  ["Casual Wear", "/collections/semi-formals"],
  ["Clubwear", "/collections/clubwear"],
  ["Night Wear", "/collections/shirts"],
  ["Groom Collections", "/groom"],
  ["Winter Collections", "/pants"],
  ["Inner Wear Brands", "/innerwears"],
  ["Ramraj Collections", "/ramraj"],
] as const;

const publicPaths = ["/", "/about", "/collections/formals", "/offers", "/visit", "/contact", "/groom", "/slider"];

test.describe("shared shell", () => {
  test("every public page has banner, header, footer and chat button", async ({ page }) => {
    // Eight page loads: a budget for eight, not for one.
    test.setTimeout(90_000);
    for (const path of publicPaths) {
      // The shell is in the server's HTML: no need to wait for every image of eight pages.
      const response = await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("region", { name: "Store phone numbers" })).toContainText("Visit Our Store");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("link", { name: "Chat with us!" })).toBeVisible();
    }
  });

  test("header links go where the spec says and the current route is marked", async ({ page }) => {
    await page.goto("/offers");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    // The header: these labels and paths exactly.
    for (const [name, href] of HEADER_LINKS) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Offers", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  });

  test("on a collection's page the Collections menu button is marked like the current link", async ({ page }) => {
    await page.goto("/offers");
    const nav = page.getByRole("navigation", { name: "Main" });
    const currentColour = await nav
      .getByRole("link", { name: "Offers", exact: true })
      .evaluate((link) => getComputedStyle(link).color);
    const collections = nav.getByRole("button", { name: "Collections" });
    await expect(collections).not.toHaveCSS("color", currentColour);
    await page.goto("/groom");
    await expect(collections).toHaveCSS("color", currentColour);
    await page.goto("/about");
    await expect(collections).not.toHaveCSS("color", currentColour);
  });

  test("desktop collections menu opens, lists the eight collections, closes on Escape", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Collections" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
    const links = panel.getByRole("link");
    await expect(links).toHaveCount(8);
    for (const [i, [name, href]] of COLLECTIONS_MENU.entries()) {
      await expect(links.nth(i)).toHaveText(name);
      await expect(links.nth(i)).toHaveAttribute("href", href);
    }
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await expect(panel).toBeHidden();
  });

  test("collections menu works from the keyboard and navigates", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Collections" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Formals", exact: true }).first()).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/collections\/semi-formals$/);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("mobile menu: an Escape or a tap outside that comes before the menu's toggle event closes it @mobile-only", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const toggle = page.getByRole("banner").locator("summary[data-slot=menu-toggle]");
    // On a busy phone the <details> opens at the tap and tells React a while later; the
    // key or the tap that comes in between is the same task here, so it always comes first.
    const openThen = (then: "Escape" | "tap outside") =>
      page.evaluate((then) => {
        const summary = document.querySelector<HTMLElement>("header summary[data-slot=menu-toggle]")!;
        summary.focus();
        summary.click();
        if (then === "Escape") summary.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
        else document.querySelector("main")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      }, then);
    await openThen("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await openThen("tap outside");
    await expect(menu).toBeHidden();
  });

  test("mobile menu: toggle, one submenu open at a time, tapping again closes @mobile-only", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const toggle = page.getByRole("banner").locator("summary[data-slot=menu-toggle]");
    await expect(toggle).toHaveAccessibleName("Menu");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Brand Story" })).toHaveAttribute("aria-current", "page");
    const submenu = menu.locator("details");
    const submenuToggle = submenu.locator("summary", { hasText: "Collections" });
    await submenuToggle.click();
    await expect(submenu).toHaveAttribute("open", "");
    await expect(menu.getByRole("link", { name: "Ramraj Collections" })).toBeVisible();
    await expect(menu.locator("ul ul:visible")).toHaveCount(1);
    await submenuToggle.click();
    await expect(submenu).not.toHaveAttribute("open");
    await expect(menu.getByRole("link", { name: "Ramraj Collections" })).toBeHidden();
    await submenuToggle.click();
    await menu.getByRole("link", { name: "Winter Collections" }).click();
    await expect(page).toHaveURL(/\/pants$/);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // A tap outside the menu (on the dimmed page) closes it too.
    await toggle.click();
    await page.mouse.click(20, 700);
    await expect(menu).toBeHidden();
  });

  test("mobile menu opens and leads to a collection without JavaScript @mobile-only", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/about");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByRole("banner").locator("summary[data-slot=menu-toggle]").click();
    await expect(menu).toBeVisible();
    await menu.locator("summary", { hasText: "Collections" }).click();
    await menu.getByRole("link", { name: "Ramraj Collections" }).click();
    await expect(page).toHaveURL(/\/ramraj$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });

  test("Get In Touch from another page lands on the consultation form", async ({ page }) => {
    await page.goto("/offers");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Get In Touch" }).click();
    await expect(page).toHaveURL(/\/contact#consultation-form$/);
    await expect(page.locator("#consultation-form")).toBeInViewport();
  });

  test("Get In Touch on /contact scrolls to the form without leaving the page", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("banner").getByRole("link", { name: "Get In Touch" }).click();
    await expect(page.locator("#consultation-form")).toBeInViewport();
    await expect(page).toHaveURL(/\/contact#consultation-form$/);
  });

  test("chat button opens the chat app with the store number and the spec's text", async ({ page }) => {
    await page.goto("/");
    const chat = page.getByRole("link", { name: "Chat with us!" });
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", /noopener/);
    const url = new URL((await chat.getAttribute("href"))!);
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toMatch(/^\/\d{8,15}$/);
    expect(url.searchParams.get("text")).toBe(DEFAULT_CHAT_TEXT);
    await chat.hover();
    await expect(page.getByRole("tooltip", { name: "Chat with us!" })).toBeVisible();
  });

  test("footer has the spec's links, contacts and placeholders", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Current Offers", "/offers"],
      ["Store Locator", "/visit"],
      ["Premium Shirts", "/collections/shirts"],
      ["Semi-Formals", "/collections/semi-formals"],
      ["Brand Story", "/about"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    for (const name of ["Instagram", "Facebook", "YouTube", "LinkedIn"]) {
      const link = footer.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    for (const [name, href] of [
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Alterations & Exchanges", "/alterations-and-exchanges"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText("560057");
    await expect(footer).toContainText("Closed on the last Tuesday of every month");
    await expect(footer).toContainText("10+ curated brands");
    // The year on the store's calendar, not the spec's fixed 2024 (docs/behaviour.md#departures).
    await expect(footer).toContainText(`© ${storeYear(Date.now(), STORE_TIME_ZONE)} `);
  });

  test("unknown paths answer 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
  });

  test("a 404 page served from the page cache at another path hydrates and navigates", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/first-unknown-path");
    const response = await page.goto("/another/unknown-path?from=old-link");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["x-page-cache"]).toBe("hit");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByRole("main").getByRole("link", { name: /home/i }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    // Client-side navigation from there still discovers routes (React Router's manifest requests).
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Visit Us" }).click();
    await expect(page).toHaveURL("/visit");
    expect(errors).toEqual([]);
  });

  test("nothing of the public shell appears under /admin", async ({ page }) => {
    for (const path of ["/admin", "/admin/no-such-screen"]) {
      await page.goto(path);
      await expect(page.getByRole("region", { name: "Store phone numbers" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Chat with us!" })).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
    }
  });

  test("the web fonts arrive after the first paint, both at once, without their stylesheet", async ({ page }) => {
    await page.goto("/about");
    const webFonts = () =>
      page.evaluate(() =>
        [...document.fonts]
          .map((face) => ({ family: face.family.replaceAll('"', ""), status: face.status }))
          .filter(
            ({ family, status }) => ["Inter Variable", "Cormorant Garamond"].includes(family) && status === "loaded",
          )
          .map(({ family }) => family)
          .sort(),
      );
    await expect.poll(webFonts).toEqual(["Cormorant Garamond", "Inter Variable"]);
    const title = page.getByRole("heading", { level: 1 });
    expect(await title.evaluate((h) => document.fonts.check(`600 1em "Cormorant Garamond"`, h.textContent ?? ""))).toBe(
      true,
    );
    const requested = await page.evaluate(() => performance.getEntriesByType("resource").map((r) => r.name));
    expect(requested.filter((url) => /web-fonts.*\.css/.test(url))).toEqual([]);
    expect(requested.filter((url) => url.endsWith(".woff2"))).toHaveLength(2);
  });

  test("without JavaScript the web fonts come from their stylesheet", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("requestfinished", (request) => {
      if (/web-fonts.*\.css$|\.woff2$/.test(request.url())) fonts.push(request.url().split("/").pop()!);
    });
    await page.goto("/about", { waitUntil: "load" });
    await expect.poll(() => fonts.length).toBe(3);
    expect(fonts.some((name) => name.startsWith("web-fonts"))).toBe(true);
    await context.close();
  });

  test("the marquee stands still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const track = page.getByRole("region", { name: "Store phone numbers" }).locator("> div");
    await expect(track).toHaveCSS("animation-name", "none");
  });

  test("the shell has no axe violations at 1280 px, menu open", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expectNoAxeViolations(page, { include: "header" });
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Collections" }).click();
    await expectNoAxeViolations(page, { include: "header" });
    await expectNoAxeViolations(page, { include: "footer" });
  });

  test("the shell has no axe violations at 375 px, menu open @mobile-only", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").locator("summary[data-slot=menu-toggle]").click();
    await page.getByRole("navigation", { name: "Mobile" }).locator("summary", { hasText: "Collections" }).click();
    await expectNoAxeViolations(page, { include: "header" });
    await expectNoAxeViolations(page, { include: "footer" });
  });

  test("the sticky header keeps its words' contrast over a navy section scrolled under it @mobile", async ({
    page,
  }) => {
    // /book opens on a navy hero: scrolled part-way, the hero lies under the header.
    await page.goto("/book");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: 120, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);
    await expectNoAxeViolations(page, { include: "header" });
  });
});
