import type { Page, TestInfo } from "@playwright/test";
import { publicPages } from "../../app/content/routes-meta";
import { describeViolations, expect, runAxe, test, waitForHydration } from "./fixtures";
import { TEST_ADMIN } from "../support/test-admin";

/**
 * The accessibility audit (`npm run audit:a11y`, and part of `npm test`): axe-core
 * with the WCAG 2.x A/AA and best-practice rules on every public page, the 404 page
 * and the staff screens, and on the states that only exist after an interaction —
 * the mobile menu, the collections menu, an item dialog and its gallery, the offers
 * toast, the gallery's grid dialog and fullscreen carousel, the admin table.
 *
 * Titles carrying "@mobile" run in both projects (1280 px and 375 px); the others at
 * 1280 px only ("@mobile-only": 375 px only). Each test prints its violation count;
 * every count must be 0.
 */
async function audit(page: Page, testInfo: TestInfo, state: string, include?: string) {
  const results = await runAxe(page, { include });
  const width = page.viewportSize()?.width ?? 0;
  const nodes = results.violations.reduce((n, v) => n + v.nodes.length, 0);
  console.log(
    `axe ${state} @${width}px: ${results.violations.length} violations (${nodes} nodes), ${results.passes.length} rules passed`,
  );
  testInfo.annotations.push({ type: "axe", description: `${state} @${width}px: ${results.violations.length}` });
  expect(describeViolations(results), `axe violations on ${state} (${page.url()}) at ${width}px`).toEqual([]);
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

test.describe("accessibility audit: pages", () => {
  for (const { path } of publicPages) {
    test(`axe ${path} @mobile`, async ({ page }, testInfo) => {
      const response = await open(page, path);
      expect(response?.status()).toBe(200);
      await audit(page, testInfo, path);
    });
  }

  test("axe 404 page @mobile", async ({ page }, testInfo) => {
    const response = await open(page, "/no-such-page-for-axe");
    expect(response?.status()).toBe(404);
    await audit(page, testInfo, "404");
  });

  test("axe admin login @mobile", async ({ page }, testInfo) => {
    await open(page, "/admin");
    await audit(page, testInfo, "/admin (login)");
  });
});

test.describe("accessibility audit: open states", () => {
  // The menu toggle exists below 1024 px only.
  test("axe mobile menu with collections expanded @mobile-only", async ({ page }, testInfo) => {
    await open(page, "/");
    await page.getByRole("banner").locator("summary[data-slot=menu-toggle]").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await audit(page, testInfo, "mobile menu");
    await menu.locator("summary", { hasText: "Collections" }).click();
    await expect(menu.getByRole("link", { name: "Ramraj Collections" })).toBeVisible();
    await audit(page, testInfo, "mobile menu, collections expanded");
  });

  test("axe header search open, search results and no results @mobile", async ({ page }, testInfo) => {
    await open(page, "/");
    await page.getByRole("banner").locator("summary", { hasText: "Search" }).click();
    await expect(page.getByRole("banner").getByRole("searchbox")).toBeVisible();
    await audit(page, testInfo, "header search open");
    await open(page, "/search?q=sherwani");
    await expect(page.getByRole("status")).toContainText("results for");
    await audit(page, testInfo, "/search?q=sherwani");
    await open(page, "/search?q=velvet+spacesuit");
    await expect(page.getByRole("status")).toContainText("No results");
    await audit(page, testInfo, "/search, no results");
  });

  test("axe desktop collections menu", async ({ page }, testInfo) => {
    await open(page, "/");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Collections" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await audit(page, testInfo, "collections menu");
  });

  for (const path of ["/collections/formals", "/groom", "/pants", "/innerwears", "/ramraj"]) {
    test(`axe item dialog and its gallery on ${path} @mobile`, async ({ page }, testInfo) => {
      await open(page, path);
      await page
        .getByRole("link", { name: /^View details/ })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await audit(page, testInfo, `${path} item dialog`);
      await dialog.getByRole("button", { name: /View All Images/ }).click();
      await expect(dialog.getByRole("button", { name: /next/i }).first()).toBeVisible();
      await audit(page, testInfo, `${path} item gallery`);
    });
  }

  test("axe offers toast after Copy @mobile", async ({ page, context }, testInfo) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, "/offers");
    await page.getByRole("button", { name: /Copy/ }).first().click();
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    // The toast itself: the page under it was scanned above, and text a toast
    // briefly covers (the logo at 375 px) would read as a contrast failure.
    await audit(page, testInfo, "offers toast", "[data-sonner-toaster]");
  });

  test("axe gallery grid dialog and fullscreen carousel @mobile", async ({ page }, testInfo) => {
    await open(page, "/gallery");
    await page
      .getByRole("link", { name: /View Collection/ })
      .first()
      .click();
    const grid = page.getByRole("dialog");
    await expect(grid).toBeVisible();
    await audit(page, testInfo, "gallery grid dialog");
    await grid
      .getByRole("link")
      .filter({ has: page.locator("img") })
      .first()
      .click();
    const fullscreen = page.getByRole("dialog");
    await expect(fullscreen.getByText(/^\s*1\s*\/\s*\d+\s*$/).first()).toBeVisible();
    await audit(page, testInfo, "gallery fullscreen");
  });

  test("axe admin dashboard, contact messages table, Insights and Reviews @mobile", async ({ page }, testInfo) => {
    // One message so the table has a row (the contact rate limit may already be spent by other tests: then the empty state is audited).
    await page.request.post("/api/contact", {
      data: {
        name: "Axe Visitor",
        email: "axe@example.com",
        phone: "+91 98450 12345",
        subject: "Axe",
        message: "Audit row",
        category: "general",
      },
    });
    const login = await page.request.post("/api/login", {
      data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(login.status()).toBe(200);
    await open(page, "/admin/dashboard");
    await audit(page, testInfo, "/admin/dashboard");
    await open(page, "/admin/contact-messages");
    // A table at 1280 px; at 375 px the rows reflow into a list of cards (see contact-messages.tsx).
    const messages = page.getByRole("table").or(page.getByRole("list", { name: "Contact messages" }));
    await expect(messages.or(page.getByText("No messages found.")).first()).toBeVisible();
    await audit(page, testInfo, "/admin/contact-messages table");
    await open(page, "/admin/insights");
    await audit(page, testInfo, "/admin/insights");
    await open(page, "/admin/reviews");
    await audit(page, testInfo, "/admin/reviews");
  });
});
