import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("login_attempts").addColumn("device", "text").execute();
      await db.schema.createIndex("login_attempts_device").on("login_attempts").columns(["device", "at_ms"]).execute();
    },
  };
}
