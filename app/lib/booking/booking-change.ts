import * as z from "zod/mini";
import { text } from "../forms/fields.ts";
import { readSubmission } from "../forms/submission.ts";
import { type FormReply } from "../forms/reply.ts";
import { parseRecordId, parseVersion } from "../record-id.ts";
import { isBookingStatus, type BookingStatus } from "./booking-fields.ts";

/**
 * A button on the Orders screen: a status ("Confirm", "Visited", "Confirm on WhatsApp")
 * or "Move to Orders" for a booking kept in Spam, each naming the booking and the
 * version the page showed, so a change made from a stale page is refused.
 */
export type BookingChange =
  | { kind: "status"; id: number; version: number; status: BookingStatus; whatsapp: boolean }
  | { kind: "release"; id: number; version: number };

const UNREADABLE = "That change could not be read. Please try again.";

const bookingChangeSchema = z.object({
  intent: text("Intent"),
  id: z.pipe(
    text("Id"),
    z.transform((value: string) => parseRecordId(value)),
  ),
  version: z.pipe(
    text("Version"),
    z.transform((value: string) => parseVersion(value)),
  ),
  status: text("Status"),
  then: text("Then"),
});

/** The posted buttons' fields read the one way (lib/forms); what cannot be read is one message for the form. */
export function readBookingChange(
  payload: FormData | URLSearchParams,
): { ok: true; change: BookingChange; refuse: (message: string) => FormReply } | { ok: false; reply: FormReply } {
  const submission = readSubmission(payload, bookingChangeSchema);
  const fields = submission.status === "success" ? submission.value : null;
  // A change read but not made (stale, full, gone): its reason is the form's error.
  const refuse = (message: string) => submission.reply({ formErrors: [message] });
  if (fields && fields.id !== null && fields.version !== null) {
    const { id, version } = fields;
    if (fields.intent === "release") return { ok: true, change: { kind: "release", id, version }, refuse };
    if (isBookingStatus(fields.status)) {
      return {
        ok: true,
        change: { kind: "status", id, version, status: fields.status, whatsapp: fields.then === "whatsapp" },
        refuse,
      };
    }
  }
  return { ok: false, reply: refuse(UNREADABLE) };
}
