import { createHash } from "node:crypto";
import { readBooking } from "../../lib/booking/booking-schema.ts";
import type { Slot } from "../../lib/booking/booking-slots.ts";
import type { Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { checkBooking, type BookingRefusal } from "./booking-check.server.ts";
import type { BookingRow } from "./booking-rows.server.ts";
import { createBooking } from "./bookings.server.ts";
import { slotFull } from "./capacity.server.ts";
import { rememberStoreAddress } from "./store-network.server.ts";

export type StaffBookingOutcome =
  | { status: 201; booking: BookingRow; duplicate: boolean }
  | BookingRefusal
  | { status: 409; message: string; alternatives: Slot[] };

/**
 * "New visit" in Orders: staff book an item's trial or a fitting for someone at the
 * counter or on the phone. The slot rules and the capacity hold as for the site (the
 * slot already under way may be booked too: the customer is standing there); the
 * per-address limit does not apply, and the counter's address is remembered as the
 * shop's own. `formKey`: the form's one-time key, so a double tap books once.
 */
export async function createStaffBooking(
  database: Database,
  fields: Record<string, unknown>,
  options: {
    staff: string;
    capacity: number;
    address: string;
    formKey: string;
    now?: number;
    /** The fields as the route already read them (readBooking); read here otherwise. */
    read?: ReturnType<typeof readBooking>;
  },
): Promise<StaffBookingOutcome> {
  const now = options.now ?? Date.now();
  const checked = await checkBooking(database, options.read ?? readBooking(fields), now, {
    allowCurrent: true,
    noTrial: "That item is not on the site or not offered for trial. Pick another, or book a fitting.",
  });
  if (!checked.ok) return checked.refused;
  const { input, item } = checked;
  await rememberStoreAddress(database, options.address, now);
  const result = await createBooking(
    database,
    { ...input, item },
    {
      capacity: options.capacity,
      now,
      staff: options.staff,
      submissionKey: createHash("sha256").update(`staff-booking:${options.formKey}`).digest("base64url"),
    },
  );
  if (result.kind === "full") {
    return slotFull(database, input, options.capacity, now);
  }
  log.info("booking_stored", { id: result.booking.id, kind: input.kind, source: "staff" });
  return { status: 201, booking: result.booking, duplicate: result.kind === "duplicate" };
}
