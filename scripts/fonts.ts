import { readFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";

/**
 * The web fonts, cut down to what the site sets in them (issue 14: fewer bytes
 * before the first paint on a phone). The packages' Latin files carry every weight
 * from 100 to 900, a second European alphabet's accents and dozens of stylistic
 * sets; the site uses Inter at 400–700 and Cormorant Garamond at 600. Kannada and
 * Hindi pages add Noto Sans Kannada or Noto Sans Devanagari (issue 33), cut to the
 * script's letters and the features that shape them.
 * `npm run fonts:build` writes the files into app/fonts (committed, like the
 * artwork); scripts/fonts.test.ts checks they match these settings.
 */
const root = join(import.meta.dirname, "..");

/** Basic Latin, Latin-1 (café, ×, ½) and the punctuation and signs the copy uses (dashes, curly quotes, arrows, ₹ where a font has it). */
export const FONT_CHARACTERS = [range(0x20, 0x7e), range(0xa0, 0xff), "–—‘’‚“”„•…′″‹›€₹™←↑→↓↗−✓"].join("");

/** Kerning, ligatures and the figure styles (lining figures for prices and counts in the display face). */
const LAYOUT_FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "lnum", "tnum", "pnum", "case"];

/**
 * The Indic shaping features (OpenType's Indic v2 model, in the order a shaper applies
 * them) and the general ones beside them. Without one of them a conjunct does not form
 * (ಕ್ಷ shows as ಕ್ + ಷ, a broken word), a vowel sign sits in the wrong place or a
 * reph is drawn as a full letter. Only the features a font carries are kept.
 */
export const INDIC_FEATURES = [
  "locl",
  "ccmp",
  "nukt",
  "akhn",
  "rphf",
  "rkrf",
  "pref",
  "blwf",
  "abvf",
  "half",
  "pstf",
  "vatu",
  "cjct",
  "init",
  "pres",
  "abvs",
  "blws",
  "psts",
  "haln",
  "calt",
  "liga",
  "dist",
  "kern",
  "abvm",
  "blwm",
  "mark",
  "mkmk",
  "curs",
];

/** The scripts the web fonts draw: Latin on every page, the others only on their language's pages. */
export type FontScript = "latin" | "kannada" | "devanagari";

/**
 * A script's letters: the Kannada block whole; of Devanagari the letters Hindi writes
 * (the block less the Vedic and Sanskrit-only signs and the letters other languages
 * added, U+0971–097F: 7 KB less, and an unlisted letter is drawn by the system's
 * font). Beside them the joiners that choose a conjunct's form (ZWNJ, ZWJ), the dandas
 * (।॥, which Kannada text uses too) and the dotted circle a shaper draws under a vowel
 * sign typed without its letter. The digits, spaces and punctuation of a Kannada or
 * Hindi page are Inter's (the Latin face comes first in the stack), and ₹ is drawn as
 * on an English page (Inter has none: the fallback's or the system's).
 */
const INDIC_EXTRAS = "\u200c\u200d\u0964\u0965\u25cc";

export const SCRIPT_CHARACTERS: Record<FontScript, string> = {
  latin: FONT_CHARACTERS,
  kannada: range(0x0c80, 0x0cff) + INDIC_EXTRAS,
  devanagari:
    range(0x0901, 0x090b) +
    range(0x090d, 0x0939) +
    range(0x093c, 0x094d) +
    "\u0950" +
    range(0x0958, 0x095f) +
    range(0x0964, 0x0970) +
    INDIC_EXTRAS,
};

export type FontBuild = {
  script: FontScript;
  source: string;
  output: string;
  wght?: { min: number; max: number };
};

/**
 * Noto Sans Kannada and Noto Sans Devanagari at 400 only, one file each: a page in
 * either language may weigh 40 KB more than in English (document and fonts, issue 33),
 * and with the conjuncts that shape every word each weight is 24 KB (Kannada) and
 * 32 KB (Hindi's letters); a second weight would take 26 and 35 KB more. Headings and
 * buttons (600) get the browser's bold of the 400 face, 500 is set in it as it is.
 * fontsource ships these families as static files only (no variable font), from which
 * the script subsets are taken (the packages' Latin is in other files; Inter draws it).
 */
const SCRIPT_FONT_BUILDS: FontBuild[] = (["kannada", "devanagari"] as const).map((script) => ({
  script,
  source: `node_modules/@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-400-normal.woff2`,
  output: `app/fonts/noto-sans-${script}-400.woff2`,
}));

export const FONT_BUILDS: FontBuild[] = [
  {
    script: "latin",
    source: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    output: "app/fonts/inter-latin-wght-400-700.woff2",
    wght: { min: 400, max: 700 },
  },
  {
    script: "latin",
    source: "node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2",
    output: "app/fonts/cormorant-garamond-latin-600.woff2",
  },
  ...SCRIPT_FONT_BUILDS,
];

export async function subsetFontFile(build: FontBuild): Promise<Buffer> {
  return subsetFont(readFileSync(join(root, build.source)), SCRIPT_CHARACTERS[build.script], {
    targetFormat: "woff2",
    keepFeatures: build.script === "latin" ? LAYOUT_FEATURES : INDIC_FEATURES,
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
