import { sql, type Kysely } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { Database, DatabaseKind } from "./db.server.ts";

/**
 * The one set of migrations for both databases, kept in code so the server build
 * carries them. Kysely records each applied migration in `kysely_migration`, so a
 * restart does not re-run them; a second instance starting at the same time waits:
 * PostgreSQL through Kysely's advisory lock, SQLite through the `begin immediate`
 * write lock of db.server.ts. Never edit a migration that has shipped: add one.
 */
function migrations(kind: DatabaseKind): Record<string, Migration> {
  // The only dialect difference we need: an auto-increment integer key.
  const idType = kind === "postgres" ? "serial" : "integer";
  const id = (db: Kysely<unknown>, table: string) =>
    db.schema
      .createTable(table)
      .addColumn("id", idType, (c) => (kind === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement()));

  return {
    "2024-06-01-001-contact-messages": {
      async up(db) {
        await id(db, "contact_messages")
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("phone", "text", (c) => c.notNull())
          .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("message", "text", (c) => c.notNull())
          .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("contact_messages_created_at")
          .on("contact_messages")
          .columns(["created_at", "id"])
          .execute();
      },
    },
    "2024-06-01-002-staff": {
      async up(db) {
        await id(db, "admins")
          .addColumn("username", "text", (c) => c.notNull().unique())
          .addColumn("password_hash", "text", (c) => c.notNull())
          .addColumn("name", "text")
          .addColumn("email", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("sessions")
          .addColumn("id_hash", "text", (c) => c.primaryKey())
          .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
          .addColumn("created_ms", "bigint", (c) => c.notNull())
          .addColumn("last_seen_ms", "bigint", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("sessions_admin_id").on("sessions").column("admin_id").execute();
        await id(db, "login_attempts")
          .addColumn("username", "text", (c) => c.notNull())
          .addColumn("address", "text", (c) => c.notNull())
          .addColumn("at_ms", "bigint", (c) => c.notNull())
          .addColumn("success", "integer", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("login_attempts_username")
          .on("login_attempts")
          .columns(["username", "at_ms"])
          .execute();
        await db.schema
          .createIndex("login_attempts_address")
          .on("login_attempts")
          .columns(["address", "at_ms"])
          .execute();
      },
    },
    "2024-06-01-003-rate-limits": {
      async up(db) {
        await id(db, "rate_limit_hits")
          .addColumn("bucket", "text", (c) => c.notNull())
          .addColumn("key", "text", (c) => c.notNull())
          .addColumn("at_ms", "bigint", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("rate_limit_hits_lookup")
          .on("rate_limit_hits")
          .columns(["bucket", "key", "at_ms"])
          .execute();
      },
    },
    "2026-11-22-004-login-devices": {
      async up(db) {
        await db.schema.alterTable("login_attempts").addColumn("device", "text").execute();
        await db.schema
          .createIndex("login_attempts_device")
          .on("login_attempts")
          .columns(["device", "at_ms"])
          .execute();
      },
    },
    "2026-11-22-005-prune-indexes": {
      async up(db) {
        // The timer in pruning.server.ts deletes by age across all keys.
        await db.schema.createIndex("rate_limit_hits_at_ms").on("rate_limit_hits").column("at_ms").execute();
        await db.schema.createIndex("login_attempts_at_ms").on("login_attempts").column("at_ms").execute();
      },
    },
    "2026-11-22-006-submission-keys": {
      async up(db) {
        await db.schema.alterTable("contact_messages").addColumn("submission_key", "text").execute();
        // Unique, with any number of messages without a key (NULLs are distinct in both databases).
        await db.schema
          .createIndex("contact_messages_submission_key")
          .on("contact_messages")
          .column("submission_key")
          .unique()
          .execute();
      },
    },
  };
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
  const migrationTableSchema =
    database.kind === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db: database.db, provider: inCodeProvider(database.kind), migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const applied = (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
  const failed = (results ?? []).find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
  }
  return applied;
}
