import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { PHONE_LIMITS } from "../forms/field-limits.ts";

/**
 * Phone numbers as visitors type them ("98450 12345", "+91 98450-12345",
 * "098450 12345") in one canonical form, E.164 ("+919845012345"), so the same
 * person is recognised across messages and the WhatsApp and call links work.
 * Numbers without a country code are read as Indian. Server-side only in practice:
 * the metadata is about 80 KB, so no page component imports this.
 */
export function toE164(raw: string, defaultCountry: "IN" = "IN"): string | undefined {
  const parsed = parsePhoneNumberFromString(raw, defaultCountry);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * Who wrote or booked, for Customers: the one rule for messages and bookings alike.
 * The phone in E.164 when it is a real number; else the digits typed, when there are
 * as many as a phone has (what the forms accept), so a number that does not parse
 * (a foreign one typed without its country code) still links a person's bookings,
 * which carry no e-mail, to their messages; else the e-mail in lower case. The three
 * cannot collide: only E.164 starts with "+", only an e-mail has an "@".
 */
export function customerKey(phone: string, email?: string): string {
  const e164 = toE164(phone);
  if (e164) return e164;
  const digits = phone.replace(/\D/g, "");
  const phoneLike = digits.length >= PHONE_LIMITS.digitsMin && digits.length <= PHONE_LIMITS.digitsMax;
  return phoneLike || email === undefined ? digits : email.trim().toLowerCase();
}

export function isPhoneKey(key: string): boolean {
  return key.startsWith("+");
}

/**
 * The digits of a search that is a phone number, typed any way ("98450 12345",
 * "+91 98450-12345", "(080) 2345"): at least three, and nothing but phone characters.
 * A name or a reference with a digit in it ("Ravi 2", "MS-7K2Q") is not a phone: its
 * stray digits matched any number that happened to hold them.
 */
export function searchedPhoneDigits(query: string): string | undefined {
  const trimmed = query.trim();
  if (!/^[\d\s+\-().]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, "");
  return digits.length >= 3 ? digits : undefined;
}
