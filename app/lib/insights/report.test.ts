import { describe, expect, it } from "vitest";
import {
  byMetric,
  collectionFunnels,
  dailySeries,
  dayLabel,
  daysEnding,
  itemInterest,
  lookedNotAsked,
  mostWanted,
  parseRange,
  shares,
} from "./report";
import { addToSketch, emptySketch } from "./visitor-sketch";

describe("the Insights report", () => {
  it("reads the period from ?days=, 30 unless it is 7, 30 or 90", () => {
    expect(parseRange("7")).toBe(7);
    expect(parseRange("90")).toBe(90);
    expect(parseRange(null)).toBe(30);
    expect(parseRange("365")).toBe(30);
    expect(parseRange("7; drop table")).toBe(30);
    expect(daysEnding("2026-03-02", 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("draws one point a day, with the days nothing was counted at zero", () => {
    const sketch = emptySketch();
    for (const byte of [1, 2, 3]) addToSketch(sketch, new Uint8Array([byte, 0, 0, 0, 0, 0, 0, 1]));
    const series = dailySeries(
      ["2026-11-23", "2026-11-24", "2026-11-25"],
      [
        { day: "2026-11-23", metric: "view", count: 4 },
        { day: "2026-11-23", metric: "open", count: 2 },
        { day: "2026-11-25", metric: "view", count: 1 },
      ],
      [{ day: "2026-11-23", sketch }],
    );
    expect(series).toEqual([
      { day: "2026-11-23", visitors: 3, views: 6 },
      { day: "2026-11-24", visitors: 0, views: 0 },
      { day: "2026-11-25", visitors: 0, views: 1 },
    ]);
  });

  const metrics = byMetric([
    { metric: "open", key: "1", count: 50 },
    { metric: "open", key: "2", count: 3 },
    { metric: "ask", key: "2", count: 1 },
    { metric: "call", key: "2", count: 1 },
    { metric: "open", key: "3", count: 9 },
    { metric: "share", key: "3", count: 2 },
    { metric: "reserve", key: "4", count: 1 },
    { metric: "open", key: "5", count: 4 },
    { metric: "view", key: "/groom", count: 70 },
  ]);
  const items = itemInterest(metrics);

  it("ranks the most wanted by asks and reservations, then shares, then opens", () => {
    expect(items.find((i) => i.itemId === 2)).toEqual({ itemId: 2, opens: 3, asks: 2, shares: 0, reservations: 0 });
    expect(mostWanted(items, 10).map((i) => i.itemId)).toEqual([2, 4, 3, 1, 5]);
    expect(mostWanted(items, 2).map((i) => i.itemId)).toEqual([2, 4]);
  });

  it("lists items opened five times or more with no ask or reservation", () => {
    expect(lookedNotAsked(items, 10).map((i) => [i.itemId, i.opens])).toEqual([
      [1, 50],
      [3, 9],
    ]);
  });

  it("follows each collection from its page to its items' opens, asks and reservations", () => {
    const funnels = collectionFunnels(
      [
        { id: 10, path: "/groom", name: "Groom" },
        { id: 11, path: "/pants", name: "Winter" },
      ],
      new Map([
        [1, 10],
        [2, 10],
        [3, 11],
        [4, 11],
      ]),
      items,
      metrics.get("view"),
    );
    expect(funnels).toEqual([
      { path: "/groom", name: "Groom", views: 70, opens: 53, asks: 2, reservations: 0 },
      { path: "/pants", name: "Winter", views: 0, opens: 9, asks: 0, reservations: 1 },
    ]);
  });

  it("gives shares of the total in whole percent, largest first", () => {
    const sources = byMetric([
      { metric: "visit_source", key: "google.com", count: 6 },
      { metric: "visit_source", key: "direct", count: 3 },
      { metric: "visit_source", key: "instagram.com", count: 1 },
    ]).get("visit_source");
    expect(shares(sources, 2)).toEqual([
      { key: "google.com", count: 6, percent: 60 },
      { key: "direct", count: 3, percent: 30 },
    ]);
    expect(shares(undefined, 3)).toEqual([]);
  });

  it("names days as the store's calendar has them", () => {
    expect(dayLabel("2026-11-25")).toBe("25 Nov");
    expect(dayLabel("2027-01-01", true)).toBe("1 Jan 2027");
  });
});
