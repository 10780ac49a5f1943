import { describe, expect, test } from "vitest";
import * as z from "zod/mini";
import { readSubmission } from "../forms/submission.ts";
import { translationValues } from "./localized.ts";
import { splitTranslations, translationShape } from "./translation-fields.ts";

const schema = z.object({
  title: z.string(),
  ...translationShape({ title: { label: "Title", max: 10 }, body: { label: "Text", max: 20, multiLine: true } }),
});
const read = (fields: Record<string, string>) => readSubmission(new URLSearchParams(fields), schema);

describe("the Kannada and Hindi fields of a form", () => {
  test("are optional, trimmed, and held to the English field's limit, in the language's own words", () => {
    const ok = read({ title: "Shawl", titleKn: "  ಶಾಲು ", bodyHi: "ऊनी\r\nशॉल" });
    expect(ok.status).toBe("success");
    if (ok.status === "success") {
      expect(splitTranslations(ok.value, ["title", "body"])).toEqual({
        english: { title: "Shawl" },
        translations: { kn: { title: "ಶಾಲು" }, hi: { body: "ऊनी\r\nशॉल" } },
      });
    }
    const long = read({ title: "Shawl", titleHi: "ऊ".repeat(11), bodyKn: "ಶಾಲು\u0007" });
    expect(long.status).toBe("error");
    expect(long.reply().error).toEqual({
      titleHi: ["Title (हिन्दी) can be at most 10 characters."],
      bodyKn: ["Text (ಕನ್ನಡ) contains characters that are not allowed."],
    });
  });

  test("come back to the form by their names, empty where there is none", () => {
    expect(translationValues({ kn: { title: "ಶಾಲು" } }, ["title"])).toEqual({ titleKn: "ಶಾಲು", titleHi: "" });
  });
});
