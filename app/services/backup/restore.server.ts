import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { chmod, copyFile, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import pg from "pg";
import {
  asideSchemaName,
  CopyRowCounter,
  listWithoutSchema,
  swapPrelude,
  verifyAndCommit,
} from "../../lib/backup/pg-restore-script.ts";
import { checkSchemaVersion } from "../../lib/backup/manifest.ts";
import type { AppConfig, DatabaseTarget } from "../platform/config.server.ts";
import { openDatabase } from "../platform/db.server.ts";
import { migrateToLatest, migrationNames } from "../platform/migrations/migrate.server.ts";
import { PRIVATE_FILE_MODE } from "./private-files.server.ts";
import { litestreamConfig } from "../../lib/backup/litestream-config.ts";
import { litestreamBinary } from "./replication.server.ts";
import { checkSource, RestoreError, type RestoreSource } from "./restore-source.server.ts";
import { runningServer } from "./server-lock.server.ts";
import { libpqEnvironment, runClient, sqliteMigrations, takeSnapshot } from "./snapshots.server.ts";

/**
 * `npm run restore`: puts a snapshot (either database) or the Litestream replica
 * (SQLite, to any moment it covers) in place of the configured database, after
 * checking that no server is using it, that the copy is what its manifest says
 * (SHA-256, restore-source.server.ts, which also reads the argument), that its schema is one this code can run (older ones are migrated
 * forward), and that SQLite finds the file sound. What it replaces is kept: the old
 * SQLite file is moved aside; a PostgreSQL schema is first dumped to BACKUP_DIR, then
 * replaced in one transaction (lib/backup/pg-restore-script.ts) that either brings
 * the whole snapshot in or changes nothing.
 */
export type RestoreReport = {
  source: string;
  target: string;
  schemaVersion: string | undefined;
  migrated: string[];
  keptAs?: string;
  ms: number;
};

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

  await checkSource(source, target, say);

  const { aside, ...report } =
    target.kind === "sqlite"
      ? { ...(await restoreSqlite(source, target, config, options.toTime, say)), aside: undefined }
      : await restorePostgres(source as Extract<RestoreSource, { kind: "snapshot" }>, target, config, say);

  // Forward to this code's schema, as a server would at start.
  const database = openDatabase(target);
  let migrated: string[];
  try {
    migrated = await migrateToLatest(database);
  } catch (error) {
    throw new RestoreError(
      `The snapshot is restored, but migrating it forward failed: ${(error as Error).message}${aside ? ` (the replaced tables are still in the schema ${aside})` : ""}`,
    );
  } finally {
    await database.db.destroy();
  }
  if (migrated.length) say(`Migrated forward: ${migrated.join(", ")}`);
  if (aside && target.kind === "postgres") await dropAside(target.url, aside);
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
      await litestreamRestore(source, candidate, target.file, config, toTime);
    }
    // copyFile keeps the source's mode, and a snapshot may have been copied in open to all.
    await chmod(candidate, PRIVATE_FILE_MODE);
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

async function litestreamRestore(
  source: Extract<RestoreSource, { kind: "replica" }>,
  output: string,
  databaseFile: string,
  config: AppConfig,
  toTime: Date | undefined,
): Promise<void> {
  const binary = litestreamBinary();
  if (!binary) throw new RestoreError(`No Litestream binary for ${process.platform}-${process.arch}: run npm ci.`);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (config.backup.bucket?.accessKeyId) {
    env.LITESTREAM_ACCESS_KEY_ID = config.backup.bucket.accessKeyId;
    env.LITESTREAM_SECRET_ACCESS_KEY = config.backup.bucket.secretAccessKey;
  } else if (process.env.BACKUP_ACCESS_KEY_ID && process.env.BACKUP_SECRET_ACCESS_KEY) {
    env.LITESTREAM_ACCESS_KEY_ID = process.env.BACKUP_ACCESS_KEY_ID;
    env.LITESTREAM_SECRET_ACCESS_KEY = process.env.BACKUP_SECRET_ACCESS_KEY;
  }
  // A bucket is restored through a configuration like the server's: a URL cannot carry
  // another provider's endpoint, region and path-style addressing.
  let work: string | undefined;
  let configFile: string | undefined;
  if (source.target?.type === "s3") {
    work = await mkdtemp(join(tmpdir(), "site-restore-"));
    configFile = join(work, "litestream.yml");
    await writeFile(
      configFile,
      litestreamConfig({ database: databaseFile, replica: source.target, keepDays: config.backup.keepDays }),
      { mode: 0o600 },
    );
  }
  const args = [
    "restore",
    ...(configFile ? ["-config", configFile] : []),
    "-o",
    output,
    ...(toTime ? ["-timestamp", toTime.toISOString()] : []),
    configFile ? databaseFile : source.url,
  ];
  try {
    await new Promise<void>((resolvePromise, reject) => {
      const child = spawn(binary, args, { env, stdio: ["ignore", "pipe", "pipe"] });
      let said = "";
      child.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
      child.once("error", reject);
      child.once("close", (code) => {
        if (code === 0) return resolvePromise();
        const reason = /error="([^"]+)"/.exec(said)?.[1] ?? said.trim().split("\n").at(-1) ?? "";
        reject(new RestoreError(`Litestream could not restore from ${source.label}: ${reason}`));
      });
    });
  } finally {
    if (work) await rm(work, { recursive: true, force: true });
  }
}

