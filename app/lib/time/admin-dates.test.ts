import { describe, expect, it } from "vitest";
import { formatKolkata, formatKolkataSortable } from "./admin-dates.ts";

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
