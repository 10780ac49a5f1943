import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

/**
 * The measures a menswear counter takes besides the first five (issue 38): shoulder,
 * hip, bicep, collar and the garments' lengths, in inches like the others (null where
 * not taken that day), and a free line for what no column names ("thigh 24, knee 17").
 * Added columns only: every record kept so far stays as it was, its new measures blank.
 */
export function migration(kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const double = kind === "postgres" ? sql`double precision` : sql`real`;
      for (const column of ["hip", "shoulder", "bicep", "collar", "shirt_length", "kurta_length", "trouser_length"]) {
        await db.schema.alterTable("customer_measurements").addColumn(column, double).execute();
      }
      await db.schema
        .alterTable("customer_measurements")
        .addColumn("other", "text", (c) => c.notNull().defaultTo(""))
        .execute();
    },
  };
}
