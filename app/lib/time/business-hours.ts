import { addDays, hoursOn, toMinutes, type CivilDate, type HoursRule } from "./store-hours.ts";

/**
 * Business time: the minutes the store is open (store-hours.ts: each weekday's hours
 * in Asia/Kolkata, the monthly closure and the dated exceptions staff set). The
 * contact page promises a reply "within 2 hours during business hours", so that
 * promise, how long a message has waited and how fast staff answered are all
 * measured here, never in wall-clock hours. Pure functions over epoch milliseconds.
 */

/** The reply promise of a fresh install (staff set the store's own in its settings). */
export const REPLY_PROMISE_MS = 2 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bounds every walk over the calendar (a rule with no opening at all never loops). */
const MAX_DAYS = 3660;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const QUARTER_HOUR = 15 * 60 * 1000;
const offsets = new Map<string, number>();

/**
 * The zone's wall clock at `ms`, read as if it were UTC: the zone's offset is the
 * difference. Offsets only change on a quarter hour (every zone's transitions fall
 * on one), so each quarter hour's offset is asked of Intl once.
 */
function wallClockAsUtc(ms: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(ms / QUARTER_HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const at = Math.floor(ms / QUARTER_HOUR) * QUARTER_HOUR;
    const parts = formatter(timeZone).formatToParts(new Date(at));
    const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    offset = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour") % 24, get("minute"), get("second")) - at;
    if (offsets.size >= 8192) offsets.clear();
    offsets.set(key, offset);
  }
  return ms + offset;
}

/** The store's calendar date at instant `ms`. */
export function civilDateAt(ms: number, timeZone: string): CivilDate {
  const local = new Date(wallClockAsUtc(ms, timeZone));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** The instant at which the store's clock shows `date` plus `minutes` (zones with DST included). */
export function zonedInstant(date: CivilDate, minutes: number, timeZone: string): number {
  const wanted = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const offset = wallClockAsUtc(guess, timeZone) - guess;
    const next = wanted - offset;
    if (next === guess) break;
    guess = next;
  }
  return guess;
}

// Days repeat across messages (the dashboard measures a month of replies at once):
// each day's interval is worked out once per rule. A rule is an immutable snapshot of
// the settings, so a changed rule is a new object and starts afresh; a WeakMap lets
// old ones go with their days.
const intervals = new WeakMap<HoursRule, Map<string, [number, number] | null>>();

/** When the store is open on `date`: [opens, closes) in epoch ms, or null when it is closed all day. */
export function openInterval(date: CivilDate, rule: HoursRule): [number, number] | null {
  let days = intervals.get(rule);
  if (!days) {
    days = new Map();
    intervals.set(rule, days);
  }
  const key = `${date.year}-${date.month}-${date.day}`;
  const known = days.get(key);
  if (known !== undefined) return known;
  let interval: [number, number] | null = null;
  const hours = hoursOn(date, rule);
  if (hours) {
    const opens = zonedInstant(date, toMinutes(hours.opens), rule.timeZone);
    const closes = zonedInstant(date, toMinutes(hours.closes), rule.timeZone);
    interval = closes > opens ? [opens, closes] : null;
  }
  if (days.size >= 4096) days.clear();
  days.set(key, interval);
  return interval;
}

/** Milliseconds of opening time between two instants (0 when `to` is not after `from`). */
export function businessMsBetween(from: number, to: number, rule: HoursRule): number {
  if (!(to > from)) return 0;
  let total = 0;
  // The day before `from` too: an interval of the previous store day cannot reach
  // past midnight today with these hours, but a zone far from UTC shifts the dates.
  let day = addDays(civilDateAt(from, rule.timeZone), -1);
  const last = civilDateAt(to, rule.timeZone);
  for (let i = 0; i < MAX_DAYS + 2; i++) {
    const interval = openInterval(day, rule);
    if (interval) {
      const start = Math.max(interval[0], from);
      const end = Math.min(interval[1], to);
      if (end > start) total += end - start;
    }
    if (day.year === last.year && day.month === last.month && day.day === last.day) break;
    day = addDays(day, 1);
  }
  return total;
}

/**
 * The cut-off for "waiting longer than `thresholdMs` of business time" at `now`:
 * a message created at `t` has waited longer exactly when `t < cutoff`. So the
 * database can count overdue messages with one indexed comparison instead of the
 * app measuring each one. A message sent while the store is closed starts waiting
 * when it opens: at 12:00 one sent at 22:00 the night before has waited exactly
 * 2 hours (not longer), at 12:00:00.001 it has.
 */
export function overdueCutoff(now: number, thresholdMs: number, rule: HoursRule): number {
  let remaining = thresholdMs;
  let day = civilDateAt(now, rule.timeZone);
  let exhausted = false;
  for (let i = 0; i < MAX_DAYS; i++) {
    const interval = openInterval(day, rule);
    if (interval && interval[0] < now) {
      const end = Math.min(interval[1], now);
      // The threshold ran out exactly at an opening: everything back to the previous
      // closing has waited exactly the threshold, so the cut-off is that closing.
      if (exhausted) return end;
      const length = end - interval[0];
      if (length > remaining) return end - remaining;
      remaining -= length;
      if (remaining === 0) exhausted = true;
    }
    day = addDays(day, -1);
  }
  return now - MAX_DAYS * DAY_MS;
}

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** "45 min", "1 h 5 min", "3 h": staff read these at a glance. Rounded down to the minute. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
