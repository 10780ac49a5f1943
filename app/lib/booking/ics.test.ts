import { describe, expect, it } from "vitest";
import { calendarFile, escapeText, foldLine } from "./ics.ts";

const event = {
  uid: "MS-7K4Q@themensstudio.example",
  date: "2026-11-29",
  time: "20:30",
  timeZone: "Asia/Kolkata",
  durationMinutes: 30,
  summary: "Trial at The Men's Studio: Ivory silk sherwani",
  description: "Reference MS-7K4Q.\nBring your shoes; we have the rest, too.",
  location: "No. 1, Main Road, Yeshwanthpur, Bengaluru, Karnataka 560057",
  stamp: new Date("2026-11-24T10:15:30.123Z"),
  status: "TENTATIVE",
  sequence: 0,
} as const;

describe("calendar file (RFC 5545)", () => {
  const file = calendarFile(event);
  const lines = file.split("\r\n");

  it("is one VEVENT in a VCALENDAR with CRLF line ends", () => {
    expect(file.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(file.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("UID:MS-7K4Q@themensstudio.example");
    expect(lines).toContain("DTSTAMP:20261124T101530Z");
  });

  it("says whether the visit is confirmed, and which change of it the file is", () => {
    expect(lines).toContain("STATUS:TENTATIVE");
    expect(lines).toContain("SEQUENCE:0");
    const confirmed = calendarFile({ ...event, status: "CONFIRMED", sequence: 1 }).split("\r\n");
    expect(confirmed).toContain("STATUS:CONFIRMED");
    expect(confirmed).toContain("SEQUENCE:1");
  });

  it("keeps the store's wall-clock time with TZID Asia/Kolkata, the zone defined in the file", () => {
    expect(lines).toContain("DTSTART;TZID=Asia/Kolkata:20261129T203000");
    expect(lines).toContain("DTEND;TZID=Asia/Kolkata:20261129T210000");
    const zone = file.slice(file.indexOf("BEGIN:VTIMEZONE"), file.indexOf("END:VTIMEZONE"));
    expect(zone).toContain("TZID:Asia/Kolkata");
    expect(zone).toContain("TZOFFSETTO:+0530");
    expect(zone).toContain("TZOFFSETFROM:+0530");
    expect(zone).toContain("TZNAME:IST");
  });

  it("takes the zone it is given, at its offset on the event's day", () => {
    const file = calendarFile({ ...event, timeZone: "America/New_York" });
    expect(file).toContain("DTSTART;TZID=America/New_York:20261129T203000");
    expect(file).toContain("TZOFFSETTO:-0500");
  });

  it("escapes commas, semicolons, backslashes and line breaks in text", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const unfolded = file.replace(/\r\n /g, "");
    expect(unfolded).toContain("DESCRIPTION:Reference MS-7K4Q.\\nBring your shoes\\; we have the rest\\, too.");
    expect(unfolded).toContain("LOCATION:No. 1\\, Main Road\\, Yeshwanthpur\\, Bengaluru\\, Karnataka 560057");
  });

  it("folds lines longer than 75 octets without splitting a character", () => {
    const long = `SUMMARY:${"ಕನ್ನಡ ".repeat(20)}`;
    const folded = foldLine(long);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
