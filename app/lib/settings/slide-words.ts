import * as z from "zod/mini";
import { line, paragraph } from "../forms/fields.ts";
import { isLink, LINK_MESSAGE } from "./form-rules.ts";
import {
  ALT_MAX,
  LIST_SPECS,
  readCount,
  type SlideList,
  type SlideWord,
  type SlideWords,
  translatedSlideWords,
} from "./showcase.ts";
import type { Translations } from "../i18n/localized.ts";
import { splitTranslations, translationShape } from "../i18n/translation-fields.ts";

/*
 * A slide's form: its words by its list, and its photos' alt texts. Apart from
 * showcase.ts so the showcase's list page (which reads only the lists) does not load
 * the validation library.
 */
type WordSpec = (typeof LIST_SPECS)[SlideList]["words"][number];

/** One of a slide's words as its list asks for it; a pasted line break becomes a space. */
function slideWord(spec: WordSpec) {
  const field = spec.word === "description" || spec.word === "subtitle" ? paragraph : line;
  const words = field(spec.label, spec.max, {
    required: spec.required ? `Enter the ${spec.label.toLowerCase()}.` : undefined,
  });
  if (spec.count) {
    // A count is kept as its digits ("2,847" -> "2847"): the page formats it.
    return z.pipe(
      words.check(z.refine((v) => readCount(v) !== null, `${spec.label}: a whole number like 2847, or empty.`)),
      z.transform((value: string) => readCount(value) ?? ""),
    );
  }
  return z.pipe(
    spec.word === "link" ? words.check(z.refine((v) => v === "" || isLink(v), LINK_MESSAGE)) : words,
    z.transform((value: string) => value.replace(/\s*\r?\n\s*/g, " ")),
  );
}

const NO_WORDS: SlideWords = { title: "", subtitle: "", note: "", shortTitle: "", description: "", cta: "", link: "" };

/** The words of a slide of `list` as posted, with their Kannada and Hindi; words the list does not show are kept empty. */
export const slideFormSchema = (list: SlideList) => {
  const translated = translatedSlideWords(list);
  return z.pipe(
    z.object({
      ...Object.fromEntries(LIST_SPECS[list].words.map((spec) => [spec.word, slideWord(spec)])),
      ...translationShape(
        Object.fromEntries(
          translated.map((spec) => [
            spec.word,
            { label: spec.label, max: spec.max, multiLine: spec.word === "description" || spec.word === "subtitle" },
          ]),
        ),
      ),
    }),
    z.transform((posted): SlideWords & { translations: Translations<SlideWord> } => {
      const { english, translations } = splitTranslations(
        posted as Record<string, string>,
        translated.map((spec) => spec.word),
      );
      return { ...NO_WORDS, ...english, translations };
    }),
  );
};

const slideAlt = line("Alt text", ALT_MAX);

/** An alt text as typed, or the reason it cannot be kept (it is posted beside the words, one per photo). */
export function checkSlideAlt(value: unknown): { ok: true; alt: string } | { ok: false; message: string } {
  const parsed = slideAlt.safeParse(value);
  return parsed.success ? { ok: true, alt: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}
