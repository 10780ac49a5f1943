import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { copyFile, readFile, rename, rm } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import pg from "pg";
import { replicaUrl } from "../../lib/backup/litestream-config.ts";
import { checkSchemaVersion, snapshotManifestSchema, type SnapshotManifest } from "../../lib/backup/manifest.ts";
import type { AppConfig, DatabaseTarget } from "../platform/config.server.ts";
import { openDatabase } from "../platform/db.server.ts";
import { migrateToLatest, migrationNames } from "../platform/migrations/migrate.server.ts";
import { litestreamBinary, replicaTarget } from "./replication.server.ts";
import { runningServer } from "./server-lock.server.ts";
import {
  hashFile,
  libpqEnvironment,
  listSnapshots,
  manifestPathFor,
  runClient,
  sqliteMigrations,
  takeSnapshot,
} from "./snapshots.server.ts";

/**
 * `npm run restore`: puts a snapshot (either database) or the Litestream replica
 * (SQLite, to any moment it covers) in place of the configured database, after
 * checking that no server is using it, that the copy is what its manifest says
 * (SHA-256), that its schema is one this code can run (older ones are migrated
 * forward), and that SQLite finds the file sound. What it replaces is kept: the old
 * SQLite file is moved aside, a PostgreSQL schema is first dumped to BACKUP_DIR.
 */
export class RestoreError extends Error {
  override name = "RestoreError";
}

export type RestoreSource =
  { kind: "snapshot"; manifest: SnapshotManifest; path: string } | { kind: "replica"; url: string; label: string };

export type RestoreReport = {
  source: string;
  target: string;
  schemaVersion: string | undefined;
  migrated: string[];
  keptAs?: string;
  ms: number;
};

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
  let manifest: SnapshotManifest;
  try {
    manifest = snapshotManifestSchema.parse(JSON.parse(await readFile(manifestPath, "utf8")));
  } catch (error) {
    throw new RestoreError(`${manifestPath} is not a readable snapshot manifest: ${String(error)}`);
  }
  return { kind: "snapshot", manifest, path: join(dirname(manifestPath), manifest.file) };
}

export async function restore(
  source: RestoreSource,
  config: AppConfig,
  options: { toTime?: Date; log?: (line: string) => void } = {},
): Promise<RestoreReport> {
  const say = options.log ?? (() => {});
  const started = performance.now();
  const target = config.database;
  const busy = await runningServer(target);
  if (busy) throw new RestoreError(`Refusing to restore: ${busy}.`);

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

  const report =
    target.kind === "sqlite"
      ? await restoreSqlite(source, target, config, options.toTime, say)
      : await restorePostgres(source as Extract<RestoreSource, { kind: "snapshot" }>, target, config, say);

  // Forward to this code's schema, as a server would at start.
  const database = openDatabase(target);
  let migrated: string[];
  try {
    migrated = await migrateToLatest(database);
  } finally {
    await database.db.destroy();
  }
  if (migrated.length) say(`Migrated forward: ${migrated.join(", ")}`);
  return {
    ...report,
    source: source.kind === "snapshot" ? source.path : source.label,
    migrated,
    ms: Math.round(performance.now() - started),
  };
}

async function restoreSqlite(
  source: RestoreSource,
  target: Extract<DatabaseTarget, { kind: "sqlite" }>,
  config: AppConfig,
  toTime: Date | undefined,
  say: (line: string) => void,
): Promise<Omit<RestoreReport, "source" | "migrated" | "ms">> {
  const candidate = `${target.file}.restoring`;
  await removeDatabaseFiles(candidate);
  try {
    if (source.kind === "snapshot") {
      await copyFile(source.path, candidate);
    } else {
      say(`Restoring from the replica ${source.label}${toTime ? ` as it was at ${toTime.toISOString()}` : ""} …`);
      await litestreamRestore(source.url, candidate, config, toTime);
    }
    const check = await quickCheck(candidate);
    if (check !== "ok") throw new RestoreError(`The restored copy is not sound (SQLite says: ${check}).`);
    const applied = await sqliteMigrations(candidate);
    const schema = checkSchemaVersion(applied, migrationNames("sqlite"));
    if (!schema.ok) throw new RestoreError(schema.message);

    let keptAs: string | undefined;
    if (existsSync(target.file)) {
      keptAs = `${target.file}.before-restore-${new Date().toISOString().replace(/[-:.]/g, "")}`;
      // The file and its WAL move together, so the kept copy is whole.
      for (const suffix of ["", "-wal", "-shm"]) {
        if (existsSync(target.file + suffix)) await rename(target.file + suffix, keptAs + suffix);
      }
      say(`The database that was there is kept as ${keptAs}`);
    }
    // Litestream's record of the old file would not match the new one (its own advice: remove it).
    await rm(join(dirname(target.file), `.${basename(target.file)}-litestream`), { recursive: true, force: true });
    await rename(candidate, target.file);
    return { target: target.file, schemaVersion: schema.version, ...(keptAs ? { keptAs } : {}) };
  } finally {
    await removeDatabaseFiles(candidate);
  }
}

