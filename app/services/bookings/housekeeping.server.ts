import type { Database } from "../platform/db.server.ts";

/** Deletes bookings left in Spam since before `before` (housekeeping, after SPAM_KEPT_DAYS). */
export async function deleteSpamBookingsBefore(database: Database, before: Date): Promise<number> {
  const result = await database.db
    .deleteFrom("bookings")
    .where("status", "=", "spam")
    .where("created_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
