import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * `npm test`: the whole suite, in the order that fails fastest. Every step runs on
 * the project's pinned Node (npm puts it first on PATH).
 */
type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };

ensureSystemPackages();

const steps: Step[] = [
  { name: "typecheck", command: "npm", args: ["run", "-s", "typecheck"] },
  { name: "lint", command: "npm", args: ["run", "-s", "lint"] },
  { name: "build", command: "npm", args: ["run", "-s", "build"] },
  { name: "unit + integration (vitest)", command: "npx", args: ["vitest", "run"] },
  { name: "restore drill (vitest, alone)", command: "npm", args: ["run", "-s", "test:drill"] },
  { name: "browser (playwright, chromium)", command: "npx", args: ["playwright", "test"] },
];

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.command, step.args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) break;
}

console.log("\nSummary");
for (const r of results) console.log(`  ${r.ok ? "✓" : "✗"} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed ? 1 : 0);

/**
 * Debian's Chromium (browser tests) and Caddy (the deploy recipe's test): installed
 * when missing and the user is root with apt, otherwise a one-line instruction.
 */
function ensureSystemPackages() {
  const wanted = [
    {
      name: "chromium",
      path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      env: "CHROMIUM_PATH",
      for: "Browser tests need",
    },
    {
      name: "caddy",
      path: process.env.CADDY_PATH ?? "/usr/bin/caddy",
      env: "CADDY_PATH",
      for: "The deploy test needs",
    },
  ];
  const missing = wanted.filter((p) => !existsSync(p.path));
  if (missing.length === 0) return;
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    for (const p of missing) {
      console.error(
        `${p.for} Debian's ${p.name}: run \`sudo apt-get install -y ${p.name}\` (or set ${p.env}), then \`npm test\` again.`,
      );
    }
    process.exit(1);
  }
  const names = missing.map((p) => p.name);
  console.log(`Installing Debian's ${names.join(" and ")} for the tests…`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...names], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
