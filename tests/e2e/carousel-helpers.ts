import { expect, type Locator, type Page } from "@playwright/test";

/** A carousel region by its label (the WAI-ARIA pattern makes it a labelled region). */
export function carousel(page: Page | Locator, name: string): Locator {
  return page.locator(`section[aria-roledescription="carousel"][aria-label="${name}"]`);
}

export function activeSlide(region: Locator): Locator {
  return region.locator('[aria-roledescription="slide"][data-active="true"]');
}

export async function expectSlide(region: Locator, label: string) {
  await expect(activeSlide(region)).toHaveAttribute("aria-label", label);
}

/**
 * Stops Playwright's fake clock (installed before goto) so time only moves with
 * runFor, then restarts the carousel's timer at a known instant: hovering holds
 * rotation and leaving starts a fresh full interval.
 */
export async function freezeAndRestart(page: Page, hoverTarget: Locator) {
  await pauseClock(page);
  await hoverTarget.hover();
  await page.mouse.move(1, 1);
}

/** Dispatches a horizontal touch swipe on an element (React listens for touchstart/touchend). */
export async function swipe(target: Locator, dx: number) {
  await target.evaluate((element, distance) => {
    const rect = element.getBoundingClientRect();
    const y = rect.top + rect.height / 2;
    const x0 = rect.left + rect.width / 2 - distance / 2;
    const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
    element.dispatchEvent(
      new TouchEvent("touchstart", { bubbles: true, touches: [touch(x0)], changedTouches: [touch(x0)] }),
    );
    element.dispatchEvent(
      new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(x0 + distance)] }),
    );
  }, dx);
}

/**
 * Stops Playwright's fake clock (installed before goto): from here the page's timers
 * run only with `page.clock.runFor`, however slow the machine.
 */
export async function pauseClock(page: Page) {
  // The page's fake time keeps flowing until paused: aim a little ahead of it.
  for (let attempt = 0; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1500));
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
