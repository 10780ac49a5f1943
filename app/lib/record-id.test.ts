import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, parseRecordId, parseVersion } from "./record-id.ts";

describe("parseRecordId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["2147483647", MAX_RECORD_ID],
  ])("reads %s", (value, id) => expect(parseRecordId(value)).toBe(id));

  it.each(["", "0", "007", "-1", "1.5", "1e20", "0x10", " 1", "2147483648", "99999999999", "１"])(
    "refuses %j (past PostgreSQL's integer or not plain digits)",
    (value) => expect(parseRecordId(value)).toBeNull(),
  );

  it("refuses what is not text", () => {
    expect(parseRecordId(null)).toBeNull();
    expect(parseRecordId(12)).toBeNull();
  });
});

describe("parseVersion", () => {
  it("reads 0 up to 2³¹−1 and nothing else", () => {
    expect(parseVersion("0")).toBe(0);
    expect(parseVersion("3")).toBe(3);
    expect(parseVersion("2147483648")).toBeNull();
    expect(parseVersion("1e3")).toBeNull();
  });
});
