import { EMAIL_MAX, PHONE_LIMITS } from "../forms/field-limits.ts";

/**
 * The contact form's fields, categories and limits: what the page needs to render
 * the form, without the validation library (contact-schema.ts, which the form
 * loads after hydration; until then the server's answer carries the errors).
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
  email: EMAIL_MAX,
  /** Characters the phone field may hold, digits and punctuation together. */
  phoneChars: PHONE_LIMITS.chars,
  subject: 150,
  message: 5000,
} as const;

export function categoryLabel(value: string | null | undefined): string | undefined {
  return CONTACT_CATEGORIES.find((c) => c.value === value)?.label;
}

export type ContactField = "name" | "email" | "phone" | "subject" | "message" | "category";
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** The names of the spam-defence fields the form carries besides the message. */
export const HONEYPOT_FIELD = "website";
export const FORM_TOKEN_FIELD = "formToken";
/** A page's second post after its first was kept in Spam (form-token.server.ts, recheck tokens). */
export const RECHECK_FIELD = "recheck";

/**
 * A post without its spam-defence fields, as a form reads it: the intake checks those
 * (services/intake), and a reply never carries them back (the page renders its own
 * token and an empty honeypot).
 */
export function withoutSpamFields(fields: Record<string, unknown>): Record<string, unknown> {
  const { [HONEYPOT_FIELD]: _honeypot, [FORM_TOKEN_FIELD]: _token, [RECHECK_FIELD]: _recheck, ...rest } = fields;
  return rest;
}
/** How long the page waits before that second post: the server refuses it sooner. */
export const RECHECK_WAIT_MS = 3_000;
