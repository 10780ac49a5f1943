import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { createTableWithId } from "./schema-helpers.server.ts";

export function migration(kind: DatabaseKind): Migration {
  const id = createTableWithId(kind);
  return {
    async up(db: Kysely<unknown>) {
      await id(db, "recovery_codes")
        .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
        .addColumn("code_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_ms", "bigint", (c) => c.notNull())
        .addColumn("used_ms", "bigint")
        .execute();
      await db.schema.createIndex("recovery_codes_admin").on("recovery_codes").column("admin_id").execute();

      await id(db, "passkeys")
        .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
        .addColumn("credential_id", "text", (c) => c.notNull().unique())
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("counter", "bigint", (c) => c.notNull())
        .addColumn("transports", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("device_type", "text", (c) => c.notNull())
        .addColumn("backed_up", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("created_ms", "bigint", (c) => c.notNull())
        .addColumn("last_used_ms", "bigint")
        .execute();
      await db.schema.createIndex("passkeys_admin").on("passkeys").column("admin_id").execute();

      // A password that was right, waiting for its second step (5 minutes, 5 tries).
      await db.schema
        .createTable("pending_sign_ins")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
        .addColumn("created_ms", "bigint", (c) => c.notNull())
        .addColumn("expires_ms", "bigint", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .execute();

      // WebAuthn challenges: single use, short-lived, bound to the browser that asked
      // (a cookie) and, for adding a passkey, to the session and account.
      await db.schema
        .createTable("auth_challenges")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("challenge", "text", (c) => c.notNull())
        .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("cascade"))
        .addColumn("session_hash", "text")
        .addColumn("expires_ms", "bigint", (c) => c.notNull())
        .execute();

      // The devices list: a handle to name a session in a form (never its key), the
      // browser and address it signed in from, and whether it still has to set up
      // two-step sign-in before anything else.
      await db.schema.alterTable("sessions").addColumn("handle", "text").execute();
      await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
      await db.schema.alterTable("sessions").addColumn("address", "text").execute();
      await db.schema
        .alterTable("sessions")
        .addColumn("stage", "text", (c) => c.notNull().defaultTo("full"))
        .execute();
      await sql`update sessions set handle = substr(id_hash, 1, 22) where handle is null`.execute(db);
      await db.schema.createIndex("sessions_handle").on("sessions").column("handle").unique().execute();
    },
  };
}
