import { civilDateAt, zonedInstant } from "../time/business-hours.ts";

/**
 * When backups are due and how old is too old: pure rules the server's backup loop,
 * the log and the dashboard share.
 */
/** A good snapshot older than this is a warning on the dashboard and in the log. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The most recent scheduled moment (today's hour in store time, else yesterday's) at or before `now`. */
export function lastScheduledAt(now: number, hour: number, timeZone: string): number {
  const today = zonedInstant(civilDateAt(now, timeZone), hour * 60, timeZone);
  if (today <= now) return today;
  return zonedInstant(civilDateAt(now - DAY_MS, timeZone), hour * 60, timeZone);
}

/** The next scheduled moment strictly after `now`. */
export function nextScheduledAt(now: number, hour: number, timeZone: string): number {
  const today = zonedInstant(civilDateAt(now, timeZone), hour * 60, timeZone);
  if (today > now) return today;
  return zonedInstant(civilDateAt(now + DAY_MS, timeZone), hour * 60, timeZone);
}

/**
 * The daily snapshot is due when none was made since the last scheduled moment: a
 * server that was down at 3 AM makes it as soon as it is back, not a day late.
 */
export function dailySnapshotDue(lastGoodAt: number | undefined, now: number, hour: number, timeZone: string): boolean {
  return lastGoodAt === undefined || lastGoodAt < lastScheduledAt(now, hour, timeZone);
}

export type Freshness = "none" | "fresh" | "stale";

export function freshness(lastGoodAt: number | undefined, now: number): Freshness {
  if (lastGoodAt === undefined) return "none";
  return now - lastGoodAt > STALE_AFTER_MS ? "stale" : "fresh";
}

/**
 * Which snapshots to delete: those older than `keepDays`, but never the newest good
 * one, however old (an old backup beats none).
 */
export function snapshotsToDelete<T extends { createdAt: number }>(
  snapshots: readonly T[],
  now: number,
  keepDays: number,
): T[] {
  if (snapshots.length === 0) return [];
  const newest = snapshots.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
  const cutoff = now - keepDays * DAY_MS;
  return snapshots.filter((s) => s !== newest && s.createdAt < cutoff);
}

/** "3 hours ago", "2 days ago": how the dashboard and the log say a backup's age. */
export function describeAge(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"} ago`;
  const days = Math.round(hours / 24);
  return `${days} days ago`;
}
