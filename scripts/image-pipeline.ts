/**
 * Turns image sources (a store photo or generated artwork) into the responsive AVIF and
 * WebP files the Picture component asks for, cropped to each request's kind.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, extname, join, relative, sep } from "node:path";
import sharp from "sharp";
import type { ImageRequest } from "../app/content/art.ts";
import { IMAGE_FORMATS, IMAGE_KINDS, imageFileName, phoneKey } from "../app/lib/media/images.ts";
import { ENCODER, renderRenditions, RenditionTooLargeError } from "../app/services/media/index.server.ts";
export { MAX_OUTPUT_BYTES } from "../app/services/media/index.server.ts";
import { renderArtwork } from "../tools/placeholder-artwork/scene.ts";

/** Photo formats win over generated artwork of the same key, in this order. */
export const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"] as const;
export const SOURCE_EXTENSIONS = [...PHOTO_EXTENSIONS, ".svg"] as const;

export type Source = { key: string; file: string | null; kind: "photo" | "svg" | "generated" };

export type BuildOptions = {
  requests: readonly ImageRequest[];
  sourceDir: string;
  outDir: string;
  cacheDir: string;
  concurrency?: number;
  log?: (line: string) => void;
};

export type BuildResult = {
  sources: number;
  photos: number;
  generated: number;
  cached: number;
  files: number;
  bytes: number;
  maxBytes: number;
  maxFile: string;
  skipped: string[];
  ms: number;
};

/** Finds every source file under `dir`, keyed by its path without the extension. */
export async function scanSources(dir: string): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (!existsSync(dir)) return found;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const ext = extname(entry.name).toLowerCase();
    if (!(SOURCE_EXTENSIONS as readonly string[]).includes(ext)) continue;
    const full = join(entry.parentPath, entry.name);
    const key = relative(dir, full).slice(0, -ext.length).split(sep).join("/");
    found.set(key, [...(found.get(key) ?? []), full]);
  }
  return found;
}

/** A photo beats artwork; among photos the order of PHOTO_EXTENSIONS decides. */
export function pickSource(files: readonly string[]): string {
  const rank = (f: string) => {
    const i = (SOURCE_EXTENSIONS as readonly string[]).indexOf(extname(f).toLowerCase());
    return i < 0 ? 99 : i;
  };
  return [...files].sort((a, b) => rank(a) - rank(b))[0]!;
}

/**
 * One set of outputs: a request's own frame, or its art-directed phone frame (`outKey`
 * `<key>-phone`, `request.kind` then being the phone kind). Both read the same source.
 */
type Job = { request: ImageRequest; source: Source; outKey: string; phone: boolean };

/** Hash of everything that decides the output bytes. */
function cacheKey(input: Buffer, job: Job): string {
  return createHash("sha256")
    .update(input)
    .update(
      JSON.stringify({
        kind: job.request.kind,
        spec: IMAGE_KINDS[job.request.kind],
        photo: job.source.kind === "photo",
        // Only phone frames name it, so adding the field kept every other key (and the cache).
        ...(job.phone ? { phone: true } : {}),
        ENCODER,
      }),
    )
    .digest("hex")
    .slice(0, 32);
}

/** Renders one source into all its outputs, in the cache folder. */
async function renderJob(job: Job, input: Buffer, dir: string): Promise<void> {
  let renditions;
  try {
    renditions = await renderRenditions(input, job.request.kind, { photo: job.source.kind === "photo" });
  } catch (error) {
    if (error instanceof RenditionTooLargeError) throw new Error(`${job.outKey}: ${error.message}`, { cause: error });
    throw error;
  }
  await mkdir(dir, { recursive: true });
  for (const r of renditions) await writeFile(join(dir, `${r.width}.${r.format}`), r.data);
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        try {
          await task(item);
        } catch (error) {
          errors.push(error);
        }
      }
    }),
  );
  if (errors.length)
    throw errors.length === 1
      ? errors[0]
      : new AggregateError(
          errors,
          `${errors.length} images failed:\n${errors.map((e) => (e as Error).message).join("\n")}`,
        );
}

/** Copies a cached file to the output unless an identical one is already there (parallel builds share public/images). */
async function publish(from: string, to: string): Promise<void> {
  const size = (await stat(from)).size;
  if (existsSync(to) && (await stat(to)).size === size && (await readFile(to)).equals(await readFile(from))) return;
  await mkdir(dirname(to), { recursive: true });
  const tmp = `${to}.${process.pid}.tmp`;
  await copyFile(from, tmp);
  await rename(tmp, to);
}

/**
 * One build encodes at a time per cache: engineers and CI run several builds from one
 * checkout, and parallel cold runs would each encode everything. Waiters then find the
 * cache full and finish in seconds.
 */
