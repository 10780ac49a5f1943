/**
 * The last step of npm run build: the `.br` and `.gz` copies of the client's hashed
 * files (scripts/lib/precompress.ts), in BUILD_DIR or build.
 */
import { join, resolve } from "node:path";
import { precompressAssets } from "./lib/precompress.ts";

const assets = join(resolve(process.env.BUILD_DIR ?? "build"), "client", "assets");
const result = precompressAssets(assets);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${result.files} files: ${kb(result.bytes)} -> brotli ${kb(result.brotli)}, gzip ${kb(result.gzip)}`,
);
