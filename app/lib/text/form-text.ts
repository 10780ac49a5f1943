import * as z from "zod";

/**
 * A staff form's text field as its schema reads it: optional (a form posts strings,
 * and Conform turns an empty one into "nothing"), trimmed, and with `oneLine` every
 * run of white space (a pasted line break, a double space) made one space. Missing
 * and empty read as "", so a required field says so in its own words, never with a
 * type error that would stop the checks after it.
 */
export function formText({ oneLine = false }: { oneLine?: boolean } = {}) {
  return z
    .string()
    .optional()
    .transform((value) => {
      const text = (value ?? "").trim();
      return oneLine ? text.replace(/\s+/g, " ") : text;
    });
}
