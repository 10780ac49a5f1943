import { civilDateAt, openInterval, REPLY_PROMISE_MS } from "./business-hours.ts";
import { addDays, dayWords, formatTime, zonedNow, type HoursRule } from "./store-hours.ts";

const QUARTER_HOUR = 15 * 60 * 1000;
/** A year of days: bounds the walk for a rule that never opens. */
const MAX_DAYS = 366;

/**
 * The instant by which a message sent at `sentMs` has its answer: `promiseMs` of
 * opening time later, the same clock the inbox uses to flag a message overdue
 * (business-hours.ts). A message sent at 8:30 PM has half an hour that evening and
 * the rest the next morning; one sent after closing, before opening or on the
 * monthly closure day starts counting at the next opening.
 *
 * Rounded up to the next quarter hour, as a careful shop says it ("by 4:30 PM", not
 * "by 4:17 PM"), but never past that day's closing. Undefined for a rule that does
 * not open within a year.
 */
export function replyDeadline(sentMs: number, rule: HoursRule, promiseMs = REPLY_PROMISE_MS) {
  let remaining = promiseMs;
  let day = civilDateAt(sentMs, rule.timeZone);
  for (let i = 0; i < MAX_DAYS; i++) {
    const interval = openInterval(day, rule);
    if (interval && interval[1] > sentMs) {
      const start = Math.max(interval[0], sentMs);
      if (interval[1] - start >= remaining) {
        // Every zone's offset is a whole number of quarter hours, so rounding the
        // instant rounds the store's clock.
        return Math.min(Math.ceil((start + remaining) / QUARTER_HOUR) * QUARTER_HOUR, interval[1]);
      }
      remaining -= interval[1] - start;
    }
    day = addDays(day, 1);
  }
  return undefined;
}

/**
 * "4:30 PM today", "12:00 PM tomorrow", "12:00 PM on Wednesday": when the reply is
 * due, in the store's time zone and relative to the store's date at `sentMs` (what
 * the visitor reads right after sending). Server-side only: the contact page gets
 * the words, not this code.
 */
export function replyByWords(sentMs: number, rule: HoursRule, promiseMs = REPLY_PROMISE_MS): string {
  const due = replyDeadline(sentMs, rule, promiseMs);
  if (due === undefined) return "the next opening day";
  const { minutes, ...dueDay } = zonedNow(new Date(due), rule.timeZone);
  const clock = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
  return `${formatTime(clock)} ${dayWords(civilDateAt(sentMs, rule.timeZone), dueDay)}`;
}
