import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { LOCALE_NAME } from "../app/lib/i18n/locale.ts";
import { SCRIPT_FALLBACKS, scriptFontCss, THEME_STACKS } from "../app/services/rendering/script-fonts.server.ts";
import { SCRIPT_FONT_FACES, WEB_FONT_FACES } from "../app/services/rendering/web-font-faces.server.ts";
import {
  FONT_BUILDS,
  FONT_CHARACTERS,
  type FontBuild,
  INDIC_FEATURES,
  SCRIPT_CHARACTERS,
  subsetFontFile,
  unicodeRange,
} from "./fonts.ts";

const root = join(import.meta.dirname, "..");

/** Every source file of the app (not its tests): the copy, labels and messages the fonts must draw. */
function appSources(dir = join(root, "app")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return appSources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every file of the message catalogues (app/locales, when there is one), whatever their format. */
function catalogueFiles(dir = join(root, "app/locales")): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? catalogueFiles(path) : [path];
  });
}

type IndicScript = "kannada" | "devanagari";
const INDIC: Record<IndicScript, { locale: "kn" | "hi"; word: RegExp; virama: string; conjunct: string }> = {
  kannada: { locale: "kn", word: /[\u0c80-\u0cff\u200c\u200d]+/g, virama: "\u0ccd", conjunct: "ಕ್ಷ" },
  devanagari: { locale: "hi", word: /[\u0900-\u097f\u200c\u200d]+/g, virama: "\u094d", conjunct: "क्ष" },
};

/**
 * Sentences written for this test, as the site would print them: a closure note, the
 * loanwords shops use, a reph (ರ್ವ, र्व), conjuncts, a nukta and the script's digits.
 * The language names and the message catalogues are read from the app.
 */
const SAMPLES: Record<IndicScript, string[]> = {
  kannada: [
    "ದೀಪಾವಳಿ ಪ್ರಯುಕ್ತ ರಜೆ",
    "ಮದುವೆಗೆ ಶೇರ್ವಾನಿ, ಪಂಚೆ ಮತ್ತು ಕುರ್ತಾ: ನಿಮ್ಮ ಅಳತೆಗೆ ಸರಿಯಾಗಿ ಹೊಲಿದು ಕೊಡುತ್ತೇವೆ.",
    "ಭಾನುವಾರ ಬೆಳಿಗ್ಗೆ ೧೧ಕ್ಕೆ ತೆರೆಯುತ್ತೇವೆ। ಲಕ್ಷ್ಮೀ ಪೂಜೆಗೆ ಹೊಸ ಬಟ್ಟೆ, ಶ್ರೀಮಂತ ರೇಷ್ಮೆ ಶಲ್ಯ",
  ],
  devanagari: [
    "शेरवानी और धोती",
    "दीवाली के अवसर पर दुकान बंद रहेगी। शादी के लिए कुर्ता, सदरी और पगड़ी",
    "रविवार सुबह ११ बजे खुलते हैं॥ क्षमा करें, यह पृष्ठ नहीं मिला। श्री द्वार ज़री की साड़ी",
  ],
};

/** The Kannada or Devanagari words the site ships: the samples, the language names, the app's sources and catalogues. */
function shippedWords(script: IndicScript): string[] {
  const texts = [...SAMPLES[script], LOCALE_NAME[INDIC[script].locale]];
  for (const file of [...appSources(), ...catalogueFiles()]) texts.push(readFileSync(file, "utf8"));
  return [...new Set(texts.flatMap((text) => text.match(INDIC[script].word) ?? []))];
}

async function harfbuzzFont(woff2: Buffer): Promise<hb.Font> {
  return new hb.Font(new hb.Face(new hb.Blob(await convert(woff2, "sfnt"))));
}

type Shaped = { glyph: number; cluster: number; xAdvance: number; xOffset: number; yOffset: number };
function shape(font: hb.Font, text: string): Shaped[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions().map((g) => ({
    glyph: g.codepoint,
    cluster: g.cluster,
    xAdvance: g.xAdvance ?? 0,
    xOffset: g.xOffset ?? 0,
    yOffset: g.yOffset ?? 0,
  }));
}

