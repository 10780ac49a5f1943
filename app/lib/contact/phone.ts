import { parsePhoneNumberFromString } from "libphonenumber-js/min";

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
 * Who a message is from, for Customers: the normalised phone when it is a real
 * number, else the e-mail address in lower case. The two cannot collide: only the
 * phone form starts with "+".
 */
export function customerKey(phone: string, email: string): string {
  return toE164(phone) ?? email.trim().toLowerCase();
}

export function isPhoneKey(key: string): boolean {
  return key.startsWith("+");
}
