/**
 * Message dates for staff, always in the store's time zone (the `timeZone` setting,
 * passed in) whatever the server's.
 */
const formatters = new Map<
  string,
  { dateTime: Intl.DateTimeFormat; sortable: Intl.DateTimeFormat; short: Intl.DateTimeFormat }
>();

// Building an Intl formatter is slow next to using one: one set per zone, kept.
function formattersFor(timeZone: string) {
  let set = formatters.get(timeZone);
  if (!set) {
    set = {
      dateTime: new Intl.DateTimeFormat("en-IN", {
        timeZone,
        day: "2-digit",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hour12: true,
      }),
      sortable: new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
      short: new Intl.DateTimeFormat("en-IN", { timeZone, day: "numeric", month: "short" }),
    };
    formatters.set(timeZone, set);
  }
  return set;
}

/** "20 Nov 2026, 03:00 pm", store time. */
export function formatStoreTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formattersFor(timeZone).dateTime.format(date).replace(/\s+/g, " ");
}

/** "2026-11-20 15:00", store time: what a spreadsheet sorts and reads as a date (CSV export). */
export function formatStoreTimeSortable(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    formattersFor(timeZone)
      .sortable.formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * How long ago, in the fewest characters a list row can carry: "now", "12 min",
 * "3 h", "2 d", then the date ("5 Nov", store time). Wall-clock time: the reply
 * promise's business-hours count is the dashboard's.
 */
export function ageWords(iso: string, now: number, timeZone: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 1) return "now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} d`;
  return formattersFor(timeZone).short.format(at);
}
