import devanagariWebFontsHref from "~/devanagari-web-fonts.css?url";
import kannadaWebFontsHref from "~/kannada-web-fonts.css?url";
import type { Locale } from "~/lib/i18n/locale";
import { SCRIPT_FONT_FACES, WEB_FONT_FACES, type WebFontFace } from "./web-font-faces.server";

/**
 * The fonts of a page in a language with a script of its own (issue 33): a Kannada
 * page draws its letters in Noto Sans Kannada, a Hindi page in Noto Sans Devanagari,
 * and an English page gets neither (its document and its fonts stay as they were).
 *
 * Like the Latin faces, the script's face is fetched after the first paint
 * (scripts-after-paint.server.ts) and without JavaScript comes from a <noscript>
 * stylesheet. Until it arrives the letters are set in the phone's own copy of the same
 * font (Android ships Noto Sans Kannada and Noto Sans Devanagari), declared here as a
 * fallback face whose vertical metrics are the web file's, so the swap moves nothing.
 * The fallback face and the stacks that name both are written into the head of that
 * language's pages only, after the inline stylesheet: an unlayered rule, so it wins
 * over the theme's variables (app/theme.css) without touching the English pages' CSS.
 */
export type ScriptFallback = {
  /** The web face's family (web-font-faces.server.ts, the script's stylesheet). */
  family: string;
  /** The fallback face's family. */
  fallbackFamily: string;
  /** Names a phone's copy of the font goes by (full name, then PostScript name). */
  local: readonly string[];
  /**
   * The web file's metrics over the local font's: size-adjust is the ratio of their
   * letters' widths (100%: a phone's Noto Sans Kannada or Devanagari is the same design
   * as the web file), the overrides the web file's hhea ascender and descender over its
   * em (line gap 0), divided by size-adjust; scripts/fonts.test.ts reads them from the
   * committed file. A line set in the fallback is then as tall as in the web font, and
   * a phone whose copy is an older version or its compact UI cut keeps the same lines.
   * Desktops have other fonts for these scripts (Nirmala UI on Windows, the Sangam
   * fonts on macOS, none on a bare Linux) whose widths could not be measured here: they
   * draw the letters as system fallbacks until the web font arrives.
   */
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  /** The script's letters (the web face's unicode-range), so the fallback takes nothing else. */
  unicodeRange: string;
};

export const SCRIPT_FALLBACKS: Partial<Record<Locale, ScriptFallback>> = {
  kn: {
    family: "Noto Sans Kannada",
    fallbackFamily: "Noto Sans Kannada Fallback",
    local: ["Noto Sans Kannada", "Noto Sans Kannada Regular", "NotoSansKannada-Regular"],
    sizeAdjust: "100%",
    ascentOverride: "80.9%",
    descentOverride: "54%",
    unicodeRange: "U+0964-0965, U+0C80-0CFF, U+200C-200D, U+25CC",
  },
  hi: {
    family: "Noto Sans Devanagari",
    fallbackFamily: "Noto Sans Devanagari Fallback",
    local: ["Noto Sans Devanagari", "Noto Sans Devanagari Regular", "NotoSansDevanagari-Regular"],
    sizeAdjust: "100%",
    ascentOverride: "89.6%",
    descentOverride: "40.8%",
    unicodeRange: "U+0901-090B, U+090D-0939, U+093C-094D, U+0950, U+0958-095F, U+0964-0970, U+200C-200D, U+25CC",
  },
};

/** The stacks of app/theme.css, with the script's web family after the Latin web family and its fallback after the Latin fallbacks. */
export const THEME_STACKS = {
  sans: ['"Inter Variable"', '"Inter Fallback"', "ui-sans-serif", "system-ui", "sans-serif"],
  display: [
    '"Cormorant Garamond"',
    '"Cormorant Garamond Fallback"',
    '"Cormorant Garamond Fallback Noto"',
    "Georgia",
    '"Times New Roman"',
    "serif",
  ],
} as const;

function stackWith(stack: readonly string[], script: ScriptFallback): string {
  const fallbacks = stack.filter((name) => name.includes("Fallback")).length;
  return [stack[0], `"${script.family}"`, ...stack.slice(1, 1 + fallbacks), `"${script.fallbackFamily}"`]
    .concat(stack.slice(1 + fallbacks))
    .join(",");
}

/** The inline CSS of a page in `locale`: its script's fallback face and the stacks (empty for English). */
export function scriptFontCss(locale: Locale): string {
  const script = SCRIPT_FALLBACKS[locale];
  if (!script) return "";
  const face =
    `@font-face{font-family:"${script.fallbackFamily}";` +
    `src:${script.local.map((name) => `local("${name}")`).join(",")};` +
    `size-adjust:${script.sizeAdjust};ascent-override:${script.ascentOverride};` +
    `descent-override:${script.descentOverride};line-gap-override:0%;unicode-range:${script.unicodeRange}}`;
  const stacks = `:root{--font-sans:${stackWith(THEME_STACKS.sans, script)};--font-display:${stackWith(THEME_STACKS.display, script)}}`;
  return face + stacks;
}

const STYLESHEET: Partial<Record<Locale, string>> = { kn: kannadaWebFontsHref, hi: devanagariWebFontsHref };

/** The script's stylesheet (its @font-face rules), for staff screens and pages without JavaScript. */
export function scriptFontsHref(locale: Locale): string | undefined {
  return STYLESHEET[locale];
}

/**
 * The fonts of a page in `locale`: the faces to load after the first paint (the Latin
 * ones, then the script's) and what to add to the end of its head (the fallback face
 * and stacks; the script's stylesheet in a <noscript>). Nothing is added for English.
 */
export function pageFonts(locale: Locale): { faces: readonly WebFontFace[]; head: string } {
  const css = scriptFontCss(locale);
  const href = STYLESHEET[locale];
  return {
    faces: [...WEB_FONT_FACES, ...SCRIPT_FONT_FACES[locale]],
    head:
      (css ? `<style>${css}</style>` : "") +
      (href ? `<noscript><link rel="stylesheet" href="${href}"/></noscript>` : ""),
  };
}
