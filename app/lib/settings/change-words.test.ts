import { describe, expect, it } from "vitest";
import { changeWords } from "../catalogue/change-words.ts";
import { settingsChangeWords } from "./change-words.ts";

describe("the history's words", () => {
  it("name one act the same in the showcase lists' and the products' history (the stored actions differ)", () => {
    expect(settingsChangeWords("photos-moved")).toBe(changeWords("photos-reordered"));
    expect(settingsChangeWords("photos-moved")).toBe("Reordered the photos");
    expect(settingsChangeWords("photo-added")).toBe(changeWords("photo-added"));
    expect(settingsChangeWords("photo-removed")).toBe(changeWords("photo-removed"));
  });
});
