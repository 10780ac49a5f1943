import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

export { expect, test };

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** What one full axe scan may add to a test's time on a busy 2-core machine. */
const AXE_SCAN_BUDGET_MS = 20_000;

export type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/**
 * Runs axe (WCAG 2.x A/AA and best practice) on the page as it is now.
 *
 * A scan is slow by nature, so each one extends the test's time budget by
 * AXE_SCAN_BUDGET_MS rather than every test that scans raising its own timeout.
 * Two things made scans far slower than that under load: axe's default mode
 * finishes every scan in a new blank page (legacy mode runs `axe.run` in the page
 * itself, which is all a same-origin site needs), and the page kept animating while
 * axe measured it (the banner's marquee, transitions), so every colour-contrast
 * probe recomputed styles. CSS animations and transitions are frozen, at their
 * current or final state, for the length of the scan.
 */
export async function runAxe(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<AxeResults> {
  test.info().setTimeout(test.info().timeout + AXE_SCAN_BUDGET_MS);
  let builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const freeze = await page.addStyleTag({
    content: "*, *::before, *::after { animation-play-state: paused !important; transition: none !important; }",
  });
  try {
    return await builder.analyze();
  } finally {
    await freeze.evaluate((style) => (style as HTMLStyleElement).remove());
  }
}

/** One line per violation: rule, impact, help and the first few nodes. */
export function describeViolations(results: AxeResults): string[] {
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
}

/** Runs axe on the page as it is now and fails with a readable list. */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  const results = await runAxe(page, options);
  expect(describeViolations(results), `axe violations on ${page.url()}`).toEqual([]);
}

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}

/**
 * The store map's host (Google Maps) for a test: "up" answers every request with a
 * stand-in page, "down" fails them all, as being offline, an extension or a firewall
 * would. Without one or the other a test would depend on this machine's network.
 */
export async function mapHost(page: Page, state: "up" | "down") {
  await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) =>
    state === "down"
      ? route.abort()
      : route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
}
