import type { Kysely, Selectable } from "kysely";
import type { Tables } from "../platform/db.server.ts";

/** A booking as the service hands it out: every column but the submission key. */
export type BookingRow = Omit<Selectable<Tables["bookings"]>, "submission_key">;

export const BOOKING_COLUMNS = [
  "id",
  "reference",
  "kind",
  "item_id",
  "item_ref",
  "item_title",
  "item_image_key",
  "item_image_kind",
  "purpose",
  "date",
  "time",
  "starts_at",
  "name",
  "phone",
  "phone_e164",
  "customer_key",
  "size",
  "note",
  "status",
  "status_at",
  "status_by",
  "created_at",
  "version",
  "spam_reason",
  "spam_released_by",
  "source",
  "created_by",
  "language",
] as const;

export async function findBooking(db: Kysely<Tables>, reference: string): Promise<BookingRow | undefined> {
  return db.selectFrom("bookings").select(BOOKING_COLUMNS).where("reference", "=", reference).executeTakeFirst();
}

/** A booking by its row id: a review's staff view names the visit it came from and who to call. */
export async function findBookingById(db: Kysely<Tables>, id: number): Promise<BookingRow | undefined> {
  return db.selectFrom("bookings").select(BOOKING_COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** A person's bookings, newest slot first: beside their messages on the Customers page. */
export async function bookingsOfCustomer(db: Kysely<Tables>, key: string): Promise<BookingRow[]> {
  return db
    .selectFrom("bookings")
    .select(BOOKING_COLUMNS)
    .where("customer_key", "=", key)
    .where("status", "!=", "spam")
    .orderBy("starts_at", "desc")
    .limit(50)
    .execute();
}

export type BookingChange = { at: string; admin_name: string; from_status: string; to_status: string };

export async function bookingHistories(
  db: Kysely<Tables>,
  ids: readonly number[],
): Promise<Map<number, BookingChange[]>> {
  const map = new Map<number, BookingChange[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom("booking_changes")
    .select(["booking_id", "at", "admin_name", "from_status", "to_status"])
    .where("booking_id", "in", ids)
    .orderBy("at")
    .orderBy("id")
    .execute();
  for (const { booking_id, ...change } of rows) map.set(booking_id, [...(map.get(booking_id) ?? []), change]);
  return map;
}
