import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { FONT_BUILDS, SCRIPT_CHARACTERS, subsetFontFile, unicodeRange } from "./fonts.ts";

/** `npm run fonts:build`: writes the cut-down web fonts into app/fonts (see scripts/fonts.ts). */
const root = join(import.meta.dirname, "..");
for (const build of FONT_BUILDS) {
  const bytes = await subsetFontFile(build);
  mkdirSync(dirname(join(root, build.output)), { recursive: true });
  writeFileSync(join(root, build.output), bytes);
  console.log(`${build.output}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
console.log(`unicode-range for app/web-fonts.css: ${unicodeRange()}`);
console.log(`unicode-range for app/kannada-web-fonts.css: ${unicodeRange(SCRIPT_CHARACTERS.kannada)}`);
console.log(`unicode-range for app/devanagari-web-fonts.css: ${unicodeRange(SCRIPT_CHARACTERS.devanagari)}`);
