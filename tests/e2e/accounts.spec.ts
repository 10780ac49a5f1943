import type { Browser as PlaywrightBrowser, Page } from "@playwright/test";
import { accountId, colleague as makeColleague, ownerBrowser, totpCode, type Browser } from "../support/staff-accounts";
import { TEST_ADMIN } from "../support/test-admin";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { asFreshVisitor, staffNavigation } from "./staff-helpers";

/**
 * Staff accounts as people use them, at 375 px (@mobile) and 1280 px: the owner
 * invites a colleague, who accepts, signs in and works, is refused the owner's
 * screens, and is signed out at the next click once disabled; two-step sign-in with
 * an authenticator app (the test reads the secret off the page and computes the
 * code), a recovery code that works once, and a passkey sign-in with Chromium's
 * virtual authenticator. axe finds nothing on any of the new screens.
 */
const PASSWORD = "counter staff password 7";

function unique(prefix: string): string {
  return `${prefix}-${test.info().project.name}-${Date.now().toString(36)}`;
}

async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function newPage(browser: PlaywrightBrowser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: test.info().project.use.viewport ?? undefined,
    isMobile: test.info().project.use.isMobile,
    hasTouch: test.info().project.use.hasTouch,
  });
  const page = await context.newPage();
  await asFreshVisitor(page);
  return page;
}

