import { expectNoAxeViolations, expect, test, waitForHydration } from "./fixtures";

test("home answers with the shell", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("banner")).toBeVisible();
  await expectNoAxeViolations(page);
});