async function removeDatabaseFiles(file: string): Promise<void> {
  for (const suffix of ["", "-wal", "-shm", ".tmp", ".tmp-wal", ".tmp-shm"]) await rm(file + suffix, { force: true });
}

async function quickCheck(file: string): Promise<string> {
  const { DatabaseSync } = await import("node:sqlite");
  const db = new DatabaseSync(file);
  try {
    const rows = db.prepare("PRAGMA quick_check").all();
    // A replica restores in WAL mode; the file is made self-contained before it moves.
    db.exec("PRAGMA journal_mode = DELETE");
    return rows.map((row) => String(Object.values(row)[0])).join("; ");
  } finally {
    db.close();
  }
}

function litestreamRestore(url: string, output: string, config: AppConfig, toTime: Date | undefined): Promise<void> {
  const binary = litestreamBinary();
  if (!binary) throw new RestoreError(`No Litestream binary for ${process.platform}-${process.arch}: run npm ci.`);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (config.backup.bucket?.accessKeyId) {
    env.LITESTREAM_ACCESS_KEY_ID = config.backup.bucket.accessKeyId;
    env.LITESTREAM_SECRET_ACCESS_KEY = config.backup.bucket.secretAccessKey;
  }
  const args = ["restore", "-o", output, ...(toTime ? ["-timestamp", toTime.toISOString()] : []), url];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(binary, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let said = "";
    child.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => {
      if (code === 0) return resolvePromise();
      const reason = /error="([^"]+)"/.exec(said)?.[1] ?? said.trim().split("\n").at(-1) ?? "";
      reject(new RestoreError(`Litestream could not restore from ${url}: ${reason}`));
    });
  });
}

async function restorePostgres(
  source: Extract<RestoreSource, { kind: "snapshot" }>,
  target: Extract<DatabaseTarget, { kind: "postgres" }>,
  config: AppConfig,
  say: (line: string) => void,
): Promise<Omit<RestoreReport, "source" | "migrated" | "ms">> {
  const schema = checkSchemaVersion(source.manifest.migrations, migrationNames("postgres"));
  if (!schema.ok) throw new RestoreError(schema.message);
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  let keptAs: string | undefined;
  try {
    // A fresh database does not have the schema yet: then it is the one search_path names.
    const current = (
      await client.query<{ schema: string | null }>(
        "select coalesce(current_schema(), trim(both ' \"' from split_part(current_setting('search_path'), ',', 1))) as schema",
      )
    ).rows[0]?.schema;
    const dumped = source.manifest.schema;
    if (!current || current !== dumped) {
      throw new RestoreError(
        `The snapshot holds schema "${dumped}" and this connection uses "${current ?? "none"}": connect with that schema (DATABASE_URL …?options=-c%20search_path%3D${dumped}).`,
      );
    }
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = $1",
      [current],
    );
    if (Number(rows[0]?.n ?? 0) > 0) {
      // What is about to be replaced is dumped first, like the SQLite file that is moved aside.
      const database = openDatabase(target);
      try {
        const before = await takeSnapshot(database, target, {
          dir: config.backup.dir,
          keepDays: config.backup.keepDays,
          reason: "before-restore",
        });
        keptAs = before.path;
        say(`The database that was there is kept as ${keptAs}`);
      } finally {
        await database.db.destroy();
      }
      await dropSchemaObjects(client, current);
    }
    // The search index's operator class lives in this extension (see migrations).
    await client.query("create extension if not exists pg_trgm with schema public").catch(() => {});
  } finally {
    await client.end();
  }
  say(`Restoring ${basename(source.path)} …`);
  await runClient(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${dbNameOf(target.url)}`,
      source.path,
    ],
    libpqEnvironment(target.url),
  ).catch((error: unknown) => {
    throw new RestoreError(`pg_restore failed: ${(error as Error).message}`);
  });
  return {
    target: `PostgreSQL schema ${source.manifest.schema}`,
    schemaVersion: schema.version,
    ...(keptAs ? { keptAs } : {}),
  };
}

function dbNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ""));
}

async function dropSchemaObjects(client: pg.Client, schema: string): Promise<void> {
  if (schema !== "public") {
    await client.query(`drop schema ${pg.escapeIdentifier(schema)} cascade`);
    return;
  }
  // The public schema itself stays (extensions live in it); our tables and sequences go.
  const { rows } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public'",
  );
  for (const { name } of rows) await client.query(`drop table if exists public.${pg.escapeIdentifier(name)} cascade`);
  const sequences = await client.query<{ name: string }>(
    "select sequence_name as name from information_schema.sequences where sequence_schema = 'public'",
  );
  for (const { name } of sequences.rows) {
    await client.query(`drop sequence if exists public.${pg.escapeIdentifier(name)} cascade`);
  }
}
