/**
 * An iCalendar file (RFC 5545) with one event: what "Add to calendar" downloads.
 * Times are the store's wall clock with TZID=Asia/Kolkata and the zone defined in
 * the file (IST has had no daylight saving since 1945, so one STANDARD block is
 * the whole rule); lines end in CRLF and are folded at 75 octets; text is escaped.
 */
export type CalendarEvent = {
  /** Globally unique and stable: the same booking downloaded twice is one event. */
  uid: string;
  /** "2026-11-29" and "16:30", store time. */
  date: string;
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

export const STORE_TIME_ZONE = "Asia/Kolkata";

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
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//The Men's Studio//Visit booking//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    `TZID:${STORE_TIME_ZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0530",
    "TZOFFSETTO:+0530",
    "TZNAME:IST",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;TZID=${STORE_TIME_ZONE}:${localStamp(event.date, event.time)}`,
    `DTEND;TZID=${STORE_TIME_ZONE}:${localStamp(end.date, end.time)}`,
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
