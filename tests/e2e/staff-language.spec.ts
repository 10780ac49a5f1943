import { colleague, ownerBrowser } from "../support/staff-accounts";
import { expect, test } from "./fixtures";
import { asFreshVisitor } from "./staff-helpers";

/**
 * Each staff account chooses its own language in My account (issue 33), at 375 px
 * (@mobile) and 1280 px: three buttons named in their own scripts, one tap, a plain
 * form that works without JavaScript, and the choice is kept: on the page after the
 * post, after a reload, and in the staff pages' <html lang>.
 */
const PASSWORD = "counter staff password 7";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("@mobile a staff member switches My account to ಕನ್ನಡ and sees the choice kept", async ({ page, baseURL }) => {
    await asFreshVisitor(page);
    // A colleague of their own, so the two projects running at once never share an account.
    const username = `lang${test.info().project.name}${Date.now().toString(36)}`;
    await colleague(await ownerBrowser(baseURL!), {
      name: "Lakshmi Devi",
      username,
      password: PASSWORD,
      role: "staff",
    });
    const login = await page.request.post("/api/login", { data: { username, password: PASSWORD } });
    expect(login.status()).toBe(200);

    await page.goto("/admin/account");
    const choices = page.getByRole("group", { name: "Language" });
    const english = choices.getByRole("button", { name: "English" });
    const kannada = choices.getByRole("button", { name: "ಕನ್ನಡ" });
    await expect(english).toHaveAttribute("aria-pressed", "true");
    await expect(kannada).toHaveAttribute("aria-pressed", "false");
    // Each name is marked as its language, so a screen reader says it right.
    await expect(kannada.locator('[lang="kn-IN"]')).toHaveText("ಕನ್ನಡ");
    await expect(choices.getByRole("button", { name: "हिन्दी" }).locator('[lang="hi-IN"]')).toHaveText("हिन्दी");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");

    await kannada.click();
    await expect(page.getByText("Saved.")).toBeVisible();
    await expect(kannada).toHaveAttribute("aria-pressed", "true");
    await expect(english).toHaveAttribute("aria-pressed", "false");
    // The screens' words are English until the counter's catalogue is wired: so is the page's lang.
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");

    await page.reload();
    await expect(page.getByRole("group", { name: "Language" }).getByRole("button", { name: "ಕನ್ನಡ" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goto("/admin/dashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });
});
