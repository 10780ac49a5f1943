import { describe, expect, it } from "vitest";
import {
  formatCivilDate,
  formatTime,
  isoDate,
  lastWeekdayOfMonth,
  nextClosureDate,
  storeStatus,
  upcomingClosures,
  zonedNow,
  type CivilDate,
  type HoursRule,
} from "./store-hours.ts";

const TUESDAY = 2;
const rule: HoursRule = { opens: "10:00", closes: "21:00", closureWeekday: TUESDAY, timeZone: "Asia/Kolkata" };
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
    expect(nextClosureDate(d(2025, 3, 1), TUESDAY)).toEqual(d(2025, 3, 25));
    expect(nextClosureDate(d(2025, 3, 24), TUESDAY)).toEqual(d(2025, 3, 25));
  });

  it("is today on the closure day itself", () => {
    expect(nextClosureDate(d(2025, 3, 25), TUESDAY)).toEqual(d(2025, 3, 25));
  });

  it("moves to next month the day after, including across the year end", () => {
    expect(nextClosureDate(d(2025, 3, 26), TUESDAY)).toEqual(d(2025, 4, 29));
    expect(nextClosureDate(d(2025, 12, 31), TUESDAY)).toEqual(d(2026, 1, 27));
    expect(nextClosureDate(d(2024, 2, 28), TUESDAY)).toEqual(d(2024, 3, 26));
    expect(nextClosureDate(d(2024, 2, 29), TUESDAY)).toEqual(d(2024, 3, 26));
  });

  it("lists the next six closures for structured data", () => {
    expect(upcomingClosures(d(2025, 3, 25), TUESDAY, 6).map(isoDate)).toEqual([
      "2025-03-25",
      "2025-04-29",
      "2025-05-27",
      "2025-06-24",
      "2025-07-29",
      "2025-08-26",
    ]);
    expect(upcomingClosures(d(2025, 3, 26), TUESDAY, 1).map(isoDate)).toEqual(["2025-04-29"]);
  });

  it("uses the store's calendar, not the visitor's or UTC", () => {
    // 23:59 on the 24th in Bengaluru is still the 24th; 00:00 on the 26th is the 26th
    // there while it is still the 25th in UTC and in New York.
    const before = zonedNow(ist("2025-03-24T23:59:00"), "Asia/Kolkata");
    expect(nextClosureDate(before, TUESDAY)).toEqual(d(2025, 3, 25));
    const after = zonedNow(new Date("2025-03-25T18:30:00Z"), "Asia/Kolkata");
    expect(after).toMatchObject({ year: 2025, month: 3, day: 26, minutes: 0, weekday: 3 });
    expect(nextClosureDate(after, TUESDAY)).toEqual(d(2025, 4, 29));
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
