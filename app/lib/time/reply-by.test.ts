import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { businessMsBetween, civilDateAt, openInterval, REPLY_PROMISE_MS } from "./business-hours.ts";
import { replyByWords, replyDeadline } from "./reply-by.ts";
import { dailyRule, dayWords, type HoursRule } from "./store-hours.ts";

const rule = dailyRule({ opens: "10:00", closes: "21:00", closureWeekday: 2, timeZone: "Asia/Kolkata" });
/** An instant given as store (IST, UTC+5:30) wall-clock time. */
const ist = (iso: string) => Date.parse(`${iso}+05:30`);
const words = (iso: string) => replyByWords(ist(iso), rule);
const MIN = 60_000;

// November 2026: Friday the 20th, Monday the 23rd, and Tuesday the 24th is the last
// Tuesday (the monthly closure).
describe("reply-by words", () => {
  it("promises two hours later during opening hours, rounded up to the quarter hour", () => {
    expect(words("2026-11-20T14:30:00")).toBe("4:30 PM today");
    expect(words("2026-11-20T14:17:00")).toBe("4:30 PM today");
    expect(words("2026-11-20T10:00:00")).toBe("12:00 PM today");
    expect(words("2026-11-20T10:00:01")).toBe("12:15 PM today");
  });

  it("keeps a reply due exactly at closing on the same day", () => {
    expect(words("2026-11-20T19:00:00")).toBe("9:00 PM today");
    expect(words("2026-11-20T18:50:00")).toBe("9:00 PM today");
  });

  it("carries what is left past closing into the next morning", () => {
    // 19:10: 110 minutes that evening, 10 the next morning.
    expect(words("2026-11-20T19:10:00")).toBe("10:15 AM tomorrow");
    expect(words("2026-11-20T20:00:00")).toBe("11:00 AM tomorrow");
    // Just before closing: one minute that evening.
    expect(words("2026-11-20T20:59:00")).toBe("12:00 PM tomorrow");
  });

  it("counts from the next opening when sent after closing", () => {
    expect(words("2026-11-20T21:00:00")).toBe("12:00 PM tomorrow");
    expect(words("2026-11-20T23:45:00")).toBe("12:00 PM tomorrow");
  });

  it("counts from today's opening when sent before it", () => {
    expect(words("2026-11-20T08:00:00")).toBe("12:00 PM today");
    expect(words("2026-11-20T09:59:00")).toBe("12:00 PM today");
  });

  it("skips the monthly closure day", () => {
    // The evening before the closure: the store next opens on Wednesday.
    expect(words("2026-11-23T22:00:00")).toBe("12:00 PM on Wednesday");
    expect(words("2026-11-23T20:00:00")).toBe("11:00 AM on Wednesday");
    // On the closure day itself.
    expect(words("2026-11-24T12:00:00")).toBe("12:00 PM tomorrow");
    expect(words("2026-11-24T00:10:00")).toBe("12:00 PM tomorrow");
  });

  it("uses the store's date at midnight IST, not UTC's", () => {
    // 00:30 on Saturday in Bengaluru is still 19:00 on Friday in UTC: the reply is
    // due at noon "today", Saturday, not "tomorrow".
    expect(replyByWords(Date.parse("2026-11-20T19:00:00Z"), rule)).toBe("12:00 PM today");
    // 05:29 IST is 23:59 UTC the day before.
    expect(replyByWords(Date.parse("2026-11-20T23:59:00Z"), rule)).toBe("12:00 PM today");
    // 23:59 IST on Friday is 18:29 UTC on Friday: tomorrow is Saturday.
    expect(words("2026-11-20T23:59:00")).toBe("12:00 PM tomorrow");
  });

  it("crosses a month and a year end", () => {
    // 31 December 2026 is a Thursday; the December closure was Tuesday the 29th.
    expect(words("2026-12-31T20:30:00")).toBe("11:30 AM tomorrow");
  });

  it("has an answer for a rule that never opens", () => {
    const never: HoursRule = { ...rule, week: rule.week.map(() => null) };
    expect(replyDeadline(ist("2026-11-20T12:00:00"), never)).toBeUndefined();
    expect(replyByWords(ist("2026-11-20T12:00:00"), never)).toBe("the next opening day");
  });
});

describe("reply-by across a holiday", () => {
  // Deepavali: closed on Thursday 26 November 2026.
  const festive: HoursRule = {
    ...rule,
    exceptions: [{ from: "2026-11-26", to: "2026-11-26", hours: null, note: "Closed for Deepavali" }],
  };

  it("skips the closed day: a message on Wednesday evening is answered on Friday", () => {
    expect(replyByWords(ist("2026-11-25T20:00:00"), festive)).toBe("11:00 AM on Friday");
    expect(replyByWords(ist("2026-11-25T20:00:00"), rule)).toBe("11:00 AM tomorrow");
  });

  it("counts special hours as the day's hours, and the promise staff set", () => {
    const short: HoursRule = {
      ...rule,
      exceptions: [{ from: "2026-11-27", to: "2026-11-27", hours: { opens: "12:00", closes: "13:00" }, note: "" }],
    };
    // Friday gives one hour (12-13), the other hour is Saturday's first.
    expect(replyByWords(ist("2026-11-27T09:00:00"), short)).toBe("11:00 AM tomorrow");
    expect(replyByWords(ist("2026-11-20T10:00:00"), rule, 4 * 60 * 60 * 1000)).toBe("2:00 PM today");
  });
});

describe("reply deadline", () => {
  it("gives exactly the promised opening time, at most a quarter hour more, and falls in opening hours", () => {
    const from = ist("2026-01-01T00:00:00");
    const to = ist("2027-12-31T23:59:00");
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (sent) => {
        const due = replyDeadline(sent, rule)!;
        const business = businessMsBetween(sent, due, rule);
        expect(business).toBeGreaterThanOrEqual(REPLY_PROMISE_MS);
        expect(business).toBeLessThan(REPLY_PROMISE_MS + 15 * MIN);
        const open = openInterval(civilDateAt(due, rule.timeZone), rule);
        expect(open).not.toBeNull();
        expect(due).toBeGreaterThan(open![0]);
        expect(due).toBeLessThanOrEqual(open![1]);
      }),
      { numRuns: 500 },
    );
  });
});

describe("day words", () => {
  const d = (day: number, month = 11) => ({ year: 2026, month, day });
  it("says today, tomorrow, a weekday within the week and a date beyond it", () => {
    expect(dayWords(d(20), d(20))).toBe("today");
    expect(dayWords(d(20), d(21))).toBe("tomorrow");
    expect(dayWords(d(23), d(25))).toBe("on Wednesday");
    expect(dayWords(d(20), d(26))).toBe("on Thursday");
    expect(dayWords(d(20), d(27))).toBe("on Friday, 27 November");
    expect(dayWords(d(30), d(1, 12))).toBe("tomorrow");
  });
});
