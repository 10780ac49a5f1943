import { describe, expect, it } from "vitest";
import { KeyGate } from "./key-gate";

const DAY = "2026-11-25";

describe("KeyGate", () => {
  it("keeps a key only once a second visitor sends it, moving what waited", () => {
    const gate = new KeyGate({ visitorsToShow: 2, newKeysPerVisitor: 20, waitingPerMetric: 100 });
    expect(gate.offer(DAY, "search", "linen kurta", "a", 1)).toEqual({ kept: false });
    // The same visitor again is still one visitor.
    expect(gate.offer(DAY, "search", "linen kurta", "a", 2)).toEqual({ kept: false });
    expect(gate.offer(DAY, "search", "linen kurta", "b", 1)).toEqual({ kept: true, moved: 3 });
    expect(gate.waitingCount(DAY, "search")).toBe(0);
  });

  it("lets one visitor bring only so many new keys a day", () => {
    const gate = new KeyGate({ visitorsToShow: 2, newKeysPerVisitor: 3, waitingPerMetric: 100 });
    for (let i = 0; i < 10; i++) gate.offer(DAY, "search", `flood ${i}`, "flooder", 1);
    expect(gate.waitingCount(DAY, "search")).toBe(3);
    // Past the cap its new words never wait, so a second flooding address cannot confirm them.
    expect(gate.offer(DAY, "search", "flood 7", "helper", 1)).toEqual({ kept: false });
    expect(gate.offer(DAY, "search", "flood 1", "helper", 1)).toEqual({ kept: true, moved: 1 });
    // A new day, a new allowance.
    expect(gate.offer("2026-11-26", "search", "flood 9", "flooder", 1)).toEqual({ kept: false });
    expect(gate.waitingCount("2026-11-26", "search")).toBe(1);
  });

  it("keys that do not take a new-key place (a search that found nothing) still wait for a second visitor", () => {
    const gate = new KeyGate({ visitorsToShow: 2, newKeysPerVisitor: 1, waitingPerMetric: 100 });
    gate.offer(DAY, "search", "one", "a", 1);
    expect(gate.offer(DAY, "search_none", "one", "a", 1, false)).toEqual({ kept: false });
    expect(gate.offer(DAY, "search_none", "one", "b", 1, false)).toEqual({ kept: true, moved: 1 });
  });

  it("bounds the waiting room: a new key pushes out the one seen least recently", () => {
    const gate = new KeyGate({ visitorsToShow: 2, newKeysPerVisitor: 1_000, waitingPerMetric: 3 });
    gate.offer(DAY, "visit_source", "google.co.in", "real-1", 1);
    for (const source of ["x1.example", "x2.example"]) gate.offer(DAY, "visit_source", source, "flooder", 1);
    // Seen again (by its first visitor): now the most recent.
    gate.offer(DAY, "visit_source", "google.co.in", "real-1", 1);
    gate.offer(DAY, "visit_source", "x3.example", "flooder", 1);
    expect(gate.waitingCount(DAY, "visit_source")).toBe(3);
    expect(gate.offer(DAY, "visit_source", "google.co.in", "real-2", 1)).toEqual({ kept: true, moved: 2 });
    // x1 was pushed out: its second visitor starts it again.
    expect(gate.offer(DAY, "visit_source", "x1.example", "real-2", 1)).toEqual({ kept: false });
  });

  it("forgets the days before yesterday", () => {
    const gate = new KeyGate({ visitorsToShow: 2, newKeysPerVisitor: 5, waitingPerMetric: 100 });
    gate.offer("2026-11-23", "search", "old", "a", 1);
    gate.offer("2026-11-25", "search", "new", "a", 1);
    expect(gate.waitingCount("2026-11-23", "search")).toBe(0);
    expect(gate.waitingCount("2026-11-25", "search")).toBe(1);
  });
});
