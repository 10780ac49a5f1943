import * as z from "zod/mini";
import {
  BOOKING_KINDS,
  BOOKING_LIMITS,
  FITTING_PURPOSES,
  type BookingField,
  type BookingFieldErrors,
} from "./booking-fields.ts";
import { phoneNumber } from "../contact/contact-schema.ts";
import { hasVisibleCharacter, text } from "../forms/fields.ts";
import { charCount } from "../text/characters.ts";

/**
 * A visit booking as the visitor sends it: a trial of one item, or a fitting for a
 * purpose. The same schema checks the form in the browser and, the check that
 * counts, on the server; slot rules (closure, past, full) are the server's
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

export type BookingValidation = { ok: true; data: BookingInput } | { ok: false; errors: BookingFieldErrors };

/** The first error of each field; a trial needs its item, a fitting its purpose. */
export function validateBooking(input: unknown): BookingValidation {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, errors: { name: "Please fill in the form." } };
  }
  const parsed = bookingSchema.safeParse(input);
  const errors: BookingFieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as BookingField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  } else {
    if (parsed.data.kind === "trial" && parsed.data.item === "") errors.item = "Please choose an item from the site.";
    if (parsed.data.kind === "fitting" && parsed.data.purpose === "") {
      errors.purpose = "Please choose what the visit is for.";
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: parsed.data };
}
