import { readFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";

/**
 * The two web fonts, cut down to what the site sets in them (issue 14: fewer bytes
 * before the first paint on a phone). The packages' Latin files carry every weight
 * from 100 to 900, a second European alphabet's accents and dozens of stylistic
 * sets; the site uses Inter at 400–700 and Cormorant Garamond at 600.
 * `npm run fonts:build` writes the files into app/fonts (committed, like the
 * artwork); scripts/fonts.test.ts checks they match these settings.
 */
const root = join(import.meta.dirname, "..");

/** Basic Latin, Latin-1 (café, ×, ½) and the punctuation and signs the copy uses (dashes, curly quotes, arrows, ₹ where a font has it). */
export const FONT_CHARACTERS = [range(0x20, 0x7e), range(0xa0, 0xff), "–—‘’‚“”„•…′″‹›€₹™←↑→↓↗−✓"].join("");

/** Kerning, ligatures and the figure styles (lining figures for prices and counts in the display face). */
const LAYOUT_FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "lnum", "tnum", "pnum", "case"];

export type FontBuild = { source: string; output: string; wght?: { min: number; max: number } };

export const FONT_BUILDS: FontBuild[] = [
  {
    source: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    output: "app/fonts/inter-latin-wght-400-700.woff2",
    wght: { min: 400, max: 700 },
  },
  {
    source: "node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2",
    output: "app/fonts/cormorant-garamond-latin-600.woff2",
  },
];

export async function subsetFontFile(build: FontBuild): Promise<Buffer> {
  return subsetFont(readFileSync(join(root, build.source)), FONT_CHARACTERS, {
    targetFormat: "woff2",
    keepFeatures: LAYOUT_FEATURES,
    ...(build.wght ? { variationAxes: { wght: build.wght } } : {}),
  });
}

/** The `unicode-range` of FONT_CHARACTERS, for app/web-fonts.css. */
export function unicodeRange(characters = FONT_CHARACTERS): string {
  const points = [...new Set([...characters].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < points.length; i++) {
    let end = i;
    while (end + 1 < points.length && points[end + 1] === points[end]! + 1) end++;
    const hex = (n: number) => `U+${n.toString(16).toUpperCase().padStart(4, "0")}`;
    parts.push(
      end > i ? `${hex(points[i]!)}-${points[end]!.toString(16).toUpperCase().padStart(4, "0")}` : hex(points[i]!),
    );
    i = end;
  }
  return parts.join(", ");
}

function range(from: number, to: number): string {
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
}
