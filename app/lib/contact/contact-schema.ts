// zod/mini: the same validation as zod with a fraction of the bytes in the page.
import * as z from "zod/mini";
import { CONTACT_CATEGORIES, CONTACT_LIMITS, type ContactField, type ContactFieldErrors } from "./contact-fields.ts";
import { charCount } from "../text/characters.ts";
import { email, hasVisibleCharacter, line, paragraph, phone, text } from "../forms/fields.ts";

/** The phone number to call back: required, by the one phone rule. */
export const phoneNumber = () => phone("Phone", { required: "Please enter your phone number." });

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
  email: email("Email", { required: "Please enter your email address." }),
  phone: phoneNumber(),
  subject: line("Subject", CONTACT_LIMITS.subject, { dropBidi: true }),
  message: paragraph("Message", CONTACT_LIMITS.message, { required: "Please enter your message." }),
  category: text("Category").check(
    z.refine(
      (v) => v === "" || CONTACT_CATEGORIES.some((c) => c.value === v),
      "Please choose one of the listed categories.",
    ),
  ),
} satisfies Record<ContactField, z.ZodMiniType>);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageInput = z.output<typeof contactSchema>;

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
