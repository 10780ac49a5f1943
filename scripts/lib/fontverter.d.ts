// fontverter ships no types; this is the part of its API the font tests use (woff2 to the sfnt HarfBuzz reads).
declare module "fontverter" {
  export function convert(font: Buffer | Uint8Array, toFormat: "sfnt" | "woff" | "woff2"): Promise<Buffer>;
}
