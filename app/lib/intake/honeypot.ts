/**
 * The hidden field only robots fill (HONEYPOT_FIELD), read the same way for every
 * form a visitor sends: a contact message, a booking, and whatever comes next.
 *
 * A value holding only whitespace is not a robot's. Robots fill a field they find
 * with words, a link or an address; whitespace carries no such sign, while browser
 * autofill, password managers and form-filling extensions do touch hidden inputs,
 * and a mistaken catch is costly: the honeypot is the one spam reason that offers
 * no re-check, so a person's message or booking would wait in Spam until staff look.
 * The form token still catches a script that sends whitespace. Anything but a
 * string (a JSON client sending null, a number, a list) is filled in.
 */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined) return false;
  return typeof value !== "string" || value.trim() !== "";
}
