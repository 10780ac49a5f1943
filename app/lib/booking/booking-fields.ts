import { CONTACT_LIMITS } from "../contact/contact-fields.ts";

/**
 * The booking form's kinds, purposes, limits and statuses: what pages need to draw
 * the form and the Orders screen, without the validation library
 * (booking-schema.ts, which only the server loads).
 */
export const BOOKING_KINDS = [
  { value: "trial", label: "Trial" },
  { value: "fitting", label: "Fitting" },
] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number]["value"];

export const FITTING_PURPOSES = [
  { value: "trial-room", label: "Trial room visit" },
  { value: "tailoring", label: "Tailoring / alterations" },
  { value: "styling", label: "Personal styling" },
  { value: "groom", label: "Groom consultation" },
] as const;

export const BOOKING_LIMITS = { name: CONTACT_LIMITS.name, size: 20, note: 500, item: 300 } as const;

/** Requested → Confirmed → Visited, or No-show, or Cancelled; Spam → Requested when staff release it. */
export const BOOKING_STATUSES = [
  { value: "requested", label: "Requested" },
  { value: "confirmed", label: "Confirmed" },
  { value: "visited", label: "Visited" },
  { value: "no-show", label: "No-show" },
  { value: "cancelled", label: "Cancelled" },
  // Caught by the spam checks: holds no place until staff move it out (app/lib/contact/spam.ts).
  { value: "spam", label: "Spam" },
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number]["value"];

/** The statuses that hold a place in the slot (capacity counts these). */
export const HOLDING_STATUSES: readonly BookingStatus[] = ["requested", "confirmed", "visited"];

export function bookingStatusLabel(value: string): string {
  return BOOKING_STATUSES.find((s) => s.value === value)?.label ?? value;
}

export function purposeLabel(value: string | null | undefined): string | undefined {
  return FITTING_PURPOSES.find((p) => p.value === value)?.label;
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return BOOKING_STATUSES.some((s) => s.value === value);
}

export type BookingField = "kind" | "item" | "purpose" | "date" | "time" | "name" | "phone" | "size" | "note";
export type BookingFieldErrors = Partial<Record<BookingField, string>>;
