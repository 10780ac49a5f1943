import { sqliteDatabase } from "../integration/databases";
import { startServer } from "../support/server";
import { TEST_ADMIN } from "../support/test-admin";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { asFreshVisitor, signInByApi } from "./staff-helpers";

test.describe("staff area", () => {
  test.beforeEach(async ({ page }) => asFreshVisitor(page));

  test("@mobile without a session, staff pages send you to the login", async ({ page }) => {
    await page.goto("/admin/contact-messages");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Staff Login" })).toBeVisible();
    const api = await page.request.get("/api/contact-messages");
    expect(api.status()).toBe(401);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("staff screens are set in the web fonts from their own stylesheet, by the time the page has loaded", async ({
    page,
  }) => {
    await page.goto("/admin", { waitUntil: "load" });
    const heading = page.getByRole("heading", { name: "Staff Login" });
    await expect(heading).toHaveCSS("font-family", /Cormorant Garamond/);
    const loadedFaces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => face.family.replaceAll('"', ""))
        .filter((family) => !family.endsWith("Fallback"))
        .sort();
    });
    expect(loadedFaces).toEqual(["Cormorant Garamond", "Inter Variable"]);
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => url.endsWith(".woff2")),
    );
    expect(fontFiles).toHaveLength(2);
  });

  test("a wrong login says so", async ({ page }) => {
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByLabel("Username").fill(`nobody-${Date.now()}`);
    await page.getByLabel("Password").fill("certainly not the password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert").getByText("Login failed!")).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("[data-sonner-toast]").getByText("Login failed!")).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("@mobile a right login lands on the dashboard with the admin's name and totals", async ({ page }, testInfo) => {
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByLabel("Username").fill(TEST_ADMIN.username);
    await page.getByLabel("Password").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    // scrypt with 128 MiB per hash is slow on purpose; a busy test machine more so.
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
    await expect(page.getByText("Login successful!")).toBeVisible();
    await expect(page.getByRole("heading", { name: `Welcome, ${TEST_ADMIN.name}` })).toBeVisible();
    await expect(page.getByText("Total messages")).toBeVisible();
    await expect(page.getByText("Messages in the last 7 days")).toBeVisible();
    if (testInfo.project.name === "mobile") {
      // A phone has the labelled tab bar instead of the sidebar; the rest is under More.
      const tabs = page.getByRole("navigation", { name: "Staff sections" });
      for (const [name, href] of [
        ["Inbox", "/admin/contact-messages"],
        ["Visits", "/admin/orders"],
        ["Products", "/admin/products"],
      ] as const) {
        await expect(tabs.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
      }
      await expectNoAxeViolations(page);
      await tabs.getByRole("link", { name: /^Visits/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
      await tabs.getByText("More").click();
      for (const [name, href] of [
        ["Dashboard", "/admin/dashboard"],
        ["Customers", "/admin/customers"],
        ["Reviews", "/admin/reviews"],
        ["Collections", "/admin/collections"],
        ["Insights", "/admin/insights"],
      ] as const) {
        await expect(tabs.getByRole("link", { name })).toHaveAttribute("href", href);
      }
      await tabs.getByRole("button", { name: "Log out" }).click();
    } else {
      const nav = page.getByRole("complementary", { name: "Staff navigation" });
      for (const [name, href] of [
        ["Dashboard", "/admin/dashboard"],
        ["Contacts", "/admin/contact-messages"],
        ["Collections", "/admin/collections"],
        ["Products", "/admin/products"],
        ["Orders", "/admin/orders"],
        ["Customers", "/admin/customers"],
        ["Reviews", "/admin/reviews"],
        ["Insights", "/admin/insights"],
      ] as const) {
        await expect(nav.getByRole("link", { name })).toHaveAttribute("href", href);
      }
      await expect(page.getByTestId("staff-identity")).toContainText(TEST_ADMIN.email);
      await expectNoAxeViolations(page);

      await nav.getByRole("link", { name: "Orders" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();

      await nav.getByRole("button", { name: "Log out" }).click();
    }
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("the sidebar collapses and stays collapsed after a reload", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admin/dashboard");
    await waitForHydration(page);
    const sidebar = page.getByRole("complementary", { name: "Staff navigation" });
    await expect(sidebar).toHaveAttribute("data-collapsed", "false");
    await expect(page.getByTestId("staff-identity")).toContainText(TEST_ADMIN.name);
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(sidebar).toHaveAttribute("data-collapsed", "true");
    // The width animates (200 ms): read it once the animation has run.
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeLessThan(100);
    await page.reload();
    await waitForHydration(page);
    await expect(sidebar).toHaveAttribute("data-collapsed", "true");
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect(sidebar).toHaveAttribute("data-collapsed", "false");
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeGreaterThan(200);
  });

  test("pages across 25 messages, 10 at a time, on the server", async ({ page }) => {
    const tag = `Pager ${Date.now().toString(36)}`;
    // Five visitors send five messages each (one address may send five per 10 minutes).
    for (let i = 0; i < 25; i++) {
      const response = await page.request.post("/api/contact", {
        headers: { "X-Forwarded-For": `192.0.2.${(Date.now() % 40) * 5 + Math.floor(i / 5) + 10}` },
        data: {
          name: `${tag} ${String(i + 1).padStart(2, "0")}`,
          email: "pager@example.com",
          phone: "9845012345",
          message: `Message number ${i + 1}`,
        },
      });
      expect(response.status()).toBe(201);
    }
    await signInByApi(page);
    await page.goto("/admin/contact-messages");
    await waitForHydration(page);
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Select all on this page",
      "S. No.",
      "Name",
      "Email",
      "Phone",
      "Subject",
      "Message",
      "Category",
      "Date",
    ]);
    await expect(table.locator("tbody tr")).toHaveCount(10);
    // Newest first: the last of ours is on top unless another test wrote since.
    await expect(table.getByText(`${tag} 25`)).toBeVisible();
    const prev = page.getByRole("button", { name: "Prev" });
    const next = page.getByRole("button", { name: "Next" });
    await expect(prev).toBeDisabled();
    await expect(page.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await next.click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(table.locator("tbody tr").first().locator("td").nth(1)).toHaveText("11");
    await expect(prev).toBeEnabled();

    await page.getByRole("button", { name: "Page 3" }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(table.locator("tbody tr").first().locator("td").nth(1)).toHaveText("21");

    // Pages outside the range are ignored: the last real page is shown.
    await page.goto("/admin/contact-messages?page=9999");
    await waitForHydration(page);
    await expect(next).toBeDisabled();
    const current = await page
      .getByRole("navigation", { name: "Message pages" })
      .locator("[aria-current=page]")
      .textContent();
    expect(Number(current)).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page);
  });

  test("@mobile the message list is readable at 375 px and shows markup as text", async ({ page }) => {
    const stamp = String(Date.now());
    const marker = `<b>bold-${stamp}</b>`;
    const sent = await page.request.post("/api/contact", {
      data: { name: "Markup Tester", email: "m@example.com", phone: "9845012345", message: marker },
    });
    expect(sent.status()).toBe(201);
    await signInByApi(page);
    // Found by search, in every status: tests running beside this one add, archive and
    // delete messages, so "the first page of the inbox" is not a fixed place.
    await page.goto(`/admin/contact-messages?status=all&q=${stamp}`);
    await waitForHydration(page);
    await expect(page.getByText(marker).locator("visible=true").first()).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 1);
    await expectNoAxeViolations(page);
  });

  test("@mobile an account with a username and no name or e-mail is greeted by its username", async ({ page }) => {
    // A server of its own, whose first admin has neither (ADMIN_NAME and ADMIN_EMAIL empty).
    const database = await sqliteDatabase();
    const server = await startServer({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      env: { ADMIN_NAME: "", ADMIN_EMAIL: "" },
    });
    try {
      const login = await page.request.post(`${server.url}/api/login`, {
        data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      });
      expect(login.status()).toBe(200);
      await page.goto(`${server.url}/admin/dashboard`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${TEST_ADMIN.username}`);
      const identity = page.getByTestId("staff-identity");
      await expect(identity).toContainText(TEST_ADMIN.username);
      await expect(identity).not.toContainText(TEST_ADMIN.name);
    } finally {
      await server.stop();
      await database.dispose();
    }
  });
});
