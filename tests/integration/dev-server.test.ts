import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "../../app/content/routes-meta";
import { TEST_ADMIN } from "../support/test-admin";

/**
 * `npm run dev` (server/dev.ts) serves every public page. Only there does `cn()` check
 * class conflicts (app/lib/cn.ts): a caller overriding a primitive's class throws, so
 * the page answers 500, where the production build lets CSS order pick a winner
 * silently. That caught a Collections button never marked current and an item picture
 * cropped that was meant to be contained.
 */
const PACKAGE_DEV_ARGS = ["--conditions=development", resolve("server/dev.ts")];

let child: ChildProcess;
let base: string;
let dataDir: string;
let output = "";

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "site-dev-"));
  child = spawn(process.execPath, PACKAGE_DEV_ARGS, {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_REQUESTS: "false",
    },
  });
  base = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`npm run dev did not start within 60 s:\n${output}`)), 60_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"event":"listening","url":"([^"]+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        ready(match[1]!);
      }
    };
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
    child.once("exit", (code) => fail(new Error(`npm run dev exited (${code}):\n${output}`)));
  });
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the development server", () => {
  const paths = [
    ...publicPages.map((page) => page.path),
    "/search?q=sherwani",
    "/groom/onion-pink-handwork-sherwani",
    "/admin",
  ];

  it.each(paths)(
    "renders %s",
    async (path) => {
      const response = await fetch(base + path);
      const body = await response.text();
      // The server logs why (a cn() conflict names both classes).
      const lastError = [...output.matchAll(/"event":"request_error".*?"error":"((?:[^"\\]|\\.)*)"/g)].at(-1)?.[1];
      expect(response.status, `${path}: ${lastError ?? body.slice(0, 300)}`).toBe(200);
      expect(body).toContain("</html>");
    },
    60_000,
  );

  it("answers an unknown path with the 404 page", async () => {
    const response = await fetch(`${base}/no-such-page`);
    expect(response.status).toBe(404);
  }, 60_000);
});
