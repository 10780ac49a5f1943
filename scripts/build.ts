import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsCurrent, buildSourcesHash, STAMP_FILE } from "./lib/build-sources.ts";

/**
 * npm run build: the image renditions, then React Router's client and server build
 * into BUILD_DIR (default `build`), then the brotli and gzip copies of its client
 * files (precompress-assets.ts), then a stamp of the sources it was made from
 * (BUILD_DIR/sources.sha256, see lib/build-sources.ts).
 *
 * `--if-changed` (what `npm start` runs) skips all of it when the build on disk is
 * complete and stamped with the sources now in the folder: a restart costs the hash
 * of the sources (a fraction of a second), not a build (a minute or more). Nothing in
 * the build depends on where the site is served: SITE_URL and every other setting
 * are read by the server at start.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const ifChanged = process.argv.includes("--if-changed");

// Hashed before building: a file edited while the build runs leaves a stamp that no
// longer matches, so the next start builds again.
const sources = buildSourcesHash(root);
if (ifChanged && buildIsCurrent(buildDir, sources)) {
  console.log(`The build in ${buildDir} is current (sources unchanged since it was made): starting it.`);
  process.exit(0);
}

// A build cut short must not keep the last good build's stamp.
rmSync(join(buildDir, STAMP_FILE), { force: true });
const steps: Array<[string, string[]]> = [
  [process.execPath, [join(root, "scripts/build-images.ts")]],
  [join(root, "node_modules/.bin/react-router"), ["build"]],
  [process.execPath, [join(root, "scripts/precompress-assets.ts")]],
];
for (const [command, args] of steps) {
  const run = spawnSync(command, args, { stdio: "inherit", cwd: root });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
writeFileSync(join(buildDir, STAMP_FILE), `${sources}\n`);
