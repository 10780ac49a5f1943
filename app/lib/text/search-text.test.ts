import { describe, expect, it } from "vitest";
import { searchText } from "./search-text.ts";

describe("searchText", () => {
  it("turns control characters (NUL included) into spaces and collapses them", () => {
    expect(searchText("\u0000", 100)).toBe("");
    expect(searchText("kurta\u0000silk", 100)).toBe("kurta silk");
    expect(searchText("  MS-\t7K4Q \u007f ", 100)).toBe("MS- 7K4Q");
  });

  it("keeps other letters and cuts at the limit without splitting a character", () => {
    expect(searchText("ಕುರ್ತಾ", 100)).toBe("ಕುರ್ತಾ");
    expect(searchText("😀".repeat(5), 3)).toBe("😀😀😀");
    expect(searchText(null, 10)).toBe("");
  });
});
