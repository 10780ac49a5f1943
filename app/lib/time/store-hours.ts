/**
 * Store hours, the monthly closure and the dated exceptions (a festival, a family
 * wedding, special hours), computed on the store's civil calendar (Asia/Kolkata)
 * whatever the visitor's own time zone. Pure functions: the caller passes "now" and
 * the rule (read from the store's settings), so pages can compute it after hydration
 * and tests can pin it.
 */

/** A date on the store's calendar; month is 1-12. */
export type CivilDate = { year: number; month: number; day: number };

export type ZonedNow = CivilDate & { weekday: number; minutes: number };

/** "HH:MM", 24-hour, store time; closing after opening on the same day. */
export type OpenHours = { opens: string; closes: string };

export const MONTH_WEEKS = ["first", "second", "third", "fourth", "last"] as const;
export type MonthWeek = (typeof MONTH_WEEKS)[number];

/** "Closed on the last Tuesday of every month": the store's own monthly day off. */
export type MonthlyClosure = { weekday: number; week: MonthWeek };

/**
 * A dated exception, both days included (ISO dates, store calendar): closed all day
 * (hours null) or open at special hours, with a short public note. On its days it
 * wins over the weekly hours and the monthly closure.
 */
export type DatedHours = {
  from: string;
  to: string;
  hours: OpenHours | null;
  note: string;
  /** On a Kannada or Hindi page: the note has no translation and shows in English (`lang="en"`). */
  noteInEnglish?: true;
};

export type HoursRule = {
  timeZone: string;
  /** Index 0 = Sunday … 6 = Saturday; null: closed every such day. */
  week: readonly (OpenHours | null)[];
  monthlyClosure: MonthlyClosure | null;
  exceptions: readonly DatedHours[];
};

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** How far the walks over the calendar look (a rule that never opens ends them). */
const HORIZON_DAYS = 400;

/** The same hours every day and a monthly closure on the last given weekday: the store's rule until staff change it. */
export function dailyRule(rule: { opens: string; closes: string; closureWeekday: number | null; timeZone: string }) {
  const hours = { opens: rule.opens, closes: rule.closes };
  return {
    timeZone: rule.timeZone,
    week: Array.from({ length: 7 }, () => hours),
    monthlyClosure: rule.closureWeekday === null ? null : { weekday: rule.closureWeekday, week: "last" },
    exceptions: [],
  } satisfies HoursRule;
}

