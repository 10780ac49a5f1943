import { deleteBookingsOf } from "../bookings/index.server.ts";
import { deleteMessagesOf } from "../inbox/index.server.ts";
import { recordActivity, type ActivityActor } from "../platform/activity.server.ts";
import type { Database } from "../platform/db.server.ts";
import { anonymiseCustomerReviews, reviewsChanged } from "../reviews/index.server.ts";

export type CustomerDeletion = {
  messages: number;
  bookings: number;
  notes: number;
  measurements: number;
  reviews: number;
};

/**
 * Deletes a customer for good (the DPDP Act's erasure), in one transaction: their
 * messages (with the customers row they make), bookings and their history, notes and
 * measurements, and the e-mails about them still waiting. Their reviews stay in the
 * average by their stars but lose their name, words and key
 * (reviews' anonymiseCustomerReviews), so deleting an unhappy customer never lifts
 * the rating. The activity log says a customer was deleted and how much, never who.
 */
export async function deleteCustomer(
  database: Database,
  customerKey: string,
  actor: ActivityActor,
  now = new Date(),
): Promise<CustomerDeletion> {
  const outcome = await database.db.transaction().execute(async (trx) => {
    const messages = await deleteMessagesOf(trx, database.kind, customerKey);
    const bookings = await deleteBookingsOf(trx, customerKey);
    const notes = await trx.deleteFrom("customer_notes").where("customer_key", "=", customerKey).executeTakeFirst();
    const measurements = await trx
      .deleteFrom("customer_measurements")
      .where("customer_key", "=", customerKey)
      .executeTakeFirst();
    const reviews = await anonymiseCustomerReviews(trx, customerKey, now);
    const deleted: CustomerDeletion = {
      messages,
      bookings,
      notes: Number(notes.numDeletedRows),
      measurements: Number(measurements.numDeletedRows),
      reviews,
    };
    if (Object.values(deleted).some((n) => n > 0)) {
      await recordActivity(trx, { action: "customer.deleted", actor, detail: deleted }, now);
    }
    return deleted;
  });
  if (outcome.reviews > 0) reviewsChanged();
  return outcome;
}
