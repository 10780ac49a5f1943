/**
 * npm run images:build (also the first step of npm run build): every image source ->
 * public/images/<key>-<w>.avif|webp, cached under .cache/images.
 */
import { fileURLToPath } from "node:url";
import { buildImages, summary } from "./image-pipeline.ts";
import { allImageRequests } from "./image-requests.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

try {
  const result = await buildImages({
    requests: allImageRequests(),
    sourceDir: `${root}images/source`,
    outDir: `${root}public/images`,
    cacheDir: `${root}.cache/images`,
  });
  console.log(summary(result));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
