import { startServer } from "../tests/support/server.ts";

/**
 * The browser tests' server (playwright.config.ts starts it): the built server on a
 * fresh SQLite database in a temp folder (or E2E_DATABASE_URL), on E2E_PORT, with the
 * test admin and the session secret the config chose for this run (E2E_SESSION_SECRET,
 * which the tests also use to sign form tokens), removed again when stopped.
 * Browser tests act as visitors behind a local proxy: each test sends its own
 * X-Forwarded-For, so the per-address contact and login limits stay production-strict.
 */
const server = await startServer({
  port: Number(process.env.E2E_PORT ?? 0),
  databaseUrl: process.env.E2E_DATABASE_URL,
  sessionSecret: process.env.E2E_SESSION_SECRET || undefined,
});
console.log(`e2e server on ${server.url}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop();
  server.cleanup();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
server.child.once("exit", (code) => {
  if (stopping) return;
  console.error(`The e2e server exited unexpectedly (${code}):\n${server.output()}`);
  server.cleanup();
  process.exit(1);
});
