/**
 * npm run images:generate [-- --prune]: writes images/source/<key>.svg for every image
 * request, so the committed artwork always matches the content (an item whose colours
 * changed gets redrawn; unchanged files are not touched). A store photo (<key>.jpg,
 * .png, ...) always wins: artwork is never written next to one. --prune deletes SVGs
 * that no request names any more (photos are never deleted); --force rewrites all.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderArtwork } from "./scene.ts";
import { PHOTO_EXTENSIONS, scanSources } from "../../scripts/image-pipeline.ts";
import { allImageRequests } from "../../scripts/image-requests.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const sourceDir = join(root, "images/source");
const force = process.argv.includes("--force");
const prune = process.argv.includes("--prune");

const requests = allImageRequests();
const found = await scanSources(sourceDir);
let written = 0;
let kept = 0;
let photos = 0;
for (const request of requests) {
  const files = found.get(request.key) ?? [];
  if (files.some((f) => (PHOTO_EXTENSIONS as readonly string[]).includes(extname(f).toLowerCase()))) {
    photos++;
    continue;
  }
  const file = join(sourceDir, `${request.key}.svg`);
  const svg = renderArtwork(request);
  if (!force && existsSync(file) && (await readFile(file, "utf8")) === svg) {
    kept++;
    continue;
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, svg);
  written++;
}
let pruned = 0;
if (prune) {
  const keys = new Set(requests.map((r) => r.key));
  for (const [key, files] of found) {
    if (keys.has(key)) continue;
    for (const f of files.filter((f) => extname(f).toLowerCase() === ".svg")) {
      await rm(f);
      pruned++;
    }
  }
}
const stale = [...found.keys()].filter((k) => !requests.some((r) => r.key === k)).length;
console.log(
  `artwork: ${requests.length} requests, ${written} SVGs written, ${kept} unchanged, ${photos} photos left alone${prune ? `, ${pruned} stale SVGs removed` : stale ? `, ${stale} sources no request names (--prune removes their SVGs)` : ""}`,
);
