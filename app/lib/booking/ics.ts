import { zonedInstant } from "../time/business-hours.ts";
import { toMinutes } from "../time/store-hours.ts";

/**
 * An iCalendar file (RFC 5545) with one event: what "Add to calendar" downloads.
 * Times are the store's wall clock with TZID set to the store's zone (the settings'
 * `timeZone`, Asia/Kolkata) and the zone defined in the file by one STANDARD block
 * at its offset on the event's day: the whole rule for IST, which has had no daylight
 * saving since 1945, and the right time for this event in any zone. Lines end in CRLF
 * and are folded at 75 octets; text is escaped.
 */
export type CalendarEvent = {
  /** Globally unique and stable: the same booking downloaded twice is one event. */
  uid: string;
  /** "2026-11-29" and "16:30", store time. */
  date: string;
  /** The store's IANA zone (the `timeZone` setting). */
  timeZone: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  /** When the file was made (DTSTAMP), in UTC. */
  stamp: Date;
  /** An organiser-facing link (the store's site). */
  url?: string;
  /** TENTATIVE until the store has confirmed the visit; CANCELLED once it is off. */
  status: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
  /**
   * How many times the event changed since the first file: a calendar that imported
   * an earlier download takes a file with a higher SEQUENCE as its update.
   */
  sequence: number;
};

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line so no line is longer than 75 octets (UTF-8), never inside a
 * character: continuation lines start with one space (RFC 5545 §3.1).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = "";
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function localStamp(date: string, time: string): string {
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

/** "+0530": how far the zone's clock is ahead of UTC at that wall-clock moment. */
function utcOffset(date: string, time: string, timeZone: string): string {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const minutes = toMinutes(time);
  const offset = Math.round(
    (Date.UTC(y, mo - 1, d, 0, minutes) - zonedInstant({ year: y, month: mo, day: d }, minutes, timeZone)) / 60_000,
  );
  const abs = Math.abs(offset);
  return `${offset < 0 ? "-" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

/** "IST": the zone's short name in Indian English, as calendars label it. */
function zoneAbbreviation(date: string, time: string, timeZone: string): string {
  const at = new Date(`${date}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat("en-IN", { timeZone, timeZoneName: "short" }).formatToParts(at);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi + minutes));
  return {
    date: t.toISOString().slice(0, 10),
    time: t.toISOString().slice(11, 16),
  };
}

export function calendarFile(event: CalendarEvent): string {
  const end = addMinutes(event.date, event.time, event.durationMinutes);
  const offset = utcOffset(event.date, event.time, event.timeZone);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//The Men's Studio//Visit booking//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    `TZID:${event.timeZone}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${zoneAbbreviation(event.date, event.time, event.timeZone)}`,
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.date, event.time)}`,
    `DTEND;TZID=${event.timeZone}:${localStamp(end.date, end.time)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    "TRANSP:OPAQUE",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-PT2H",
    `DESCRIPTION:${escapeText(event.summary)}`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