/** The glyphs a font draws the joiners with (ZWNJ, ZWJ), if it has them. */
function joinersOf(font: hb.Font): Set<number> {
  return new Set(["\u200c", "\u200d"].map((c) => nominalGlyph(font, c)).filter((g) => g > 0));
}

/** The glyph the font maps a character to (0: none). */
function nominalGlyph(font: hb.Font, char: string): number {
  const shaped = shape(font, char);
  return shaped.length === 1 ? shaped[0]!.glyph : -1;
}

const scriptBuilds = (script: IndicScript): FontBuild[] => FONT_BUILDS.filter((b) => b.script === script);

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
    expect(faces).toHaveLength(FONT_BUILDS.filter((b) => b.script === "latin").length);
    for (const face of faces) {
      const declared = /unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, " ").trim();
      expect(declared).toBe(unicodeRange());
    }
  });

  it.each([
    ["app/web-fonts.css", WEB_FONT_FACES],
    ["app/kannada-web-fonts.css", SCRIPT_FONT_FACES.kn],
    ["app/devanagari-web-fonts.css", SCRIPT_FONT_FACES.hi],
  ] as const)("public pages load the faces of %s: the same families, files, weights and characters", (file, faces) => {
    const css = readFileSync(join(root, file), "utf8");
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
    const loaded = faces.map(({ family, url, descriptors }) => ({
      family,
      // Vitest serves the file from its source path; the build adds a content hash.
      file: url.split("/").pop(),
      ...descriptors,
    }));
    expect(loaded).toEqual(fromCss);
  });

  it("each script's face covers exactly its subset's characters, and so does its fallback", () => {
    for (const [script, locale] of [
      ["kannada", "kn"],
      ["devanagari", "hi"],
    ] as const) {
      const range = unicodeRange(SCRIPT_CHARACTERS[script]);
      const outputs = scriptBuilds(script).map((b) => b.output.split("/").pop());
      expect(SCRIPT_FONT_FACES[locale].map((f) => f.url.split("/").pop())).toEqual(outputs);
      for (const face of SCRIPT_FONT_FACES[locale]) expect(face.descriptors.unicodeRange).toBe(range);
      expect(SCRIPT_FALLBACKS[locale]!.unicodeRange).toBe(range);
    }
    expect(SCRIPT_FONT_FACES.en).toEqual([]);
  });

  it("a Kannada or Hindi page's stacks are the theme's, with the script's face and its fallback added", () => {
    const theme = readFileSync(join(root, "app/theme.css"), "utf8");
    const stack = (name: string, css: string) =>
      new RegExp(`--font-${name}:\\s*([^;}]+)`)
        .exec(css)?.[1]
        ?.split(",")
        .map((f) => f.trim());
    expect(stack("sans", theme)).toEqual(THEME_STACKS.sans);
    expect(stack("display", theme)).toEqual(THEME_STACKS.display);
    expect(scriptFontCss("en")).toBe("");
    for (const locale of ["kn", "hi"] as const) {
      const { family, fallbackFamily } = SCRIPT_FALLBACKS[locale]!;
      const css = scriptFontCss(locale);
      for (const name of ["sans", "display"]) {
        const fonts = stack(name, css)!;
        // The web face right after the Latin one, the fallback after the Latin fallbacks.
        expect(fonts[1]).toBe(`"${family}"`);
        expect(fonts.findLastIndex((f) => f.includes("Fallback"))).toBe(fonts.indexOf(`"${fallbackFamily}"`));
        expect(fonts.filter((f) => f !== `"${family}"` && f !== `"${fallbackFamily}"`)).toEqual(stack(name, theme));
      }
    }
  });

  it("every Latin-script character the site's copy uses is in the fonts", () => {
    const inFonts = new Set(FONT_CHARACTERS);
    // Kannada and Devanagari are their own fonts' (the tests below); emoji are the system's.
    const otherScripts = new Set(SCRIPT_CHARACTERS.kannada + SCRIPT_CHARACTERS.devanagari);
    const missing = new Set<string>();
    for (const file of appSources()) {
      for (const char of readFileSync(file, "utf8")) {
        const code = char.codePointAt(0)!;
        if (code >= 0x20 && code < 0x2c00 && !inFonts.has(char) && !otherScripts.has(char))
          missing.add(`${char} (U+${code.toString(16)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  describe.each(["kannada", "devanagari"] as const)("%s", (script) => {
    it("every word the site ships shapes in the subset exactly as in the full font, with no missing glyph", async () => {
      const words = shippedWords(script);
      expect(words.length).toBeGreaterThan(SAMPLES[script].length);
      for (const build of scriptBuilds(script)) {
        const subset = await harfbuzzFont(readFileSync(join(root, build.output)));
        const full = await harfbuzzFont(readFileSync(join(root, build.source)));
        const dottedCircle = nominalGlyph(subset, "\u25cc");
        const broken: string[] = [];
        for (const word of words) {
          const shaped = shape(subset, word);
          // .notdef is a missing letter; a dotted circle is a vowel sign with no letter to
          // sit on (a lone sign the code holds as data, like the search's vowel pairs, is
          // never set on its own: it is not a word).
          const lone = /^\p{M}/u.test(word);
          if (shaped.some((g) => g.glyph === 0 || (!lone && g.glyph === dottedCircle))) broken.push(word);
          // Glyph ids differ between the files; the shapes' advances and offsets must not.
          // A joiner (ZWNJ, ZWJ) does its work while the word is shaped, choosing the
          // conjunct's form; the full font then draws it as an empty glyph the subset
          // leaves out, which changes nothing on the page.
          const strip = (g: Shaped[], joiners: Set<number>) =>
            g
              .filter((x) => !(joiners.has(x.glyph) && x.xAdvance === 0))
              .map(({ glyph: _glyph, ...position }) => position);
          expect(strip(shaped, joinersOf(subset)), `${build.output}: ${word}`).toEqual(
            strip(shape(full, word), joinersOf(full)),
          );
        }
        expect(broken, build.output).toEqual([]);
      }
    });

    it("a conjunct forms: the virama is not drawn and the cluster is one", async () => {
      const { conjunct, virama } = INDIC[script];
      for (const build of scriptBuilds(script)) {
        const font = await harfbuzzFont(readFileSync(join(root, build.output)));
        const shaped = shape(font, conjunct);
        expect(new Set(shaped.map((g) => g.cluster)).size, build.output).toBe(1);
        expect(shaped.map((g) => g.glyph)).not.toContain(nominalGlyph(font, virama));
        // Both fonts draw क्ष and ಕ್ಷ as one glyph (their akhn ligatures).
        expect(shaped).toHaveLength(1);
        expect(shaped.map((g) => g.glyph)).not.toContain(0);
      }
    });

    it("the fallback face's vertical metrics are the web file's", async () => {
      const fallback = SCRIPT_FALLBACKS[INDIC[script].locale]!;
      for (const build of scriptBuilds(script)) {
        const { face } = await harfbuzzFont(readFileSync(join(root, build.output)));
        const hhea = Buffer.from(face.referenceTable("hhea")!);
        const percent = (units: number) =>
          `${Math.round((units / face.upem / (parseFloat(fallback.sizeAdjust) / 100)) * 1000) / 10}%`;
        expect(fallback.ascentOverride).toBe(percent(hhea.readInt16BE(4)));
        expect(fallback.descentOverride).toBe(percent(-hhea.readInt16BE(6)));
        expect(hhea.readInt16BE(8)).toBe(0); // line-gap-override: 0%
      }
    });

    it("keeps every Indic shaping feature its source font carries", async () => {
      for (const build of scriptBuilds(script)) {
        const features = async (path: string) => {
          const { face } = await harfbuzzFont(readFileSync(join(root, path)));
          return new Set([...face.getTableFeatureTags("GSUB"), ...face.getTableFeatureTags("GPOS")]);
        };
        const source = await features(build.source);
        const kept = await features(build.output);
        // Every feature the font has is one a shaper needs for the script: none may go.
        expect([...source].filter((f) => !INDIC_FEATURES.includes(f))).toEqual([]);
        expect([...kept].sort(), build.output).toEqual([...source].sort());
      }
    });
  });
});
