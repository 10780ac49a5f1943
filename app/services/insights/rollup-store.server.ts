import type { Metric, RollupRow } from "../../lib/insights/rollup.ts";
import { emptySketch, mergeSketch, SKETCH_SIZE } from "../../lib/insights/visitor-sketch.ts";
import { batchedWrite, type Database } from "../platform/db.server.ts";

/**
 * Insights' tables: daily sums (insights_daily) and visitor sketches
 * (insights_visitors). A batch is added in one transaction: the sums by upsert
 * (count = count + the batch's), which instances can run side by side; each sketch
 * by merging into the stored one under the row's lock.
 */
const ROWS_PER_STATEMENT = 200;

export type SketchUpdate = { day: string; sketch: Uint8Array };

export async function writeBatch(
  database: Database,
  rows: readonly RollupRow[],
  sketches: readonly SketchUpdate[],
): Promise<void> {
  if (rows.length === 0 && sketches.length === 0) return;
  await batchedWrite(database, async (trx) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      await trx
        .insertInto("insights_daily")
        .values(rows.slice(i, i + ROWS_PER_STATEMENT).map((r) => ({ ...r })))
        .onConflict((conflict) =>
          conflict
            .columns(["day", "metric", "key"])
            .doUpdateSet((eb) => ({ count: eb("insights_daily.count", "+", eb.ref("excluded.count")) })),
        )
        .execute();
    }
    for (const { day, sketch } of sketches) {
      if (database.kind === "postgres") {
        // The row exists before it is locked, so two instances' first batches of a day queue on it.
        await trx
          .insertInto("insights_visitors")
          .values({ day, sketch: Buffer.from(emptySketch()) })
          .onConflict((conflict) => conflict.column("day").doNothing())
          .execute();
      }
      const stored = await trx
        .selectFrom("insights_visitors")
        .select("sketch")
        .where("day", "=", day)
        .$if(database.kind === "postgres", (query) => query.forUpdate())
        .executeTakeFirst();
      const merged = emptySketch();
      mergeSketch(merged, sketch);
      if (stored && stored.sketch.length === SKETCH_SIZE) mergeSketch(merged, stored.sketch);
      await trx
        .insertInto("insights_visitors")
        .values({ day, sketch: Buffer.from(merged) })
        .onConflict((conflict) => conflict.column("day").doUpdateSet({ sketch: Buffer.from(merged) }))
        .execute();
    }
  });
}

/** Sums of each metric's keys over the days from `from` to `to` (inclusive, "YYYY-MM-DD"). */
export async function sumsBetween(
  database: Database,
  from: string,
  to: string,
  metrics: readonly Metric[],
): Promise<Array<{ metric: Metric; key: string; count: number }>> {
  const rows = await database.db
    .selectFrom("insights_daily")
    .select(["metric", "key", (eb) => eb.fn.sum<number>("count").as("count")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("metric", "in", [...metrics])
    .groupBy(["metric", "key"])
    .execute();
  return rows.map((r) => ({ metric: r.metric as Metric, key: r.key, count: Number(r.count) }));
}

/** Per day, each metric's total (all keys), for the days from `from` to `to`. */
export async function dailyTotals(
  database: Database,
  from: string,
  to: string,
  metrics: readonly Metric[],
): Promise<Array<{ day: string; metric: Metric; count: number }>> {
  const rows = await database.db
    .selectFrom("insights_daily")
    .select(["day", "metric", (eb) => eb.fn.sum<number>("count").as("count")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("metric", "in", [...metrics])
    .groupBy(["day", "metric"])
    .execute();
  return rows.map((r) => ({ day: r.day, metric: r.metric as Metric, count: Number(r.count) }));
}

/** The stored visitor sketches of the days from `from` to `to`. */
export async function sketchesBetween(database: Database, from: string, to: string): Promise<SketchUpdate[]> {
  return database.db
    .selectFrom("insights_visitors")
    .select(["day", "sketch"])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .execute();
}

/** Deletes the sums and sketches of days before `day`; returns how many rows went. */
export async function deleteDaysBefore(database: Database, day: string): Promise<number> {
  const sums = await database.db.deleteFrom("insights_daily").where("day", "<", day).executeTakeFirst();
  const sketches = await database.db.deleteFrom("insights_visitors").where("day", "<", day).executeTakeFirst();
  return Number(sums.numDeletedRows) + Number(sketches.numDeletedRows);
}
