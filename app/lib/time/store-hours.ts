/**
 * Store hours and the monthly closure (last Tuesday), computed on the store's civil
 * calendar (Asia/Kolkata) whatever the visitor's own time zone. Pure functions: the
 * caller passes "now", so pages can compute it after hydration and tests can pin it.
 */

/** A date on the store's calendar; month is 1-12. */
export type CivilDate = { year: number; month: number; day: number };

export type ZonedNow = CivilDate & { weekday: number; minutes: number };

export type HoursRule = {
  /** "HH:MM", 24-hour, store time. */
  opens: string;
  closes: string;
  /** 0 = Sunday ... 6 = Saturday: the store closes on the last such day of each month. */
  closureWeekday: number;
  timeZone: string;
};

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

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

/** The last given weekday (0 = Sunday) of a month. */
export function lastWeekdayOfMonth(year: number, month: number, weekday: number): CivilDate {
  const last = daysInMonth(year, month);
  const lastWeekday = weekdayOf({ year, month, day: last });
  return { year, month, day: last - ((lastWeekday - weekday + 7) % 7) };
}

function nextMonth(year: number, month: number): { year: number; month: number } {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/**
 * This month's last Tuesday if it is today or later, else next month's (docs/behaviour.md#store).
 * (The original site fell back to "today" if no date was found; a month always has one.)
 */
export function nextClosureDate(today: CivilDate, weekday: number): CivilDate {
  const thisMonth = lastWeekdayOfMonth(today.year, today.month, weekday);
  if (compareDates(thisMonth, today) >= 0) return thisMonth;
  const next = nextMonth(today.year, today.month);
  return lastWeekdayOfMonth(next.year, next.month, weekday);
}

/** The next `count` closures from `today` on, for JSON-LD special opening hours. */
export function upcomingClosures(today: CivilDate, weekday: number, count: number): CivilDate[] {
  const dates: CivilDate[] = [];
  let cursor = today;
  while (dates.length < count) {
    const date = nextClosureDate(cursor, weekday);
    dates.push(date);
    cursor = addDays(date, 1);
  }
  return dates;
}

export function isClosureDay(date: CivilDate, weekday: number): boolean {
  return compareDates(lastWeekdayOfMonth(date.year, date.month, weekday), date) === 0;
}

function toMinutes(hhmm: string): number {
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

/** ISO "YYYY-MM-DD", as schema.org wants it. */
export function isoDate(date: CivilDate): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

export type StoreStatus =
  | { open: true; label: string; closesAt: string }
  | { open: false; label: string; opensOn: CivilDate; opensAt: string; closureToday: boolean };

/**
 * Open now, or when it opens next. Opening is inclusive, closing exclusive: at 10:00
 * the store is open, at 21:00 it is closed. The closure day is closed all day.
 */
export function storeStatus(now: Date, rule: HoursRule): StoreStatus {
  const local = zonedNow(now, rule.timeZone);
  const today: CivilDate = { year: local.year, month: local.month, day: local.day };
  const opens = toMinutes(rule.opens);
  const closes = toMinutes(rule.closes);
  const closureToday = isClosureDay(today, rule.closureWeekday);

  if (!closureToday && local.minutes >= opens && local.minutes < closes) {
    return { open: true, closesAt: formatTime(rule.closes), label: `Open now — closes at ${formatTime(rule.closes)}` };
  }

  let opensOn = !closureToday && local.minutes < opens ? today : addDays(today, 1);
  while (isClosureDay(opensOn, rule.closureWeekday)) opensOn = addDays(opensOn, 1);
  const opensAt = formatTime(rule.opens);
  return {
    open: false,
    opensOn,
    opensAt,
    closureToday,
    label: `Closed now — opens at ${opensAt} ${dayWords(today, opensOn)}`,
  };
}

/**
 * `day` as said on `today`: "today", "tomorrow", "on Wednesday" within the week,
 * "on Wednesday, 3 December" further out (so a weekday never means two dates).
 */
export function dayWords(today: CivilDate, day: CivilDate): string {
  const offset = Math.round(
    (Date.UTC(day.year, day.month - 1, day.day) - Date.UTC(today.year, today.month - 1, today.day)) / 86_400_000,
  );
  if (offset === 0) return "today";
  if (offset === 1) return "tomorrow";
  return `on ${new Intl.DateTimeFormat("en-IN", {
    weekday: "long",
    ...(offset > 1 && offset < 7 ? {} : { day: "numeric", month: "long" }),
    timeZone: "UTC",
  }).format(new Date(Date.UTC(day.year, day.month - 1, day.day)))}`;
}
