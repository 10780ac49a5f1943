import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  businessMsBetween,
  civilDateAt,
  formatDuration,
  median,
  openInterval,
  overdueCutoff,
  REPLY_PROMISE_MS,
  zonedInstant,
} from "./business-hours.ts";
import { dailyRule, isMonthlyClosure, type HoursRule } from "./store-hours.ts";

const rule = dailyRule({ opens: "10:00", closes: "21:00", closureWeekday: 2, timeZone: "Asia/Kolkata" });
/** An instant given as store (IST, UTC+5:30) wall-clock time. */
const ist = (iso: string) => Date.parse(`${iso}+05:30`);
const MIN = 60_000;
const HOUR = 60 * MIN;

/** Brute force for cross-checking: count the open minutes one by one. */
function naiveBusinessMs(from: number, to: number): number {
  let total = 0;
  for (let t = from; t < to; t += MIN) {
    const local = new Date(t + 5.5 * HOUR);
    const date = { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
    const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
    if (!isMonthlyClosure(date, rule.monthlyClosure) && minutes >= 600 && minutes < 1260)
      total += Math.min(MIN, to - t);
  }
  return total;
}

describe("store calendar", () => {
  it("converts between instants and the store's civil time", () => {
    expect(zonedInstant({ year: 2026, month: 11, day: 20 }, 600, "Asia/Kolkata")).toBe(ist("2026-11-20T10:00:00"));
    expect(civilDateAt(ist("2026-11-20T23:59:00"), "Asia/Kolkata")).toEqual({ year: 2026, month: 11, day: 20 });
    expect(civilDateAt(ist("2026-11-21T00:01:00"), "Asia/Kolkata")).toEqual({ year: 2026, month: 11, day: 21 });
    // A zone with daylight saving: 10:00 in London is 09:00 UTC in summer, 10:00 in winter.
    expect(new Date(zonedInstant({ year: 2026, month: 7, day: 1 }, 600, "Europe/London")).toISOString()).toBe(
      "2026-07-01T09:00:00.000Z",
    );
    expect(new Date(zonedInstant({ year: 2026, month: 12, day: 1 }, 600, "Europe/London")).toISOString()).toBe(
      "2026-12-01T10:00:00.000Z",
    );
  });

  it("is closed all day on the last Tuesday of the month, open 10 to 21 otherwise", () => {
    expect(openInterval({ year: 2026, month: 11, day: 24 }, rule)).toBeNull();
    expect(openInterval({ year: 2026, month: 11, day: 17 }, rule)).toEqual([
      ist("2026-11-17T10:00:00"),
      ist("2026-11-17T21:00:00"),
    ]);
  });
});

describe("business time between two instants", () => {
  it("counts only opening hours", () => {
    expect(businessMsBetween(ist("2026-11-20T09:00:00"), ist("2026-11-20T12:00:00"), rule)).toBe(2 * HOUR);
    // 20:30 to 11:31 next day: 30 min that evening, 91 min the next morning.
    expect(businessMsBetween(ist("2026-11-20T20:30:00"), ist("2026-11-21T11:31:00"), rule)).toBe(121 * MIN);
    expect(businessMsBetween(ist("2026-11-20T22:00:00"), ist("2026-11-21T09:59:00"), rule)).toBe(0);
    expect(businessMsBetween(ist("2026-11-21T12:00:00"), ist("2026-11-21T11:00:00"), rule)).toBe(0);
  });

  it("skips the monthly closure day", () => {
    // Monday 23 Nov 2026 20:00 -> Wednesday 25 Nov 10:30: 60 + 0 (closed Tuesday) + 30 minutes.
    expect(businessMsBetween(ist("2026-11-23T20:00:00"), ist("2026-11-25T10:30:00"), rule)).toBe(90 * MIN);
    // The Tuesday before is an ordinary day.
    expect(businessMsBetween(ist("2026-11-16T20:00:00"), ist("2026-11-18T10:30:00"), rule)).toBe(
      (60 + 11 * 60 + 30) * MIN,
    );
  });

  it("agrees with counting minute by minute", () => {
    const start = ist("2026-11-15T00:00:00");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 * 24 * 60 }), fc.integer({ min: 0, max: 3 * 24 * 60 }), (a, span) => {
        const from = start + a * MIN;
        const to = from + span * MIN;
        expect(businessMsBetween(from, to, rule)).toBe(naiveBusinessMs(from, to));
      }),
      { numRuns: 60 },
    );
  });
});