async function withLock<T>(cacheDir: string, log: (line: string) => void, fn: () => Promise<T>): Promise<T> {
  const lock = join(cacheDir, ".lock");
  await mkdir(cacheDir, { recursive: true });
  let waited = false;
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(join(lock, "pid"), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(await readFile(join(lock, "pid"), "utf8").catch(() => "0"));
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if ((pid && !isAlive(pid)) || (!pid && age > 10_000)) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (!waited) log(`images: another build (pid ${pid || "?"}) is encoding; waiting for it`);
      waited = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  // Half-written folders of builds that died (the pid in the name is gone) are dropped.
  for (const name of await readdir(cacheDir)) {
    const pid = Number(/\.(\d+)\.tmp$/.exec(name)?.[1] ?? 0);
    if (pid && !isAlive(pid)) await rm(join(cacheDir, name), { recursive: true, force: true });
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only checks that the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function buildImages(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? ((line: string) => console.warn(line));
  return withLock(options.cacheDir, log, () => buildUnlocked(options, log));
}

async function buildUnlocked(options: BuildOptions, log: (line: string) => void): Promise<BuildResult> {
  const started = performance.now();
  const found = await scanSources(options.sourceDir);
  const requested = new Set(options.requests.map((r) => r.key));
  const skipped = [...found.keys()].filter((k) => !requested.has(k)).sort();
  for (const key of skipped) log(`images: skipped ${key} (no image request names it)`);

  const jobs: Job[] = options.requests.flatMap((request): Job[] => {
    const files = found.get(request.key);
    let source: Source = { key: request.key, file: null, kind: "generated" };
    if (files) {
      const file = pickSource(files);
      if (files.length > 1)
        log(`images: ${request.key} has ${files.length} sources, using ${relative(options.sourceDir, file)}`);
      source = { key: request.key, file, kind: extname(file).toLowerCase() === ".svg" ? "svg" : "photo" };
    }
    const own: Job = { request, source, outKey: request.key, phone: false };
    if (!request.phone) return [own];
    // A photo is cropped to the phone frame around what draws the eye; artwork (the
    // generator's SVG) is drawn again for that frame, so the garment is composed for it
    // instead of cut by a centred crop.
    const phoneSource: Source = source.kind === "photo" ? source : { ...source, file: null, kind: "generated" };
    return [
      own,
      { request: { ...request, kind: request.phone }, source: phoneSource, outKey: phoneKey(request.key), phone: true },
    ];
  });
  const generated = jobs.filter((j) => j.source.kind === "generated" && !j.phone);
  if (generated.length)
    log(
      `images: ${generated.length} requests have no source file; drawing their artwork in memory (run npm run images:generate to keep it)`,
    );

  const concurrency = options.concurrency ?? Math.max(1, Math.min(2, availableParallelism()));
  // One libvips thread per job: with jobs in parallel this fills the cores without oversubscribing.
  sharp.concurrency(1);
  let cached = 0;
  const expected = new Set<string>();
  const sizes: Array<[string, number]> = [];

  await pool(jobs, concurrency, async (job) => {
    const input = job.source.file ? await readFile(job.source.file) : Buffer.from(renderArtwork(job.request));
    const dir = join(options.cacheDir, cacheKey(input, job));
    const spec = IMAGE_KINDS[job.request.kind];
    const complete = spec.widths.every((w) => IMAGE_FORMATS.every((f) => existsSync(join(dir, `${w}.${f}`))));
    if (complete) cached++;
    else {
      const tmpDir = `${dir}.${process.pid}.tmp`;
      await rm(tmpDir, { recursive: true, force: true });
      await renderJob(job, input, tmpDir);
      await rm(dir, { recursive: true, force: true });
      await rename(tmpDir, dir);
    }
    for (const w of spec.widths) {
      for (const f of IMAGE_FORMATS) {
        const name = imageFileName(job.outKey, w, f);
        const from = join(dir, `${w}.${f}`);
        expected.add(name);
        sizes.push([name, (await stat(from)).size]);
        await publish(from, join(options.outDir, name));
      }
    }
  });

  // Outputs of requests that no longer exist would otherwise linger in the build.
  if (existsSync(options.outDir)) {
    for (const entry of await readdir(options.outDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const name = relative(options.outDir, join(entry.parentPath, entry.name)).split(sep).join("/");
      if (!expected.has(name) && /\.(avif|webp)$/.test(name)) await rm(join(options.outDir, name), { force: true });
    }
  }

  const [maxFile, maxBytes] = sizes.reduce((a, b) => (b[1] > a[1] ? b : a), ["", 0] as [string, number]);
  const own = jobs.filter((j) => !j.phone);
  return {
    sources: own.length,
    photos: own.filter((j) => j.source.kind === "photo").length,
    generated: generated.length,
    cached,
    files: sizes.length,
    bytes: sizes.reduce((sum, [, b]) => sum + b, 0),
    maxBytes,
    maxFile,
    skipped,
    ms: Math.round(performance.now() - started),
  };
}

export function summary(r: BuildResult): string {
  const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
  return `images: ${r.sources} sources (${r.photos} photos, ${r.sources - r.photos - r.generated} artwork, ${r.generated} drawn in memory) -> ${r.files} files, ${mb(r.bytes)}, max ${kb(r.maxBytes)} (${r.maxFile}), ${r.cached} from cache, ${(r.ms / 1000).toFixed(1)} s`;
}
