import { describe, expect, it } from "vitest";
import { GIVE_UP_AFTER_MS, nextAttemptAt, retryDelayMs } from "./retry-schedule.ts";

const MIN = 60_000;
const noJitter = () => 0.5;

describe("retry schedule", () => {
  it("waits 1 minute, then doubles up to an hour", () => {
    const waits = Array.from({ length: 9 }, (_, i) => retryDelayMs(i + 1, undefined, noJitter) / MIN);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it("jitters by at most 10 % either way", () => {
    expect(retryDelayMs(1, undefined, () => 0)).toBe(54_000);
    expect(retryDelayMs(1, undefined, () => 1)).toBe(66_000);
  });

  it("gives up 24 hours after queueing, after about 29 attempts", () => {
    const queued = 0;
    let now = queued;
    let failures = 0;
    for (;;) {
      failures++;
      const next = nextAttemptAt(queued, failures, now, undefined, noJitter);
      if (next === null) break;
      now = next;
    }
    expect(now).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(now).toBeGreaterThan(GIVE_UP_AFTER_MS - 60 * MIN);
    expect(failures).toBe(29);
  });
});