describe("waiting longer than 2 business hours", () => {
  it("puts the cut-off 2 opening hours before now", () => {
    expect(overdueCutoff(ist("2026-11-20T15:00:00"), REPLY_PROMISE_MS, rule)).toBe(ist("2026-11-20T13:00:00"));
    // 10:30: 30 minutes today, 90 minutes from yesterday evening.
    expect(overdueCutoff(ist("2026-11-20T10:30:00"), REPLY_PROMISE_MS, rule)).toBe(ist("2026-11-19T19:30:00"));
    // Before opening, nothing has passed today.
    expect(overdueCutoff(ist("2026-11-20T08:00:00"), REPLY_PROMISE_MS, rule)).toBe(ist("2026-11-19T19:00:00"));
    // Wednesday after the closure Tuesday reaches back to Monday evening.
    expect(overdueCutoff(ist("2026-11-25T11:00:00"), REPLY_PROMISE_MS, rule)).toBe(ist("2026-11-23T20:00:00"));
  });

  it("at 12:00 a message from last night has waited exactly 2 hours, not longer", () => {
    const cutoff = overdueCutoff(ist("2026-11-21T12:00:00"), REPLY_PROMISE_MS, rule);
    expect(ist("2026-11-20T22:00:00") < cutoff).toBe(false);
    expect(cutoff).toBe(ist("2026-11-20T21:00:00"));
    expect(ist("2026-11-20T20:59:00") < cutoff).toBe(true);
  });

  it("matches measuring each message: waited longer exactly when created before the cut-off", () => {
    const start = ist("2026-11-16T00:00:00");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 24 * 60 }), fc.integer({ min: 0, max: 4 * 24 * 60 }), (n, back) => {
        const now = start + n * MIN + 3 * 24 * 60 * MIN;
        const created = now - back * MIN;
        const cutoff = overdueCutoff(now, REPLY_PROMISE_MS, rule);
        expect(created < cutoff).toBe(businessMsBetween(created, now, rule) > REPLY_PROMISE_MS);
      }),
      { numRuns: 300 },
    );
  });
});

describe("figures", () => {
  it("takes the median of odd and even counts", () => {
    expect(median([])).toBeUndefined();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("formats durations for staff", () => {
    expect(formatDuration(45 * MIN + 59_000)).toBe("45 min");
    expect(formatDuration(65 * MIN)).toBe("1 h 5 min");
    expect(formatDuration(3 * HOUR)).toBe("3 h");
    expect(formatDuration(-5)).toBe("0 min");
  });
});

describe("the store's own hours and its dated exceptions", () => {
  // Deepavali closed on Thursday 26 November 2026; Saturday 28th open only 12:00-15:00.
  const festive: HoursRule = {
    ...rule,
    exceptions: [
      { from: "2026-11-26", to: "2026-11-26", hours: null, note: "Closed for Deepavali" },
      { from: "2026-11-28", to: "2026-11-28", hours: { opens: "12:00", closes: "15:00" }, note: "" },
    ],
  };

  it("counts no time on a closed date and only the special hours on a shortened one", () => {
    expect(openInterval({ year: 2026, month: 11, day: 26 }, festive)).toBeNull();
    expect(businessMsBetween(ist("2026-11-25T20:00:00"), ist("2026-11-27T10:30:00"), festive)).toBe(90 * MIN);
    expect(businessMsBetween(ist("2026-11-28T09:00:00"), ist("2026-11-28T20:00:00"), festive)).toBe(3 * HOUR);
  });

  it("a rule's days are worked out once per rule: a changed rule is never answered from the old one", () => {
    const day = { year: 2026, month: 11, day: 26 };
    expect(openInterval(day, rule)).not.toBeNull();
    expect(openInterval(day, festive)).toBeNull();
    expect(openInterval(day, rule)).not.toBeNull();
  });

  it("a message waits over the holiday: overdue only two business hours after it", () => {
    // Sent at 20:30 on Wednesday 25th: 30 minutes that evening, Thursday closed, 90 minutes on Friday.
    const sent = ist("2026-11-25T20:30:00");
    expect(overdueCutoff(ist("2026-11-27T11:30:00"), REPLY_PROMISE_MS, festive)).toBe(sent);
    expect(businessMsBetween(sent, ist("2026-11-27T11:30:00"), festive)).toBe(REPLY_PROMISE_MS);
  });
});
