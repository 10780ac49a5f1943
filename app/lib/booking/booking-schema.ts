import * as z from "zod/mini";
import { BOOKING_KINDS, BOOKING_LIMITS, FITTING_PURPOSES, type BookingField } from "./booking-fields.ts";
import { withoutSpamFields } from "../contact/contact-fields.ts";
import { phoneNumber } from "../contact/contact-schema.ts";
import { hasVisibleCharacter, text } from "../forms/fields.ts";
import { readFields } from "../forms/submission.ts";
import { charCount } from "../text/characters.ts";

/**
 * A visit booking as the visitor (or the counter) sends it: a trial of one item, or
 * a fitting for a purpose, read on the server (`readBooking`); slot rules (closure, past, full) are the server's
 * (app/lib/booking/booking-slots.ts, app/services/bookings/bookings.server.ts).
 */
const choice = (label: string, values: readonly string[], message: string) =>
  text(label).check(z.refine((v) => v === "" || values.includes(v), message));

export const bookingSchema = z.object({
  kind: text("Kind").check(
    z.refine((v) => BOOKING_KINDS.some((k) => k.value === v), "Please choose a trial or a fitting."),
  ),
  item: text("Item").check(z.refine((v) => v.length <= BOOKING_LIMITS.item, "Please choose an item from the site.")),
  purpose: choice(
    "Purpose",
    FITTING_PURPOSES.map((p) => p.value),
    "Please choose one of the listed purposes.",
  ),
  date: text("Date").check(
    z.refine((v) => v.length > 0, "Please choose a date."),
    z.refine((v) => v.length === 0 || /^\d{4}-\d{2}-\d{2}$/.test(v), "Please choose a date from the calendar."),
  ),
  time: text("Time").check(
    z.refine((v) => v.length > 0, "Please choose a time."),
    z.refine((v) => v.length === 0 || /^\d{2}:\d{2}$/.test(v), "Please choose one of the listed times."),
  ),
  name: text("Name", { dropBidi: true }).check(
    z.refine((v) => v.length > 0 && hasVisibleCharacter(v), "Please enter your name."),
    z.refine((v) => charCount(v) <= BOOKING_LIMITS.name, `Name can be at most ${BOOKING_LIMITS.name} characters.`),
  ),
  phone: phoneNumber(),
  size: text("Size", { dropBidi: true }).check(
    z.refine((v) => charCount(v) <= BOOKING_LIMITS.size, `Size can be at most ${BOOKING_LIMITS.size} characters.`),
  ),
  note: text("Note", { multiLine: true }).check(
    z.refine((v) => charCount(v) <= BOOKING_LIMITS.note, `Note can be at most ${BOOKING_LIMITS.note} characters.`),
  ),
} satisfies Record<BookingField, z.ZodMiniType>);

export type BookingInput = z.output<typeof bookingSchema>;

/** A booking form (the site's or the counter's) read the one way (lib/forms); the spam-defence fields are the intake's. */
export function readBooking(fields: unknown) {
  const submission = readFields(
    typeof fields === "object" && fields !== null && !Array.isArray(fields)
      ? withoutSpamFields(fields as Record<string, unknown>)
      : fields,
    bookingSchema,
  );
  if (submission.status !== "success") return { ok: false, submission, reply: submission.reply() } as const;
  // What each field alone cannot say: a trial needs its item, a fitting its purpose.
  const { value } = submission;
  const missing: Record<string, string[]> | null =
    value.kind === "trial" && value.item === ""
      ? { item: ["Please choose an item from the site."] }
      : value.kind === "fitting" && value.purpose === ""
        ? { purpose: ["Please choose what the visit is for."] }
        : null;
  if (missing) return { ok: false, submission, reply: submission.reply({ fieldErrors: missing }) } as const;
  return { ok: true, submission, value } as const;
}

export type BookingSubmission = ReturnType<typeof readBooking>["submission"];
