import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { sqliteDatabase, type TestDatabase } from "../integration/databases";
import { S3_KEY_ID, startS3, type S3TestServer } from "../support/s3-test-server";
import { startServer, type RunningServer } from "../support/server";
import { TEST_ADMIN as ADMIN } from "../support/test-admin";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * Settings → Backups in a real browser on a phone's width, against a local
 * S3-compatible server (s3rver): "Test the bucket" shows the provider's own answer
 * for a wrong key where the owner is looking (above the pinned buttons), a save puts
 * the bucket on the dashboard's backup line, and "Download a backup now" gives a ZIP
 * holding a SQLite snapshot and its manifest. A server of its own: saving retargets
 * its replication.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let database: TestDatabase;
let server: RunningServer;
let s3: S3TestServer;

test.beforeAll(async () => {
  s3 = await startS3();
  database = await sqliteDatabase();
  server = await startServer({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  await database?.dispose();
  await s3?.stop();
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

/** A field of the bucket form (its label names a section too: "Storage bucket"). */
const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a wrong key shows the provider's answer; the right one is saved, shown on the dashboard, and a backup downloads", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(url("/admin/settings/backups"));
    await waitForHydration(page);
    await expect(page.getByTestId("offsite-line")).toContainText("only on this server");
    await expectNoAxeViolations(page);

    await field(page, "endpoint").fill(s3.endpoint);
    await field(page, "bucket").fill(s3.bucket);
    await field(page, "accessKeyId").fill("NOT-A-KEY");
    await field(page, "secretAccessKey").fill("a-secret");
    await page.getByRole("button", { name: "Test the bucket" }).click();
    const answer = page.getByTestId("provider-answer");
    await expect(answer).toHaveText(
      "InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.",
    );
    await expect(answer).toBeInViewport();

    await field(page, "accessKeyId").fill(S3_KEY_ID);
    await page.getByRole("button", { name: "Test the bucket" }).click();
    await expect(page.getByText("The bucket works: a test file was written to")).toBeInViewport();
    await page.getByRole("button", { name: "Save bucket" }).click();
    await expect(page).toHaveURL(/saved=1$/);
    await expect(page.getByText(`Saved. The copies now go to the bucket`)).toBeVisible();
    await expect(field(page, "secretAccessKey")).toHaveValue("");

    await page.goto(url("/admin/dashboard"));
    await expect(page.getByTestId("offsite-line")).toContainText(`/${s3.bucket}/site`);

    await page.goto(url("/admin/settings/backups"));
    await waitForHydration(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download a backup now" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mens-studio-backup-.*\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const names = Object.keys(files);
    expect(names.some((n) => /^site-.*\.db$/.test(n))).toBe(true);
    expect(names.some((n) => /^site-.*\.json$/.test(n))).toBe(true);
    await page.reload();
    await expect(page.getByTestId("last-download")).toContainText("Last downloaded");
  });
});
