import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { createTableWithId } from "./schema-helpers.server.ts";

export function migration(kind: DatabaseKind): Migration {
  const id = createTableWithId(kind);
  return {
    async up(db: Kysely<unknown>) {
      // The footer's policy pages, edited by staff (app/services/settings/policy-pages.server.ts);
      // filled from app/content/site/policies.ts at start when a page is missing.
      await db.schema
        .createTable("policy_pages")
        .addColumn("slug", "text", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text")
        .execute();
      // Every saved text, so an earlier one can be read back (who, when, what).
      await id(db, "policy_page_changes")
        .addColumn("slug", "text", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("admin_name", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("policy_page_changes_slug")
        .on("policy_page_changes")
        .columns(["slug", "at"])
        .execute();
    },
  };
}
