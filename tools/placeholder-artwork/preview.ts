/**
 * Development aid: renders requests into one contact-sheet PNG to eyeball the artwork.
 * npm exec -- node tools/placeholder-artwork/preview.ts <out.png> [key filter] [--variants] [--real]
 */
import sharp from "sharp";
import { renderArtwork } from "./scene.ts";
import { allImageRequests } from "../../scripts/image-requests.ts";
import { sampleImageRequests } from "./sample-requests.ts";

const [out = "/tmp/preview.png", filter = ""] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const list = process.argv.includes("--real") ? allImageRequests() : sampleImageRequests;
const reqs = list
  .filter(
    (r) =>
      r.key.includes(filter) &&
      (process.argv.includes("--variants") ||
        r.variant === 0 ||
        !r.key.match(/-\d+$/) ||
        r.key.startsWith("samples/store")),
  )
  .slice(0, 60);
const cell = 300;
const cols = Math.min(6, reqs.length);
const tiles = await Promise.all(
  reqs.map(async (r, i) => ({
    input: await sharp(Buffer.from(renderArtwork(r)))
      .resize(cell, cell, { fit: "contain", background: "#ffffff" })
      .png()
      .toBuffer(),
    left: (i % cols) * cell,
    top: Math.floor(i / cols) * cell,
  })),
);
await sharp({
  create: { width: cols * cell, height: Math.ceil(reqs.length / cols) * cell, channels: 3, background: "#ffffff" },
})
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${reqs.length} images -> ${out}`);
