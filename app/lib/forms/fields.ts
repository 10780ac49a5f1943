// zod/mini: the same checks as zod with a fraction of the bytes, in the public pages too.
import * as z from "zod/mini";
import { charCount, hasControlCharacter } from "../text/characters.ts";
import { EMAIL_MAX, isPhoneNumber, PHONE_LIMITS } from "./field-limits.ts";

/**
 * The fields every form is built from, staff and public alike: one rule for text
 * (characters.ts), one for an e-mail address, one for a phone number. Each field reads
 * the posted value itself (a missing field is ""), so a schema made of them is parsed
 * as posted, without Conform's coercion (submission.ts), and the browser's pre-check
 * and the server's check are the same code.
 */

/**
 * Bidirectional embedding, override and isolate controls (and the invisible
 * direction marks): in a name or subject they only serve to make text display as
 * something else (U+202E turns "Ravi\u202Egnp.exe" around). Kannada, Hindi or Arabic
 * text never needs them, since the browser orders each script by itself; `dropBidi`
 * removes them before the field is checked.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A letter, digit, punctuation mark or symbol that shows, in any script. Format
 * characters (zero-width space, joiners), marks on their own and spaces do not,
 * nor do the few letters that render blank (Hangul fillers, the braille blank).
 */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const BLANK_LOOKING = /\u115f|\u1160|\u3164|\uffa0|\u2800|\u17b4|\u17b5/gu;
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value.replace(BLANK_LOOKING, ""));
}

/**
 * A text field as posted: missing reads as "" (so a required field says so in its own
 * words), trimmed, and refused with `label`'s message when it holds a control
 * character. A one-line text takes none; a multi-line one keeps line breaks and tabs.
 * `control` is the refusal in a form's own words (the staff screens say "… cannot
 * contain control characters."; a date or a number field says what it wants instead).
 */
export const text = (
  label: string,
  {
    multiLine = false,
    dropBidi = false,
    control = `${label} contains characters that are not allowed.`,
  }: { multiLine?: boolean; dropBidi?: boolean; control?: string } = {},
) =>
  z
    .pipe(
      z.pipe(
        z.transform((value: unknown) => value ?? ""),
        z.string({ error: `${label} must be text.` }),
      ),
      z.transform((value: string) => (dropBidi ? value.replace(BIDI_CONTROLS, "") : value).trim()),
    )
    .check(z.refine((value) => !hasControlCharacter(value, { multiLine }), control));

type TextOptions = {
  /** The message for an empty field; absent, the field may be left empty. */
  required?: string;
  dropBidi?: boolean;
  /** The control-character refusal in the form's own words (see `text`). */
  control?: string;
};

/** One line of text, at most `max` characters as people count them. */
export const line = (label: string, max: number, { required, dropBidi = false, control }: TextOptions = {}) =>
  text(label, { dropBidi, control }).check(
    z.refine((v) => !required || v.length > 0, required ?? ""),
    z.refine((v) => charCount(v) <= max, `${label} can be at most ${max.toLocaleString("en-IN")} characters.`),
  );

/** Text with line breaks (a message, a description), at most `max` characters. */
export const paragraph = (
  label: string,
  max: number,
  { required, control }: Pick<TextOptions, "required" | "control"> = {},
) =>
  text(label, { multiLine: true, control }).check(
    z.refine((v) => !required || v.length > 0, required ?? ""),
    z.refine((v) => charCount(v) <= max, `${label} can be at most ${max.toLocaleString("en-IN")} characters.`),
  );

const EMAIL = z.email();

/** The one e-mail rule: an address a mail server would take, at most 254 characters. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL.safeParse(value).success;
}

export const email = (
  label: string,
  {
    required,
    invalid = "Please enter a valid email address.",
    control,
  }: { required?: string; invalid?: string; control?: string } = {},
) =>
  text(label, { control }).check(
    z.refine((v) => !required || v.length > 0, required ?? ""),
    z.refine((v) => v.length <= EMAIL_MAX, `${label} can be at most ${EMAIL_MAX} characters.`),
    z.refine((v) => v.length === 0 || v.length > EMAIL_MAX || EMAIL.safeParse(v).success, invalid),
  );

export const phone = (
  label: string,
  {
    required,
    invalid = `Please enter a phone number of ${PHONE_LIMITS.digitsMin} to ${PHONE_LIMITS.digitsMax} digits.`,
    control,
  }: { required?: string; invalid?: string; control?: string } = {},
) =>
  text(label, { control }).check(
    z.refine((v) => !required || v.length > 0, required ?? ""),
    z.refine((v) => v.length === 0 || isPhoneNumber(v), invalid),
  );

/** A checkbox: ticked posts "on" (a script may send true). */
export const checkbox = () =>
  z.pipe(
    z.transform((value: unknown) => value === "on" || value === "1" || value === true || value === "true"),
    z.boolean(),
  );

/**
 * A line where white space is not the point (a heading, a label): a pasted line break,
 * a tab or a run of spaces reads as one space before `line`'s checks, instead of being
 * refused as a control character. The catalogue's words and type names.
 */
export const foldedLine = (label: string, max: number, options: TextOptions = {}) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ") : value)),
    line(label, max, options),
  );

/**
 * Ticked boxes sharing one name: none posts nothing, one posts a string, several a
 * list; each reads as a list of strings, without Conform's coercion.
 */
export const list = () =>
  z.pipe(
    z.transform((value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
    z.array(z.string()),
  );

/**
 * A password or a code exactly as typed: not trimmed nor changed in any way (a space
 * may be part of it), missing read as "", longer than `max` characters refused. Its
 * rules (length, common passwords) are the service's; a form never echoes it back
 * (`submission.reply({ hideFields })`).
 */
export const secret = (label: string, max: number) =>
  z
    .pipe(
      z.transform((value: unknown) => value ?? ""),
      z.string({ error: `${label} must be text.` }),
    )
    .check(z.refine((v) => charCount(v) <= max, `${label} can be at most ${max.toLocaleString("en-IN")} characters.`));
