import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

/**
 * Settings → Mail (issue 32): the store's own mail server, for a site whose server has
 * no SMTP_URL and NOTIFY_EMAIL. One row (id 1), written on the first save; `version`
 * for the optimistic check two owners' saves need. The password is stored sealed with
 * SESSION_SECRET (platform/secret-box.server.ts), never as typed; `notify` is a JSON
 * list of addresses.
 */
export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("mail_settings")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("host", "text", (c) => c.notNull())
        .addColumn("port", "integer", (c) => c.notNull())
        .addColumn("security", "text", (c) => c.notNull())
        .addColumn("username", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("password_sealed", "text")
        .addColumn("from_address", "text", (c) => c.notNull())
        .addColumn("notify", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text", (c) => c.notNull())
        .execute();
    },
  };
}
