import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Every account made before roles existed could do everything: they stay owners,
      // so nobody loses access by upgrading (the owner can make colleagues staff).
      await db.schema
        .alterTable("admins")
        .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
        .execute();
      await db.schema
        .alterTable("admins")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
        .execute();
      await db.schema
        .alterTable("admins")
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      // Authenticator-app secrets, sealed (app/services/platform/secret-box.server.ts):
      // the enabled one, and one being set up until its first code confirms it.
      await db.schema.alterTable("admins").addColumn("totp_secret", "text").execute();
      await db.schema.alterTable("admins").addColumn("totp_pending", "text").execute();
      /** The last accepted code's time step: a code is accepted once. */
      await db.schema.alterTable("admins").addColumn("totp_last_step", "bigint").execute();
      await db.schema.alterTable("admins").addColumn("last_sign_in_at", "text").execute();

      // Store-wide sign-in rules: one row.
      await db.schema
        .createTable("account_policy")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("require_two_step", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("updated_at", "text")
        .addColumn("updated_by", "text")
        .execute();
      await sql`insert into account_policy (id, require_two_step) values (1, 0)`.execute(db);
    },
  };
}
