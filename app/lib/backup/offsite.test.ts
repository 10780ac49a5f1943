import { describe, expect, it } from "vitest";
import { offsiteLine } from "./offsite.ts";

const HOUR = 60 * 60 * 1000;
const now = Date.parse("2026-11-27T12:00:00Z");
const bucket = { kind: "bucket", where: "r2.example.com/shop/site", setBy: "settings" } as const;

describe("the dashboard's backup line", () => {
  it("says where the copies are and how old the newest is", () => {
    expect(offsiteLine({ place: bucket, newestMs: now - 3 * HOUR, now })).toEqual({
      where: "the bucket r2.example.com/shop/site",
      age: "3 hours ago",
      stale: false,
    });
    expect(offsiteLine({ place: { kind: "folder", where: "/mnt/backup" }, newestMs: now - HOUR, now }).where).toBe(
      "the folder /mnt/backup",
    );
    expect(offsiteLine({ place: bucket, newestMs: now - 30 * HOUR, current: true, now })).toEqual({
      where: "the bucket r2.example.com/shop/site",
      age: "up to the last change",
      stale: false,
    });
  });

  it("turns red when the newest copy off this disk is older than a day, or there is none", () => {
    expect(offsiteLine({ place: bucket, newestMs: now - 25 * HOUR, now }).stale).toBe(true);
    expect(offsiteLine({ place: bucket, newestMs: now - 23 * HOUR, now }).stale).toBe(false);
    expect(offsiteLine({ place: bucket, now })).toEqual({
      where: "the bucket r2.example.com/shop/site",
      age: null,
      stale: true,
    });
    expect(offsiteLine({ place: { kind: "local" }, newestMs: now, now })).toEqual({
      where: "only on this server",
      age: null,
      stale: true,
    });
  });
});
