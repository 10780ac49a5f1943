import type { Page } from "@playwright/test";
import { publicPages } from "../../app/content/routes-meta";
import { expect, test, waitForHydration } from "./fixtures";
import { pauseClock } from "./carousel-helpers";

/**
 * The floating chat button never sits on something the visitor can press, nor on
 * words. On the first screen no carousel control is in its corner (control rows end
 * left of it or sit above it); anywhere else, while a control or text is under it, it
 * steps aside, and it is back as soon as nothing is. Sampled on the first screen and
 * at ten scroll positions of every public page (each reached scrolling up, as the
 * button slides away while the page scrolls down), at 1280 px and 375 px.
 */
const CONTROLS = "a, button, input, select, textarea, summary, [role=button], [tabindex]:not([tabindex='-1'])";

/** Whether the button shows, and the visible controls and words its resting box overlaps. */
function chatCorner(page: Page) {
  return page.evaluate((selector) => {
    const button = document.querySelector<HTMLElement>('a[aria-label="Chat with us!"]')!;
    // Where it rests (its aside), whether or not it has slid away.
    const b = button.parentElement!.getBoundingClientRect();
    const hit = (r: DOMRect) =>
      r.width > 0 && r.height > 0 && r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom;
    const under = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      if (el === button || el.closest("[inert]")) return false;
      if (!el.checkVisibility({ visibilityProperty: true })) return false;
      return hit(el.getBoundingClientRect());
    });
    // Every visible text node on the page, by its own line boxes.
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || button.contains(parent)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // Words for screen readers only (clipped to a 1 px box, e.g. "opens in a new tab") are not seen.
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) continue;
      range.selectNodeContents(node);
      // Lines a clamp cuts off (a card's description, line-clamp-2) still have boxes, below
      // their paragraph's: they are not seen.
      const clipped = getComputedStyle(parent).overflow !== "visible";
      const seen = [...range.getClientRects()].filter((r) => !clipped || (r.top < box.bottom && r.bottom > box.top));
      if (seen.some(hit)) words.push(node.textContent.trim().slice(0, 30));
    }
    return {
      shown: button.checkVisibility({ visibilityProperty: true }),
      under: [
        ...under.map(
          (el) =>
            `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
        ),
        ...words.map((w) => `text "${w}"`),
      ],
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
  test(`the chat button covers no control and no words on ${path}, first screen and scrolled @mobile`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const first = await chatCorner(page);
    expect(first.carouselUnder, `carousel controls under the chat button: ${first.under.join(", ")}`).toBe(false);

    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    let shownSomewhere = false;
    for (let step = 10; step >= 0; step--) {
      const y = Math.round((end * step) / 10);
      // Arrive scrolling up (scrolling down, it slides away; see the test below).
      await scrollTo(page, Math.min(end, y + 40));
      await scrollTo(page, y);
      const { shown, under } = await chatCorner(page);
      // Shown exactly when it would cover nothing.
      expect({ shown, under }, `scrolled to ${y} of ${end}`).toEqual({ shown: under.length === 0, under });
      shownSomewhere ||= shown;
    }
    expect(shownSomewhere, "the chat button shows somewhere on the page").toBe(true);
  });
}

test("@mobile the chat button slides away while the page scrolls down, and is back when it rests or scrolls up", async ({
  page,
}) => {
  // The page's clock stands still unless moved: its 700 ms "at rest" timer cannot run
  // out between a scroll and the check on a slow machine.
  await page.clock.install();
  await page.goto("/about");
  await waitForHydration(page);
  await pauseClock(page);
  // By its label, not its role: where words lie under its resting place it is also hidden
  // (visibility), and this test is about sliding away, which it does either way.
  const button = page.locator('a[aria-label="Chat with us!"]');
  const away = () => button.evaluate((el) => "away" in (el as HTMLElement).dataset);
  // The scroll event comes with the next frame: wait for it without the page's timers.
  const scrollAndSee = async (y: number, expectAway: boolean) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await expect.poll(away).toBe(expectAway);
  };
  await scrollAndSee(600, true);
  await scrollAndSee(560, false);
  await scrollAndSee(900, true);
  await page.clock.runFor(600);
  expect(await away(), "still reading on, 600 ms after the scroll").toBe(true);
  await page.clock.runFor(150);
  await expect.poll(away).toBe(false);
});

test("@mobile-only the chat button is hidden while the filter drawer is open, and the drawer closes with Show N pieces", async ({
  page,
}) => {
  await page.goto("/collections/semi-formals");
  await waitForHydration(page);
  const chat = page.getByRole("complementary", { name: "Chat with the store" });
  await page.getByText("Filters", { exact: true }).click();
  await expect(chat).toBeHidden();
  await page.getByRole("link", { name: "Casual Shirts", exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/category=casual-shirts/);
  const show = page.getByRole("link", { name: /^Show \d+ pieces?$/ });
  await expect(show).toBeVisible();
  const count = Number(/\d+/.exec((await show.textContent())!)![0]);
  await expect(page.locator("#collection").getByRole("status")).toHaveText(
    `${count} in Casual Shirts · 13 in Casual Wear collection`,
  );
  await show.click();
  await expect(show).toBeHidden();
  await expect(chat).toBeVisible();
});
