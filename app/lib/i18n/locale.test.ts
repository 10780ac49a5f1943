import { describe, expect, test } from "vitest";
import { isLocale, localeOfPath, pathInLocale, pathWithoutLocale } from "./locale";

describe("the language of an address", () => {
  test("English keeps the spec's addresses; Kannada and Hindi have their prefix", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/groom/silk-sherwani")).toBe("en");
    expect(localeOfPath("/kn")).toBe("kn");
    expect(localeOfPath("/kn/groom")).toBe("kn");
    expect(localeOfPath("/hi/visit")).toBe("hi");
  });

  test("a prefix only counts as a whole first segment, and /en is not a prefix", () => {
    expect(localeOfPath("/knots")).toBe("en");
    expect(localeOfPath("/en/groom")).toBe("en");
    expect(isLocale("ta")).toBe(false);
  });

  test("the prefix comes off whole", () => {
    expect(pathWithoutLocale("/kn")).toBe("/");
    expect(pathWithoutLocale("/kn/")).toBe("/");
    expect(pathWithoutLocale("/hi/groom/silk-sherwani")).toBe("/groom/silk-sherwani");
    expect(pathWithoutLocale("/offers")).toBe("/offers");
  });
});

describe("the same page in another language", () => {
  test("keeps the page, its item and its filters", () => {
    expect(pathInLocale("/collections/formals?size=40&sort=new", "kn")).toBe(
      "/kn/collections/formals?size=40&sort=new",
    );
    expect(pathInLocale("/kn/groom/silk-sherwani", "hi")).toBe("/hi/groom/silk-sherwani");
    expect(pathInLocale("/hi/search?q=%E0%A4%A7%E0%A5%8B%E0%A4%A4%E0%A5%80", "en")).toBe(
      "/search?q=%E0%A4%A7%E0%A5%8B%E0%A4%A4%E0%A5%80",
    );
  });

  test("the home page is /kn and /hi, and / in English", () => {
    expect(pathInLocale("/", "kn")).toBe("/kn");
    expect(pathInLocale("/kn", "en")).toBe("/");
    expect(pathInLocale("/kn?x=1#top", "hi")).toBe("/hi?x=1#top");
  });
});
