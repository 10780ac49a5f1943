import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Whether a collection's pieces offer "Reserve for trial", and the types of it that
      // do not (a JSON array of type slugs); staff choose in the collection's editor.
      await db.schema
        .alterTable("collections")
        .addColumn("trial_offered", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable("collections")
        .addColumn("no_trial_types", "text", (c) => c.notNull().defaultTo("[]"))
        .execute();
      // Installs seeded before this: no trial for innerwear, nor for the groom's ceremonial
      // vel. Written out here, not read from the seed, so this never changes after it ships.
      await sql`update collections set trial_offered = 0 where slug = ${"innerwear"}`.execute(db);
      await sql`update collections set no_trial_types = ${JSON.stringify(["vel"])} where slug = ${"groom"}`.execute(db);
    },
  };
}
