import type { Page } from "@playwright/test";
import { publicPages } from "../../app/content/routes-meta";
import { contrastRatio } from "../../app/lib/ui/contrast";
import { expect, test, waitForHydration } from "./fixtures";
import { asFreshVisitor, signInByApi } from "./staff-helpers";

/**
 * Every form field in the app, public and staff, is read by a screen reader with a
 * name that says what to type: not empty, and not its label's parts run together
 * ("SubjectOptional"). New pages and new fields are covered without naming them
 * here; the fields docs/behaviour.md#contact-form names are also checked word for word.
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

  test("the contact form: its fields, optional ones said as such", async ({ page }) => {
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
      // Hydrated first: the lists' select boxes appear with the script, and the two
      // counts compared below must be of the same page.
      await waitForHydration(page);
      await expectNamedFields(page, path);
    }
  });
});

/**
 * The edge of every visible text field, select and text area as the browser draws it
 * (computed colours, any CSS colour syntax, see-through grounds composited), against
 * the field's own fill and against the ground around it: WCAG 1.4.11 asks 3:1
 * (BRAND: "3:1 for UI parts"). app/components/ui/field-contrast.test.ts checks the
 * theme's classes; this checks that those are the colours the forms actually show.
 */
async function fieldEdges(page: Page) {
  return page
    .locator("input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), select, textarea")
    .filter({ visible: true })
    .evaluateAll((fields) => {
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
      type Rgba = [number, number, number, number];
      const parse = (css: string): Rgba => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = "#000";
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
        return [r!, g!, b!, a! / 255];
      };
      const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [
        r * a + R * (1 - a),
        g * a + G * (1 - a),
        b * a + B * (1 - a),
        1,
      ];
      const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
      /** What shows behind an element: its ancestors' backgrounds, composited down to an opaque one. */
      const groundOf = (element: Element): Rgba => {
        const layers: Rgba[] = [];
        for (let at: Element | null = element; at; at = at.parentElement) {
          const layer = parse(getComputedStyle(at).backgroundColor);
          if (layer[3] > 0) layers.push(layer);
          if (layer[3] >= 1) break;
        }
        return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
      };
      return fields
        .filter((field) => !field.closest('[aria-hidden="true"]'))
        .map((field) => {
          const style = getComputedStyle(field);
          const ground = groundOf(field.parentElement!);
          const fill = over(parse(style.backgroundColor), ground);
          const edge = over(parse(style.borderTopColor), fill);
          const name = field.getAttribute("name") ?? field.id ?? field.tagName;
          return { name, width: style.borderTopWidth, edge: hex(edge), fill: hex(fill), ground: hex(ground) };
        });
    });
}

async function expectVisibleEdges(page: Page, where: string) {
  const fields = await fieldEdges(page);
  expect(fields.length, `${where}: fields found`).toBeGreaterThan(0);
  const problems = fields.flatMap((f) => {
    const against = [
      ["its fill", f.fill],
      ["the ground", f.ground],
    ] as const;
    return against.flatMap(([what, colour]) => {
      const ratio = contrastRatio(f.edge, colour);
      return ratio >= 3 ? [] : [`${where} ${f.name}: edge ${f.edge} on ${what} ${colour} is ${ratio.toFixed(2)}:1`];
    });
  });
  expect(problems).toEqual([]);
  expect(fields.filter((f) => parseFloat(f.width) < 1).map((f) => `${where} ${f.name} has no edge`)).toEqual([]);
}

test.describe("form field edges reach 3:1, as rendered", () => {
  test.beforeEach(async ({ page }) => asFreshVisitor(page));

  test("@mobile the contact and booking forms and the staff login", async ({ page }) => {
    for (const path of ["/contact", "/book", "/admin"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectVisibleEdges(page, path);
    }
    // In error and in focus (the focused edge is brass; the focus ring is drawn outside it).
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("section#consultation-form").getByLabel(/^Email/)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectVisibleEdges(page, "/contact in error");
    await expect(page.locator("section#consultation-form").getByLabel(/^Full Name/)).toBeFocused();
    await expectVisibleEdges(page, "/contact focused");
  });

  test("@mobile the staff screens' forms", async ({ page }) => {
    await signInByApi(page);
    for (const path of [
      "/admin/contact-messages",
      "/admin/customers",
      "/admin/orders",
      "/admin/products",
      "/admin/products/new?collection=formals",
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      const filters = page.getByText("Category and dates");
      if (await filters.isVisible()) await filters.click();
      await expectVisibleEdges(page, path);
    }
  });
});
