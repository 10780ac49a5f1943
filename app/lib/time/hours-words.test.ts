import { describe, expect, it } from "vitest";
import { exceptionDates, exceptionHours, monthlyClosureNotice, weekLong, weekSummary } from "./hours-words.ts";

const ten = { opens: "10:00", closes: "21:00" };
const every = Array.from({ length: 7 }, () => ten);

describe("the hours in words", () => {
  it("says the spec's words for the same hours every day", () => {
    expect(weekSummary(every)).toBe("Mon–Sun 10AM–9PM");
    expect(weekLong(every)).toBe("10:00 AM to 9:00 PM, every day");
  });

  it("groups the days that share hours, Monday first, and names closed days", () => {
    const week = every.map((h, day) => (day === 0 ? null : day === 6 ? { opens: "11:00", closes: "19:30" } : h));
    expect(weekSummary(week)).toBe("Mon–Fri 10AM–9PM · Sat 11AM–7:30PM · Sun closed");
    expect(weekLong(week)).toBe("Monday to Friday 10:00 AM to 9:00 PM; Saturday 11:00 AM to 7:30 PM; Sunday closed");
  });

  it("says the monthly closure, or nothing without one", () => {
    expect(monthlyClosureNotice({ weekday: 2, week: "last" })).toBe("Closed on the last Tuesday of every month");
    expect(monthlyClosureNotice({ weekday: 1, week: "first" })).toBe("Closed on the first Monday of every month");
    expect(monthlyClosureNotice(null)).toBeNull();
  });

  it("says an exception's dates and hours", () => {
    expect(exceptionDates({ from: "2026-11-12", to: "2026-11-12" })).toBe("Thursday, 12 November");
    expect(exceptionDates({ from: "2026-11-30", to: "2026-12-02" })).toBe("30 November to 2 December");
    expect(exceptionHours({ hours: null })).toBe("Closed all day");
    expect(exceptionHours({ hours: { opens: "12:00", closes: "18:00" } })).toBe("Open 12:00 PM to 6:00 PM");
  });
});
