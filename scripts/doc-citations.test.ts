import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The repository explains itself: every section of docs/behaviour.md a comment cites
 * exists, and no Markdown file links to a file outside the repository (a newcomer
 * has only the repository).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SKIP = new Set(["node_modules", "build", ".react-router", "data", ".git", "test-results", "playwright-report"]);

function files(dir: string, ending: RegExp): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...files(path, ending));
    else if (ending.test(name)) found.push(path);
  }
  return found;
}

describe("the repository's own documents", () => {
  it("every section of docs/behaviour.md cited in the code exists", () => {
    const doc = readFileSync(join(root, "docs/behaviour.md"), "utf8");
    const anchors = new Set([...doc.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));
    const cited: string[] = [];
    for (const file of ["app", "server", "scripts", "tools", "tests"].flatMap((d) => files(join(root, d), /\.tsx?$/))) {
      for (const m of readFileSync(file, "utf8").matchAll(/docs\/behaviour\.md#([a-z0-9-]+)/g)) {
        if (!anchors.has(m[1])) cited.push(`${relative(root, file)}: #${m[1]}`);
      }
    }
    expect(anchors.size).toBeGreaterThan(20);
    expect(cited).toEqual([]);
  });

  it("no Markdown file links outside the repository", () => {
    const outside: string[] = [];
    for (const file of files(root, /\.md$/)) {
      for (const m of readFileSync(file, "utf8").matchAll(/\]\(([^)\s#]+)[^)]*\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/i.test(target)) continue;
        if (relative(root, resolve(dirname(file), target)).startsWith("..")) {
          outside.push(`${relative(root, file)}: ${target}`);
        }
      }
    }
    expect(outside).toEqual([]);
  });
});
