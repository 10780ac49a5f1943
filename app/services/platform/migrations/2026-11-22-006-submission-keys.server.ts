import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("contact_messages").addColumn("submission_key", "text").execute();
      // Unique, with any number of messages without a key (NULLs are distinct in both databases).
      await db.schema
        .createIndex("contact_messages_submission_key")
        .on("contact_messages")
        .column("submission_key")
        .unique()
        .execute();
    },
  };
}
