import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // An item is filed under one main type (its card's label) and may be listed
      // under more: a JSON array, read with the item like `features`. The filter runs
      // over the collection's items in the page, so no join or index is needed.
      await db.schema
        .alterTable("items")
        .addColumn("extra_types", "text", (c) => c.notNull().defaultTo("[]"))
        .execute();
      // Installs seeded before this: the seed's cross-listed pieces, where staff have
      // not changed the item's collection or main type since. Written out here, not
      // read from the seed files, so this migration never changes after it ships.
      const crossListed: Array<[collection: string, slug: string, type: string, extra: string[]]> = [
        ["groom", "maroon-zardozi-sherwani", "sherwani", ["handwork"]],
        ["groom", "onion-pink-handwork-sherwani", "handwork", ["sherwani"]],
        ["groom", "royal-blue-jodhpuri-suit", "jodhpuri", ["suit"]],
        ["groom", "black-open-jodhpuri", "open-jodhpuri", ["jodhpuri"]],
        ["groom", "indigo-denim-party-shirt", "denim", ["party-wear"]],
      ];
      for (const [collection, slug, type, extra] of crossListed) {
        await sql`update items set extra_types = ${JSON.stringify(extra)}
          where slug = ${slug} and type = ${type} and extra_types = '[]'
            and collection_id = (select id from collections where slug = ${collection})`.execute(db);
      }
    },
  };
}
