import { describe, expect, it } from "vitest";
import { KEYS_PER_DAY, OTHER, shiftDay, Tally } from "./rollup";

describe("Tally", () => {
  it("sums per day, metric and key, and empties on drain", () => {
    const tally = new Tally();
    tally.add("2026-11-25", "open", "12");
    tally.add("2026-11-25", "open", "12");
    tally.add("2026-11-25", "ask", "12");
    tally.add("2026-11-26", "open", "12");
    expect(tally.size).toBe(3);
    expect(tally.drain()).toEqual(
      expect.arrayContaining([
        { day: "2026-11-25", metric: "open", key: "12", count: 2 },
        { day: "2026-11-25", metric: "ask", key: "12", count: 1 },
        { day: "2026-11-26", metric: "open", key: "12", count: 1 },
      ]),
    );
    expect(tally.drain()).toEqual([]);
  });

  it("puts a batch that could not be written back", () => {
    const tally = new Tally();
    tally.add("2026-11-25", "view", "/groom", 3);
    const rows = tally.drain();
    tally.add("2026-11-25", "view", "/groom");
    tally.restore(rows);
    expect(tally.drain()).toEqual([{ day: "2026-11-25", metric: "view", key: "/groom", count: 4 }]);
  });

  it("keeps at most a day's cap of typed keys, across batches; the rest count as other", () => {
    const cap = KEYS_PER_DAY.search!;
    const tally = new Tally();
    for (let i = 0; i < cap; i++) tally.add("2026-11-25", "search", `word ${i}`);
    tally.drain();
    tally.add("2026-11-25", "search", "word 1");
    tally.add("2026-11-25", "search", "one more");
    tally.add("2026-11-25", "search", "and another");
    tally.add("2026-11-26", "search", "next day");
    expect(tally.drain()).toEqual(
      expect.arrayContaining([
        { day: "2026-11-25", metric: "search", key: "word 1", count: 1 },
        { day: "2026-11-25", metric: "search", key: OTHER, count: 2 },
        { day: "2026-11-26", metric: "search", key: "next day", count: 1 },
      ]),
    );
  });

  it("counts a visitor's typed key under other until a second visitor sends it, then moves the count", () => {
    const tally = new Tally();
    tally.add("2026-11-25", "search", "linen kurta", 1, "visitor-a");
    tally.add("2026-11-25", "search", "linen kurta", 1, "visitor-a");
    expect(tally.drain()).toEqual([{ day: "2026-11-25", metric: "search", key: OTHER, count: 2 }]);
    tally.add("2026-11-25", "search", "linen kurta", 1, "visitor-b");
    tally.add("2026-11-25", "search", "linen kurta", 1, "visitor-c");
    // The two that waited leave other (already written) for the key: the day's total stays 4.
    expect(tally.drain()).toEqual(
      expect.arrayContaining([
        { day: "2026-11-25", metric: "search", key: OTHER, count: -2 },
        { day: "2026-11-25", metric: "search", key: "linen kurta", count: 4 },
      ]),
    );
  });

  it("one address flooding new words takes none of the day's places; repeated words keep theirs", () => {
    const tally = new Tally();
    for (let i = 0; i < 5_000; i++) tally.add("2026-11-25", "search", `zq ${i}`, 1, "flooder");
    // Many addresses, one word each: none is repeated, none is kept.
    for (let i = 0; i < 5_000; i++) tally.add("2026-11-25", "search", `zz ${i}`, 1, `bot ${i}`);
    tally.add("2026-11-25", "search", "linen kurta", 1, "shopper-1");
    tally.add("2026-11-25", "search", "linen kurta", 1, "shopper-2");
    const rows = tally.drain();
    expect(rows.filter((r) => r.key !== OTHER)).toEqual([
      { day: "2026-11-25", metric: "search", key: "linen kurta", count: 2 },
    ]);
    expect(rows.find((r) => r.key === OTHER)?.count).toBe(10_000);
  });

  it("ignores keys no metric can have", () => {
    const tally = new Tally();
    tally.add("2026-11-25", "view", "x".repeat(500));
    tally.add("2026-11-25", "view", "a\tb");
    expect(tally.size).toBe(0);
  });
});

describe("shiftDay", () => {
  it("moves across months and years", () => {
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDay("2026-11-25", -89)).toBe("2026-08-28");
  });
});
