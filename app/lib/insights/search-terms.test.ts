import { describe, expect, it } from "vitest";
import { normaliseSearch, SEARCH_TERM_MAX_LENGTH } from "./search-terms";

describe("normaliseSearch", () => {
  it("makes the same wish one term: case, punctuation and spacing go", () => {
    expect(normaliseSearch("Linen  Kurta!")).toBe("linen kurta");
    expect(normaliseSearch("  linen-kurta ")).toBe("linen kurta");
    expect(normaliseSearch("LINEN, KURTA?")).toBe("linen kurta");
    expect(normaliseSearch("42 size blazer")).toBe("42 size blazer");
  });

  it("keeps letters of every script, with their vowel signs", () => {
    expect(normaliseSearch("ಕುರ್ತಾ")).toBe("ಕುರ್ತಾ");
    expect(normaliseSearch("शेरवानी!!")).toBe("शेरवानी");
    // Full-width letters are the same letters (NFKC).
    expect(normaliseSearch("ＫＵＲＴＡ")).toBe("kurta");
  });

  it("keeps nothing when nothing is left", () => {
    expect(normaliseSearch("")).toBeNull();
    expect(normaliseSearch(null)).toBeNull();
    expect(normaliseSearch("?!…  --")).toBeNull();
  });

  it("never keeps what looks like personal data: an e-mail address or a phone number", () => {
    expect(normaliseSearch("ravi@example.com blazer")).toBeNull();
    expect(normaliseSearch("9845012345")).toBeNull();
    expect(normaliseSearch("call 98450 12345")).toBeNull();
    expect(normaliseSearch("+91-80-2345-6789")).toBeNull();
    expect(normaliseSearch("order 1234567")).toBeNull();
    // Sizes are not numbers of that kind.
    expect(normaliseSearch("shirt 38 40 42 44 46")).toBe("shirt 38 40 42 44 46");
    expect(normaliseSearch("waist 32-34")).toBe("waist 32 34");
  });

  it("cuts a long search before a word, within the limit", () => {
    const long = "handwoven ".repeat(12);
    const term = normaliseSearch(long)!;
    expect(term.length).toBeLessThanOrEqual(SEARCH_TERM_MAX_LENGTH);
    expect(term.endsWith("handwoven")).toBe(true);
  });
});
