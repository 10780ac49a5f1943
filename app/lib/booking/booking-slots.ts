import { civilDateAt, zonedInstant } from "../time/business-hours.ts";
import {
  addDays,
  compareDates,
  dayHours,
  formatTime,
  isoDate,
  parseIsoDate,
  toMinutes,
  type CivilDate,
  type HoursRule,
  type OpenHours,
} from "../time/store-hours.ts";

export { parseIsoDate };

/**
 * Visit slots: 30-minute appointments inside that day's store hours on the store's
 * calendar (Asia/Kolkata), from today up to BOOKING_DAYS_AHEAD days ahead, never on a
 * day the store is closed (its weekly day off, the monthly closure, a dated closure)
 * and never in the past. Pure functions over "now" and the store's hours rule, shared
 * by the booking form (what it offers) and the server (what it accepts).
 */
export const SLOT_MINUTES = 30;
export const BOOKING_DAYS_AHEAD = 14;

/** "10:00", "10:30", …: every slot start within `hours`, the last one ending at closing time. */
export function dayTimes(hours: OpenHours): string[] {
  const times: string[] = [];
  for (let m = toMinutes(hours.opens); m + SLOT_MINUTES <= toMinutes(hours.closes); m += SLOT_MINUTES) {
    times.push(clock(m));
  }
  return times;
}

/**
 * Every slot any day of the rule can have, in order: what the form lists before it
 * knows the date (without JavaScript), the server then judging the chosen day.
 */
export function anyDayTimes(rule: HoursRule): string[] {
  const all = new Set<string>();
  for (const hours of [...rule.week, ...rule.exceptions.map((e) => e.hours)]) {
    if (hours) for (const time of dayTimes(hours)) all.add(time);
  }
  return [...all].sort();
}

/** The slots of `date`, whether or not they can still be booked (none on a closed day). */
export function slotsOn(date: CivilDate, rule: HoursRule): string[] {
  const day = dayHours(date, rule);
  return day.open ? dayTimes(day.hours) : [];
}

/** The slots of `date` that can still be booked at `now`: none on a closed day, only future ones today. */
export function openTimes(date: CivilDate, now: number, rule: HoursRule): string[] {
  const today = civilDateAt(now, rule.timeZone);
  if (compareDates(date, today) < 0 || compareDates(date, addDays(today, BOOKING_DAYS_AHEAD)) > 0) return [];
  return slotsOn(date, rule).filter((time) => slotStart(date, time, rule) > now);
}

/**
 * The slot running at `now` on the store's clock (the customer at the counter is in
 * it), or null when the store is shut or between days.
 */
export function slotUnderWay(now: number, rule: HoursRule): Slot | null {
  const today = civilDateAt(now, rule.timeZone);
  const time = slotsOn(today, rule).find((t) => {
    const start = slotStart(today, t, rule);
    return start <= now && now < start + SLOT_MINUTES * 60_000;
  });
  return time ? { date: isoDate(today), time } : null;
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

export type SlotProblem = "invalid" | "closure" | "hours" | "past" | "too-far";

export const SLOT_PROBLEM_MESSAGES: Readonly<Record<SlotProblem, string>> = {
  invalid: "Please choose one of the listed times.",
  closure: "The store is closed that day. Please pick another date.",
  hours: "The store is not open at that time that day. Please choose one of the listed times.",
  past: "That time has passed. Please pick a later time.",
  "too-far": `Visits can be booked up to ${BOOKING_DAYS_AHEAD} days ahead. Please pick an earlier date.`,
};

/** The words for a refused slot; a closed day says why when staff gave a note ("Closed for Deepavali"). */
export function slotProblemMessage(problem: SlotProblem, date: string, rule: HoursRule): string {
  if (problem !== "closure") return SLOT_PROBLEM_MESSAGES[problem];
  const day = parseIsoDate(date);
  const hours = day ? dayHours(day, rule) : null;
  const note = hours && !hours.open ? hours.note : null;
  return note ? `The store is closed that day (${note}). Please pick another date.` : SLOT_PROBLEM_MESSAGES.closure;
}

/**
 * Why the server refuses `date` + `time` at `now`, whatever the browser offered; null
 * when it can be booked. `allowCurrent`: staff booking someone at the counter may take
 * the slot already under way.
 */
export function slotProblem(
  date: string,
  time: string,
  now: number,
  rule: HoursRule,
  options: { allowCurrent?: boolean } = {},
): SlotProblem | null {
  const day = parseIsoDate(date);
  if (!day || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time) || toMinutes(time) % SLOT_MINUTES !== 0) return "invalid";
  // A day gone by is "passed" even if the store was shut that day: that is the reason that helps.
  const end = slotStart(day, time, rule) + (options.allowCurrent ? SLOT_MINUTES * 60_000 : 0);
  if (end <= now) return "past";
  // A closed day says so before "too far": that is the reason that helps.
  const hours = dayHours(day, rule);
  if (!hours.open) return "closure";
  const today = civilDateAt(now, rule.timeZone);
  if (compareDates(day, addDays(today, BOOKING_DAYS_AHEAD)) > 0) return "too-far";
  if (!dayTimes(hours.hours).includes(time)) return anyDayTimes(rule).includes(time) ? "hours" : "invalid";
  return null;
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

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
