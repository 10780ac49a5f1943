import * as z from "zod/mini";
import { text } from "../forms/fields.ts";
import { POLICY_LIMITS, POLICY_TRANSLATED } from "./policy-pages.ts";
import { splitTranslations, translationShape } from "../i18n/translation-fields.ts";

const TRANSLATED_FIELDS = ["title", "summary", "body"] as const;

/*
 * The policy page form's rules, apart from policy-pages.ts so the editor's page (which
 * reads only the limits) does not load the validation library: only its action reads the form.
 */
const atMost = (max: number) => z.refine<string>((v) => v.length <= max, `At most ${max} characters.`);

/** A policy page's words as staff save them; the text's line breaks as the pages draw them ("\n"). */
export const policyFormSchema = z.pipe(
  z.object({
    ...translationShape(POLICY_TRANSLATED),
    title: text("Title").check(
      z.refine((v) => v.length > 0, "Please give the page a title."),
      atMost(POLICY_LIMITS.title),
    ),
    summary: text("Summary").check(atMost(POLICY_LIMITS.summary)),
    body: z
      .pipe(
        text("Text", { multiLine: true }),
        z.transform((v: string) => v.replace(/\r\n?/g, "\n")),
      )
      .check(
        z.refine((v) => v.length > 0, "The page needs its text."),
        atMost(POLICY_LIMITS.body),
      ),
  }),
  z.transform((values) => {
    const { english, translations } = splitTranslations(values, TRANSLATED_FIELDS);
    // The text's line breaks as the pages draw them, in every language.
    for (const own of Object.values(translations)) {
      if (own.body) own.body = own.body.replace(/\r\n?/g, "\n");
    }
    // Absent when none is given (the action saves that as none).
    return Object.keys(translations).length > 0 ? { ...english, translations } : english;
  }),
);
