import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * The shopper's next step (issue 28): the item window's actions in sight on a phone,
 * trial only where the store offers it, the phone's filter drawer, a count that says
 * what a tab hides, booking buttons that book, and the footer's policy pages.
 */
test("@mobile-only the item window keeps Reserve for trial and Ask on WhatsApp in sight without scrolling; photos swipe in place", async ({
  page,
}) => {
  await page.goto("/groom/ivory-silk-bandi-set");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Ivory Silk Bandi Set" });
  const reserve = dialog.getByRole("link", { name: "Reserve for trial" });
  const ask = dialog.getByRole("link", { name: /^Ask on WhatsApp/ });
  // Fully inside the window as it opens, with nothing scrolled.
  await expect(reserve).toBeInViewport({ ratio: 1 });
  await expect(ask).toBeInViewport({ ratio: 1 });
  expect(await dialog.evaluate((el) => el.scrollTop)).toBe(0);
  await expect(reserve).toHaveAttribute("href", "/book?item=groom%2Fivory-silk-bandi-set");
  const chat = new URL((await ask.getAttribute("href"))!);
  expect(chat.hostname).toBe("wa.me");
  expect(chat.searchParams.get("text")).toContain("Ivory Silk Bandi Set");
  // Still in sight once the details are scrolled to their end.
  await dialog.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(reserve).toBeInViewport({ ratio: 1 });

  // The photos swipe sideways in place; the count follows.
  await dialog.evaluate((el) => el.scrollTo({ top: 0 }));
  const photos = dialog.getByRole("list", { name: /^Photos of the Ivory Silk Bandi Set/ });
  await expect(photos.getByRole("listitem")).toHaveCount(4);
  // A sideways scroller that snaps one photo at a time: the phone's own swipe moves it,
  // before the page's script runs and without it.
  expect(
    await photos.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.overflowX, style.scrollSnapType, el.scrollWidth >= el.clientWidth * 4 - 1];
    }),
  ).toEqual(["auto", "x mandatory", true]);
  await photos.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: "instant" }));
  await expect(dialog.getByText("2 / 4", { exact: true })).toBeVisible();
  // Still the summary: the bar is there, the gallery did not open.
  await expect(reserve).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
});

test("@mobile no trial for innerwear or the ceremonial vel: WhatsApp is the window's main action there", async ({
  page,
}) => {
  await page.goto("/innerwears/us-polo-assn-crew-neck-tee");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("link", { name: /^Ask on WhatsApp/ })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Reserve for trial" })).toHaveCount(0);
  // A trial link typed by hand is not taken either.
  await page.goto("/book?item=innerwears%2Fus-polo-assn-crew-neck-tee");
  await expect(page.getByText(/cannot be reserved for a trial/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Book a fitting" })).toBeVisible();
});

test("@mobile-only the filter drawer closes with Show N pieces, and Clear resets it", async ({ page }) => {
  await page.goto("/groom");
  await waitForHydration(page);
  await page.getByText("Filters", { exact: true }).click();
  await page.getByRole("link", { name: "Accessories", exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/category=accessories/);
  // Still open: filters can be combined before looking.
  const show = page.getByRole("link", { name: /^Show \d+ pieces?$/ });
  await expect(show).toBeVisible();
  const shown = await page.getByRole("list", { name: "Everything for the Groom" }).getByRole("listitem").count();
  await expect(show).toHaveText(`Show ${shown} ${shown === 1 ? "piece" : "pieces"}`);
  await expectNoAxeViolations(page);
  await show.click();
  await expect(show).toBeHidden();
  await expect(page.getByRole("list", { name: "Everything for the Groom" })).toBeInViewport();

  await page.getByText("Filters", { exact: true }).click();
  await page.getByRole("link", { name: "Clear", exact: true }).click();
  await expect(page).toHaveURL(/\/groom$/);
  await expect(page.getByRole("link", { name: "Clear", exact: true })).toBeHidden();
});

test("@mobile the count says what a tab shows and what the collection holds, with every tab's count", async ({
  page,
}) => {
  await page.goto("/collections/formals");
  await waitForHydration(page);
  // Issue 38: "3 of 9" read as all there was. The spec's default tab (shirts) stays.
  const count = page.locator("#collection").getByRole("status");
  await expect(count).toHaveText("3 in Formal Shirts · 9 in Formal Collection");
  const phone = (page.viewportSize()?.width ?? 1280) < 640;
  if (phone) {
    // The bar that stays in sight says it too; the tabs are in its drawer.
    await expect(page.locator("#collection details").locator("xpath=..")).toContainText("3 shown · 9 in all");
    await page.getByText("Filters", { exact: true }).click();
  }
  const tabs = page
    .locator("#collection")
    .getByRole("group", { name: /./ })
    .filter({ visible: true })
    .getByRole("link");
  const names = await tabs.allTextContents();
  expect(names[0]).toBe("Formal Shirts (3)");
  expect(names.map((n) => /^Formal [\w-]+ \((\d+)\)$/.exec(n)?.[1])).not.toContain(undefined);
  // Every piece is under one tab.
  expect(names.reduce((sum, n) => sum + Number(/\((\d+)\)$/.exec(n)![1]), 0)).toBe(9);
  if (phone) await page.getByText("Filters", { exact: true }).click();

  await count.getByRole("link", { name: "9 in Formal Collection" }).click();
  await expect(page).toHaveURL(/category=all/);
  await expect(count).toHaveText("Showing 9 of 9 pieces");
  await expect(page.getByRole("list", { name: "Dressed for the Boardroom" }).getByRole("listitem")).toHaveCount(9);
});

test("booking buttons book: the home page's consultation and /visit's Book a visit online open /book", async ({
  page,
}) => {
  await page.goto("/");
  const consult = page.getByRole("link", { name: "Book a Consultation" });
  await expect(consult.first()).toHaveAttribute("href", "/book?purpose=styling");
  await page.goto("/visit");
  await expect(page.getByRole("link", { name: "Book a visit online" })).toHaveAttribute(
    "href",
    "/book?purpose=trial-room",
  );
  await expect(page.getByRole("link", { name: "Call to book" })).toHaveAttribute("href", /^tel:/);
  // Directions name the stop and say one time each.
  await expect(
    page.getByText("Yeshwanthpur Metro Station (Green Line): about a 2-minute walk from the store."),
  ).toBeVisible();
  await expect(page.getByText("Yeshwanthpur TTMC bus stop: about a 4-minute walk from the store.")).toBeVisible();
});

test("@mobile the footer's policy pages are real pages with the store's details filled in", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  for (const heading of [
    "What we collect, and why",
    "How long we keep it",
    "Who sees it",
    "Your rights",
    "How to ask",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Digital Personal Data Protection Act, 2023/)).toBeVisible();
  await expect(page.getByText(/Write to store@example\.com or call \+91 80 0000 0001/)).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  for (const [name, heading] of [
    ["Terms of Service", "Terms of Service"],
    ["Alterations & Exchanges", "Alterations & Exchanges"],
  ] as const) {
    await page.getByRole("contentinfo").getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});
