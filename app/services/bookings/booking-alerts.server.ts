import { buildBookingAlertEmail } from "../../lib/booking/booking-alert-email.ts";
import { publicUrl } from "../platform/site-address.server.ts";
import { currentSettings, storeFacts } from "../settings/index.server.ts";
import {
  alertMessageId,
  recipientsOf,
  type Mailer,
  type OutboxHandler,
  type Recipients,
} from "../mail/index.server.ts";
import type { Database } from "../platform/db.server.ts";
import { BOOKING_COLUMNS } from "./booking-rows.server.ts";

/** The staff e-mail about a visitor's booking, sent from the outbox. */
export const BOOKING_ALERT = "booking-alert";
export type BookingAlertPayload = { bookingId: number };

export function bookingAlertHandler(database: Database, mailer: Mailer, notify: Recipients): OutboxHandler {
  return async (entry) => {
    const { bookingId } = entry.payload as BookingAlertPayload;
    const booking = await database.db
      .selectFrom("bookings")
      .select(BOOKING_COLUMNS)
      .where("id", "=", bookingId)
      .executeTakeFirst();
    if (!booking) return "gone";
    const link = publicUrl(`/admin/orders?q=${encodeURIComponent(booking.reference)}`);
    await mailer.send({
      to: await recipientsOf(notify),
      ...buildBookingAlertEmail(booking, link, storeFacts(await currentSettings(database)).name),
      messageId: alertMessageId(entry),
    });
    return "done";
  };
}
