/**
 * The bounds of the shared fields, without the validation library: a page renders its
 * inputs' maxLength from these before fields.ts (zod) is loaded, if it is at all.
 */

/** The longest address SMTP carries (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/** What a phone number may hold: 7 to 15 digits (E.164's most), with the punctuation people type. */
export const PHONE_LIMITS = { digitsMin: 7, digitsMax: 15, chars: 25 } as const;

/** The one phone rule, for every form that takes a number. */
export function isPhoneNumber(value: string): boolean {
  if (value.length > PHONE_LIMITS.chars || !/^[+\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= PHONE_LIMITS.digitsMin && digits <= PHONE_LIMITS.digitsMax;
}