test.describe("staff accounts", () => {
  test.beforeEach(async ({ page }) => asFreshVisitor(page));

  test("@mobile invite → accept → sign in → work; refused the owner's screens; disabled → signed out", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const name = unique("Ravi");
    const username = name.toLowerCase();

    // The owner invites.
    await signInWithForm(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
    await (await staffNavigation(page)).getByRole("link", { name: "Staff accounts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const form = page.locator("form", { has: page.getByRole("button", { name: "Make the invitation link" }) });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Phone (optional)").fill("98450 12345");
    await form.getByRole("button", { name: "Make the invitation link" }).click();
    const linkField = page.getByTestId("one-time-link");
    await expect(linkField).toBeVisible();
    await expect(page.getByRole("link", { name: "Send on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919845012345\?text=/,
    );
    const link = new URL(await linkField.inputValue());
    await expectNoAxeViolations(page);

    // The colleague accepts and signs in.
    const colleague = await newPage(browser, baseURL);
    await colleague.goto(link.pathname);
    await expect(colleague.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await waitForHydration(colleague);
    await expectNoAxeViolations(colleague);
    await colleague.getByLabel("Username").fill(username);
    await colleague.getByLabel(/^Password\*?$/).fill(PASSWORD);
    await colleague.getByLabel(/^Password again/).fill(PASSWORD);
    await colleague.getByRole("button", { name: "Create my account" }).click();
    await expect(colleague.getByText("Your account is ready")).toBeVisible({ timeout: 30_000 });
    await signInWithForm(colleague, username, PASSWORD);
    await expect(colleague).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
    const nav = await staffNavigation(colleague);
    await expect(nav.getByRole("link", { name: "My account" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Staff accounts" })).toHaveCount(0);

    // The day's work: the inbox, a product saved.
    await nav
      .getByRole("link", { name: /^(Contacts|Inbox)/ })
      .first()
      .click();
    await expect(colleague.getByRole("heading", { level: 1, name: "Contact messages" })).toBeVisible();
    await expect(colleague.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Products" }).click();
    await colleague
      .getByRole("link", { name: /Saffron|Sherwani|Shirt|Kurta|Trouser/i })
      .first()
      .click();
    await expect(colleague).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(colleague.getByRole("link", { name: "Delete" })).toHaveCount(0);
    await colleague.getByRole("button", { name: /^Save/ }).first().click();
    await expect(colleague.getByText(/^Saved/).first()).toBeVisible({ timeout: 15_000 });

    // The owner's screens are refused, on the page and by hand-made requests.
    await colleague.goto("/admin/accounts");
    await expect(colleague.getByRole("heading", { name: "Only the owner can do this" })).toBeVisible();
    await expect(colleague.getByText("403")).toBeVisible();
    await expectNoAxeViolations(colleague);
    const origin = new URL(baseURL!).origin;
    const forged = await colleague.request.post("/admin/accounts", {
      form: { intent: "invite", name: "Mole", role: "owner", phone: "98450 00000" },
      headers: { Origin: origin },
    });
    expect(forged.status()).toBe(403);
    const settings = await colleague.request.post("/admin/accounts", {
      form: { intent: "policy", required: "on" },
      headers: { Origin: origin },
    });
    expect(settings.status()).toBe(403);
    expect((await colleague.request.get("/admin/activity")).status()).toBe(403);
    expect((await colleague.request.get("/admin/export")).status()).toBe(403);

    // The owner disables the colleague; their open page is signed out at the next click.
    await colleague.goto("/admin/dashboard");
    await waitForHydration(colleague);
    await page.goto("/admin/accounts");
    await page.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Disable the account" }).click();
    await expect(page.getByText("is disabled and signed out everywhere")).toBeVisible();
    await (
      await staffNavigation(colleague)
    )
      .getByRole("link", { name: /^(Contacts|Inbox)/ })
      .first()
      .click();
    await expect(colleague).toHaveURL(/\/admin$/);
    await expect(colleague.getByRole("heading", { name: "Staff Login" })).toBeVisible();
    await colleague.context().close();
  });

  test("@mobile an authenticator app: set up from the shown secret, then code and recovery code sign-ins", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const username = unique("asha").toLowerCase();
    const owner = await ownerBrowser(baseURL!);
    await makeColleague(owner, { name: "Asha Rao", username, password: PASSWORD, role: "staff" });

    await signInWithForm(page, username, PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
    await (await staffNavigation(page)).getByRole("link", { name: "My account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /Two-step sign-in/ }).click();
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const shown = (await page.getByTestId("totp-secret").textContent())!;
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByLabel("The six-digit code the app shows").fill(await totpCode(shown));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByText("The authenticator app is on.")).toBeVisible();
    const codes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
    expect(codes).toHaveLength(10);
    await expectNoAxeViolations(page);

    // The password alone leads to the second step; the app's next code signs in.
    await (await staffNavigation(page)).getByRole("button", { name: "Log out" }).click();
    await signInWithForm(page, username, PASSWORD);
    await expect(page).toHaveURL(/\/admin\/verify$/, { timeout: 30_000 });
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByLabel("Code from the app").fill(await totpCode(shown, Math.floor(Date.now() / 1000) + 30));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // A recovery code works once.
    for (const attempt of ["first", "second"] as const) {
      await (await staffNavigation(page)).getByRole("button", { name: "Log out" }).click();
      await signInWithForm(page, username, PASSWORD);
      await expect(page).toHaveURL(/\/admin\/verify$/, { timeout: 30_000 });
      await page.getByRole("link", { name: "Lost your phone? Use a recovery code" }).click();
      await page.getByLabel("Recovery code").fill(codes[0]!);
      await page.getByRole("button", { name: "Continue" }).click();
      if (attempt === "first") {
        await expect(page).toHaveURL(/\/admin\/dashboard$/);
      } else {
        await expect(page.getByRole("alert")).toContainText("not right or was already used");
        await expectNoAxeViolations(page);
      }
    }
  });

  test("@mobile a passkey: added from the two-step page, then a sign-in of its own (virtual authenticator)", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const username = unique("meena").toLowerCase();
    const owner = await ownerBrowser(baseURL!);
    await makeColleague(owner, { name: "Meena Iyer", username, password: PASSWORD, role: "staff" });
    // WebAuthn needs a host name, not an IP address: the same server, as localhost.
    const site = `http://localhost:${new URL(baseURL!).port}`;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(`${site}/admin`);
    await waitForHydration(page);
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
    await page.goto(`${site}/admin/account/two-step`);
    await waitForHydration(page);
    await page.getByLabel("Name for this passkey (optional)").fill("Test phone");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByText("Passkey added.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Test phone")).toBeVisible();
    await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
    await expectNoAxeViolations(page);

    await (await staffNavigation(page)).getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByTestId("staff-identity")).toContainText("Meena Iyer");
  });

  test("@mobile the owner's other screens and the links' pages pass axe", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const owner: Browser = await ownerBrowser(baseURL!);
    const username = unique("kiran").toLowerCase();
    await makeColleague(owner, { name: "Kiran Shah", username, password: PASSWORD, role: "staff" });
    const id = await accountId(owner, username);
    await signInWithForm(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
    for (const [path, heading] of [
      ["/admin/activity", "Activity"],
      ["/admin/account/sessions", "Signed-in devices"],
      [`/admin/accounts/${id}`, "Kiran Shah"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    }
    await page.goto("/admin/activity?kind=account");
    await expect(page.getByTestId("activity-list")).toContainText("invited Kiran Shah");
    await page.goto(`/admin/accounts/${id}`);
    await page.getByRole("button", { name: "Make a password reset link" }).click();
    const reset = new URL(await page.getByTestId("one-time-link").inputValue()).pathname;
    await page.goto(reset);
    await expect(page.getByRole("heading", { name: "New password" })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.goto("/admin/invite/this-link-was-never-made-00000000000000000000");
    await expect(page.getByText("This link is not known")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
