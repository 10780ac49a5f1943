import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Starts the built server for browser tests on a fresh SQLite database in a temp
 * folder, with a known staff account, and removes the folder when stopped.
 */
const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-"));
const child = spawn(process.execPath, ["server/index.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: process.env.E2E_PORT ?? "4173",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
    ADMIN_USERNAME: "e2e-admin",
    ADMIN_PASSWORD: "correct horse battery staple e2e",
    ADMIN_NAME: "Store Manager",
    ADMIN_EMAIL: "manager@example.com",
    E2E_FAST_CLOCK: "1",
    // Browser tests act as visitors behind a local proxy: each test sends its own
    // X-Forwarded-For, so the per-address contact and login limits stay production-strict.
    TRUST_PROXY: "loopback",
  },
});
function stop() {
  child.kill("SIGTERM");
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
