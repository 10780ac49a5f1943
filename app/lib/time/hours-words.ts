import {
  formatTime,
  parseIsoDate,
  WEEKDAY_NAMES,
  type DatedHours,
  type MonthlyClosure,
  type OpenHours,
} from "./store-hours.ts";

/**
 * The store's hours in words, as the pages print them: the header's short form
 * ("Mon–Sun 10AM–9PM"), the long form of the visit and contact pages ("10:00 AM to
 * 9:00 PM, every day"), the monthly closure notice and each dated exception. Derived
 * from the rule staff edit, so words and clock never disagree.
 */

/** Monday first, as a week is read in India. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

type Run = { first: number; last: number; hours: OpenHours | null };

function sameHours(a: OpenHours | null, b: OpenHours | null): boolean {
  return a === b || (a !== null && b !== null && a.opens === b.opens && a.closes === b.closes);
}

/** Consecutive weekdays (Monday first) with the same hours. */
function runs(week: readonly (OpenHours | null)[]): Run[] {
  const result: Run[] = [];
  for (const day of WEEK_ORDER) {
    const hours = week[day] ?? null;
    const last = result.at(-1);
    if (last && sameHours(last.hours, hours)) last.last = day;
    else result.push({ first: day, last: day, hours });
  }
  return result;
}

/** "10AM", "9:30PM": the header's compact clock. */
function shortTime(hhmm: string): string {
  return formatTime(hhmm).replace(":00", "").replace(" ", "");
}

/** "Mon–Sun 10AM–9PM"; "Mon–Sat 10AM–9PM · Sun closed" when the days differ. */
export function weekSummary(week: readonly (OpenHours | null)[]): string {
  return runs(week)
    .map(({ first, last, hours }) => {
      const days = first === last ? SHORT_DAYS[first] : `${SHORT_DAYS[first]}–${SHORT_DAYS[last]}`;
      return hours ? `${days} ${shortTime(hours.opens)}–${shortTime(hours.closes)}` : `${days} closed`;
    })
    .join(" · ");
}

export function hoursWords(hours: OpenHours): string {
  return `${formatTime(hours.opens)} to ${formatTime(hours.closes)}`;
}

/** "10:00 AM to 9:00 PM, every day"; "Monday to Saturday 10:00 AM to 9:00 PM; Sunday closed". */
export function weekLong(week: readonly (OpenHours | null)[]): string {
  const all = runs(week);
  if (all.length === 1) return all[0]!.hours ? `${hoursWords(all[0]!.hours)}, every day` : "Closed every day";
  return all
    .map(({ first, last, hours }) => {
      const days = first === last ? WEEKDAY_NAMES[first] : `${WEEKDAY_NAMES[first]} to ${WEEKDAY_NAMES[last]}`;
      return hours ? `${days} ${hoursWords(hours)}` : `${days} closed`;
    })
    .join("; ");
}

/** "Closed on the last Tuesday of every month", or null without a monthly closure. */
export function monthlyClosureNotice(closure: MonthlyClosure | null): string | null {
  if (!closure) return null;
  return `Closed on the ${closure.week} ${WEEKDAY_NAMES[closure.weekday]} of every month`;
}

function dayMonth(iso: string, withWeekday: boolean): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat("en-IN", {
    ...(withWeekday ? { weekday: "long" } : {}),
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** "Thursday, 12 November"; "12 November to 14 November" for a range. */
export function exceptionDates(exception: Pick<DatedHours, "from" | "to">): string {
  return exception.from === exception.to
    ? dayMonth(exception.from, true)
    : `${dayMonth(exception.from, false)} to ${dayMonth(exception.to, false)}`;
}

/** "Closed all day" or "Open 12:00 PM to 6:00 PM". */
export function exceptionHours(exception: Pick<DatedHours, "hours">): string {
  return exception.hours ? `Open ${hoursWords(exception.hours)}` : "Closed all day";
}
