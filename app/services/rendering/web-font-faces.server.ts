import cormorantGaramondUrl from "~/fonts/cormorant-garamond-latin-600.woff2?url";
import interUrl from "~/fonts/inter-latin-wght-400-700.woff2?url";
import notoSansDevanagariUrl from "~/fonts/noto-sans-devanagari-400.woff2?url";
import notoSansKannadaUrl from "~/fonts/noto-sans-kannada-400.woff2?url";
import type { Locale } from "~/lib/i18n/locale";

/**
 * The faces of app/web-fonts.css, for the CSS Font Loading API: public pages fetch the
 * fonts after the first paint and add them to `document.fonts` once both have
 * arrived (scripts-after-paint.server.ts). Adding the stylesheet instead made the
 * browser lay the whole page out twice, once when the @font-face rules arrived and
 * again when the files did: on a phone at 4× CPU slowdown each was a 60–100 ms task.
 * Added loaded, the faces cost one layout. web-fonts.css stays the source for pages
 * without JavaScript and for staff screens; scripts/fonts.test.ts checks the two agree.
 */
export type WebFontFace = {
  family: string;
  url: string;
  descriptors: { style: string; weight: string; display: "swap"; unicodeRange: string };
};

const UNICODE_RANGE =
  "U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2032-2033, U+2039-203A, U+20AC, " +
  "U+20B9, U+2122, U+2190-2193, U+2197, U+2212, U+2713";

export const WEB_FONT_FACES: readonly WebFontFace[] = [
  {
    family: "Inter Variable",
    url: interUrl,
    descriptors: { style: "normal", weight: "400 700", display: "swap", unicodeRange: UNICODE_RANGE },
  },
  {
    family: "Cormorant Garamond",
    url: cormorantGaramondUrl,
    descriptors: { style: "normal", weight: "600", display: "swap", unicodeRange: UNICODE_RANGE },
  },
];

const scriptFace = (family: string, url: string, unicodeRange: string): WebFontFace => ({
  family,
  url,
  descriptors: { style: "normal", weight: "400", display: "swap", unicodeRange },
});

/**
 * The face of the language's own script, loaded after the Latin ones on its pages only
 * (app/kannada-web-fonts.css, app/devanagari-web-fonts.css; script-fonts.server.ts).
 */
export const SCRIPT_FONT_FACES: Record<Locale, readonly WebFontFace[]> = {
  en: [],
  kn: [scriptFace("Noto Sans Kannada", notoSansKannadaUrl, "U+0964-0965, U+0C80-0CFF, U+200C-200D, U+25CC")],
  hi: [
    scriptFace(
      "Noto Sans Devanagari",
      notoSansDevanagariUrl,
      "U+0901-090B, U+090D-0939, U+093C-094D, U+0950, U+0958-095F, U+0964-0970, U+200C-200D, U+25CC",
    ),
  ],
};
