import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The restore drill (20 writers for 30 s per database, then kill -9) runs on its own
// after the rest (`npm run test:drill`, a step of `npm test`): run beside the other
// files it starves their databases and timers, and they starve it.
const DRILL = "tests/integration/restore-drill.test.ts";
const drillOnly = process.env.VITEST_DRILL === "only";

// Vitest runs without the React Router plugin: unit and integration tests import
// modules directly, so it only needs the `~/` alias.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: drillOnly
      ? [DRILL]
      : [
          "app/**/*.test.{ts,tsx}",
          "server/**/*.test.ts",
          "tests/integration/**/*.test.ts",
          "scripts/**/*.test.ts",
          "tools/**/*.test.ts",
          "tests/budgets/**/*.test.ts",
          "tests/security/**/*.test.ts",
        ],
    exclude: drillOnly ? [] : [DRILL, "**/node_modules/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
