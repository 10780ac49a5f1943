import { describe, expect, it } from "vitest";
import {
  dailyRule,
  dayHours,
  formatCivilDate,
  formatTime,
  isoDate,
  lastWeekdayOfMonth,
  monthlyClosureDate,
  nextClosure,
  storeStatus,
  upcomingExceptions,
  upcomingMonthlyClosures,
  zonedNow,
  type CivilDate,
  type HoursRule,
} from "./store-hours.ts";

const TUESDAY = 2;
const rule = dailyRule({ opens: "10:00", closes: "21:00", closureWeekday: TUESDAY, timeZone: "Asia/Kolkata" });
/** The next monthly closure from `today` (the old single-rule question). */
const nextClosureDate = (today: CivilDate) => nextClosure(today, rule)!.date;
const d = (year: number, month: number, day: number): CivilDate => ({ year, month, day });
/** An instant given as store (IST, UTC+5:30) wall-clock time. */
const ist = (iso: string) => new Date(`${iso}+05:30`);

/** Brute force for cross-checking: walk back from the month's end. */
function naiveLastTuesday(year: number, month: number): number {
  for (let day = 31; day >= 1; day--) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() === month - 1 && date.getUTCDay() === TUESDAY) return day;
  }
  throw new Error("none");
}

describe("last Tuesday of the month", () => {
  it("handles months ending on a Tuesday, a Monday and a Wednesday", () => {
    expect(lastWeekdayOfMonth(2024, 12, TUESDAY)).toEqual(d(2024, 12, 31)); // 31 Dec 2024 is a Tuesday
    expect(lastWeekdayOfMonth(2025, 3, TUESDAY)).toEqual(d(2025, 3, 25)); // 31 Mar 2025 is a Monday
    expect(lastWeekdayOfMonth(2025, 4, TUESDAY)).toEqual(d(2025, 4, 29)); // 30 Apr 2025 is a Wednesday
  });

  it("handles February in leap and common years", () => {
    expect(lastWeekdayOfMonth(2024, 2, TUESDAY)).toEqual(d(2024, 2, 27)); // 29 Feb 2024 is a Thursday
    expect(lastWeekdayOfMonth(2028, 2, TUESDAY)).toEqual(d(2028, 2, 29)); // 29 Feb 2028 is a Tuesday
    expect(lastWeekdayOfMonth(2025, 2, TUESDAY)).toEqual(d(2025, 2, 25));
    expect(lastWeekdayOfMonth(2100, 2, TUESDAY)).toEqual(d(2100, 2, 23)); // 2100 is not a leap year
  });

  it("agrees with a brute-force search for every month of 2020-2040", () => {
    for (let year = 2020; year <= 2040; year++) {
      for (let month = 1; month <= 12; month++) {
        expect(lastWeekdayOfMonth(year, month, TUESDAY).day).toBe(naiveLastTuesday(year, month));
      }
    }
  });
});

describe("next closure date", () => {
  it("is this month's last Tuesday while it is still ahead", () => {
    expect(nextClosureDate(d(2025, 3, 1))).toEqual(d(2025, 3, 25));
    expect(nextClosureDate(d(2025, 3, 24))).toEqual(d(2025, 3, 25));
  });

  it("is today on the closure day itself", () => {
    expect(nextClosureDate(d(2025, 3, 25))).toEqual(d(2025, 3, 25));
  });

  it("moves to next month the day after, including across the year end", () => {
    expect(nextClosureDate(d(2025, 3, 26))).toEqual(d(2025, 4, 29));
    expect(nextClosureDate(d(2025, 12, 31))).toEqual(d(2026, 1, 27));
    expect(nextClosureDate(d(2024, 2, 28))).toEqual(d(2024, 3, 26));
    expect(nextClosureDate(d(2024, 2, 29))).toEqual(d(2024, 3, 26));
  });

  it("lists the next six closures for structured data", () => {
    expect(upcomingMonthlyClosures(d(2025, 3, 25), rule, 6).map(isoDate)).toEqual([
      "2025-03-25",
      "2025-04-29",
      "2025-05-27",
      "2025-06-24",
      "2025-07-29",
      "2025-08-26",
    ]);
    expect(upcomingMonthlyClosures(d(2025, 3, 26), rule, 1).map(isoDate)).toEqual(["2025-04-29"]);
  });

  it("uses the store's calendar, not the visitor's or UTC", () => {
    // 23:59 on the 24th in Bengaluru is still the 24th; 00:00 on the 26th is the 26th
    // there while it is still the 25th in UTC and in New York.
    const before = zonedNow(ist("2025-03-24T23:59:00"), "Asia/Kolkata");
    expect(nextClosureDate(before)).toEqual(d(2025, 3, 25));
    const after = zonedNow(new Date("2025-03-25T18:30:00Z"), "Asia/Kolkata");
    expect(after).toMatchObject({ year: 2025, month: 3, day: 26, minutes: 0, weekday: 3 });
    expect(nextClosureDate(after)).toEqual(d(2025, 4, 29));
  });
});

