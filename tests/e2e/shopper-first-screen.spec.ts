import type { Locator } from "@playwright/test";
import { screenSeeds } from "../../app/content/catalogue/screens.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * Issue 38, the shopper on a 375 px phone: the item window's price (or "Price on
 * request") sits under the title on the first screen, with Reserve and WhatsApp; no
 * collection's hero sentence is cut with "…"; a piece without a price asks for it.
 */

const items = screenSeeds.flatMap((seed) =>
  seed.source.items.map((item) => ({
    path: `${seed.screen.path}/${item.slug}`,
    title: item.title,
    price: item.price,
    next: seed.screen.trial.offered && !seed.screen.trial.exceptTypes.includes(item.type) ? undefined : "Visit Store",
  })),
);
// The longest title wraps most and pushes the price furthest down.
const longest = [...items].sort((a, b) => b.title.length - a.title.length)[0]!;
const CASES = [
  { path: "/groom/ivory-silk-bandi-set", price: "₹6,800" },
  { path: "/collections/formals/white-french-cuff-shirt" },
  // No trial for innerwear: Visit Store and WhatsApp.
  { path: "/innerwears/us-polo-assn-crew-neck-tee", next: "Visit Store" },
  longest,
];

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, "laid out").not.toBeNull();
  return b!;
}

for (const item of CASES) {
  test(`@mobile-only ${item.path}: the price or Price on request, Reserve and WhatsApp on the first screen`, async ({
    page,
  }) => {
    await page.goto(item.path);
    await waitForHydration(page);
    const dialog = page.getByRole("dialog");
    const price = dialog.getByTestId("item-price");
    const next = dialog.getByRole("link", { name: item.next ?? "Reserve for trial", exact: true });
    const ask = dialog.getByRole("link", { name: /^Ask on WhatsApp/ });
    expect(await dialog.evaluate((el) => el.scrollTop)).toBe(0);
    for (const control of [price, next, ask]) await expect(control).toBeInViewport({ ratio: 1 });
    // Seen, not under the action bar that stays at the window's foot.
    const bar = await box(dialog.getByTestId("item-actions"));
    const priceBox = await box(price);
    expect(priceBox.y + priceBox.height).toBeLessThanOrEqual(bar.y);
    // Under the title.
    const title = await box(dialog.getByRole("heading", { level: 2 }));
    expect(priceBox.y).toBeGreaterThanOrEqual(title.y + title.height - 1);

    if (item.price) {
      await expect(price).toHaveText(item.price);
    } else {
      const onRequest = price.getByRole("link", { name: /^Price on request/ });
      await expect(onRequest).toHaveAttribute("target", "_blank");
      // The item's own WhatsApp question, as Ask on WhatsApp asks it.
      expect(await onRequest.getAttribute("href")).toBe(await ask.getAttribute("href"));
    }
  });
}

test("@mobile-only a card without a price says Price on request, linking to the piece's WhatsApp question", async ({
  page,
}) => {
  await page.goto("/collections/formals");
  await waitForHydration(page);
  const card = page.getByRole("list", { name: "Dressed for the Boardroom" }).getByRole("listitem").first();
  const ask = card.getByRole("link", { name: /^Price on request/ });
  await expect(ask).toBeVisible();
  const chat = new URL((await ask.getAttribute("href"))!);
  expect(chat.hostname).toBe("wa.me");
  expect(chat.searchParams.get("text")).toContain("Ivory Giza Cotton Shirt");
  // The card's own link is still there, and the question is not under its cover.
  const hit = await ask.evaluate((el) => {
    el.scrollIntoView({ block: "center", behavior: "instant" });
    const r = el.getBoundingClientRect();
    return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest("a") === el;
  });
  expect(hit).toBe(true);
  await expect(card.getByRole("link", { name: /View details/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("@mobile-only no collection's hero sentence is cut with an ellipsis: whole, in two lines at most", async ({
  page,
}) => {
  for (const seed of screenSeeds) {
    await page.goto(seed.screen.path);
    const text = page.getByText(seed.screen.hero.text, { exact: true });
    await expect(text, seed.screen.path).toBeVisible();
    const shape = await text.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        clamp: style.getPropertyValue("-webkit-line-clamp"),
        overflow: style.textOverflow,
        clipped: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
        lines: Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight)),
        right: el.getBoundingClientRect().right,
      };
    });
    expect(shape.clamp, seed.screen.path).toBe("none");
    expect(shape.overflow, seed.screen.path).not.toBe("ellipsis");
    expect(shape.clipped, seed.screen.path).toBe(false);
    expect(shape.lines, seed.screen.path).toBeLessThanOrEqual(2);
    expect(shape.right, seed.screen.path).toBeLessThanOrEqual(375);
    expect(seed.screen.hero.text, seed.screen.path).not.toMatch(/(…|\.\.\.)$/);
  }
});
