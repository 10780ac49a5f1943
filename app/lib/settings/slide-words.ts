import * as z from "zod/mini";
import { line, paragraph } from "../forms/fields.ts";
import { isLink, LINK_MESSAGE } from "./form-rules.ts";
import { ALT_MAX, LIST_SPECS, readCount, type SlideList, type SlideWords } from "./showcase.ts";

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

/** The words of a slide of `list` as posted; words the list does not show are kept empty. */
export const slideFormSchema = (list: SlideList) =>
  z.pipe(
    z.object(Object.fromEntries(LIST_SPECS[list].words.map((spec) => [spec.word, slideWord(spec)]))),
    z.transform((words): SlideWords => ({ ...NO_WORDS, ...words })),
  );

const slideAlt = line("Alt text", ALT_MAX);

/** An alt text as typed, or the reason it cannot be kept (it is posted beside the words, one per photo). */
export function checkSlideAlt(value: unknown): { ok: true; alt: string } | { ok: false; message: string } {
  const parsed = slideAlt.safeParse(value);
  return parsed.success ? { ok: true, alt: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}
