import { heroSlides, trendingCategories } from "../../app/content/site/home";
import { store } from "../../app/content/store";
import { civilDateAt } from "../../app/lib/time/business-hours";
import { activeSlide, carousel, expectSlide, freezeAndRestart, swipe } from "./carousel-helpers";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test.describe("home page", () => {
  test("the hero's first image is in the HTML, eager and high priority (LCP)", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const img = html.match(/<img[^>]*hero-1[^>]*>/)?.[0] ?? "";
    expect(img).toContain('loading="eager"');
    expect(img.toLowerCase()).toContain('fetchpriority="high"');
    expect(img).toMatch(/width="\d+" height="\d+"/);
  });

  test("texts and counts: 3 hero slides, promo, stats, 6 categories, 4 social posts", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const hero = carousel(page, "Featured collections");
    const slides = hero.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    for (const [i, slide] of heroSlides.entries()) {
      await expect(slides.nth(i)).toHaveAttribute("aria-label", `${i + 1} of 3`);
      await expect(slides.nth(i).getByRole("heading", { includeHidden: true })).toHaveText(slide.title);
      await expect(slides.nth(i).getByRole("link", { name: slide.cta, includeHidden: true })).toHaveAttribute(
        "href",
        slide.link,
      );
    }
    await expect(page.getByRole("link", { name: /10% off any brand, in store/ })).toHaveAttribute(
      "href",
      "/collections/formals",
    );
    // docs/behaviour.md#shop says 41 years (written in 2025): the strip counts from the founding year.
    const years = String(civilDateAt(Date.now(), "Asia/Kolkata").year - store.foundedYear);
    for (const stat of ["50,000+", "4.9/5", years])
      await expect(page.getByText(stat, { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Happy Customers")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Trending Categories" })).toBeVisible();
    const cards = page.locator("article").filter({ has: page.getByRole("link", { name: /Explore Collection/ }) });
    await expect(cards).toHaveCount(6);
    for (const category of trendingCategories) {
      await expect(page.getByRole("link", { name: `Explore Collection: ${category.title}` })).toHaveAttribute(
        "href",
        category.link,
      );
    }
    const social = page.getByRole("region", { name: "From the studio floor" });
    await expect(social.getByRole("listitem").filter({ has: page.locator("img") })).toHaveCount(4);
    // No made-up like counts: a tile shows one only when the owner types the post's own.
    await expect(social.getByText(/ likes$/)).toHaveCount(0);
    await expect(social.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    for (const href of ["/collections/formals", "/contact#consultation-form", "/visit", "/pants"]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test("hero advances every 5 s and wraps from the last slide to the first", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const hero = carousel(page, "Featured collections");
    await freezeAndRestart(page, hero);
    const start = Number((await activeSlide(hero).getAttribute("aria-label"))!.split(" ")[0]) - 1;
    const label = (n: number) => `${((start + n) % 3) + 1} of 3`;
    await page.clock.runFor(4900);
    await expectSlide(hero, label(0));
    await page.clock.runFor(200);
    await expectSlide(hero, label(1));
    await page.clock.runFor(5000);
    await expectSlide(hero, label(2));
    await page.clock.runFor(5000);
    await expectSlide(hero, label(3));
  });

  test("hero holds on hover and on keyboard focus, and resumes after", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const hero = carousel(page, "Featured collections");
    await freezeAndRestart(page, hero);
    const before = await activeSlide(hero).getAttribute("aria-label");
    await hero.hover();
    await page.clock.runFor(15_000);
    await expectSlide(hero, before!);
    await page.mouse.move(1, 1);

    await hero.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const focused = await activeSlide(hero).getAttribute("aria-label");
    await page.clock.runFor(15_000);
    await expectSlide(hero, focused!);

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5000);
    await expect(activeSlide(hero)).not.toHaveAttribute("aria-label", focused!);
  });

  test("hero pause button stops and restarts rotation", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const hero = carousel(page, "Featured collections");
    await freezeAndRestart(page, hero);
    await hero.getByRole("button", { name: "Stop automatic slide show" }).click();
    await page.mouse.move(1, 1);
    const paused = await activeSlide(hero).getAttribute("aria-label");
    await page.clock.runFor(20_000);
    await expectSlide(hero, paused!);
    await hero.getByRole("button", { name: "Start automatic slide show" }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(5000);
    await expect(activeSlide(hero)).not.toHaveAttribute("aria-label", paused!);
  });

  test("one control pauses and restarts all six category cards (no pause button per card)", async ({ page }) => {
    // Tall enough for all six cards at once: a carousel scrolled out of view holds still.
    await page.setViewportSize({ width: 1280, height: 4000 });
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const section = page.locator("section[aria-labelledby=trending-title]");
    const cards = section.locator('section[aria-roledescription="carousel"]');
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole("button", { name: /automatic slide show/ })).toHaveCount(0);

    const pause = section.getByRole("button", { name: "Pause the pictures" });
    await pause.scrollIntoViewIfNeeded();
    await freezeAndRestart(page, pause);
    await pause.click();
    await page.mouse.move(1, 1);
    const labels = () =>
      Promise.all([0, 1, 2, 3, 4, 5].map((i) => activeSlide(cards.nth(i)).getAttribute("aria-label")));
    const paused = await labels();
    await page.clock.runFor(10_000);
    expect(await labels()).toEqual(paused);

    await section.getByRole("button", { name: "Play the pictures" }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(3100);
    const moved = await labels();
    for (let i = 0; i < 6; i++) expect(moved[i], `card ${i + 1}`).not.toBe(paused[i]);
  });

  test("hero keyboard: buttons, dots and arrow keys, wrapping both ways", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    const hero = carousel(page, "Featured collections");
    await expectSlide(hero, "1 of 3");
    await hero.getByRole("button", { name: "Previous slide" }).focus();
    await page.keyboard.press("Enter");
    await expectSlide(hero, "3 of 3");
    await page.keyboard.press("ArrowRight");
    await expectSlide(hero, "1 of 3");
    await page.keyboard.press("ArrowLeft");
    await expectSlide(hero, "3 of 3");
    await hero.getByRole("button", { name: "Show slide 2: Business Elegance" }).click();
    await expectSlide(hero, "2 of 3");
    await expect(hero.getByRole("button", { name: "Show slide 2: Business Elegance" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // Inactive slides are hidden from assistive tech and out of the tab order.
    await expect(hero.locator('[aria-roledescription="slide"][data-active="false"]').first()).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  });

  test("reduced motion: the hero and cards stay still until play is pressed", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const hero = carousel(page, "Featured collections");
    const card = carousel(page, "Office Ready Formals pictures");
    await page.clock.runFor(30_000);
    await expectSlide(hero, "1 of 3");
    await expectSlide(card, "1 of 3");
    await expect(hero.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
  });

  test("category cards rotate every 3 s, hold under the pointer, and buttons do not follow the link", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const cardCarousel = carousel(page, "Night Out Clubwear pictures");
    const card = page.locator("article").filter({ has: cardCarousel });
    await card.scrollIntoViewIfNeeded();
    await freezeAndRestart(page, card);
    const start = Number((await activeSlide(cardCarousel).getAttribute("aria-label"))!.split(" ")[0]) - 1;
    const label = (n: number) => `${((start + n) % 3) + 1} of 3`;
    await page.clock.runFor(2900);
    await expectSlide(cardCarousel, label(0));
    await page.clock.runFor(200);
    await expectSlide(cardCarousel, label(1));
    await page.clock.runFor(3000);
    await expectSlide(cardCarousel, label(2));
    await page.clock.runFor(3000);
    await expectSlide(cardCarousel, label(3));

    // The pointer over the card (its text, not just the pictures) holds it.
    await card.getByRole("heading").hover({ force: true });
    await page.clock.runFor(9000);
    await expectSlide(cardCarousel, label(3));

    // Next/previous appear on hover and change the picture without navigating.
    const next = cardCarousel.getByRole("button", { name: "Next slide" });
    await expect(next).toHaveCSS("opacity", "1");
    await next.click();
    await expectSlide(cardCarousel, label(4));
    await cardCarousel.getByRole("button", { name: "Previous slide" }).click();
    await cardCarousel.getByRole("button", { name: "Previous slide" }).click();
    await expectSlide(cardCarousel, label(2));
    await cardCarousel.getByRole("button", { name: "Show slide 1 of 3" }).click();
    await expectSlide(cardCarousel, "1 of 3");
    await expect(page).toHaveURL(/\/$/);

    // The card itself still leads to its collection.
    await card.getByRole("link", { name: /Explore Collection/ }).click();
    await expect(page).toHaveURL(/\/collections\/clubwear$/);
  });

  test("swipe moves the hero on touch screens @mobile", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    const hero = carousel(page, "Featured collections");
    await swipe(hero.locator('[aria-roledescription="slide"][data-active="true"]'), -120);
    await expectSlide(hero, "2 of 3");
    await swipe(hero.locator('[aria-roledescription="slide"][data-active="true"]'), 120);
    await expectSlide(hero, "1 of 3");
    await swipe(hero.locator('[aria-roledescription="slide"][data-active="true"]'), 120);
    await expectSlide(hero, "3 of 3");
  });

  test("pauses while the tab is hidden", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const hero = carousel(page, "Featured collections");
    await freezeAndRestart(page, hero);
    const before = await activeSlide(hero).getAttribute("aria-label");
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.runFor(20_000);
    await expectSlide(hero, before!);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.runFor(5000);
    await expect(activeSlide(hero)).not.toHaveAttribute("aria-label", before!);
  });

  test("no axe violations @mobile", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
