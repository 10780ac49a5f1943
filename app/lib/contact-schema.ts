import { z } from "zod";

/**
 * The contact form's one schema, used by the browser (instant feedback) and by the
 * server (the only check that counts). SPEC §5 leaves the bounds open; these are
 * the issue's.
 */
export const CONTACT_CATEGORIES = [
  { value: "formals", label: "Formal Wear" },
  { value: "semi-formals", label: "Semi-Formal Wear" },
  { value: "clubwear", label: "Clubwear" },
  { value: "shirts", label: "Shirts" },
  { value: "styling", label: "Personal Styling" },
  { value: "general", label: "General Inquiry" },
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]["value"];

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
  /** Characters the phone field may hold, digits and punctuation together. */
  phoneChars: 25,
  subject: 150,
  message: 5000,
} as const;

export function categoryLabel(value: string | null | undefined): string | undefined {
  return CONTACT_CATEGORIES.find((c) => c.value === value)?.label;
}

// Single-line fields take no control characters at all; the message may keep line
// breaks and tabs. Anything else (NUL, escape sequences, ...) is never legitimate.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Counts characters as people do (an emoji is one), not UTF-16 units. */
function length(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

// A missing field reads as an empty one, so it gets the "Please enter" message.
const text = (label: string, control = SINGLE_LINE_CONTROL) =>
  z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: `${label} must be text.` })
      .transform((value) => value.trim())
      .refine((value) => !control.test(value), `${label} contains characters that are not allowed.`),
  );

export const contactSchema = z.object({
  name: text("Name")
    .refine((v) => v.length > 0, "Please enter your name.")
    .refine((v) => length(v) <= CONTACT_LIMITS.name, `Name can be at most ${CONTACT_LIMITS.name} characters.`),
  email: text("Email")
    .refine((v) => v.length > 0, "Please enter your email address.")
    .refine((v) => v.length <= CONTACT_LIMITS.email, `Email can be at most ${CONTACT_LIMITS.email} characters.`)
    .refine((v) => v.length === 0 || z.email().safeParse(v).success, "Please enter a valid email address."),
  phone: text("Phone")
    .refine((v) => v.length > 0, "Please enter your phone number.")
    .refine(
      (v) => v.length === 0 || (v.length <= CONTACT_LIMITS.phoneChars && /^[+\d\s()-]+$/.test(v) && isPhoneDigitCount(v)),
      `Please enter a phone number of ${CONTACT_LIMITS.phoneDigitsMin} to ${CONTACT_LIMITS.phoneDigitsMax} digits.`,
    ),
  subject: text("Subject").refine((v) => length(v) <= CONTACT_LIMITS.subject, `Subject can be at most ${CONTACT_LIMITS.subject} characters.`),
  message: text("Message", MULTI_LINE_CONTROL)
    .refine((v) => v.length > 0, "Please enter your message.")
    .refine((v) => length(v) <= CONTACT_LIMITS.message, `Message can be at most ${CONTACT_LIMITS.message.toLocaleString("en-IN")} characters.`),
  category: text("Category").refine((v) => v === "" || CONTACT_CATEGORIES.some((c) => c.value === v), "Please choose one of the listed categories."),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageInput = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessageInput;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

function isPhoneDigitCount(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return digits >= CONTACT_LIMITS.phoneDigitsMin && digits <= CONTACT_LIMITS.phoneDigitsMax;
}

export type ContactValidation =
  | { ok: true; data: ContactMessageInput }
  | { ok: false; errors: ContactFieldErrors };

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

/** The names of the spam-defence fields the form carries besides the message. */
export const HONEYPOT_FIELD = "website";
export const FORM_TOKEN_FIELD = "formToken";
