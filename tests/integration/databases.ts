import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { DatabaseTarget } from "../../app/services/platform/config.server.ts";

/**
 * The databases the storage and HTTP tests run against: always a fresh SQLite file,
 * and PostgreSQL when TEST_DATABASE_URL is set (each run in its own schema, dropped
 * afterwards, so runs never see each other's rows).
 */
export type TestDatabase = {
  name: "sqlite" | "postgres";
  target: DatabaseTarget;
  /** For a child process: DATABASE_URL ("" = SQLite in DATA_DIR). */
  databaseUrl: string;
  dataDir: string;
  dispose(): Promise<void>;
};

export const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

export async function sqliteDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "site-test-"));
  return {
    name: "sqlite",
    target: { kind: "sqlite", file: join(dataDir, "site.db") },
    databaseUrl: "",
    dataDir,
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresDatabase(url: string): Promise<TestDatabase> {
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const withSchema = new URL(url);
  withSchema.searchParams.set("options", `-c search_path=${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), "site-test-pg-"));
  return {
    name: "postgres",
    target: { kind: "postgres", url: withSchema.toString() },
    databaseUrl: withSchema.toString(),
    dataDir,
    async dispose() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL database of its own (the test role has CREATEDB), used in its default
 * `public` schema as a deployer's is: for what a schema of one's own would hide
 * (a restore, the extension that lives in `public`). Dropped by `dispose`.
 */
export async function freshPostgresDatabase(
  url: string,
  label: string,
): Promise<{ url: string; name: string; dispose(): Promise<void> }> {
  const name = `site_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  own.searchParams.delete("options");
  return {
    url: own.toString(),
    name,
    async dispose() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * PostgreSQL as a deployer runs it, for a running server: a database of its own in its
 * `public` schema, and a data folder. What it backs up restores into another such
 * database (a snapshot names its schema). Dropped, folder and all, by `dispose`.
 */
export async function ownPostgresDatabase(label: string): Promise<TestDatabase> {
  const database = await freshPostgresDatabase(postgresUrl!, label);
  const dataDir = mkdtempSync(join(tmpdir(), `site-${label}-pg-`));
  return {
    name: "postgres",
    target: { kind: "postgres", url: database.url },
    databaseUrl: database.url,
    dataDir,
    async dispose() {
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Both halves; the PostgreSQL half says so when it is skipped. */
export const databaseKinds: Array<{ name: "sqlite" | "postgres"; make: () => Promise<TestDatabase> }> = [
  { name: "sqlite", make: sqliteDatabase },
  ...(postgresUrl ? [{ name: "postgres" as const, make: () => postgresDatabase(postgresUrl) }] : []),
];

if (!postgresUrl) {
  console.log("PostgreSQL half skipped: set TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db to run it.");
}