/** The store's calendar date, weekday and minutes past midnight at instant `now`. */
export function zonedNow(now: Date, timeZone: string): ZonedNow {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    weekday: "short",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    year: Number(get("year")),
    month: Number(get("month")),
    day: Number(get("day")),
    weekday: WEEKDAYS.indexOf(get("weekday")),
    minutes: (Number(get("hour")) % 24) * 60 + Number(get("minute")),
  };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function weekdayOf(date: CivilDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function addDays(date: CivilDate, days: number): CivilDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function compareDates(a: CivilDate, b: CivilDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: CivilDate, b: CivilDate): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** The last given weekday (0 = Sunday) of a month. */
export function lastWeekdayOfMonth(year: number, month: number, weekday: number): CivilDate {
  const last = daysInMonth(year, month);
  const lastWeekday = weekdayOf({ year, month, day: last });
  return { year, month, day: last - ((lastWeekday - weekday + 7) % 7) };
}

/** The month's closure day under `closure` ("the second Monday", "the last Tuesday"). */
export function monthlyClosureDate(year: number, month: number, closure: MonthlyClosure): CivilDate {
  if (closure.week === "last") return lastWeekdayOfMonth(year, month, closure.weekday);
  const firstWeekday = weekdayOf({ year, month, day: 1 });
  const first = 1 + ((closure.weekday - firstWeekday + 7) % 7);
  return { year, month, day: first + 7 * MONTH_WEEKS.indexOf(closure.week) };
}

export function isMonthlyClosure(date: CivilDate, closure: MonthlyClosure | null): boolean {
  return closure !== null && compareDates(monthlyClosureDate(date.year, date.month, closure), date) === 0;
}

/** "YYYY-MM-DD" → the date, or null when it is not a real calendar date. */
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

/** ISO "YYYY-MM-DD", as schema.org wants it (and as dates are stored). */
export function isoDate(date: CivilDate): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** The exception covering `date`, if any (exceptions never overlap: the settings refuse it). */
export function exceptionOn(date: CivilDate, rule: Pick<HoursRule, "exceptions">): DatedHours | undefined {
  const iso = isoDate(date);
  return rule.exceptions.find((e) => e.from <= iso && iso <= e.to);
}

export type DayHours =
  | { open: true; hours: OpenHours; special: boolean; note: string | null }
  | { open: false; reason: "weekly" | "monthly" | "exception"; note: string | null };

/**
 * What the store does on `date`: a dated exception first, then the monthly closure,
 * then the weekday's hours. So special hours on a monthly closure day open the store
 * those hours (staff said so for that date), and a closure on a regular day shuts it.
 */
export function dayHours(date: CivilDate, rule: HoursRule): DayHours {
  const exception = exceptionOn(date, rule);
  if (exception) {
    return exception.hours
      ? { open: true, hours: exception.hours, special: true, note: exception.note || null }
      : { open: false, reason: "exception", note: exception.note || null };
  }
  if (isMonthlyClosure(date, rule.monthlyClosure)) return { open: false, reason: "monthly", note: null };
  const hours = rule.week[weekdayOf(date)] ?? null;
  return hours ? { open: true, hours, special: false, note: null } : { open: false, reason: "weekly", note: null };
}

/** The hours on `date`, or null when the store is closed all day. */
export function hoursOn(date: CivilDate, rule: HoursRule): OpenHours | null {
  const day = dayHours(date, rule);
  return day.open ? day.hours : null;
}

export type DatedClosure = { date: CivilDate; reason: "monthly" | "exception"; note: string | null };

/**
 * The next day, from `today` on, the store is shut by the monthly closure or a dated
 * closure (a weekday it never opens is no news); null when none is within the horizon.
 */
export function nextClosure(today: CivilDate, rule: HoursRule): DatedClosure | null {
  for (let i = 0, date = today; i < HORIZON_DAYS; i++, date = addDays(date, 1)) {
    const day = dayHours(date, rule);
    if (!day.open && day.reason !== "weekly") return { date, reason: day.reason, note: day.note };
  }
  return null;
}

/** The next `count` days the monthly closure shuts the store, from `today` on (special hours on one skip it). */
export function upcomingMonthlyClosures(today: CivilDate, rule: HoursRule, count: number): CivilDate[] {
  const dates: CivilDate[] = [];
  const closure = rule.monthlyClosure;
  if (!closure) return dates;
  for (let m = 0; dates.length < count && m < count + 24; m++) {
    const month = ((today.month - 1 + m) % 12) + 1;
    const year = today.year + Math.floor((today.month - 1 + m) / 12);
    const date = monthlyClosureDate(year, month, closure);
    if (compareDates(date, today) >= 0 && !exceptionOn(date, rule)) dates.push(date);
  }
  return dates;
}

/** The exceptions that have not ended by `today`, soonest first: what the pages announce. */
export function upcomingExceptions(today: CivilDate, exceptions: readonly DatedHours[]): DatedHours[] {
  const iso = isoDate(today);
  return exceptions.filter((e) => e.to >= iso).sort((a, b) => a.from.localeCompare(b.from));
}

export function toMinutes(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

/** "10:00" -> "10:00 AM", "21:00" -> "9:00 PM". */
export function formatTime(hhmm: string): string {
  const minutes = toMinutes(hhmm);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const suffix = h >= 12 ? "PM" : "AM";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** "Tuesday, 25 March 2025" (Indian English order). */
export function formatCivilDate(date: CivilDate): string {
  return new Intl.DateTimeFormat("en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

export type StoreStatus =
  | { open: true; label: string; closesAt: string; note: string | null }
  | {
      open: false;
      label: string;
      opensOn: CivilDate | null;
      opensAt: string | null;
      closureToday: boolean;
      note: string | null;
    };

/**
 * Open now, or when it opens next. Opening is inclusive, closing exclusive: at 10:00
 * the store is open, at 21:00 it is closed. A closure day is closed all day; today's
 * exception note (special hours, a festival) comes with the answer.
 */
export function storeStatus(now: Date, rule: HoursRule): StoreStatus {
  const local = zonedNow(now, rule.timeZone);
  const today: CivilDate = { year: local.year, month: local.month, day: local.day };
  const todays = dayHours(today, rule);

  if (todays.open && local.minutes >= toMinutes(todays.hours.opens) && local.minutes < toMinutes(todays.hours.closes)) {
    const closesAt = formatTime(todays.hours.closes);
    return { open: true, closesAt, label: `Open now — closes at ${closesAt}`, note: todays.note };
  }

  const closureToday = !todays.open && todays.reason !== "weekly";
  let opensOn: CivilDate | null = null;
  let opensAt: string | null = null;
  if (todays.open && local.minutes < toMinutes(todays.hours.opens)) {
    opensOn = today;
    opensAt = formatTime(todays.hours.opens);
  } else {
    for (let i = 1, date = addDays(today, 1); i < HORIZON_DAYS; i++, date = addDays(date, 1)) {
      const hours = hoursOn(date, rule);
      if (hours) {
        opensOn = date;
        opensAt = formatTime(hours.opens);
        break;
      }
    }
  }
  const label = opensOn && opensAt ? `Closed now — opens at ${opensAt} ${dayWords(today, opensOn)}` : "Closed now";
  return { open: false, opensOn, opensAt, closureToday, note: todays.note, label };
}

/**
 * `day` as said on `today`: "today", "tomorrow", "on Wednesday" within the week,
 * "on Wednesday, 3 December" further out (so a weekday never means two dates).
 */
export function dayWords(today: CivilDate, day: CivilDate): string {
  const offset = daysBetween(today, day);
  if (offset === 0) return "today";
  if (offset === 1) return "tomorrow";
  return `on ${new Intl.DateTimeFormat("en-IN", {
    weekday: "long",
    ...(offset > 1 && offset < 7 ? {} : { day: "numeric", month: "long" }),
    timeZone: "UTC",
  }).format(new Date(Date.UTC(day.year, day.month - 1, day.day)))}`;
}
