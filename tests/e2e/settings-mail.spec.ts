import type { Page } from "@playwright/test";
import { sqliteDatabase, type TestDatabase } from "../integration/databases";
import { smtpHarness, type SmtpHarness } from "../integration/smtp-harness";
import { startServer, type RunningServer } from "../support/server";
import { TEST_ADMIN as ADMIN } from "../support/test-admin";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * Issue 32, "Done when": the owner sets the store's mail server from the staff area
 * on a server with no SMTP_URL. The test SMTP sink asks for a user name and password
 * and refuses a wrong one with 535, as a real provider does. "Send a test e-mail"
 * reaches the sink, a wrong password shows the sink's own refusal, and the next
 * contact message's alert arrives there, with no restart. Its own server and
 * database: the mail settings are the whole server's.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const USER = "alerts@shop.example";
const PASSWORD = "app-pass-for-tests";

let database: TestDatabase;
let server: RunningServer;
let smtp: SmtpHarness;

test.beforeAll(async () => {
  database = await sqliteDatabase();
  smtp = await smtpHarness({ auth: { user: USER, pass: PASSWORD } });
  server = await startServer({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await database?.dispose();
});

const url = (path: string) => server.url + path;

async function signIn(page: Page) {
  await page.goto(url("/admin"));
  await waitForHydration(page);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("the owner sets the mail server: a test e-mail arrives, a wrong password shows the refusal, alerts follow @mobile", async ({
  page,
}) => {
  await signIn(page);
  // The go-live checklist's mail line leads to the screen.
  await page.getByRole("link", { name: "Set the mail server" }).first().click();
  await expect(page.getByRole("heading", { name: "Mail", level: 1 })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Send a test e-mail" })).toBeDisabled();
  // The server's rules run in the browser first: an empty save says what is missing, beside each field.
  await page.getByRole("button", { name: "Save the mail settings" }).click();
  await expect(page.getByText("Enter the mail server, e.g. smtp.zoho.in.")).toBeVisible();
  await expect(page.getByText("Enter at least one address to alert.")).toBeVisible();
  await expect(page.getByLabel("Server")).toBeFocused();

  // A provider fills the server's fields at once.
  await page.getByLabel("Provider").selectOption({ label: "Zoho Mail" });
  await expect(page.getByLabel("Server")).toHaveValue("smtp.zoho.in");
  await expect(page.getByLabel("Port")).toHaveValue("465");
  await expect(page.getByLabel("Security")).toHaveValue("tls");

  // The sink is "Other": on this machine, without TLS.
  await page.getByLabel("Provider").selectOption({ label: "Other" });
  await page.getByLabel("Server").fill("127.0.0.1");
  await page.getByLabel("Port").fill(String(smtp.port));
  await page.getByLabel("Security").selectOption("none");
  await page.getByLabel("User name").fill(USER);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Sender address").fill(USER);
  await page.getByLabel("Who is alerted").fill("owner@shop.example");
  await page.getByRole("button", { name: "Save the mail settings" }).click();
  await expect(page.getByText("Saved: the next alert goes through these settings.")).toBeVisible();
  await expect(page.getByText("Saved; type a new one to replace it.")).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expectNoAxeViolations(page, { include: "main" });

  await page.getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(page.getByText(`Sent to ${ADMIN.email}: the mail server took it.`)).toBeVisible();
  const [test] = await smtp.waitFor(1, 10_000);
  expect(test!.envelopeTo).toEqual([ADMIN.email]);

  await waitForHydration(page);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Save the mail settings" }).click();
  await expect(page.getByText("Saved: the next alert goes through these settings.")).toBeVisible();
  await page.getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(page.getByText("The test e-mail was not sent.")).toBeVisible();
  await expect(page.locator("[data-smtp-answer]")).toHaveText(
    `127.0.0.1:${smtp.port} answered: 535 Invalid credentials`,
  );

  await waitForHydration(page);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save the mail settings" }).click();
  await expect(page.getByText("Saved: the next alert goes through these settings.")).toBeVisible();

  const before = smtp.received.length;
  const sent = await page.request.post(url("/api/contact"), {
    headers: { "X-Forwarded-For": "203.0.113.61" },
    data: {
      name: "Kiran Kumar",
      email: "kiran@example.com",
      phone: "+91 98450 12345",
      subject: "Linen shirts",
      message: "Do you have white linen shirts in size 42?",
      category: "shirts",
    },
  });
  expect(sent.status()).toBe(201);
  const mails = await smtp.waitFor(before + 1, 15_000);
  expect(mails.at(-1)!.subject).toBe("New message from Kiran Kumar: Linen shirts");
  expect(mails.at(-1)!.envelopeTo).toEqual(["owner@shop.example"]);

  // The checklist's mail line is done.
  await page.goto(url("/admin/dashboard"));
  await expect(page.getByRole("link", { name: "Set the mail server" })).toHaveCount(0);
});

test("without JavaScript at 375 px, every provider's name fits its list and Fill in fills the server @mobile", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto(url("/admin"));
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(url("/admin/settings/mail"));
  const provider = page.getByLabel("Provider");
  await provider.selectOption({ label: "Outlook.com or Microsoft 365" });
  // The widest name against the list's room inside its padding and the browser's arrow.
  const { widest, room } = await provider.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const pen = document.createElement("canvas").getContext("2d")!;
    pen.font = style.font;
    return {
      widest: Math.max(...[...select.options].map((o) => pen.measureText(o.text).width)),
      room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24,
    };
  });
  expect(widest).toBeLessThanOrEqual(room);
  const fill = page.getByRole("button", { name: "Fill in" });
  expect((await fill.boundingBox())!.x + (await fill.boundingBox())!.width).toBeLessThanOrEqual(375);
  await fill.click();
  await expect(page.getByLabel("Server")).toHaveValue("smtp.office365.com");
  await context.close();
});
