// zod/mini: the same validation as zod with a fraction of the bytes in the page.
import * as z from "zod/mini";
import { CONTACT_CATEGORIES, CONTACT_LIMITS, type ContactField } from "./contact-fields.ts";
import { charCount } from "../text/characters.ts";
import { email, hasVisibleCharacter, line, paragraph, phone, text } from "../forms/fields.ts";
import { issueErrors } from "../forms/issue-errors.ts";

/** The phone number to call back: required, by the one phone rule. */
export const phoneNumber = () => phone("Phone", { required: "Please enter your phone number." });

/**
 * The contact form's one schema, used by the browser (instant feedback, `issueErrors`)
 * and by the server (the only check that counts, `readSubmission`: services/inbox). The bounds (CONTACT_LIMITS, docs/behaviour.md#contact-form)
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

/** The browser's pre-check: the first message of each field, as the server's reply words it, or null when it passes. */
export function contactErrors(input: Record<string, unknown>): Record<string, string> | null {
  const parsed = contactSchema.safeParse(input);
  return parsed.success ? null : issueErrors(parsed.error);
}
