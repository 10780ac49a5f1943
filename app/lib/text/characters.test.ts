import { describe, expect, it } from "vitest";
import { charCount, hasControlCharacter, hasDirectionControl, withoutControlCharacters } from "./characters.ts";

describe("typed text", () => {
  it("refuses every control character in a line, and all but tab and line breaks in a multi-line text", () => {
    for (const c of ["\u0000", "\u0007", "\t", "\n", "\r", "\u001b", "\u007f"]) {
      expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
    }
    for (const c of ["\t", "\n", "\r"]) expect(hasControlCharacter(`a${c}b`, { multiLine: true })).toBe(false);
    for (const c of ["\u0000", "\u000b", "\u000c", "\u001b", "\u007f"]) {
      expect(hasControlCharacter(`a${c}b`, { multiLine: true }), JSON.stringify(c)).toBe(true);
    }
    expect(hasControlCharacter("Ravi Kumar — ರವಿ 👔")).toBe(false);
  });

  it("drops or replaces runs of control characters", () => {
    expect(withoutControlCharacters("photo\u0000\u001b[31m.jpg")).toBe("photo[31m.jpg");
    expect(withoutControlCharacters("a\r\nb", " ")).toBe("a b");
  });

  it("counts what people see as one character as one", () => {
    expect(charCount("ab")).toBe(2);
    expect(charCount("👔🧵")).toBe(2);
    expect("👔🧵".length).toBe(4);
  });

  it("finds direction overrides (RLO) that make a name read backwards", () => {
    for (const c of ["\u202e", "\u202d", "\u2066", "\u200f"]) expect(hasDirectionControl(`a${c}b`)).toBe(true);
    expect(hasDirectionControl("رضا Kumar")).toBe(false);
  });
});
