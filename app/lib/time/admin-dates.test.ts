import { describe, expect, it } from "vitest";
import { ageWords, formatStoreTime, formatStoreTimeSortable } from "./admin-dates.ts";

const IST = "Asia/Kolkata";

describe("formatStoreTime", () => {
  it("shows UTC instants in India time (UTC+5:30)", () => {
    const text = formatStoreTime("2024-05-01T20:00:00.000Z", IST);
    expect(text).toMatch(/02 May 2024/);
    expect(text).toMatch(/01:30/i);
    expect(text).toMatch(/am/i);
  });
  it("leaves an unreadable value as it is", () => {
    expect(formatStoreTime("not a date", IST)).toBe("not a date");
  });
});

describe("formatStoreTimeSortable", () => {
  it("writes India time as YYYY-MM-DD HH:MM for spreadsheets", () => {
    expect(formatStoreTimeSortable("2024-05-01T20:00:00.000Z", IST)).toBe("2024-05-02 01:30");
    expect(formatStoreTimeSortable("2026-11-20T09:30:00.000Z", IST)).toBe("2026-11-20 15:00");
    expect(formatStoreTimeSortable("nope", IST)).toBe("nope");
  });
  it("follows the zone it is given", () => {
    expect(formatStoreTimeSortable("2026-11-20T09:30:00.000Z", "UTC")).toBe("2026-11-20 09:30");
  });
});

describe("ageWords", () => {
  const now = Date.parse("2026-11-25T10:00:00.000Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it("says how long ago in a list row's few characters", () => {
    expect(ageWords(ago(20_000), now, IST)).toBe("now");
    expect(ageWords(ago(12 * 60_000), now, IST)).toBe("12 min");
    expect(ageWords(ago(3 * 3_600_000 + 59 * 60_000), now, IST)).toBe("3 h");
    expect(ageWords(ago(2 * 86_400_000), now, IST)).toBe("2 d");
  });
  it("gives the date in India time after a week, and nothing for an unreadable value", () => {
    expect(ageWords("2026-11-04T20:00:00.000Z", now, IST)).toBe("5 Nov");
    expect(ageWords("nope", now, IST)).toBe("");
  });
});
