// zod/mini, as every form's schema; the account pages themselves load none of it (only their actions and the services read it).
import * as z from "zod/mini";
import { checkbox, email, hasVisibleCharacter, line, phone, secret } from "../forms/fields.ts";
import { isLocale, type Locale } from "../i18n/locale.ts";
import { parseRecordId, parseVersion } from "../record-id.ts";
import { NAME_MAX } from "./account-fields.ts";
import { isRole, type Role } from "./roles.ts";
import { usernameProblem, USERNAME_RULE } from "./username.ts";

/**
 * The account forms, each a schema of the shared fields (lib/forms), read with
 * `readSubmission` and answered with a `FormReply`. What needs the database or the
 * password list (a username taken, a common password, a wrong current password) is
 * the services' to refuse, beside the reply.
 */

/** The longest password or code a form may post: beyond any real one (the password rule itself says 256). */
export const SECRET_MAX = 1024;

/**
 * A person's name on an account, wherever it comes from (the invitation, one's own
 * account, `npm run admin`): one line under the one text rule, so control characters
 * and direction overrides are refused (they are shown in the staff list and the
 * activity log), and it must show something.
 */
export const accountName = (required?: string) =>
  line("The name", NAME_MAX, { required }).check(
    z.refine((v) => v.length === 0 || hasVisibleCharacter(v), "The name needs a letter or a digit that shows."),
  );

/** The one e-mail rule, in the words every form uses. */
export const accountEmail = () => email("The e-mail address");

/** A field of the form posted by a button or a hidden input (intent, method, next): as sent, short. */
const hidden = (label: string, max = 200) => secret(label, max);

const roleField = z.pipe(
  hidden("The role", 20),
  z.custom<Role>((v) => isRole(v), "Choose Owner or Staff."),
);

export const PHONE_EXAMPLE = "Enter a phone number like 98450 12345 or +91 98450 12345.";

export const invitationSchema = z
  .object({
    name: accountName("Enter the colleague's name."),
    email: accountEmail(),
    phone: phone("The phone number", { invalid: PHONE_EXAMPLE }),
    role: roleField,
  })
  .check(
    z.refine((v) => v.email.length > 0 || v.phone.length > 0, {
      message: "Enter an e-mail address or a phone number to send the link to.",
      path: ["email"],
      // Said beside the other fields' mistakes, not after they are put right.
      when: (payload) => {
        const value = payload.value as { email?: unknown; phone?: unknown } | undefined;
        return typeof value?.email === "string" && typeof value?.phone === "string";
      },
    }),
  );
export type InvitationInput = z.output<typeof invitationSchema>;

/** The colleague's choice on the invitation: a username under the username rule, a password twice. */
export const acceptInvitationSchema = z.object({
  username: secret("The username", 128).check(z.refine((v) => usernameProblem(v) === null, USERNAME_RULE)),
  password: secret("The password", SECRET_MAX),
  confirm: secret("The password", SECRET_MAX),
});

/** A new password from a reset link, twice. */
export const resetPasswordSchema = z.object({
  password: secret("The password", SECRET_MAX),
  confirm: secret("The password", SECRET_MAX),
});

/** One's own name and e-mail, both optional. */
export const profileSchema = z.object({ name: accountName(), email: accountEmail() });
export type ProfileInput = z.output<typeof profileSchema>;

/**
 * One's own screens' language (issue 33), a button per language: one of the site's
 * languages (lib/i18n/locale.ts), nothing else.
 */
export const languageSchema = z.object({
  language: z.pipe(
    hidden("The language", 10),
    z.custom<Locale>((v) => isLocale(v), "Choose English, ಕನ್ನಡ or हिन्दी."),
  ),
});
export type LanguageInput = z.output<typeof languageSchema>;

/** One's own password: the current one (checked through the login throttle) and the new one twice. */
export const passwordChangeSchema = z.object({
  current: secret("The current password", SECRET_MAX),
  password: secret("The new password", SECRET_MAX),
  confirm: secret("The new password", SECRET_MAX),
});

/** The sign-in's second step: a code from the app, or a recovery code. */
export const secondStepSchema = z.object({
  method: z.pipe(
    hidden("The method", 20),
    z.transform((v) => (v === "recovery" ? ("recovery" as const) : ("app" as const))),
  ),
  code: secret("The code", 64),
});

/** "Confirm it is you": the password, or a code from the app; then back to `next`. */
export const verifySchema = z.object({
  method: z.pipe(
    hidden("The method", 20),
    z.transform((v) => (v === "app" ? ("app" as const) : ("password" as const))),
  ),
  next: hidden("Next"),
  password: secret("The password", SECRET_MAX),
  code: secret("The code", 20),
});

/** A row's id from a hidden field; anything but one (PostgreSQL refuses a number past 32 bits) matches no row (0). */
const recordId = (label: string) =>
  z.pipe(
    hidden(label, 20),
    z.transform((v) => parseRecordId(v) ?? 0),
  );

/** A form of the owner's or one's own pages that names its action (and what it acts on). */
export const intentSchema = z.object({
  intent: hidden("The action", 40),
  /** The account's version the page showed (optimistic locking); anything else matches no row (-1). */
  version: z.pipe(
    hidden("The version", 20),
    z.transform((v) => parseVersion(v) ?? -1),
  ),
  role: hidden("The role", 20),
  /** A device's handle (a signed-in session's, as the device list shows it). */
  session: hidden("The device", 64),
  link: recordId("The link"),
  required: checkbox(),
});

/** The two-step page's forms: the app's first code (and the current app's, to replace it), the password to turn it off. */
export const twoStepSchema = z.object({
  intent: hidden("The action", 40),
  code: secret("The code", 20),
  current: secret("The current code", 40),
  password: secret("The password", SECRET_MAX),
  passkey: recordId("The passkey"),
});
