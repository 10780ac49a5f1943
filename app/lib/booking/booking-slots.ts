import { civilDateAt, zonedInstant } from "../time/business-hours.ts";
import {
  addDays,
  compareDates,
  formatTime,
  isClosureDay,
  isoDate,
  type CivilDate,
  type HoursRule,
} from "../time/store-hours.ts";

/**
 * Visit slots: 30-minute appointments inside store hours on the store's calendar
 * (Asia/Kolkata), from today up to BOOKING_DAYS_AHEAD days ahead, never on the
 * monthly closure day and never in the past. Pure functions over "now", shared by
 * the booking form (what it offers) and the server (what it accepts).
 */
export const SLOT_MINUTES = 30;
export const BOOKING_DAYS_AHEAD = 14;

/** "10:00", "10:30", …: every slot start of an open day, the last one ending at closing time. */
export function dayTimes(rule: Pick<HoursRule, "opens" | "closes">): string[] {
  const times: string[] = [];
  for (let m = toMinutes(rule.opens); m + SLOT_MINUTES <= toMinutes(rule.closes); m += SLOT_MINUTES) {
    times.push(clock(m));
  }
  return times;
}

/** The slots of `date` that can still be booked at `now`: none on the closure day, only future ones today. */
export function openTimes(date: CivilDate, now: number, rule: HoursRule): string[] {
  if (isClosureDay(date, rule.closureWeekday)) return [];
  const today = civilDateAt(now, rule.timeZone);
  if (compareDates(date, today) < 0 || compareDates(date, addDays(today, BOOKING_DAYS_AHEAD)) > 0) return [];
  return dayTimes(rule).filter((time) => slotStart(date, time, rule) > now);
}

/** The days a visitor may pick at `now`, as ISO dates: today (while a slot is left) to 14 days ahead. */
export function bookableDays(now: number, rule: HoursRule): string[] {
  const today = civilDateAt(now, rule.timeZone);
  const days: string[] = [];
  for (let offset = 0; offset <= BOOKING_DAYS_AHEAD; offset++) {
    const date = addDays(today, offset);
    if (openTimes(date, now, rule).length > 0) days.push(isoDate(date));
  }
  return days;
}

export type SlotProblem = "invalid" | "closure" | "past" | "too-far";

export const SLOT_PROBLEM_MESSAGES: Readonly<Record<SlotProblem, string>> = {
  invalid: "Please choose one of the listed times.",
  closure: "The store is closed that day (the last Tuesday of the month). Please pick another date.",
  past: "That time has passed. Please pick a later time.",
  "too-far": `Visits can be booked up to ${BOOKING_DAYS_AHEAD} days ahead. Please pick an earlier date.`,
};

/** Why the server refuses `date` + `time` at `now`, whatever the browser offered; null when it can be booked. */
export function slotProblem(date: string, time: string, now: number, rule: HoursRule): SlotProblem | null {
  const day = parseIsoDate(date);
  if (!day || !dayTimes(rule).includes(time)) return "invalid";
  // A day gone by is "passed" even if the store was shut that day: that is the reason that helps.
  if (slotStart(day, time, rule) <= now) return "past";
  if (isClosureDay(day, rule.closureWeekday)) return "closure";
  const today = civilDateAt(now, rule.timeZone);
  if (compareDates(day, addDays(today, BOOKING_DAYS_AHEAD)) > 0) return "too-far";
  return null;
}

/** "2026-11-29" → the date, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCFullYear() === date.year &&
    check.getUTCMonth() + 1 === date.month &&
    check.getUTCDate() === date.day
    ? date
    : null;
}

/** When the slot begins, in epoch ms. */
export function slotStart(date: CivilDate | string, time: string, rule: Pick<HoursRule, "timeZone">): number {
  const day = typeof date === "string" ? parseIsoDate(date) : date;
  if (!day) throw new Error(`Not a date: ${String(date)}`);
  return zonedInstant(day, toMinutes(time), rule.timeZone);
}

/** "Sunday 29 November, 4:30 PM": how the visitor, the store and the calendar entry name a slot. */
export function describeSlot(date: string, time: string): string {
  const day = parseIsoDate(date);
  if (!day) return `${date}, ${formatTime(time)}`;
  const words = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(day.year, day.month - 1, day.day)));
  return `${words.replace(",", "")}, ${formatTime(time)}`;
}

/** "Sun 29 Nov": a date short enough for a button or a staff list row. */
export function shortDay(date: string): string {
  const day = parseIsoDate(date);
  if (!day) return date;
  return new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })
    .format(new Date(Date.UTC(day.year, day.month - 1, day.day)))
    .replace(",", "");
}

export type Slot = { date: string; time: string };

/**
 * The bookable slots closest in time to `wanted` (before or after it), nearest first:
 * what a visitor whose slot filled up is offered instead. `isFull` says which are taken.
 */
export function nearestFreeSlots(
  wanted: Slot,
  now: number,
  rule: HoursRule,
  isFull: (slot: Slot) => boolean,
  count = 3,
): Slot[] {
  const target = slotStart(wanted.date, wanted.time, rule);
  const candidates: Array<Slot & { distance: number }> = [];
  for (const date of bookableDays(now, rule)) {
    const day = parseIsoDate(date) as CivilDate;
    for (const time of openTimes(day, now, rule)) {
      const slot = { date, time };
      if ((date === wanted.date && time === wanted.time) || isFull(slot)) continue;
      candidates.push({ ...slot, distance: Math.abs(slotStart(day, time, rule) - target) });
    }
  }
  return candidates
    .sort((a, b) => a.distance - b.distance || a.date.localeCompare(b.date) || a.time.localeCompare(b.time))
    .slice(0, count)
    .map(({ date, time }) => ({ date, time }));
}

function toMinutes(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
