import { collectionGroups, timeline, values } from "../../app/content/site/about";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test.describe("brand story", () => {
  test("founded 1984, the 1984/2010/2024 timeline, four values, three collection groups", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Founded in Bengaluru, 1984" })).toBeVisible();
    const milestones = page.getByRole("region", { name: "Milestones" }).getByRole("listitem");
    await expect(milestones).toHaveCount(3);
    for (const [i, entry] of timeline.entries()) await expect(milestones.nth(i)).toContainText(entry.year);
    const valueItems = page.getByRole("region", { name: "Our Values" }).getByRole("listitem");
    await expect(valueItems).toHaveCount(4);
    for (const value of values) await expect(page.getByRole("heading", { name: value.title })).toBeVisible();
    for (const group of collectionGroups) {
      await expect(page.getByRole("heading", { name: group.title })).toBeVisible();
      for (const link of group.links) await expect(page.locator(`main a[href="${link.href}"]`).first()).toBeAttached();
    }
  });

  test("no axe violations @mobile", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