describe("store status", () => {
  it("is closed just before opening and open at opening time", () => {
    expect(storeStatus(ist("2025-03-20T09:59:00"), rule)).toMatchObject({
      open: false,
      label: "Closed now — opens at 10:00 AM today",
    });
    expect(storeStatus(ist("2025-03-20T10:00:00"), rule)).toMatchObject({
      open: true,
      label: "Open now — closes at 9:00 PM",
    });
  });

  it("is open just before closing and closed at closing time", () => {
    expect(storeStatus(ist("2025-03-20T20:59:00"), rule).open).toBe(true);
    expect(storeStatus(ist("2025-03-20T21:00:00"), rule)).toMatchObject({
      open: false,
      label: "Closed now — opens at 10:00 AM tomorrow",
    });
  });

  it("is closed all day on the closure day and opens the next morning", () => {
    const status = storeStatus(ist("2025-03-25T12:00:00"), rule);
    expect(status).toMatchObject({ open: false, closureToday: true, opensOn: d(2025, 3, 26) });
    expect(status.label).toBe("Closed now — opens at 10:00 AM tomorrow");
  });

  it("skips the closure day when the store closes the evening before", () => {
    const status = storeStatus(ist("2025-03-24T22:00:00"), rule);
    expect(status).toMatchObject({ open: false, opensOn: d(2025, 3, 26) });
    expect(status.label).toBe("Closed now — opens at 10:00 AM on Wednesday");
  });

  it("answers in store time whatever the instant's zone", () => {
    // 04:30 UTC is 10:00 in Bengaluru.
    expect(storeStatus(new Date("2025-03-20T04:30:00Z"), rule).open).toBe(true);
    expect(storeStatus(new Date("2025-03-20T04:29:00Z"), rule).open).toBe(false);
  });
});

describe("the monthly closure rule", () => {
  it("finds the first to fourth and the last given weekday of a month", () => {
    // November 2026 begins on a Sunday; its Mondays are 2, 9, 16, 23, 30.
    const monday = (week: "first" | "second" | "third" | "fourth" | "last") =>
      monthlyClosureDate(2026, 11, { weekday: 1, week }).day;
    expect([monday("first"), monday("second"), monday("third"), monday("fourth"), monday("last")]).toEqual([
      2, 9, 16, 23, 30,
    ]);
    expect(monthlyClosureDate(2026, 11, { weekday: 0, week: "first" }).day).toBe(1);
  });

  it("no monthly closure: no closure days at all", () => {
    const none: HoursRule = { ...rule, monthlyClosure: null };
    expect(nextClosure(d(2026, 11, 1), none)).toBeNull();
    expect(upcomingMonthlyClosures(d(2026, 11, 1), none, 6)).toEqual([]);
  });
});

