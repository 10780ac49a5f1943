import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { replicaUrl } from "../../lib/backup/litestream-config.ts";
import { snapshotManifestSchema, type SnapshotManifest } from "../../lib/backup/manifest.ts";
import type { AppConfig, DatabaseTarget } from "../platform/config.server.ts";
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
  { kind: "snapshot"; manifest: SnapshotManifest; path: string } | { kind: "replica"; url: string; label: string };

/**
 * What the argument names: a snapshot (its .json, .db or .pgdump), a folder of
 * snapshots (the newest, or the newest at or before `toTime`), a Litestream replica
 * (a folder with `generations/`, an s3:// URL), or the words `latest` (newest
 * snapshot in BACKUP_DIR) and `replica` (the configured replica).
 */
export async function resolveSource(arg: string, config: AppConfig, toTime?: Date): Promise<RestoreSource> {
  if (arg === "replica") {
    const target = replicaTarget(config.backup);
    return { kind: "replica", url: replicaUrl(target), label: replicaUrl(target) };
  }
  if (/^s3:\/\//.test(arg)) return { kind: "replica", url: arg, label: arg };
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
