import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

/**
 * Issue 33: what the store writes, in Kannada and Hindi beside the English. One shape
 * for every record: a `translations` JSON text, `{"kn": {"title": "…"}, "hi": {…}}`
 * (app/lib/i18n/localized.ts reads and writes it), "{}" until staff give one. The
 * banner, a settings document, keeps the same object under its own `translations` key.
 */
const TABLES = [
  "items",
  "collections",
  "collection_filters",
  "offers",
  "showcase_slides",
  "store_closures",
  "policy_pages",
] as const;

export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of TABLES) {
        await db.schema
          .alterTable(table)
          .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
          .execute();
      }
    },
  };
}
