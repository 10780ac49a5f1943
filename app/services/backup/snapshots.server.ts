import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import {
  snapshotBaseName,
  snapshotExtension,
  snapshotManifestSchema,
  SNAPSHOT_FORMAT,
  type SnapshotManifest,
} from "../../lib/backup/manifest.ts";
import { snapshotsToDelete } from "../../lib/backup/schedule.ts";
import type { DatabaseTarget } from "../platform/config.server.ts";
import type { Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";

/**
 * Consistent copies of the whole database taken while the site serves, written to
 * BACKUP_DIR with a manifest (checksum, schema version) that restore checks.
 *
 * SQLite: `VACUUM INTO` on a connection of its own in a worker thread. It reads one
 * transaction's view of the file (WAL readers never block the writer, nor it them),
 * writes a compact copy, and keeps the event loop free: node:sqlite is synchronous,
 * so on the server's own connection a copy of a large database would stall every
 * request for its whole duration. PostgreSQL: `pg_dump --format=custom` of the app's
 * schema (one snapshot of the database by MVCC), when the client is installed.
 */
export type SnapshotResult = { manifest: SnapshotManifest; path: string; ms: number };

export class SnapshotError extends Error {
  override name = "SnapshotError";
}

let running: Promise<SnapshotResult> | undefined;

/** One snapshot at a time per process; a second call while one runs gets the same one. */
export function takeSnapshot(
  database: Database,
  target: DatabaseTarget,
  options: { dir: string; keepDays: number; reason: SnapshotManifest["reason"]; now?: () => number },
): Promise<SnapshotResult> {
  running ??= snapshot(database, target, options).finally(() => {
    running = undefined;
  });
  return running;
}

async function snapshot(
  database: Database,
  target: DatabaseTarget,
  options: { dir: string; keepDays: number; reason: SnapshotManifest["reason"]; now?: () => number },
): Promise<SnapshotResult> {
  const now = options.now ?? Date.now;
  const started = performance.now();
  const createdAt = new Date(now());
  await mkdir(options.dir, { recursive: true });
  const file = `${snapshotBaseName(createdAt)}${snapshotExtension(target.kind)}`;
  const path = join(options.dir, file);
  const partial = `${path}.partial`;
  try {
    let migrations: string[];
    let schema: string | undefined;
    if (target.kind === "sqlite") {
      await vacuumInto(target.file, partial);
      migrations = await sqliteMigrations(partial);
    } else {
      schema = await currentSchema(database);
      migrations = await appliedMigrations(database);
      await pgDump(target.url, schema, partial);
    }
    await fsyncFile(partial);
    const { sha256, bytes } = await hashFile(partial);
    await rename(partial, path);
    const manifest: SnapshotManifest = {
      format: SNAPSHOT_FORMAT,
      kind: target.kind,
      file,
      createdAt: createdAt.toISOString(),
      bytes,
      sha256,
      migrations,
      ...(schema ? { schema } : {}),
      reason: options.reason,
    };
    const manifestPath = manifestPathFor(path);
    await writeFile(`${manifestPath}.partial`, `${JSON.stringify(manifest, null, 2)}\n`);
    await fsyncFile(`${manifestPath}.partial`);
    await rename(`${manifestPath}.partial`, manifestPath);
    await fsyncDirectory(options.dir);
    const ms = Math.round(performance.now() - started);
    log.info("backup_snapshot", { file, bytes, ms, reason: options.reason, schema: migrations.at(-1) });
    await pruneSnapshots(options.dir, options.keepDays, now());
    return { manifest, path, ms };
  } catch (error) {
    await rm(partial, { force: true });
    throw error instanceof SnapshotError
      ? error
      : new SnapshotError(`The snapshot failed: ${String(error)}`, { cause: error });
  }
}

export function manifestPathFor(snapshotPath: string): string {
  return snapshotPath.replace(/\.(db|pgdump)$/, ".json");
}

// The worker runs plain JavaScript (no build step reaches it) on its own connection,
// at the lowest CPU priority: a backup may take longer, the visitors may not wait.
const VACUUM_WORKER = `
const { DatabaseSync } = require("node:sqlite");
// On Linux a nice value is per thread: this lowers the copy, not the server's requests.
try { require("node:os").setPriority(19); } catch {}
const { parentPort, workerData } = require("node:worker_threads");
const source = new DatabaseSync(workerData.source, { readOnly: true });
try {
  source.exec("PRAGMA busy_timeout = 10000");
  source.prepare("VACUUM INTO ?").run(workerData.target);
} finally {
  source.close();
}
const copy = new DatabaseSync(workerData.target);
try {
  const check = copy.prepare("PRAGMA quick_check").all().map((row) => Object.values(row)[0]);
  copy.exec("PRAGMA journal_mode = DELETE");
  parentPort.postMessage({ check });
} finally {
  copy.close();
}
`;

async function vacuumInto(source: string, target: string): Promise<void> {
  await rm(target, { force: true });
  const result = await new Promise<{ check: string[] }>((resolve, reject) => {
    const worker = new Worker(VACUUM_WORKER, { eval: true, workerData: { source, target } });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the copy's worker stopped with code ${code}`));
    });
  });
  if (result.check.join() !== "ok") {
    throw new SnapshotError(`The copy failed its integrity check: ${result.check.slice(0, 3).join("; ")}`);
  }
}

