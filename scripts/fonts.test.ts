import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WEB_FONT_FACES } from "../app/services/rendering/web-font-faces.server.ts";
import { FONT_BUILDS, FONT_CHARACTERS, subsetFontFile, unicodeRange } from "./fonts.ts";

const root = join(import.meta.dirname, "..");

/** Every source file of the app (not its tests): the copy, labels and messages the fonts must draw. */
function appSources(dir = join(root, "app")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return appSources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("web fonts", () => {
  it("the committed font files are what `npm run fonts:build` makes", async () => {
    for (const build of FONT_BUILDS) {
      const committed = readFileSync(join(root, build.output));
      expect((await subsetFontFile(build)).equals(committed), `${build.output}: run npm run fonts:build`).toBe(true);
    }
  });

  it("web-fonts.css declares each face over exactly the subset's characters", () => {
    const css = readFileSync(join(root, "app/web-fonts.css"), "utf8");
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!).filter((f) => /url\(/.test(f));
    expect(faces).toHaveLength(FONT_BUILDS.length);
    for (const face of faces) {
      const declared = /unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, " ").trim();
      expect(declared).toBe(unicodeRange());
    }
  });

  it("public pages load the faces of web-fonts.css: the same families, files, weights and characters", () => {
    const css = readFileSync(join(root, "app/web-fonts.css"), "utf8");
    const descriptor = (face: string, name: string) =>
      new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.replace(/\s+/g, " ").replaceAll('"', "").trim();
    const fromCss = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, face]) => ({
      family: descriptor(face!, "font-family"),
      file: /url\("\.\/fonts\/([^"]+)"\)/.exec(face!)?.[1],
      style: descriptor(face!, "font-style"),
      weight: descriptor(face!, "font-weight"),
      display: descriptor(face!, "font-display"),
      unicodeRange: descriptor(face!, "unicode-range"),
    }));
    const loaded = WEB_FONT_FACES.map(({ family, url, descriptors }) => ({
      family,
      // Vitest serves the file from its source path; the build adds a content hash.
      file: url.split("/").pop(),
      ...descriptors,
    }));
    expect(loaded).toEqual(fromCss);
  });

  it("every Latin-script character the site's copy uses is in the fonts", () => {
    const inFonts = new Set(FONT_CHARACTERS);
    const missing = new Set<string>();
    for (const file of appSources()) {
      for (const char of readFileSync(file, "utf8")) {
        const code = char.codePointAt(0)!;
        // Other scripts (Kannada, Devanagari) and emoji are the system's to draw.
        if (code >= 0x20 && code < 0x2c00 && !inFonts.has(char)) missing.add(`${char} (U+${code.toString(16)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
