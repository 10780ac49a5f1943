import { describe, expect, it } from "vitest";
import { pageFonts } from "./script-fonts.server";
import { SCRIPT_FONT_FACES, WEB_FONT_FACES } from "./web-font-faces.server";

describe("pageFonts", () => {
  it("adds nothing to an English page: the Latin faces, no head markup", () => {
    expect(pageFonts("en")).toEqual({ faces: WEB_FONT_FACES, head: "" });
  });

  it.each([
    ["kn", "Noto Sans Kannada"],
    ["hi", "Noto Sans Devanagari"],
  ] as const)("gives a %s page its script's face after the Latin ones, and its fallback", (locale, family) => {
    const { faces, head } = pageFonts(locale);
    expect(faces).toEqual([...WEB_FONT_FACES, ...SCRIPT_FONT_FACES[locale]]);
    expect(SCRIPT_FONT_FACES[locale].map((f) => f.family)).toEqual([family]);
    expect(head).toMatch(
      new RegExp(`^<style>@font-face\\{font-family:"${family} Fallback";src:local\\("${family}"\\)`),
    );
    // Only local() sources inline: the web file is fetched after the first paint.
    expect(head.slice(0, head.indexOf("</style>"))).not.toContain("url(");
    // The <noscript> stylesheet's URL comes from the build (tests/budgets/head-order.test.ts).
  });
});
