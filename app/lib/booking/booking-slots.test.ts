import { describe, expect, it } from "vitest";
import {
  bookableDays,
  dayTimes,
  describeSlot,
  nearestFreeSlots,
  openTimes,
  parseIsoDate,
  slotProblem,
  slotProblemMessage,
  slotStart,
  slotUnderWay,
  anyDayTimes,
  type Slot,
} from "./booking-slots.ts";
import { dailyRule, type HoursRule } from "../time/store-hours.ts";

const rule = dailyRule({ opens: "10:00", closes: "21:00", closureWeekday: 2, timeZone: "Asia/Kolkata" });
/** An instant given as store (IST, UTC+5:30) wall-clock time. */
const ist = (iso: string) => new Date(`${iso}+05:30`).getTime();

describe("slots across the day", () => {
  it("are every half hour from opening, the last one ending at closing time", () => {
    const times = dayTimes({ opens: "10:00", closes: "21:00" });
    expect(times[0]).toBe("10:00");
    expect(times[1]).toBe("10:30");
    expect(times.at(-1)).toBe("20:30");
    expect(times).toHaveLength(22);
    expect(times).not.toContain("21:00");
  });

  it("today offers only the slots that have not begun", () => {
    const date = { year: 2026, month: 11, day: 27 };
    expect(openTimes(date, ist("2026-11-27T16:10:00"), rule)[0]).toBe("16:30");
    expect(openTimes(date, ist("2026-11-27T16:30:00"), rule)[0]).toBe("17:00");
    expect(openTimes(date, ist("2026-11-27T09:00:00"), rule)).toHaveLength(22);
    expect(openTimes(date, ist("2026-11-27T20:30:00"), rule)).toEqual([]);
    // Tomorrow is whole whatever the hour today.
    expect(openTimes({ year: 2026, month: 11, day: 28 }, ist("2026-11-27T20:59:00"), rule)).toHaveLength(22);
  });

  it("drops today from the days once its last slot has begun, and reaches 14 days ahead", () => {
    const evening = bookableDays(ist("2026-11-27T20:45:00"), rule);
    expect(evening[0]).toBe("2026-11-28");
    const morning = bookableDays(ist("2026-11-27T09:00:00"), rule);
    expect(morning[0]).toBe("2026-11-27");
    expect(morning.at(-1)).toBe("2026-12-11");
  });
});

describe("the slot under way, for a walk-in at the counter", () => {
  it("is the half hour the clock is in, from its first minute to its last", () => {
    expect(slotUnderWay(ist("2026-11-27T16:10:00"), rule)).toEqual({ date: "2026-11-27", time: "16:00" });
    expect(slotUnderWay(ist("2026-11-27T16:30:00"), rule)).toEqual({ date: "2026-11-27", time: "16:30" });
    expect(slotUnderWay(ist("2026-11-27T20:59:59"), rule)).toEqual({ date: "2026-11-27", time: "20:30" });
  });

  it("is none before opening, after closing and on the closure day", () => {
    expect(slotUnderWay(ist("2026-11-27T09:59:00"), rule)).toBeNull();
    expect(slotUnderWay(ist("2026-11-27T21:00:00"), rule)).toBeNull();
    expect(slotUnderWay(ist("2026-11-24T12:00:00"), rule)).toBeNull();
  });
});

