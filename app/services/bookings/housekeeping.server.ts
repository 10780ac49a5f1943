import type { Kysely } from "kysely";
import { deleteOutboxFor } from "../mail/index.server.ts";
import type { Database, Tables } from "../platform/db.server.ts";

/** Deletes bookings left in Spam since before `before` (housekeeping, after SPAM_KEPT_DAYS). */
export async function deleteSpamBookingsBefore(database: Database, before: Date): Promise<number> {
  const result = await database.db
    .deleteFrom("bookings")
    .where("status", "=", "spam")
    .where("created_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A customer deleted (customers' deleteCustomer, in its transaction): every booking
 * of theirs, its history (by the foreign key's cascade) and its e-mail still waiting
 * in the outbox.
 */
export async function deleteBookingsOf(trx: Kysely<Tables>, customerKey: string): Promise<number> {
  const rows = await trx.selectFrom("bookings").select("id").where("customer_key", "=", customerKey).execute();
  if (rows.length === 0) return 0;
  await deleteOutboxFor(
    trx,
    rows.map((r) => `booking:${r.id}`),
  );
  await trx
    .deleteFrom("booking_changes")
    .where(
      "booking_id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  const result = await trx.deleteFrom("bookings").where("customer_key", "=", customerKey).executeTakeFirst();
  return Number(result.numDeletedRows);
}
