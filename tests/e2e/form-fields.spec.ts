import type { Page } from "@playwright/test";
import { publicPages } from "../../app/content/routes-meta";
import { expect, test, waitForHydration } from "./fixtures";
import { asFreshVisitor, signInByApi } from "./staff-helpers";

/**
 * Every form field in the app, public and staff, is read by a screen reader with a
 * name that says what to type: not empty, and not its label's parts run together
 * ("SubjectOptional"). New pages and new fields are covered without naming them
 * here; the forms SPEC names are also checked word for word.
 */

const FIELD_ROLES = "textbox|searchbox|combobox|listbox|checkbox|radio|spinbutton|slider|switch";

/** Role and accessible name of each field on the page, from Chromium's accessibility tree. */
async function fieldNames(page: Page): Promise<Array<{ role: string; name: string }>> {
  const snapshot = await page.locator("body").ariaSnapshot();
  const pattern = new RegExp(`^\\s*- (${FIELD_ROLES})(?: "((?:[^"\\\\]|\\\\.)*)")?`);
  return snapshot.split("\n").flatMap((line) => {
    const match = pattern.exec(line);
    return match ? [{ role: match[1]!, name: (match[2] ?? "").replace(/\\"/g, '"') }] : [];
  });
}

/** The fields a person can reach (the spam trap is hidden from everyone). */
async function visibleFieldCount(page: Page): Promise<number> {
  return page
    .locator("body")
    .locator("input:not([type=hidden]):not([type=submit]):not([type=button]), select, textarea")
    .filter({ visible: true })
    .evaluateAll((fields) => fields.filter((field) => !field.closest('[aria-hidden="true"]')).length);
}

function problemsOf(fields: Array<{ role: string; name: string }>): string[] {
  return fields.flatMap(({ role, name }) => {
    if (!name.trim()) return [`a ${role} without a name`];
    // A lower-case letter straight before a capital: two words run together.
    if (/\p{Ll}\p{Lu}/u.test(name)) return [`${role} "${name}": words run together`];
    return [];
  });
}

async function expectNamedFields(page: Page, where: string) {
  const fields = await fieldNames(page);
  expect(fields.length, `${where}: every visible field is in the accessibility tree`).toBe(
    await visibleFieldCount(page),
  );
  expect(problemsOf(fields), where).toEqual([]);
  return fields;
}

test.describe("form fields have proper accessible names", () => {
  test.beforeEach(async ({ page }) => asFreshVisitor(page));

  test("the contact form: SPEC's fields, optional ones said as such", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const fields = await expectNamedFields(page, "/contact");
    expect(fields).toEqual([
      { role: "textbox", name: "Full Name" },
      { role: "textbox", name: "Email" },
      { role: "textbox", name: "Phone" },
      { role: "combobox", name: "Category (optional)" },
      { role: "textbox", name: "Subject (optional)" },
      { role: "textbox", name: "Message" },
    ]);
  });

  test("the staff login: Username and Password", async ({ page }) => {
    await page.goto("/admin");
    await waitForHydration(page);
    const fields = await expectNamedFields(page, "/admin");
    expect(fields.map((f) => f.name)).toEqual(["Username", "Password"]);
  });

  test("every public page", async ({ page }) => {
    test.slow();
    for (const { path } of publicPages) {
      await page.goto(path);
      await expectNamedFields(page, path);
    }
  });

  test("every staff page", async ({ page }) => {
    test.slow();
    await signInByApi(page);
    for (const path of ["/admin/dashboard", "/admin/contact-messages", "/admin/collections", "/admin/products"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectNamedFields(page, path);
    }
  });
});
