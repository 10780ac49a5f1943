import { describe, expect, it } from "vitest";
import { BULK_LIMIT, describeOutcome, parseTargets, targetValue } from "./inbox-actions.ts";

describe("staff actions", () => {
  it("reads the selected messages with the versions the page showed", () => {
    expect(parseTargets(["12:3", "7:1", "12:4", "x", "1:2:3", 5, "-1:1", ""])).toEqual([
      { id: 12, version: 3 },
      { id: 7, version: 1 },
    ]);
    expect(targetValue({ id: 9, version: 2 })).toBe("9:2");
    expect(parseTargets(Array.from({ length: 500 }, (_, i) => `${i + 1}:1`))).toHaveLength(BULK_LIMIT);
  });

  it("says what happened, including what it left alone", () => {
    expect(describeOutcome("archive", { changed: 2, stale: 0, missing: 0 })).toBe("2 messages archived.");
    expect(describeOutcome("replied", { changed: 1, unchanged: 1, stale: 1, missing: 1 })).toBe(
      "1 message marked replied. 1 message was already marked replied. 1 message was changed by someone else meanwhile and left as it is: check and try again. 1 message no longer exists.",
    );
    expect(describeOutcome("delete", { changed: 0, stale: 2, missing: 0 })).toBe(
      "2 messages were changed by someone else meanwhile and left as they are: check and try again.",
    );
    expect(describeOutcome("restore", { changed: 0, stale: 0, missing: 0 })).toBe("Nothing changed.");
  });
});
