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
