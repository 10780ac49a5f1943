import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The confirmation page and calendar file are for the visitor who booked: their URL
 * carries this signature of the reference, so guessing references shows nobody's
 * name or phone.
 */
export function bookingPass(secret: string, reference: string): string {
  return createHmac("sha256", secret).update(`booking:${reference}`).digest("base64url").slice(0, 22);
}

export function checkBookingPass(secret: string, reference: string, pass: unknown): boolean {
  if (typeof pass !== "string") return false;
  const expected = Buffer.from(bookingPass(secret, reference));
  const given = Buffer.from(pass);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