describe("closure days", () => {
  it("the last Tuesday of the month is never offered and always refused", () => {
    // November 2026: Tuesdays 3, 10, 17, 24 — the 24th is the closure.
    const days = bookableDays(ist("2026-11-20T12:00:00"), rule);
    expect(days).not.toContain("2026-11-24");
    expect(days).toContain("2026-11-23");
    expect(days).toContain("2026-11-25");
    expect(slotProblem("2026-11-24", "11:00", ist("2026-11-20T12:00:00"), rule)).toBe("closure");
    expect(openTimes({ year: 2026, month: 11, day: 24 }, ist("2026-11-20T12:00:00"), rule)).toEqual([]);
  });

  it("once the closure day is behind us, asking for it says the time has passed", () => {
    expect(slotProblem("2026-11-24", "12:00", ist("2026-11-25T02:06:00"), rule)).toBe("past");
  });

  it("a closed day beyond the booking window is named closed, not too far", () => {
    // 29 December is 39 days after 20 November and the month's last Tuesday.
    expect(slotProblem("2026-12-29", "11:00", ist("2026-11-20T12:00:00"), rule)).toBe("closure");
    expect(slotProblem("2026-12-28", "11:00", ist("2026-11-20T12:00:00"), rule)).toBe("too-far");
  });

  it("in a month with five Tuesdays it is the fifth, and the fourth stays open", () => {
    // December 2026: Tuesdays 1, 8, 15, 22, 29.
    const now = ist("2026-12-20T12:00:00");
    expect(slotProblem("2026-12-29", "11:00", now, rule)).toBe("closure");
    expect(slotProblem("2026-12-22", "11:00", now, rule)).toBeNull();
    expect(bookableDays(now, rule)).toContain("2026-12-22");
    expect(bookableDays(now, rule)).not.toContain("2026-12-29");
  });
});

describe("the slot under way", () => {
  it("is past for a visitor but still bookable by staff for someone at the counter, until it ends", () => {
    const now = ist("2026-11-23T16:40:00");
    expect(slotProblem("2026-11-23", "16:30", now, rule)).toBe("past");
    expect(slotProblem("2026-11-23", "16:30", now, rule, { allowCurrent: true })).toBeNull();
    expect(slotProblem("2026-11-23", "16:00", now, rule, { allowCurrent: true })).toBe("past");
    expect(slotProblem("2026-11-24", "16:30", now, rule, { allowCurrent: true })).toBe("closure");
  });
});

describe("time zone at midnight IST", () => {
  it("just after midnight IST (still the previous day in UTC) today is already the new day", () => {
    // 00:10 IST on 28 Nov is 18:40 UTC on 27 Nov.
    const now = ist("2026-11-28T00:10:00");
    expect(new Date(now).getUTCDate()).toBe(27);
    expect(bookableDays(now, rule)[0]).toBe("2026-11-28");
    expect(openTimes({ year: 2026, month: 11, day: 28 }, now, rule)).toHaveLength(22);
    expect(slotProblem("2026-11-27", "20:30", now, rule)).toBe("past");
  });

  it("a slot starts at its IST wall-clock time", () => {
    expect(new Date(slotStart("2026-11-29", "16:30", rule)).toISOString()).toBe("2026-11-29T11:00:00.000Z");
  });
});

describe("what the server refuses", () => {
  const now = ist("2026-11-27T12:00:00");
  it("times off the grid, impossible dates, past slots and dates too far ahead", () => {
    expect(slotProblem("2026-11-28", "10:15", now, rule)).toBe("invalid");
    expect(slotProblem("2026-11-28", "21:00", now, rule)).toBe("invalid");
    expect(slotProblem("2026-02-30", "11:00", now, rule)).toBe("invalid");
    expect(slotProblem("28/11/2026", "11:00", now, rule)).toBe("invalid");
    expect(slotProblem("2026-11-27", "11:30", now, rule)).toBe("past");
    expect(slotProblem("2026-11-27", "12:00", now, rule)).toBe("past");
    expect(slotProblem("2026-11-26", "15:00", now, rule)).toBe("past");
    expect(slotProblem("2026-12-11", "20:30", now, rule)).toBeNull();
    expect(slotProblem("2026-12-12", "10:00", now, rule)).toBe("too-far");
    expect(slotProblem("2026-11-27", "12:30", now, rule)).toBeNull();
  });

  it("parses only real calendar dates", () => {
    expect(parseIsoDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate("2027-02-29")).toBeNull();
  });
});

