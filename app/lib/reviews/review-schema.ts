import * as z from "zod/mini";
import { checkbox, line, paragraph } from "../forms/fields.ts";
import { REVIEW_LIMITS } from "./review-rules.ts";

/**
 * The review page's form, of the shared fields (lib/forms): 1–5 stars required, a
 * few words optional (the messages' character rules: Kannada and Hindi fit, control
 * characters do not), the name to show, and the consent to publish the words.
 */
export const REVIEW_FIELDS = {
  stars: "stars",
  words: "words",
  displayName: "displayName",
  consent: "consent",
} as const;

const STARS_MESSAGE = "Please choose from 1 to 5 stars.";
const stars = () =>
  z.pipe(
    z.pipe(
      z.transform((value: unknown) =>
        typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "",
      ),
      z.string().check(z.refine((v) => /^[1-5]$/.test(v), STARS_MESSAGE)),
    ),
    z.transform((v: string) => Number(v)),
  );

export const reviewFormSchema = z.object({
  stars: stars(),
  words: paragraph("Your words", REVIEW_LIMITS.words),
  displayName: line("The name to show", REVIEW_LIMITS.displayName, { dropBidi: true }),
  consent: checkbox(),
});

export type ReviewInput = z.infer<typeof reviewFormSchema>;

/** The staff answer's form: one paragraph. */
export const reviewAnswerSchema = z.object({
  answer: paragraph("The answer", REVIEW_LIMITS.answer, { required: "Please write the answer." }),
});
