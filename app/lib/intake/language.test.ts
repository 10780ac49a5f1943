import { describe, expect, it } from "vitest";
import { LANGUAGE_PROBLEM, pageLanguage, readLanguage, recordLanguage } from "./language.ts";

describe("pageLanguage", () => {
  it("is the language of the page the form posted to", () => {
    expect(pageLanguage("https://shop.example/kn/contact")).toBe("kn");
    expect(pageLanguage("https://shop.example/hi/book?item=groom%2Fivory")).toBe("hi");
    expect(pageLanguage("https://shop.example/contact")).toBe("en");
    expect(pageLanguage("https://shop.example/book")).toBe("en");
  });

  it("reads the path only: a query or a look-alike segment does not change it", () => {
    expect(pageLanguage("https://shop.example/contact?lang=kn")).toBe("en");
    expect(pageLanguage("https://shop.example/knots/contact")).toBe("en");
    expect(pageLanguage("https://shop.example/en/contact")).toBe("en");
  });
});

describe("readLanguage", () => {
  it("takes a language the site has, and none given as English", () => {
    expect(readLanguage("kn")).toBe("kn");
    expect(readLanguage("hi")).toBe("hi");
    expect(readLanguage("en")).toBe("en");
    expect(readLanguage(undefined)).toBe("en");
    expect(readLanguage("")).toBe("en");
  });

  it("refuses anything else instead of storing it as English", () => {
    for (const value of ["fr", "KN", "kn-IN", " kn", "ಕನ್ನಡ", null, 1, ["kn"], {}]) {
      expect(readLanguage(value), JSON.stringify(value)).toBeNull();
    }
    expect(LANGUAGE_PROBLEM).toBe("The language must be one of en, kn, hi.");
  });
});

describe("recordLanguage", () => {
  it("reads a stored value, and anything unknown as English", () => {
    expect(recordLanguage("kn")).toBe("kn");
    expect(recordLanguage("xx")).toBe("en");
    expect(recordLanguage(null)).toBe("en");
  });
});
