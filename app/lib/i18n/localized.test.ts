import { describe, expect, test } from "vitest";
import { localized, localizedFields, readTranslations, TRANSLATED_LOCALES, writeTranslations } from "./localized";

const stored = { kn: { title: "ರೇಷ್ಮೆ ಶೇರ್ವಾನಿ", description: "   " }, hi: { title: "रेशमी शेरवानी" } };

describe("the text a page shows", () => {
  test("English pages show the English text, never marked", () => {
    expect(localized("Silk Sherwani", stored, "title", "en")).toEqual({ text: "Silk Sherwani", inEnglish: false });
  });

  test("a Kannada or Hindi page shows the staff's translation", () => {
    expect(localized("Silk Sherwani", stored, "title", "kn")).toEqual({ text: "ರೇಷ್ಮೆ ಶೇರ್ವಾನಿ", inEnglish: false });
    expect(localized("Silk Sherwani", stored, "title", "hi")).toEqual({ text: "रेशमी शेरवानी", inEnglish: false });
  });

  test("a missing, empty or whitespace translation falls back to English, marked as English", () => {
    expect(localized("A sherwani for the day", stored, "description", "kn")).toEqual({
      text: "A sherwani for the day",
      inEnglish: true,
    });
    expect(localized("A sherwani for the day", stored, "description", "hi")).toEqual({
      text: "A sherwani for the day",
      inEnglish: true,
    });
    expect(localized("Shawl", {}, "title", "kn").inEnglish).toBe(true);
    expect(localized("Shawl", { kn: { title: "\u200b \u200d" } }, "title", "kn").text).toBe("Shawl");
  });

  test("an empty English text stays empty and is not marked (there is nothing in English to mark)", () => {
    expect(localized("", {}, "title", "kn")).toEqual({ text: "", inEnglish: false });
  });

  test("a record's fields at once, with the English ones listed; English gets no marker at all", () => {
    const item = { slug: "silk-sherwani", title: "Silk Sherwani", description: "Gold on ivory." };
    expect(localizedFields(item, ["title", "description"], stored, "en")).toBe(item);
    expect(localizedFields(item, ["title", "description"], stored, "kn")).toEqual({
      slug: "silk-sherwani",
      title: "ರೇಷ್ಮೆ ಶೇರ್ವಾನಿ",
      description: "Gold on ivory.",
      inEnglish: { description: true },
    });
    expect(localizedFields(item, ["title"], stored, "hi")).toEqual({ ...item, title: "रेशमी शेरवानी" });
  });
});

describe("stored translations", () => {
  test("read tolerantly: anything but text under a known language and field is dropped", () => {
    expect(readTranslations(null)).toEqual({});
    expect(readTranslations("not json")).toEqual({});
    expect(readTranslations('{"kn":{"title":"ಪಂಚೆ","n":3},"ta":{"title":"x"},"hi":"y"}')).toEqual({
      kn: { title: "ಪಂಚೆ" },
    });
  });

  test("written in NFC, without empty fields or languages, so a save that changes nothing writes the same text", () => {
    const decomposed = "\u0915\u093c"; // क + nukta, which NFC composes to क़
    expect(writeTranslations({ kn: { title: " ", description: "" }, hi: { title: decomposed } })).toBe(
      JSON.stringify({ hi: { title: "\u0958".normalize("NFC") } }),
    );
    expect(writeTranslations({})).toBe("{}");
    expect(TRANSLATED_LOCALES).toEqual(["kn", "hi"]);
  });
});
