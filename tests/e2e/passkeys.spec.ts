import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { CDPSession, Page } from "@playwright/test";
import { colleague as makeColleague, ownerBrowser } from "../support/staff-accounts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { asFreshVisitor, staffNavigation } from "./staff-helpers";

/**
 * Passkeys for real, with Chromium's virtual authenticator (DevTools protocol
 * WebAuthn), at 375 px and 1280 px: a passkey this site never registered is refused
 * at sign-in; one added from the two-step page signs in with no password; and the
 * "verify it's you" step before a change to the account's sign-in is passed with it.
 */
const PASSWORD = "counter staff password 7";

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test.describe("passkeys", () => {
  test.beforeEach(async ({ page }) => asFreshVisitor(page));

  test("@mobile a stranger's passkey is refused; a registered one signs in and passes the verify step", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const username = `nila-${test.info().project.name}-${Date.now().toString(36)}`;
    const owner = await ownerBrowser(baseURL!);
    await makeColleague(owner, { name: "Nila Menon", username, password: PASSWORD, role: "staff" });
    // WebAuthn needs a host name, not an IP address: the same server, as localhost.
    const site = `http://localhost:${new URL(baseURL!).port}`;
    const { cdp, authenticatorId } = await virtualAuthenticator(page);

    // A passkey for this site's name that the site never registered: refused, still signed out.
    const stranger = randomBytes(16);
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    await cdp.send("WebAuthn.addCredential", {
      authenticatorId,
      credential: {
        credentialId: stranger.toString("base64"),
        isResidentCredential: true,
        rpId: "localhost",
        privateKey: privateKey.export({ format: "der", type: "pkcs8" }).toString("base64"),
        userHandle: randomBytes(16).toString("base64"),
        signCount: 0,
      },
    });
    await page.goto(`${site}/admin`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert")).toContainText("That passkey was not accepted", { timeout: 15_000 });
    await expect(page).toHaveURL(/\/admin$/);
    expect((await page.context().cookies()).some((c) => c.name.endsWith("staff_session"))).toBe(false);
    await cdp.send("WebAuthn.removeCredential", { authenticatorId, credentialId: stranger.toString("base64") });

    // Added from the two-step page just after signing in (the sign-in is the verification).
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
    await page.goto(`${site}/admin/account/two-step`);
    await waitForHydration(page);
    await page.getByLabel("Name for this passkey (optional)").fill("Nila's phone");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByText("Passkey added.")).toBeVisible({ timeout: 15_000 });

    // A sign-in of its own, no password.
    await (await staffNavigation(page)).getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByTestId("staff-identity")).toContainText("Nila Menon");

    // The "verify it's you" step, passed with the passkey, returns to where it was going.
    await page.goto(`${site}/admin/account/verify?next=%2Fadmin%2Faccount%2Ftwo-step`);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm it is you" })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await expect(page).toHaveURL(/\/admin\/account\/two-step$/, { timeout: 15_000 });
    await expect(page.getByText("Nila's phone")).toBeVisible();
  });
});
