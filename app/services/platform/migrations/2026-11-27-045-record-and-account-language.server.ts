import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

/**
 * The language of what a visitor sends and of each staff account (issue 33): "en",
 * "kn" or "hi" (app/lib/i18n/locale.ts). A message or booking keeps the language of
 * the page it was sent from, so staff can answer in it; an account keeps the language
 * its screens are shown in. Everything stored before this spoke English, hence the
 * default, which also covers the counter's walk-ins.
 */
export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ["contact_messages", "bookings", "admins"]) {
        await db.schema
          .alterTable(table)
          .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
          .execute();
      }
    },
  };
}
