import { describe, expect, it } from "vitest";
import { ageWords, formatKolkata, formatKolkataSortable } from "./admin-dates.ts";

describe("formatKolkata", () => {
  it("shows UTC instants in India time (UTC+5:30)", () => {
    const text = formatKolkata("2024-05-01T20:00:00.000Z");
    expect(text).toMatch(/02 May 2024/);
    expect(text).toMatch(/01:30/i);
    expect(text).toMatch(/am/i);
  });
  it("leaves an unreadable value as it is", () => {
    expect(formatKolkata("not a date")).toBe("not a date");
  });
});

describe("formatKolkataSortable", () => {
  it("writes India time as YYYY-MM-DD HH:MM for spreadsheets", () => {
    expect(formatKolkataSortable("2024-05-01T20:00:00.000Z")).toBe("2024-05-02 01:30");
    expect(formatKolkataSortable("2026-11-20T09:30:00.000Z")).toBe("2026-11-20 15:00");
    expect(formatKolkataSortable("nope")).toBe("nope");
  });
});

describe("ageWords", () => {
  const now = Date.parse("2026-11-25T10:00:00.000Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it("says how long ago in a list row's few characters", () => {
    expect(ageWords(ago(20_000), now)).toBe("now");
    expect(ageWords(ago(12 * 60_000), now)).toBe("12 min");
    expect(ageWords(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe("3 h");
    expect(ageWords(ago(2 * 86_400_000), now)).toBe("2 d");
  });
  it("gives the date in India time after a week, and nothing for an unreadable value", () => {
    expect(ageWords("2026-11-04T20:00:00.000Z", now)).toBe("5 Nov");
    expect(ageWords("nope", now)).toBe("");
  });
});
