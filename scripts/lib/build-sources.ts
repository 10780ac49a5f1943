import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * What `npm run build` reads, so `npm start` can tell whether the build on disk was
 * made from the sources now in the folder: the app (routes, components, content,
 * fonts), the image sources and the scripts and tools that turn them into
 * renditions, the public folder, the build's configuration, and the lockfile (which
 * pins every package the bundler pulls in). Not the server's own files (server/ runs
 * from source, unbuilt), the tests, the docs, or what the build itself writes.
 */
export const BUILD_INPUTS = [
  "app",
  "images",
  "public",
  "scripts",
  "tools",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
] as const;

/** Written by the build (scripts/build-images.ts), not read from the sources. */
const GENERATED = new Set(["public/images"]);

/** The stamp beside the build: the hash of the sources it was made from. */
export const STAMP_FILE = "sources.sha256";

function filesUnder(root: string, path: string, out: string[]): void {
  const full = join(root, path);
  if (!existsSync(full) || GENERATED.has(path)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) filesUnder(root, path ? `${path}/${name}` : name, out);
  } else {
    out.push(path);
  }
}

/**
 * One SHA-256 over every input file's path and bytes, in a fixed order: any edit,
 * added or removed file changes it; a file's time stamp (a fresh clone, a touch)
 * does not.
 */
export function buildSourcesHash(root: string): string {
  const files: string[] = [];
  for (const input of BUILD_INPUTS) filesUnder(root, input, files);
  const hash = createHash("sha256");
  for (const file of files) {
    const bytes = readFileSync(join(root, file));
    hash.update(`${relative(root, join(root, file)).split(sep).join("/")}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest("hex");
}

/** Is there a complete build in `buildDir` stamped with these sources? */
export function buildIsCurrent(buildDir: string, sourcesHash: string): boolean {
  const stamp = join(buildDir, STAMP_FILE);
  if (!existsSync(join(buildDir, "server", "index.js")) || !existsSync(join(buildDir, "client"))) return false;
  return existsSync(stamp) && readFileSync(stamp, "utf8").trim() === sourcesHash;
}
