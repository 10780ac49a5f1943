import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { createTableWithId } from "./schema-helpers.server.ts";

export function migration(kind: DatabaseKind): Migration {
  const id = createTableWithId(kind);
  return {
    async up(db: Kysely<unknown>) {
      // Invitations and password reset links: one-time, 72 hours, only the token's
      // hash is kept (app/services/accounts/account-links.server.ts).
      await id(db, "account_links")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text")
        .addColumn("phone", "text")
        .addColumn("role", "text")
        .addColumn("created_by_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
        .addColumn("created_by_name", "text", (c) => c.notNull())
        .addColumn("created_ms", "bigint", (c) => c.notNull())
        .addColumn("expires_ms", "bigint", (c) => c.notNull())
        .addColumn("used_ms", "bigint")
        .addColumn("revoked_ms", "bigint")
        .execute();
      await db.schema.createIndex("account_links_kind").on("account_links").columns(["kind", "created_ms"]).execute();
      await db.schema.createIndex("account_links_admin").on("account_links").column("admin_id").execute();
    },
  };
}
