import { galleryCollections } from "../../app/content/site/gallery";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test.describe("gallery page", () => {
  test("hero and four collection cards with category and item-count badges", async ({ page }) => {
    await page.goto("/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover Our Premium Collections");
    const cards = page.locator("article");
    await expect(cards).toHaveCount(4);
    for (const [i, collection] of galleryCollections.entries()) {
      await expect(cards.nth(i).getByRole("heading")).toHaveText(collection.title);
      await expect(cards.nth(i)).toContainText(collection.category);
      await expect(cards.nth(i)).toContainText(`${collection.images.length} images`);
      await expect(cards.nth(i)).toContainText(collection.description);
    }
    expect(galleryCollections.map((c) => c.images.length)).toEqual([6, 5, 4, 4]);
  });

  test("a card opens the fullscreen carousel: buttons, arrow keys, counter, wrap, Escape", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    const opener = page.getByRole("link", { name: "Formal Collection: open fullscreen", exact: true });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Formal Collection" });
    await expect(dialog).toBeVisible();
    // Each view has its address: the image shown is in it.
    await expect(page).toHaveURL(/\/gallery\?collection=formal&image=1$/);
    const counter = dialog.getByTestId("carousel-counter");
    await expect(counter).toHaveText("1 / 6");
    await expect(dialog.getByRole("img").first(), "each picture shown whole").toHaveCSS("object-fit", "contain");
    await dialog.getByRole("link", { name: "Next slide" }).click();
    await expect(counter).toHaveText("2 / 6");
    await expect(page).toHaveURL(/image=2$/);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("3 / 6");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("1 / 6");
    await dialog.getByRole("link", { name: "Previous slide" }).click();
    await expect(counter).toHaveText("6 / 6");
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("1 / 6");
    // Moving between images replaced the view's history entry, so closing (one step back) is the page.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(opener).toBeFocused();

    // The close button closes it too.
    await page.getByRole("link", { name: "Clubwear Collection: open fullscreen" }).click();
    const club = page.getByRole("dialog", { name: "Clubwear Collection" });
    await expect(club.getByTestId("carousel-counter")).toHaveText("1 / 4");
    await club.getByRole("link", { name: "Close", exact: true }).click();
    await expect(club).toBeHidden();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test("quick arrow presses and clicks each move one image, also while the page is slow to draw", async ({ page }) => {
    test.slow(); // every step runs at a twentieth of the speed
    await page.goto("/gallery?collection=formal&image=3");
    await waitForHydration(page);
    // 20× slower: each move draws after the next key is pressed, as on a busy cheap phone.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
    const counter = page.getByRole("dialog", { name: "Formal Collection" }).getByTestId("carousel-counter");
    await expect(counter).toHaveText("3 / 6");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("1 / 6", { timeout: 30_000 });
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("4 / 6", { timeout: 30_000 });
    await expect(page).toHaveURL(/image=4$/);
    // Two quick clicks on Next, the second before the first has drawn (no waiting in between).
    const box = await page.getByRole("link", { name: "Next slide" }).boundingBox();
    if (!box) throw new Error("Next slide is not drawn");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(counter).toHaveText("6 / 6", { timeout: 30_000 });
    await expect(page).toHaveURL(/image=6$/);
  });

  test("a view's own address opens it; Back and forward walk in and out of it", async ({ page }) => {
    await page.goto("/gallery?collection=clubwear&image=3");
    await waitForHydration(page);
    const club = page.getByRole("dialog", { name: "Clubwear Collection" });
    await expect(club.getByTestId("carousel-counter")).toHaveText("3 / 4");
    await club.getByRole("link", { name: "Next slide" }).click();
    await expect(club.getByTestId("carousel-counter")).toHaveText("4 / 4");
    // Reached by its address, closing replaces it with the page.
    await club.getByRole("link", { name: "Close", exact: true }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await page.getByRole("link", { name: "Premium Shirts: open fullscreen" }).click();
    await expect(page.getByRole("dialog", { name: "Premium Shirts" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL(/\/gallery$/);
    await page.goForward();
    await expect(page.getByRole("dialog", { name: "Premium Shirts" })).toBeVisible();
  });

  test("View Collection opens the grid; an image opens the carousel at that image", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    await page.getByRole("link", { name: "View Collection: Semi-Formal Collection" }).click();
    const grid = page.getByRole("dialog", { name: "Semi-Formal Collection" });
    await expect(grid).toBeVisible();
    await expect(page).toHaveURL(/\/gallery\?collection=semi-formal&view=all$/);
    // The card's badge and the dialog count the same thing in the same words.
    await expect(grid).toContainText("5 images");
    await expect(page.locator("article", { hasText: "Semi-Formal Collection" })).toContainText("5 images");
    const images = grid.getByRole("link", { name: /^View Fullscreen/ });
    await expect(images).toHaveCount(5);
    await images.nth(3).click();
    const fullscreen = page.getByTestId("fullscreen-carousel");
    await expect(fullscreen).toBeVisible();
    await expect(page.getByTestId("collection-grid")).toBeHidden();
    await expect(fullscreen.getByTestId("carousel-counter")).toHaveText("4 / 5");
    await page.keyboard.press("ArrowRight");
    await expect(fullscreen.getByTestId("carousel-counter")).toHaveText("5 / 5");
    await page.keyboard.press("Escape");
    await expect(fullscreen).toBeHidden();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole("link", { name: "Semi-Formal Collection: open fullscreen" })).toBeFocused();
  });

  test("the grid closes with its close button and returns focus", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    await page.getByRole("link", { name: "View Collection: Premium Shirts" }).click();
    const grid = page.getByRole("dialog", { name: "Premium Shirts" });
    await expect(grid.getByRole("link", { name: /^View Fullscreen/ })).toHaveCount(4);
    await grid.getByRole("link", { name: "Close", exact: true }).click();
    await expect(grid).toBeHidden();
    await expect(page.getByRole("link", { name: "View Collection: Premium Shirts" })).toBeFocused();
  });

  test("no axe violations on the page, the grid and the fullscreen view @mobile", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "View Collection: Formal Collection" }).click();
    await expect(page.getByTestId("collection-grid")).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole("link", { name: /^View Fullscreen/ })
      .first()
      .click();
    await expect(page.getByTestId("fullscreen-carousel")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a card, the arrows, the grid and close are links to each view @mobile", async ({ page }) => {
      await page.goto("/gallery");
      await page.getByRole("link", { name: "Formal Collection: open fullscreen", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Formal Collection" });
      await expect(dialog.getByTestId("carousel-counter")).toHaveText("1 / 6");
      await dialog.getByRole("link", { name: "Previous slide" }).click();
      await expect(page.getByTestId("carousel-counter")).toHaveText("6 / 6");
      await expect(page.getByTestId("fullscreen-carousel").locator("[data-active=true] img")).toBeVisible();
      await page.getByRole("link", { name: "Close", exact: true }).click();
      await expect(page).toHaveURL(/\/gallery$/);
      await page.getByRole("link", { name: "View Collection: Clubwear Collection" }).click();
      const grid = page.getByRole("dialog", { name: "Clubwear Collection" });
      await grid
        .getByRole("link", { name: /^View Fullscreen/ })
        .nth(2)
        .click();
      await expect(page.getByTestId("carousel-counter")).toHaveText("3 / 4");
    });
  });
});