describe("dated exceptions", () => {
  const note = "Closed for Deepavali";
  const festive: HoursRule = {
    ...rule,
    exceptions: [
      // Across a month end, both days included.
      { from: "2026-11-30", to: "2026-12-02", hours: null, note: "Family wedding" },
      { from: "2026-11-12", to: "2026-11-12", hours: null, note },
      // Special hours that shorten a day.
      { from: "2026-11-14", to: "2026-11-14", hours: { opens: "12:00", closes: "18:00" }, note: "Half day" },
      // The monthly closure day (Tuesday 24th) opened for special hours.
      { from: "2026-11-24", to: "2026-11-24", hours: { opens: "11:00", closes: "16:00" }, note: "Sale" },
    ],
  };

  it("a range across a month end closes every day in it, and only those", () => {
    expect(dayHours(d(2026, 11, 29), festive).open).toBe(true);
    for (const day of [d(2026, 11, 30), d(2026, 12, 1), d(2026, 12, 2)]) {
      expect(dayHours(day, festive)).toEqual({ open: false, reason: "exception", note: "Family wedding" });
    }
    expect(dayHours(d(2026, 12, 3), festive).open).toBe(true);
  });

  it("special hours replace the day's hours", () => {
    expect(dayHours(d(2026, 11, 14), festive)).toEqual({
      open: true,
      hours: { opens: "12:00", closes: "18:00" },
      special: true,
      note: "Half day",
    });
    expect(storeStatus(ist("2026-11-14T11:00:00"), festive)).toMatchObject({
      open: false,
      label: "Closed now — opens at 12:00 PM today",
      note: "Half day",
    });
    expect(storeStatus(ist("2026-11-14T18:30:00"), festive).label).toBe("Closed now — opens at 10:00 AM tomorrow");
  });

  it("an exception on the monthly closure day wins over the monthly rule", () => {
    expect(dayHours(d(2026, 11, 24), rule)).toEqual({ open: false, reason: "monthly", note: null });
    expect(dayHours(d(2026, 11, 24), festive)).toMatchObject({
      open: true,
      hours: { opens: "11:00", closes: "16:00" },
    });
    expect(storeStatus(ist("2026-11-24T12:00:00"), festive).open).toBe(true);
    // …and the structured data no longer announces that closure.
    expect(upcomingMonthlyClosures(d(2026, 11, 20), festive, 1).map(isoDate)).toEqual(["2026-12-29"]);
  });

  it("the next closure is the nearest of the monthly rule and the dated closures, with its note", () => {
    expect(nextClosure(d(2026, 11, 10), festive)).toEqual({ date: d(2026, 11, 12), reason: "exception", note });
    expect(nextClosure(d(2026, 11, 13), festive)).toEqual({
      date: d(2026, 11, 30),
      reason: "exception",
      note: "Family wedding",
    });
    expect(nextClosure(d(2026, 12, 3), festive)).toEqual({ date: d(2026, 12, 29), reason: "monthly", note: null });
  });

  it("closed all day on the exception, opening the next morning, with the note", () => {
    const status = storeStatus(ist("2026-11-12T12:00:00"), festive);
    expect(status).toMatchObject({ open: false, closureToday: true, note, opensOn: d(2026, 11, 13) });
    expect(status.label).toBe("Closed now — opens at 10:00 AM tomorrow");
    expect(storeStatus(ist("2026-11-11T21:30:00"), festive).label).toBe("Closed now — opens at 10:00 AM on Friday");
  });

  it("past exceptions drop off the list the pages show", () => {
    expect(upcomingExceptions(d(2026, 11, 13), festive.exceptions).map((e) => e.from)).toEqual([
      "2026-11-14",
      "2026-11-24",
      "2026-11-30",
    ]);
    expect(upcomingExceptions(d(2026, 12, 2), festive.exceptions).map((e) => e.from)).toEqual(["2026-11-30"]);
  });

  it("a weekday the store never opens is closed, but is not announced as a closure", () => {
    const sundaysOff: HoursRule = { ...rule, week: rule.week.map((h, i) => (i === 0 ? null : h)) };
    expect(dayHours(d(2026, 11, 15), sundaysOff)).toEqual({ open: false, reason: "weekly", note: null });
    expect(nextClosure(d(2026, 11, 15), sundaysOff)!.date).toEqual(d(2026, 11, 24));
    expect(storeStatus(ist("2026-11-14T22:00:00"), sundaysOff).label).toBe("Closed now — opens at 10:00 AM on Monday");
  });

  it("a rule that never opens says so without searching forever", () => {
    const shut: HoursRule = { ...rule, week: rule.week.map(() => null) };
    expect(storeStatus(ist("2026-11-14T12:00:00"), shut)).toMatchObject({
      open: false,
      opensOn: null,
      label: "Closed now",
    });
  });
});

describe("formatting", () => {
  it("formats times and dates for people and machines", () => {
    expect(formatTime("10:00")).toBe("10:00 AM");
    expect(formatTime("21:00")).toBe("9:00 PM");
    expect(formatTime("00:30")).toBe("12:30 AM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatCivilDate(d(2025, 3, 25))).toBe("Tuesday, 25 March 2025");
    expect(isoDate(d(2025, 4, 9))).toBe("2025-04-09");
  });
});
