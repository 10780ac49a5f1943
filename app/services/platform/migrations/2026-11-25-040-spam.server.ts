import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A message or booking the spam checks caught is stored with status "spam" and
      // why (app/lib/contact/spam.ts); the reason stays when staff (or the visitor's
      // re-check) move it out, with who did, so "how many were caught" can be told.
      // The status indexes already serve the Spam views.
      for (const table of ["contact_messages", "bookings"]) {
        await db.schema.alterTable(table).addColumn("spam_reason", "text").execute();
        await db.schema.alterTable(table).addColumn("spam_released_by", "text").execute();
      }
    },
  };
}
