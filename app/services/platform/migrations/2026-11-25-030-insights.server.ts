import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

/**
 * Insights (app/services/insights): daily sums only, never an event. One row per
 * day, metric and key (app/lib/insights/rollup.ts), and one visitor sketch per day
 * (app/lib/insights/visitor-sketch.ts: 4,096 one-byte counters, no hash kept).
 * Rows older than INSIGHTS_RETENTION_DAYS are deleted daily, by day: the key's
 * first column.
 */
export function migration(kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("insights_daily")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("metric", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("insights_daily_pk", ["day", "metric", "key"])
        // On SQLite the rows live in their key's b-tree instead of a table beside an
        // index that repeats every key: half the bytes (npm run bench:insights).
        .$call((table) => (kind === "sqlite" ? table.modifyEnd(sql`without rowid`) : table))
        .execute();
      await db.schema
        .createTable("insights_visitors")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("sketch", kind === "postgres" ? "bytea" : "blob", (c) => c.notNull())
        .execute();
    },
  };
}
