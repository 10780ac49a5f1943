import type { Metric } from "../../lib/insights/rollup.ts";
import { shiftDay } from "../../lib/insights/rollup.ts";
import { civilDateAt } from "../../lib/time/business-hours.ts";
import { isoDate } from "../../lib/time/store-hours.ts";
import type { Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { type BeaconRequest, type BeaconStatus, InsightsCollector } from "./collector.server.ts";
import { deleteDaysBefore } from "./rollup-store.server.ts";

/**
 * Insights in this process: the collector the HTTP server hands beacons to, the
 * counts other services add (bookings, messages), and the daily deletion of sums past
 * the retention. Started and stopped with the server (app/lifecycle.server.ts);
 * with INSIGHTS=off it is never started and everything here does nothing.
 */
export const FLUSH_EVERY_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

let collector: InsightsCollector | undefined;
let retentionTimers: Array<ReturnType<typeof setTimeout>> = [];

export type InsightsOptions = {
  secret: string;
  timeZone: string;
  retentionDays: number;
  /** False only for the benchmark (UNSAFE_BENCHMARK_NO_RATE_LIMITS): every beacon from one address is taken. */
  floodLimit: boolean;
};

export async function startInsights(database: Database, options: InsightsOptions): Promise<void> {
  if (collector) return;
  const started = new InsightsCollector({
    database,
    secret: options.secret,
    timeZone: options.timeZone,
    ...(options.floodLimit ? {} : { flood: null }),
  });
  await started.start(FLUSH_EVERY_MS);
  collector = started;
  const prune = () =>
    void pruneInsights(database, options.retentionDays, options.timeZone).catch((error: unknown) =>
      log.error("insights_prune_failed", { error: String(error) }),
    );
  const first = setTimeout(prune, 90_000);
  const daily = setInterval(prune, DAY_MS);
  first.unref();
  daily.unref();
  retentionTimers = [first, daily];
}

/** Writes the last batch; the database is still open. */
export async function stopInsights(): Promise<void> {
  for (const timer of retentionTimers) clearTimeout(timer);
  retentionTimers = [];
  const stopping = collector;
  collector = undefined;
  await stopping?.stop();
}

export function insightsEnabled(): boolean {
  return collector !== undefined;
}

/** A beacon from the HTTP server (server/app.ts). With Insights off it is answered 204 and not read. */
export function handleInsightsBeacon(request: BeaconRequest): BeaconStatus | Promise<BeaconStatus> {
  return collector ? collector.handle(request) : 204;
}

/** A count the server makes itself: a trial booked for an item, a contact message by category. */
export function countInsight(metric: Extract<Metric, "reserve" | "message">, key: string): void {
  collector?.count(metric, key);
}

/** Writes this process's batch now: the Insights screen shows counts up to the moment it is opened. */
export async function flushInsights(): Promise<void> {
  await collector?.flush();
}

/** Deletes the days older than `retentionDays` (today included in the days kept). */
export async function pruneInsights(
  database: Database,
  retentionDays: number,
  timeZone: string,
  now = Date.now(),
): Promise<number> {
  const oldestKept = shiftDay(isoDate(civilDateAt(now, timeZone)), -(retentionDays - 1));
  const deleted = await deleteDaysBefore(database, oldestKept);
  if (deleted) log.info("insights_pruned", { rows: deleted, before: oldestKept });
  return deleted;
}
