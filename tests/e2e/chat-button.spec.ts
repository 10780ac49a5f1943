import type { Page } from "@playwright/test";
import { publicPages } from "../../app/content/routes-meta";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * The floating chat button never sits on something the visitor can press. On the first
 * screen no carousel control is in its corner (control rows end left of it or sit above
 * it); anywhere else, while a control is under it, it steps aside, and it is back as
 * soon as nothing is. Sampled on the first screen and at ten scroll positions of every
 * public page, at 1280 px and 375 px.
 */
const CONTROLS = "a, button, input, select, textarea, summary, [role=button], [tabindex]:not([tabindex='-1'])";

/** Whether the button shows, and the visible controls its box overlaps. */
function chatCorner(page: Page) {
  return page.evaluate((selector) => {
    const button = document.querySelector<HTMLElement>('a[aria-label="Chat with us!"]')!;
    const b = button.getBoundingClientRect();
    const under = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      if (el === button || el.closest("[inert]")) return false;
      if (!el.checkVisibility({ visibilityProperty: true })) return false;
      const r = el.getBoundingClientRect();
      return (
        r.width > 0 && r.height > 0 && r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom
      );
    });
    return {
      shown: button.checkVisibility({ visibilityProperty: true }),
      under: under.map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
      ),
      carouselUnder: under.some((el) => el.closest("[aria-roledescription=carousel]")),
    };
  }, CONTROLS);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  // The button checks on the scroll event; give it two frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

for (const { path } of publicPages) {
  test(`the chat button covers no control on ${path}, first screen and scrolled @mobile`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const first = await chatCorner(page);
    expect(first.carouselUnder, `carousel controls under the chat button: ${first.under.join(", ")}`).toBe(false);

    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    let shownSomewhere = false;
    for (let step = 0; step <= 10; step++) {
      const y = Math.round((end * step) / 10);
      await scrollTo(page, y);
      const { shown, under } = await chatCorner(page);
      // Shown exactly when it would cover nothing.
      expect({ shown, under }, `scrolled to ${y} of ${end}`).toEqual({ shown: under.length === 0, under });
      shownSomewhere ||= shown;
    }
    expect(shownSomewhere, "the chat button shows somewhere on the page").toBe(true);
  });
}
