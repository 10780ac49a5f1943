import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildIsCurrent, buildSourcesHash, STAMP_FILE } from "./build-sources.ts";

const dirs: string[] = [];
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "build-sources-"));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) write(root, path, text);
  return root;
}
function write(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sources = {
  "app/root.tsx": "export default 1;",
  "app/content/store.ts": "export const store = {};",
  "images/source/a.jpg": "jpeg",
  "package-lock.json": "{}",
  "vite.config.ts": "export default {};",
};

describe("the sources a build is made from", () => {
  it("changes with any edited, added or removed input, and not with a time stamp", () => {
    const root = tree(sources);
    const first = buildSourcesHash(root);
    utimesSync(join(root, "app/root.tsx"), new Date(2000, 0, 1), new Date(2000, 0, 1));
    expect(buildSourcesHash(root)).toBe(first);
    write(root, "app/root.tsx", "export default 2;");
    const edited = buildSourcesHash(root);
    expect(edited).not.toBe(first);
    write(root, "app/new.ts", "");
    expect(buildSourcesHash(root)).not.toBe(edited);
    write(root, "package-lock.json", '{"lockfileVersion":3}');
    expect(buildSourcesHash(root)).not.toBe(edited);
  });

  it("ignores what the build does not read: the server, tests, docs, its own output", () => {
    const root = tree(sources);
    const first = buildSourcesHash(root);
    write(root, "server/index.ts", "listen();");
    write(root, "tests/integration/x.test.ts", "");
    write(root, "docs/behaviour.md", "# words");
    write(root, "public/images/a-800.webp", "rendition");
    write(root, "build/server/index.js", "");
    expect(buildSourcesHash(root)).toBe(first);
  });

  it("calls a build current only when it is complete and stamped with these sources", () => {
    const root = tree(sources);
    const hash = buildSourcesHash(root);
    const build = join(root, "build");
    expect(buildIsCurrent(build, hash)).toBe(false);
    write(root, `build/${STAMP_FILE}`, `${hash}\n`);
    // A stamp without the build it stamps (a build cut short) is not enough.
    expect(buildIsCurrent(build, hash)).toBe(false);
    write(root, "build/server/index.js", "");
    mkdirSync(join(build, "client"));
    expect(buildIsCurrent(build, hash)).toBe(true);
    expect(buildIsCurrent(build, buildSourcesHash(tree({ ...sources, "app/root.tsx": "changed" })))).toBe(false);
  });
});
