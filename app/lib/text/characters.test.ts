import { describe, expect, it } from "vitest";
import { charCount, hasControlCharacter, withoutControlCharacters } from "./characters.ts";

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

  it("refuses the C1 controls and the direction overrides, embeddings and isolates, line or not", () => {
    for (const c of ["\u0085", "\u009b", "\u202a", "\u202b", "\u202d", "\u202e", "\u2066", "\u2067", "\u2069"]) {
      expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
      expect(hasControlCharacter(`a${c}b`, { multiLine: true }), JSON.stringify(c)).toBe(true);
    }
    expect(withoutControlCharacters("Ravi\u202egnp.exe")).toBe("Ravignp.exe");
    // Joiners are text: Indic conjuncts and emoji sequences need them.
    for (const text of ["क्\u200dष", "ಶ್ರೀ\u200c", "👩🏽\u200d💻", "محمد علي"])
      expect(hasControlCharacter(text), text).toBe(false);
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
});
