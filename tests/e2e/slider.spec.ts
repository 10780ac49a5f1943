import { sliderSlides } from "../../app/content/site/slider";
import { activeSlide, carousel, expectSlide, freezeAndRestart, swipe } from "./carousel-helpers";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test.describe("slider page", () => {
  test("six slides with subtitle, title, description and call to action; couture limited to 50 pieces", async ({
    page,
  }) => {
    await page.goto("/slider");
    const region = carousel(page, "Collections showcase");
    const slides = region.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(6);
    for (const [i, slide] of sliderSlides.entries()) {
      await expect(slides.nth(i)).toHaveAttribute("aria-label", `${i + 1} of 6`);
      await expect(slides.nth(i)).toContainText(slide.subtitle);
      await expect(slides.nth(i)).toContainText(slide.title);
      await expect(slides.nth(i)).toContainText(slide.description);
      await expect(slides.nth(i).getByRole("link", { name: slide.cta, includeHidden: true })).toHaveAttribute(
        "href",
        slide.link,
      );
    }
    await expect(slides.nth(5)).toContainText(/limited to 50 pieces/i);
  });

  test("side index lists the short titles and jumps directly", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/slider");
    await waitForHydration(page);
    const index = page.getByRole("navigation", { name: "Slides" });
    await expect(index.getByRole("button")).toHaveText(sliderSlides.map((s) => new RegExp(s.shortTitle)));
    await index.getByRole("button", { name: /Artisan/ }).click();
    const region = carousel(page, "Collections showcase");
    await expectSlide(region, "3 of 6");
    await expect(index.getByRole("button", { name: /Artisan/ })).toHaveAttribute("aria-current", "true");
    await region.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(region, "4 of 6");
    await index.getByRole("button", { name: /Couture/ }).click();
    await region.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(region, "1 of 6");
    await region.getByRole("button", { name: "Previous slide" }).click();
    await expectSlide(region, "6 of 6");
  });

  test("advances every 6 s, wraps from last to first, holds while the pointer is over the index", async ({ page }) => {
    await page.clock.install();
    await page.goto("/slider");
    await waitForHydration(page);
    const region = carousel(page, "Collections showcase");
    const index = page.getByRole("navigation", { name: "Slides" });
    await freezeAndRestart(page, index);
    await index.getByRole("button", { name: /Signature/ }).click();
    await page.mouse.move(1, 1);
    await expectSlide(region, "5 of 6");
    await page.clock.runFor(5900);
    await expectSlide(region, "5 of 6");
    await page.clock.runFor(200);
    await expectSlide(region, "6 of 6");
    await page.clock.runFor(6000);
    await expectSlide(region, "1 of 6");
    await index.hover();
    await page.clock.runFor(20_000);
    await expectSlide(region, "1 of 6");
    await page.mouse.move(1, 1);
    await page.clock.runFor(6000);
    await expectSlide(region, "2 of 6");
  });

  test("pause button stops the slider", async ({ page }) => {
    await page.clock.install();
    await page.goto("/slider");
    await waitForHydration(page);
    const region = carousel(page, "Collections showcase");
    await freezeAndRestart(page, page.getByRole("navigation", { name: "Slides" }));
    await region.getByRole("button", { name: "Stop automatic slide show" }).click();
    const paused = await activeSlide(region).getAttribute("aria-label");
    await page.clock.runFor(30_000);
    await expectSlide(region, paused!);
  });

  test("small screens: dots instead of the index, swipe moves @mobile-only", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/slider");
    await waitForHydration(page);
    const region = carousel(page, "Collections showcase");
    await expect(page.getByRole("navigation", { name: "Slides" })).toBeHidden();
    await region.getByRole("button", { name: "Show slide 4: Winter" }).click();
    await expectSlide(region, "4 of 6");
    await swipe(activeSlide(region), -150);
    await expectSlide(region, "5 of 6");
  });

  test("no axe violations @mobile", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/slider");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
