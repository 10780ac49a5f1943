import * as z from "zod";
import { hasControlCharacter } from "./characters.ts";

/**
 * A staff form's text field as its schema reads it: optional (a form posts strings,
 * and Conform turns an empty one into "nothing"), trimmed, and with `oneLine` every
 * run of white space (a pasted line break, a double space) made one space. Missing
 * and empty read as "", so a required field says so in its own words, never with a
 * type error that would stop the checks after it.
 *
 * Control characters and direction overrides (characters.ts) are refused here, by
 * construction, with `label`'s message next to the field: a multi-line text keeps
 * its line breaks and tabs, a one-line text has none left to keep.
 */
export function formText({ oneLine = false, label = "This field" }: { oneLine?: boolean; label?: string } = {}) {
  return z
    .string()
    .optional()
    .transform((value) => {
      const text = (value ?? "").trim();
      return oneLine ? text.replace(/\s+/g, " ") : text;
    })
    .refine(
      (text) => !hasControlCharacter(text, { multiLine: !oneLine }),
      `${label} cannot contain control characters.`,
    );
}