async function restorePostgres(
  source: Extract<RestoreSource, { kind: "snapshot" }>,
  target: Extract<DatabaseTarget, { kind: "postgres" }>,
  config: AppConfig,
  say: (line: string) => void,
): Promise<PostgresRestore> {
  const schema = checkSchemaVersion(source.manifest.migrations, migrationNames("postgres"));
  if (!schema.ok) throw new RestoreError(schema.message);
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  let live: string;
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
    live = current;
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = $1",
      [live],
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
    }
  } finally {
    await client.end();
  }
  const aside = asideSchemaName(live, new Date());
  say(`Restoring ${basename(source.path)} …`);
  await restoreInOneTransaction(source, target.url, live, aside);
  return {
    target: `PostgreSQL schema ${live}`,
    schemaVersion: schema.version,
    ...(keptAs ? { keptAs } : {}),
    aside,
  };
}

type PostgresRestore = Omit<RestoreReport, "source" | "migrated" | "ms"> & { aside: string };

/**
 * The swap of pg-restore-script.ts: pg_restore writes the dump's script, psql runs it
 * between the prelude (live objects set aside) and the check, in one transaction. psql
 * is sent COMMIT only when pg_restore read the whole dump and the counts agree; any
 * other ending closes the connection mid-transaction, and PostgreSQL rolls it all back.
 */
async function restoreInOneTransaction(
  source: Extract<RestoreSource, { kind: "snapshot" }>,
  url: string,
  live: string,
  aside: string,
): Promise<void> {
  const env = libpqEnvironment(url);
  const refuse = (why: string) =>
    new RestoreError(`${why.trim().slice(0, 1500)}\nThe restore was rolled back: nothing was changed.`);
  let list: string;
  try {
    list = await runClient("pg_restore", ["--list", source.path], env);
  } catch (error) {
    throw refuse(`pg_restore cannot read ${basename(source.path)}: ${(error as Error).message}`);
  }
  const work = await mkdtemp(join(tmpdir(), "site-restore-"));
  try {
    const listFile = join(work, "restore.list");
    await writeFile(listFile, listWithoutSchema(list));
    const dump = spawn(
      "pg_restore",
      ["--no-owner", "--no-privileges", `--use-list=${listFile}`, "--file=-", source.path],
      { env, stdio: ["ignore", "pipe", "pipe"] },
    );
    const psql = spawn("psql", ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", "--file=-"], {
      env,
      stdio: ["pipe", "ignore", "pipe"],
    });
    const dumpDone = exitOf(dump, "pg_restore");
    const psqlDone = exitOf(psql, "psql");
    // psql stops at the first error and closes its input: what is still being written then goes nowhere.
    psql.stdin.on("error", () => {});
    const write = async (text: string | Buffer) => {
      if (!psql.stdin.writable) return;
      if (!psql.stdin.write(text)) await Promise.race([once(psql.stdin, "drain"), psqlDone]);
    };
    const counter = new CopyRowCounter();
    await write(swapPrelude(live, aside));
    for await (const chunk of dump.stdout) {
      counter.feed(chunk as Buffer);
      await write(chunk as Buffer);
      if (!psql.stdin.writable) break;
    }
    const dumped = await dumpDone;
    if (dumped.code === 0 && counter.complete) {
      await write(verifyAndCommit(live, counter.rows, source.manifest.migrations));
    }
    psql.stdin.end();
    const ran = await psqlDone;
    // psql's error first: when it stops, pg_restore fails too, only for want of a reader.
    if (ran.code !== 0) throw refuse(`psql failed: ${ran.said || `exit ${ran.code}`}`);
    if (dumped.code !== 0) throw refuse(`pg_restore failed: ${dumped.said || `exit ${dumped.code}`}`);
    if (!counter.complete) throw refuse("pg_restore's script ended inside a table's rows: the dump is incomplete.");
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function exitOf(child: ChildProcess, program: string): Promise<{ code: number | null; said: string }> {
  let said = "";
  child.stderr?.on("data", (chunk: Buffer) => (said += chunk.toString()));
  return new Promise((resolvePromise, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new RestoreError(
          error.code === "ENOENT"
            ? `${program} is not installed: on Debian, apt-get install postgresql-client (its major version at least the server's).`
            : `${program} could not start: ${error.message}`,
        ),
      ),
    );
    child.once("close", (code) => resolvePromise({ code, said: said.trim() }));
  });
}

/** The live schema's old objects, kept until the restored copy was migrated: no longer needed. */
async function dropAside(url: string, aside: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${pg.escapeIdentifier(aside)} cascade`);
  } finally {
    await client.end();
  }
}
