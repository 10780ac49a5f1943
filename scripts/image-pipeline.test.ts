import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageRequest } from "../app/content/art.ts";
import { IMAGE_KINDS, imageFileName, phoneKey } from "../app/lib/media/images.ts";
import { renderArtwork } from "../tools/placeholder-artwork/scene.ts";
import { sampleImageRequests } from "../tools/placeholder-artwork/sample-requests.ts";
import { MAX_OUTPUT_BYTES, buildImages, pickSource } from "./image-pipeline.ts";
import { imageRequestProblems } from "./image-requests.ts";

const sherwani = sampleImageRequests.filter((r) => r.key.startsWith("samples/sherwani-"));
const requests: ImageRequest[] = [
  sherwani[0]!,
  sherwani[2]!, // detail
  // Wide storefront, with an art-directed phone rendition (drawn again for 4:5).
  { ...sampleImageRequests.find((r) => r.key === "samples/store-1")!, phone: "portrait" },
  sampleImageRequests.find((r) => r.key === "samples/rack-1")!, // landscape rack
  sampleImageRequests.find((r) => r.key === "samples/square-1")!,
  { key: "shop/photo-1", kind: "portrait", art: { garment: "shirt", colors: ["#ffffff"] }, variant: 0 },
];

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "images-"));
  const src = join(dir, "source");
  await mkdir(join(src, "samples"), { recursive: true });
  await mkdir(join(src, "shop"), { recursive: true });
  // Artwork on disk for one request; the others are drawn in memory.
  await writeFile(join(src, `${sherwani[0]!.key}.svg`), renderArtwork(sherwani[0]!));
  // A landscape "photo" with an SVG of the same key: the photo must win and be cropped to 4:5.
  await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#7a2233" } })
    .jpeg()
    .toFile(join(src, "shop/photo-1.jpg"));
  await writeFile(join(src, "shop/photo-1.svg"), renderArtwork(requests[5]!));
  // A source no request names is skipped, not an error.
  await writeFile(join(src, "samples/orphan.svg"), renderArtwork(sherwani[1]!));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("image pipeline", () => {
  it(
    "writes every width and format at the kind's size, each within the byte budget",
    { timeout: 240_000 },
    async () => {
      const logs: string[] = [];
      const options = {
        requests,
        sourceDir: join(dir, "source"),
        outDir: join(dir, "out"),
        cacheDir: join(dir, "cache"),
        log: (l: string) => logs.push(l),
      };
      const result = await buildImages(options);
      expect(result.sources).toBe(requests.length);
      expect(result.photos).toBe(1);
      expect(result.generated).toBe(requests.length - 2);
      expect(result.skipped).toEqual(["samples/orphan"]);
      expect(result.maxBytes).toBeLessThanOrEqual(MAX_OUTPUT_BYTES);

      for (const r of requests) {
        const spec = IMAGE_KINDS[r.kind];
        for (const w of spec.widths) {
          for (const format of ["avif", "webp"] as const) {
            const file = join(dir, "out", imageFileName(r.key, w, format));
            const bytes = await readFile(file);
            expect(bytes.length, file).toBeLessThanOrEqual(MAX_OUTPUT_BYTES);
            const meta = await sharp(bytes).metadata();
            expect(meta.format === "heif" ? "avif" : meta.format).toBe(format);
            expect([meta.width, meta.height]).toEqual([w, Math.round((w * spec.height) / spec.width)]);
          }
        }
      }
      // The phone rendition: its own files, at the phone kind's size.
      const phone = IMAGE_KINDS.portrait;
      for (const w of phone.widths) {
        const meta = await sharp(join(dir, "out", imageFileName(phoneKey("samples/store-1"), w, "avif"))).metadata();
        expect([meta.width, meta.height]).toEqual([w, Math.round((w * phone.height) / phone.width)]);
      }

      // The photo, not the artwork: a flat wine-red frame.
      const { dominant } = await sharp(join(dir, "out", "shop/photo-1-400.webp")).stats();
      expect(dominant.r).toBeGreaterThan(dominant.b + 40);

      // A second run is served from the cache and removes outputs of requests that are gone.
      await writeFile(join(dir, "out", "samples", "gone-400.webp"), "x");
      const again = await buildImages(options);
      // Every output set (each request's own, plus one phone rendition) comes from the cache.
      expect(again.cached).toBe(requests.length + 1);
      expect((await readdir(join(dir, "out", "samples"))).includes("gone-400.webp")).toBe(false);
    },
  );
});

describe("artwork", () => {
  it("is deterministic and varies between the images of one item", () => {
    const svgs = sherwani.map(renderArtwork);
    expect(renderArtwork(sherwani[0]!)).toBe(svgs[0]);
    expect(new Set(svgs).size).toBe(sherwani.length);
  });

  it("draws every garment and composition as an SVG without text", () => {
    for (const r of sampleImageRequests) {
      const svg = renderArtwork(r);
      expect(svg.startsWith("<svg"), r.key).toBe(true);
      expect(svg).not.toMatch(/<text|<image|https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it("renders two variants of one item to visibly different pixels", async () => {
    const [a, b] = await Promise.all(
      sherwani.slice(0, 2).map((r) =>
        sharp(Buffer.from(renderArtwork(r)))
          .resize(80, 100)
          .raw()
          .toBuffer(),
      ),
    );
    let diff = 0;
    for (let i = 0; i < a!.length; i++) diff += Math.abs(a![i]! - b![i]!);
    expect(diff / a!.length).toBeGreaterThan(8);
  });
});

describe("sources and requests", () => {
  it("prefers a photo over artwork of the same key", () => {
    expect(pickSource(["a/b.svg", "a/b.jpg"])).toBe("a/b.jpg");
    expect(pickSource(["a/b.png", "a/b.jpeg"])).toBe("a/b.jpeg");
  });

  it("reports bad keys, duplicates and bad colours", () => {
    const art = { garment: "shirt" as const, colors: ["#fff"] };
    expect(imageRequestProblems([{ key: "ok/key-1", kind: "portrait", art, variant: 0 }])).toEqual([]);
    const problems = imageRequestProblems([
      { key: "Bad Key", kind: "portrait", art, variant: 0 },
      { key: "dup", kind: "portrait", art, variant: 0 },
      { key: "dup", kind: "portrait", art: { garment: "shirt", colors: ["red"] }, variant: 0 },
    ]);
    expect(problems).toEqual([
      expect.stringContaining("bad key"),
      expect.stringContaining("duplicate"),
      expect.stringContaining('"red"'),
    ]);
  });

  it("the site's own request lists are valid", async () => {
    const { allImageRequests } = await import("./image-requests.ts");
    expect(allImageRequests().length).toBeGreaterThan(0);
  });
});
