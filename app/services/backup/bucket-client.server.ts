import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { AwsClient } from "aws4fetch";
import type { BucketReplica } from "../../lib/backup/backup-config.ts";
import {
  listedObjects,
  listUrl,
  networkAnswer,
  objectUrl,
  providerAnswer,
  signingRegion,
} from "../../lib/backup/bucket.ts";
import { snapshotManifestSchema, type SnapshotManifest } from "../../lib/backup/manifest.ts";

/**
 * Requests to the owner's S3-compatible bucket, signed with aws4fetch (AWS Signature
 * V4): the test of Settings → Backups, and PostgreSQL's snapshots, which go to the
 * bucket as files (SQLite's continuous copy is Litestream's own). Every failure is
 * said in the provider's words ("SignatureDoesNotMatch: …", "NoSuchBucket: …") or the
 * network's ("connect ECONNREFUSED 127.0.0.1:9000"), never a generic error.
 */
export type BucketWithKeys = BucketReplica & { accessKeyId?: string; secretAccessKey?: string };

export class BucketError extends Error {
  override name = "BucketError";
}

const TIMEOUT_MS = 20_000;

function client(bucket: BucketWithKeys): AwsClient {
  return new AwsClient({
    // Without keys (BACKUP_URL relying on the machine's role) the test cannot sign: say so in S3's words.
    accessKeyId: bucket.accessKeyId ?? process.env.AWS_ACCESS_KEY_ID ?? "",
    secretAccessKey: bucket.secretAccessKey ?? process.env.AWS_SECRET_ACCESS_KEY ?? "",
    service: "s3",
    region: signingRegion(bucket),
    retries: 0,
  });
}

async function send(bucket: BucketWithKeys, url: string, init: RequestInit & { timeoutMs?: number }) {
  let response: Response;
  try {
    response = await client(bucket).fetch(url, {
      ...init,
      signal: AbortSignal.timeout(init.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (error) {
    throw new BucketError(
      (error as Error).name === "TimeoutError" ? `no answer from ${new URL(url).host} in 20 s` : networkAnswer(error),
    );
  }
  if (!response.ok) {
    throw new BucketError(providerAnswer(response.status, response.statusText, await response.text().catch(() => "")));
  }
  return response;
}

export type BucketTest = { ok: true } | { ok: false; step: "write" | "read" | "delete"; answer: string };

/** Writes a small object into the bucket's folder, reads it back and deletes it. */
export async function testBucket(bucket: BucketWithKeys): Promise<BucketTest> {
  const name = `site-bucket-test-${randomBytes(6).toString("hex")}.txt`;
  const body = `A test from the site's Settings → Backups, ${new Date().toISOString()}. It is deleted at once.\n`;
  const url = objectUrl(bucket, name);
  let step: "write" | "read" | "delete" = "write";
  try {
    await send(bucket, url, { method: "PUT", body, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    step = "read";
    const read = await (await send(bucket, url, { method: "GET" })).text();
    if (read !== body) throw new BucketError("what was read back differs from what was written");
    step = "delete";
    await send(bucket, url, { method: "DELETE" });
    return { ok: true };
  } catch (error) {
    return { ok: false, step, answer: error instanceof BucketError ? error.message : String(error) };
  }
}

const SNAPSHOTS = "snapshots";

/**
 * A snapshot (its copy, then its manifest: the manifest names only what is already
 * there) into the bucket's `snapshots/` folder. The copy streams from disk with its
 * SHA-256 as the signed payload hash, so the bucket refuses a copy that changed on the way.
 */
export async function uploadSnapshot(bucket: BucketWithKeys, path: string, manifest: SnapshotManifest): Promise<void> {
  const blob = await openAsBlob(path);
  await send(bucket, objectUrl(bucket, `${SNAPSHOTS}/${manifest.file}`), {
    method: "PUT",
    body: blob,
    headers: { "Content-Type": "application/octet-stream", "X-Amz-Content-Sha256": manifest.sha256 },
    // A large database over a slow line: a minute per 50 MB, at least two.
    timeoutMs: Math.max(120_000, Math.ceil(manifest.bytes / 50_000_000) * 60_000),
  });
  await send(bucket, objectUrl(bucket, `${SNAPSHOTS}/${basename(manifest.file).replace(/\.\w+$/, ".json")}`), {
    method: "PUT",
    body: `${JSON.stringify(manifest, null, 2)}\n`,
    headers: { "Content-Type": "application/json" },
  });
}

/**
 * The newest snapshot in the bucket (at or before `toTime`), fetched into `dir` with
 * its manifest, for `npm run restore`: restore then checks it like any snapshot.
 */
export async function fetchNewestSnapshot(
  bucket: BucketWithKeys,
  dir: string,
  toTime?: Date,
): Promise<{ manifestPath: string } | undefined> {
  const listing = await (await send(bucket, listUrl(bucket, `${SNAPSHOTS}/site-`), { method: "GET" })).text();
  const manifests = listedObjects(listing)
    .map((o) => o.key.split("/").at(-1) ?? "")
    .filter((name) => /^site-\d{8}T\d+Z\.json$/.test(name))
    .sort()
    .reverse();
  for (const name of manifests) {
    const text = await (await send(bucket, objectUrl(bucket, `${SNAPSHOTS}/${name}`), { method: "GET" })).text();
    const parsed = snapshotManifestSchema.safeParse(JSON.parse(text));
    if (!parsed.success) continue;
    if (toTime && Date.parse(parsed.data.createdAt) > toTime.getTime()) continue;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const copy = await send(bucket, objectUrl(bucket, `${SNAPSHOTS}/${parsed.data.file}`), {
      method: "GET",
      timeoutMs: 30 * 60_000,
    });
    const partial = join(dir, `${parsed.data.file}.partial`);
    await writeFile(partial, copy.body ?? new Uint8Array(0), { mode: 0o600 });
    await rename(partial, join(dir, parsed.data.file));
    const manifestPath = join(dir, name);
    await writeFile(manifestPath, text, { mode: 0o600 });
    return { manifestPath };
  }
  return undefined;
}
