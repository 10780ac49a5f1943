import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { parseBucketUrl } from "../../lib/backup/backup-config.ts";
import { replicaUrl, type ReplicaTarget } from "../../lib/backup/litestream-config.ts";
import { snapshotManifestSchema, type SnapshotManifest } from "../../lib/backup/manifest.ts";
import type { AppConfig, DatabaseTarget } from "../platform/config.server.ts";
import { fetchNewestSnapshot } from "./bucket-client.server.ts";
import { replicaTarget } from "./replication.server.ts";
import { hashFile, listSnapshots, manifestPathFor } from "./snapshots.server.ts";

/**
 * What `npm run restore` restores from, and whether it may: the argument read as a
 * snapshot, a folder of them or a Litestream replica (`resolveSource`), then the copy
 * checked against its manifest before anything is replaced (`checkSource`). Putting it
 * in place is restore.server.ts.
 */
export class RestoreError extends Error {
  override name = "RestoreError";
}

export type RestoreSource =
  | { kind: "snapshot"; manifest: SnapshotManifest; path: string }
  /** A bucket replica carries its target: Litestream needs the endpoint and addressing a URL cannot say. */
  | { kind: "replica"; url: string; label: string; target?: ReplicaTarget };

/**
 * What the argument names: a snapshot (its .json, .db or .pgdump), a folder of
 * snapshots (the newest, or the newest at or before `toTime`), a Litestream replica
 * (a folder with `generations/`, an s3:// URL), or the words `latest` (newest
 * snapshot in BACKUP_DIR) and `replica` (the configured replica).
 */
export async function resolveSource(arg: string, config: AppConfig, toTime?: Date): Promise<RestoreSource> {
  if (config.database.kind === "postgres" && (arg === "replica" || /^s3:\/\//.test(arg))) {
    return snapshotFromBucket(arg, config, toTime);
  }
  if (arg === "replica") {
    const target = replicaTarget(config.backup);
    return { kind: "replica", url: replicaUrl(target), label: replicaUrl(target), target };
  }
  if (/^s3:\/\//.test(arg)) {
    const bucket = parseBucketUrl(arg);
    const target: ReplicaTarget | undefined = bucket ? { type: "s3", ...bucket } : undefined;
    return { kind: "replica", url: target ? replicaUrl(target) : arg, label: arg, ...(target ? { target } : {}) };
  }
  const path = resolve(arg === "latest" ? config.backup.dir : arg);
  if (!existsSync(path)) throw new RestoreError(`Nothing at ${path}.`);
  if (statSync(path).isDirectory()) {
    if (existsSync(join(path, "generations"))) return { kind: "replica", url: `file://${path}`, label: path };
    const snapshots = (await listSnapshots(path)).filter((s) => !toTime || s.createdMs <= toTime.getTime());
    const chosen = snapshots[0];
    if (!chosen) {
      throw new RestoreError(
        `No snapshot${toTime ? ` made at or before ${toTime.toISOString()}` : ""} in ${path} (looked for site-….json manifests).`,
      );
    }
    return { kind: "snapshot", manifest: chosen, path: chosen.path };
  }
  const manifestPath = path.endsWith(".json") ? path : manifestPathFor(path);
  const manifest = await readManifest(manifestPath);
  const copy = join(dirname(manifestPath), manifest.file);
  if (!existsSync(copy)) throw new RestoreError(`${manifestPath} names ${manifest.file}, which is missing beside it.`);
  return { kind: "snapshot", manifest, path: copy };
}

/**
 * PostgreSQL's copies in a bucket are snapshots (it has no continuous copy): the
 * newest (at or before `toTime`) is fetched into BACKUP_DIR/from-bucket and restored
 * like any snapshot, its SHA-256 checked against its manifest. The bucket is
 * BACKUP_URL (`replica`) or the s3:// address given, with BACKUP_ACCESS_KEY_ID /
 * BACKUP_SECRET_ACCESS_KEY.
 */
async function snapshotFromBucket(arg: string, config: AppConfig, toTime?: Date): Promise<RestoreSource> {
  const named = arg === "replica" ? config.backup.bucket : parseBucketUrl(arg);
  if (!named) {
    throw new RestoreError(
      arg === "replica"
        ? "No bucket is configured: set BACKUP_URL (and its keys) to the bucket the copies went to, or give its s3:// address."
        : `${arg} is not a bucket's address: s3://bucket/path?endpoint=https://host`,
    );
  }
  const keys = config.backup.bucket ?? {
    accessKeyId: process.env.BACKUP_ACCESS_KEY_ID,
    secretAccessKey: process.env.BACKUP_SECRET_ACCESS_KEY,
  };
  const bucket = { ...named, accessKeyId: keys.accessKeyId, secretAccessKey: keys.secretAccessKey };
  let fetched: { manifestPath: string } | undefined;
  try {
    fetched = await fetchNewestSnapshot(bucket, join(config.backup.dir, "from-bucket"), toTime);
  } catch (error) {
    throw new RestoreError(`The bucket could not be read: ${(error as Error).message}`);
  }
  if (!fetched) {
    throw new RestoreError(
      `No snapshot${toTime ? ` made at or before ${toTime.toISOString()}` : ""} in ${arg === "replica" ? "the bucket" : arg} (looked under ${named.path}/snapshots/).`,
    );
  }
  return resolveSource(fetched.manifestPath, config, toTime);
}

/** A manifest, or one line saying what is wrong with it (an operator reads it, not a stack trace). */
async function readManifest(manifestPath: string): Promise<SnapshotManifest> {
  let text: string;
  try {
    text = await readFile(manifestPath, "utf8");
  } catch (error) {
    throw new RestoreError(`${manifestPath} cannot be read: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new RestoreError(`${manifestPath} is not valid JSON (${(error as Error).message}): not a snapshot manifest.`);
  }
  const result = snapshotManifestSchema.safeParse(parsed);
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.length ? issue.path.join(".") : "the whole file"}: ${issue.message}`)
      .join("; ");
    throw new RestoreError(`${manifestPath} is not a snapshot manifest: ${problems}.`);
  }
  return result.data;
}

/**
 * Whether `source` may go into `target`: a snapshot of the same kind of database whose
 * copy is byte for byte what its manifest says (SHA-256), or a replica (SQLite only).
 * Nothing is written before this passes.
 */
export async function checkSource(
  source: RestoreSource,
  target: DatabaseTarget,
  say: (line: string) => void,
): Promise<void> {
  if (source.kind === "snapshot") {
    if (source.manifest.kind !== target.kind) {
      throw new RestoreError(
        `This is a ${source.manifest.kind} snapshot and the configured database is ${target.kind} (DATABASE_URL).`,
      );
    }
    say(`Checking ${basename(source.path)} (${source.manifest.bytes} bytes, made ${source.manifest.createdAt}) …`);
    const { sha256, bytes } = await hashFile(source.path);
    if (sha256 !== source.manifest.sha256 || bytes !== source.manifest.bytes) {
      throw new RestoreError(
        `${basename(source.path)} does not match its manifest (SHA-256 ${sha256.slice(0, 12)}…, expected ${source.manifest.sha256.slice(0, 12)}…): the copy is damaged. Use another snapshot.`,
      );
    }
  } else if (target.kind !== "sqlite") {
    throw new RestoreError("A Litestream replica holds a SQLite database; the configured database is PostgreSQL.");
  }
}
