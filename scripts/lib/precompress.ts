import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * The client's hashed files, compressed once at build time at the strongest settings
 * (brotli 11, gzip 9) and written beside them as `.br` and `.gz`, which the server
 * sends as they are (server/app.ts). A per-response compressor can only afford
 * brotli 4: the framework chunk went out as 110.7 KB, its brotli-11 copy is 95.0 KB.
 * Everything React Router writes lands here, the route manifest it adds after the
 * bundle included, which is why this runs after the build rather than inside Vite.
 */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this a compressed copy saves too little to be worth a second request path. */
export const MIN_BYTES = 1024;

export type PrecompressResult = { files: number; bytes: number; brotli: number; gzip: number };

export function precompressAssets(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!COMPRESSIBLE.test(name) || !statSync(path).isFile()) continue;
    const body = readFileSync(path);
    if (body.byteLength < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    // A copy no smaller than the file is not written: the file itself goes out then.
    if (brotli.byteLength < body.byteLength) writeFileSync(`${path}.br`, brotli);
    if (gzip.byteLength < body.byteLength) writeFileSync(`${path}.gz`, gzip);
    result.files += 1;
    result.bytes += body.byteLength;
    result.brotli += Math.min(brotli.byteLength, body.byteLength);
    result.gzip += Math.min(gzip.byteLength, body.byteLength);
  }
  return result;
}
