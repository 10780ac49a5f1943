import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { MIN_BYTES, precompressAssets } from "./precompress.ts";

describe("precompressAssets", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes brotli and gzip copies that decompress to the file, and skips what is small or not text", () => {
    dir = mkdtempSync(join(tmpdir(), "precompress-"));
    const script = `export const words = ${JSON.stringify("the framework chunk ".repeat(400))};\n`;
    writeFileSync(join(dir, "app-abc.js"), script);
    writeFileSync(join(dir, "tiny-abc.js"), "export {};\n");
    writeFileSync(join(dir, "font-abc.woff2"), Buffer.alloc(4 * MIN_BYTES, 7));

    const result = precompressAssets(dir);

    expect(result.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, "app-abc.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, "app-abc.js.gz"))).toString()).toBe(script);
    expect(result.brotli).toBeLessThan(result.gzip);
    expect(existsSync(join(dir, "tiny-abc.js.br"))).toBe(false);
    expect(existsSync(join(dir, "font-abc.woff2.br"))).toBe(false);
  });
});
