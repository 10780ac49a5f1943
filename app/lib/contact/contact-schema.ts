// zod/mini: the same validation as zod with a fraction of the bytes in the page.
import * as z from "zod/mini";
import { CONTACT_CATEGORIES, CONTACT_LIMITS, type ContactField, type ContactFieldErrors } from "./contact-fields.ts";
import { charCount, hasControlCharacter } from "../text/characters.ts";

/**
 * Bidirectional embedding, override and isolate controls (and the invisible
 * direction marks): in a name or subject they only serve to make text display as
 * something else (U+202E turns "Ravi\u202Egnp.exe" around). Kannada, Hindi or Arabic
 * text never needs them, since the browser orders each script by itself; they are
 * dropped before the field is checked.
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

// A missing field reads as an empty one, so it gets the "Please enter" message.
// Single-line fields take no control characters at all; a multi-line one keeps line breaks and tabs.
export const text = (label: string, { multiLine = false, dropBidi = false } = {}) =>
  z
    .pipe(
      z.pipe(
        z.transform((value: unknown) => value ?? ""),
        z.string({ error: `${label} must be text.` }),
      ),
      z.transform((value: string) => (dropBidi ? value.replace(BIDI_CONTROLS, "") : value).trim()),
    )
    .check(
      z.refine(
        (value) => !hasControlCharacter(value, { multiLine }),
        `${label} contains characters that are not allowed.`,
      ),
    );

const EMAIL = z.email();

/** A phone number to call back: required, 7 to 15 digits, with the punctuation people type. */
export const phoneNumber = () =>
  text("Phone").check(
    z.refine((v) => v.length > 0, "Please enter your phone number."),
    z.refine(
      (v) =>
        v.length === 0 || (v.length <= CONTACT_LIMITS.phoneChars && /^[+\d\s()-]+$/.test(v) && isPhoneDigitCount(v)),
      `Please enter a phone number of ${CONTACT_LIMITS.phoneDigitsMin} to ${CONTACT_LIMITS.phoneDigitsMax} digits.`,
    ),
  );

/**
 * The contact form's one schema, used by the browser (instant feedback) and by the
 * server (the only check that counts). The bounds (CONTACT_LIMITS, docs/behaviour.md#contact-form)
 * fit any real message and keep a stored row bounded.
 */
export const contactSchema = z.object({
  name: text("Name", { dropBidi: true }).check(
    z.refine((v) => v.length > 0, "Please enter your name."),
    // A name of invisible characters looks empty, so it gets the same message as an empty one.
    z.refine((v) => v.length === 0 || hasVisibleCharacter(v), "Please enter your name."),
    z.refine((v) => charCount(v) <= CONTACT_LIMITS.name, `Name can be at most ${CONTACT_LIMITS.name} characters.`),
  ),
  email: text("Email").check(
    z.refine((v) => v.length > 0, "Please enter your email address."),
    z.refine((v) => v.length <= CONTACT_LIMITS.email, `Email can be at most ${CONTACT_LIMITS.email} characters.`),
    z.refine((v) => v.length === 0 || EMAIL.safeParse(v).success, "Please enter a valid email address."),
  ),
  phone: phoneNumber(),
  subject: text("Subject", { dropBidi: true }).check(
    z.refine(
      (v) => charCount(v) <= CONTACT_LIMITS.subject,
      `Subject can be at most ${CONTACT_LIMITS.subject} characters.`,
    ),
  ),
  message: text("Message", { multiLine: true }).check(
    z.refine((v) => v.length > 0, "Please enter your message."),
    z.refine(
      (v) => charCount(v) <= CONTACT_LIMITS.message,
      `Message can be at most ${CONTACT_LIMITS.message.toLocaleString("en-IN")} characters.`,
    ),
  ),
  category: text("Category").check(
    z.refine(
      (v) => v === "" || CONTACT_CATEGORIES.some((c) => c.value === v),
      "Please choose one of the listed categories.",
    ),
  ),
} satisfies Record<ContactField, z.ZodMiniType>);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageInput = z.output<typeof contactSchema>;

export function isPhoneDigitCount(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return digits >= CONTACT_LIMITS.phoneDigitsMin && digits <= CONTACT_LIMITS.phoneDigitsMax;
}

export type ContactValidation = { ok: true; data: ContactMessageInput } | { ok: false; errors: ContactFieldErrors };

/** Validates and returns the first error of each field (what a form shows). */
export function validateContact(input: unknown): ContactValidation {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, errors: { message: "Please fill in the form." } };
  }
  const parsed = contactSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: ContactFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