describe("words and alternatives", () => {
  it("names a slot the way the confirmation does", () => {
    expect(describeSlot("2026-11-28", "16:30")).toBe("Saturday 28 November, 4:30 PM");
    expect(describeSlot("2026-12-01", "10:00")).toBe("Tuesday 1 December, 10:00 AM");
  });

  it("offers the nearest free slots on either side, skipping full ones and the closure", () => {
    const now = ist("2026-11-27T12:00:00");
    const full = new Set(["2026-11-28 16:00", "2026-11-28 17:00"]);
    const isFull = (s: Slot) => full.has(`${s.date} ${s.time}`);
    expect(nearestFreeSlots({ date: "2026-11-28", time: "16:30" }, now, rule, isFull)).toEqual([
      { date: "2026-11-28", time: "15:30" },
      { date: "2026-11-28", time: "17:30" },
      { date: "2026-11-28", time: "15:00" },
    ]);
    // The last slot before a closure day: the alternatives come from the days around it.
    const beforeClosure = nearestFreeSlots(
      { date: "2026-11-23", time: "20:30" },
      ist("2026-11-22T12:00:00"),
      rule,
      () => false,
    );
    expect(beforeClosure.map((s) => s.date)).not.toContain("2026-11-24");
    expect(beforeClosure[0]).toEqual({ date: "2026-11-23", time: "20:00" });
  });
});

describe("the store's own week and its dated exceptions", () => {
  const now = ist("2026-11-20T12:00:00");
  // Sundays closed, Saturdays 11:00-17:00; Deepavali (Thursday 26th) closed; the
  // Saturday after open late; the monthly closure (Tuesday 24th) opened for a sale.
  const week: HoursRule = {
    ...rule,
    week: rule.week.map((day, weekday) =>
      weekday === 0 ? null : weekday === 6 ? { opens: "11:00", closes: "17:00" } : day,
    ),
    exceptions: [
      { from: "2026-11-26", to: "2026-11-26", hours: null, note: "Closed for Deepavali" },
      { from: "2026-11-28", to: "2026-11-28", hours: { opens: "11:00", closes: "22:00" }, note: "Open late" },
      { from: "2026-11-24", to: "2026-11-24", hours: { opens: "12:00", closes: "15:00" }, note: "Sale day" },
    ],
  };

  it("offers no day the store is shut: a weekly day off and a dated closure", () => {
    const days = bookableDays(now, week);
    expect(days).not.toContain("2026-11-22"); // Sunday
    expect(days).not.toContain("2026-11-26"); // Deepavali
    expect(slotProblem("2026-11-26", "11:00", now, week)).toBe("closure");
    expect(slotProblemMessage("closure", "2026-11-26", week)).toBe(
      "The store is closed that day (Closed for Deepavali). Please pick another date.",
    );
    expect(slotProblemMessage("closure", "2026-11-22", week)).toBe(
      "The store is closed that day. Please pick another date.",
    );
  });

  it("offers each day's own hours: shorter on Saturdays, special hours on their dates", () => {
    expect(openTimes({ year: 2026, month: 11, day: 21 }, now, week)).toEqual(
      dayTimes({ opens: "11:00", closes: "17:00" }),
    );
    expect(slotProblem("2026-11-21", "18:00", now, week)).toBe("hours");
    expect(slotProblem("2026-11-28", "21:30", now, week)).toBeNull();
    expect(openTimes({ year: 2026, month: 11, day: 28 }, now, week).at(-1)).toBe("21:30");
  });

  it("special hours on the monthly closure day open the store those hours only", () => {
    expect(bookableDays(now, week)).toContain("2026-11-24");
    expect(openTimes({ year: 2026, month: 11, day: 24 }, now, week)).toEqual([
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
    ]);
    expect(slotProblem("2026-11-24", "11:00", now, week)).toBe("hours");
  });

  it("lists, before a date is chosen, every time any day can have", () => {
    const times = anyDayTimes(week);
    expect(times[0]).toBe("10:00");
    expect(times.at(-1)).toBe("21:30");
  });
});
