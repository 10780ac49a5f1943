import { describe, expect, it } from "vitest";
import {
  dailySnapshotDue,
  describeAge,
  freshness,
  lastScheduledAt,
  nextScheduledAt,
  snapshotsToDelete,
} from "./schedule.ts";

// 2026-11-25 03:00 in Bengaluru is 2026-11-24T21:30Z (UTC+5:30).
const threeAmIst = Date.parse("2026-11-24T21:30:00Z");
const hour = 3_600_000;
const day = 24 * hour;
const IST = "Asia/Kolkata";

describe("the daily snapshot's schedule (store time)", () => {
  it("places 3 AM in Asia/Kolkata, today's once it has passed and yesterday's before", () => {
    expect(lastScheduledAt(threeAmIst + 1, 3, IST)).toBe(threeAmIst);
    expect(lastScheduledAt(threeAmIst - 1, 3, IST)).toBe(threeAmIst - day);
    expect(nextScheduledAt(threeAmIst, 3, IST)).toBe(threeAmIst + day);
    expect(nextScheduledAt(threeAmIst - 1, 3, IST)).toBe(threeAmIst);
  });

  it("is due with no snapshot, and when the last one is from before the last scheduled hour", () => {
    expect(dailySnapshotDue(undefined, threeAmIst, 3, IST)).toBe(true);
    expect(dailySnapshotDue(threeAmIst - 10 * 60_000, threeAmIst + 60_000, 3, IST)).toBe(true);
    expect(dailySnapshotDue(threeAmIst + 60_000, threeAmIst + 5 * hour, 3, IST)).toBe(false);
  });

  it("catches up at once after a server was down at the hour, not a day later", () => {
    const lastGood = threeAmIst - day + 60_000; // yesterday's
    expect(dailySnapshotDue(lastGood, threeAmIst + 8 * hour, 3, IST)).toBe(true);
  });
});

describe("freshness and age", () => {
  it("warns once the last good backup is older than a day", () => {
    expect(freshness(undefined, 0)).toBe("none");
    expect(freshness(0, day)).toBe("fresh");
    expect(freshness(0, day + 1)).toBe("stale");
  });

  it("says the age in words", () => {
    expect(describeAge(20_000)).toBe("just now");
    expect(describeAge(60_000)).toBe("1 minute ago");
    expect(describeAge(5 * hour)).toBe("5 hours ago");
    expect(describeAge(3 * day)).toBe("3 days ago");
  });
});

describe("which snapshots are deleted", () => {
  const now = Date.parse("2026-11-25T00:00:00Z");
  const at = (daysAgo: number) => ({ name: `d${daysAgo}`, createdAt: now - daysAgo * day });

  it("deletes those older than the days kept", () => {
    const list = [at(1), at(13), at(15), at(30)];
    expect(snapshotsToDelete(list, now, 14).map((s) => s.name)).toEqual(["d15", "d30"]);
  });

  it("never deletes the newest one, however old", () => {
    expect(snapshotsToDelete([at(40), at(60)], now, 14).map((s) => s.name)).toEqual(["d60"]);
    expect(snapshotsToDelete([], now, 14)).toEqual([]);
  });
});