/** The migrations recorded in a SQLite file (a snapshot, or a restored copy). */
export async function sqliteMigrations(file: string): Promise<string[]> {
  const { DatabaseSync } = await import("node:sqlite");
  const copy = new DatabaseSync(file, { readOnly: true });
  try {
    const hasTable = copy
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!hasTable) return [];
    return copy
      .prepare("select name from kysely_migration order by name")
      .all()
      .map((row) => String(row.name));
  } finally {
    copy.close();
  }
}

async function currentSchema(database: Database): Promise<string> {
  const row = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0];
  if (!row?.schema) throw new SnapshotError("PostgreSQL reports no current schema.");
  return row.schema;
}

async function appliedMigrations(database: Database): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
  return rows.rows.map((r) => r.name);
}

/**
 * libpq's connection settings as environment variables: the password never shows in
 * the process list, and the URL's `options` (a search_path) carry over.
 */
export function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || "5432",
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, "")),
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
  };
  const sslmode = u.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  const options = u.searchParams.get("options");
  if (options) env.PGOPTIONS = options;
  return env;
}

/** Runs a PostgreSQL client program; rejects with its own words when it fails or is missing. */
export function runClient(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new SnapshotError(
          error.code === "ENOENT"
            ? `${program} is not installed: on Debian, apt-get install postgresql-client (its major version at least the server's).`
            : `${program} could not start: ${error.message}`,
        ),
      ),
    );
    child.once("close", (code) => {
      if (code === 0) resolve(out);
      else reject(new SnapshotError(`${program} failed (exit ${code}): ${err.trim().slice(0, 2000)}`));
    });
  });
}

async function pgDump(url: string, schema: string, target: string): Promise<void> {
  await runClient(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--schema=${schema}`, `--file=${target}`],
    libpqEnvironment(url),
  );
}

export async function hashFile(path: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).byteLength;
  }
  return { sha256: hash.digest("hex"), bytes };
}

async function fsyncFile(path: string): Promise<void> {
  const handle = await open(path, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function fsyncDirectory(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export type ListedSnapshot = SnapshotManifest & { path: string; manifestPath: string; createdMs: number };

/**
 * The snapshots in a folder, newest first: those whose manifest parses and whose copy
 * is there at its recorded size (the checksum is verified by restore, not here).
 */
export async function listSnapshots(dir: string): Promise<ListedSnapshot[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const found: ListedSnapshot[] = [];
  for (const name of names) {
    if (!/^site-.*\.json$/.test(name)) continue;
    const manifestPath = join(dir, name);
    try {
      const manifest = snapshotManifestSchema.parse(JSON.parse(await readFile(manifestPath, "utf8")));
      const path = join(dir, manifest.file);
      if ((await stat(path)).size !== manifest.bytes) continue;
      found.push({ ...manifest, path, manifestPath, createdMs: Date.parse(manifest.createdAt) });
    } catch {
      // Half-written, damaged or foreign: not a snapshot we can count on.
    }
  }
  return found.sort((a, b) => b.createdMs - a.createdMs);
}

async function pruneSnapshots(dir: string, keepDays: number, now: number): Promise<void> {
  const doomed = snapshotsToDelete(
    (await listSnapshots(dir)).map((s) => ({ ...s, createdAt: s.createdMs })),
    now,
    keepDays,
  );
  for (const snapshot of doomed) {
    await rm(snapshot.path, { force: true });
    await rm(snapshot.manifestPath, { force: true });
  }
  if (doomed.length) log.info("backup_snapshots_pruned", { count: doomed.length, keepDays });
}
