import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { inlineScriptHashes } from "./security-headers.ts";

export type PrerenderedPage = { body: Buffer; etag: string; scriptHashes: string[] };

/**
 * The HTML files written by `prerender`, keyed by URL path ("/about" for
 * about/index.html), read once at start with the hashes of their inline scripts.
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(clientDir)) return pages;
  for (const file of walk(clientDir)) {
    if (!file.endsWith(`${sep}index.html`) && relative(clientDir, file) !== "index.html") continue;
    const rel = relative(clientDir, file).split(sep).join("/");
    const path = rel === "index.html" ? "/" : `/${rel.slice(0, -"/index.html".length)}`;
    const body = readFileSync(file);
    const html = body.toString("utf8");
    // SPA fallback shells are not pages.
    if (!html.includes("<html")) continue;
    pages.set(path, {
      body,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      scriptHashes: inlineScriptHashes(html),
    });
  }
  return pages;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === "assets" || name === "images") continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
