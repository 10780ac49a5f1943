import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { datedFileName, isTimeZone, STORE_TIME_ZONE, storeYear } from "./store-zone.ts";

describe("datedFileName", () => {
  it("dates an export made at 01:00 IST on the store's day, not the UTC day before", () => {
    const now = new Date("2026-11-27T01:00:00+05:30");
    expect(datedFileName("mens-studio-export", "zip", now, "Asia/Kolkata")).toBe("mens-studio-export-2026-11-27.zip");
  });

  it("follows the zone it is given", () => {
    const now = new Date("2026-11-27T01:00:00+05:30");
    expect(datedFileName("contact-messages", "csv", now, "UTC")).toBe("contact-messages-2026-11-26.csv");
  });
});

describe("storeYear", () => {
  it("turns the year at the store's midnight: 00:30 on 1 January 2027 in IST is 2027 while UTC still says 2026", () => {
    const now = new Date("2027-01-01T00:30:00+05:30");
    expect(now.getUTCFullYear()).toBe(2026);
    expect(storeYear(now, "Asia/Kolkata")).toBe(2027);
    expect(storeYear(now, "UTC")).toBe(2026);
  });

  it("is still the old year a minute before the store's midnight", () => {
    expect(storeYear(Date.parse("2026-12-31T23:59:00+05:30"), "Asia/Kolkata")).toBe(2026);
  });
});

describe("isTimeZone", () => {
  it("accepts IANA zones and refuses anything else", () => {
    expect(isTimeZone(STORE_TIME_ZONE)).toBe(true);
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Asia/Bangalore")).toBe(false);
    expect(isTimeZone("IST+5:30")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("one time zone", () => {
  it("names the store's zone in one constant: no other source file in app/ or server/ hard-codes it", () => {
    // The seed reads STORE_TIME_ZONE; comments may say which zone the default is, code may not.
    const allowed = new Set([join("app", "lib", "time", "store-zone.ts")]);
    const offenders = ["app", "server"]
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => !allowed.has(file))
      .filter((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .some((line) => line.includes(STORE_TIME_ZONE) && !/^\s*(\*|\/\/|\/\*)/.test(line)),
      );
    expect(offenders).toEqual([]);
  });
});
