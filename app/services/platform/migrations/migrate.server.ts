import { sql } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { Database, DatabaseKind } from "../db.server.ts";
import { MIGRATIONS } from "./migrations.server.ts";

/**
 * Runs the one set of migrations for both databases (migrations.server.ts lists them). Kysely records each applied migration in `kysely_migration`, so a
 * restart does not re-run them; a second instance starting at the same time waits:
 * PostgreSQL through Kysely's advisory lock, SQLite through the `begin immediate`
 * write lock of db.server.ts. Never edit a migration that has shipped: add one.
 */
function migrations(kind: DatabaseKind): Record<string, Migration> {
  return Object.fromEntries(MIGRATIONS.map(([name, migration]) => [name, migration(kind)]));
}

/** Every migration's name, in the order they apply. */
export function migrationNames(kind: DatabaseKind): string[] {
  return Object.keys(migrations(kind)).sort();
}

function inCodeProvider(kind: DatabaseKind): MigrationProvider {
  return { getMigrations: async () => migrations(kind) };
}

/**
 * Brings the schema up to date; throws (and the process does not start) on failure.
 * On PostgreSQL the bookkeeping tables are looked for in our own schema: without
 * that, Kysely takes a `kysely_migration` table in any other schema of the database
 * (another app, a parallel test run) for ours and then fails to find it.
 */
export async function migrateToLatest(database: Database): Promise<string[]> {
  return migrate(database);
}

/** Up to and including the migration `name` (a test of a later migration starts from there). */
export async function migrateTo(database: Database, name: string): Promise<string[]> {
  return migrate(database, name);
}

async function migrate(database: Database, upTo?: string): Promise<string[]> {
  const migrationTableSchema =
    database.kind === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db: database.db, provider: inCodeProvider(database.kind), migrationTableSchema });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  const applied = (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
  const failed = (results ?? []).find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
  }
  return applied;
}
