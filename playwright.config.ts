import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { defineConfig, devices } from "@playwright/test";

// Browser tests run against the production build (`npm run build`; BUILD_DIR picks
// another folder) served by the real server on a throwaway SQLite database.
// The port and the session secret are chosen once, here in the runner process, and
// handed to the server and the workers (which load this file again) through the
// environment: E2E_PORT, when set, is used as it is; otherwise the OS picks a port
// that is free, so the suite runs beside any other server on this machine.
process.env.E2E_PORT ||= String(await freePort());
process.env.E2E_SESSION_SECRET ||= randomBytes(32).toString("hex");
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Tests tagged @mobile also run at 375 px; @mobile-only runs only there.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile-only/,
    },
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 } }, grep: /@mobile/ },
  ],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: process.env.E2E_PORT, E2E_SESSION_SECRET: process.env.E2E_SESSION_SECRET },
  },
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
