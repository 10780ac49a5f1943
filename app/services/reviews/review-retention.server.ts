import type { Kysely } from "kysely";
import type { Tables } from "../platform/db.server.ts";
import { raiseReviewsVersion, reviewsChanged } from "./reviews-version.server.ts";

/**
 * A customer deleted (the DPDP Act): inside the deletion's own transaction, their
 * reviews keep their stars (the average stays honest) and lose their name, words and
 * customer key; their links lose the key too but stay, so a link whose visit is gone
 * answers 410. The store's answer stays: it is the store's words. Call
 * `reviewsChanged()` after the commit when this returned more than 0.
 */
export async function anonymiseCustomerReviews(
  trx: Kysely<Tables>,
  customerKey: string,
  now = new Date(),
): Promise<number> {
  const updated = await trx
    .updateTable("reviews")
    .set((eb) => ({
      customer_key: null,
      display_name: "",
      words: "",
      words_consented: 0,
      anonymised_at: now.toISOString(),
      version: eb("version", "+", 1),
    }))
    .where("customer_key", "=", customerKey)
    .executeTakeFirst();
  await trx.updateTable("review_links").set({ customer_key: null }).where("customer_key", "=", customerKey).execute();
  const count = Number(updated.numUpdatedRows);
  if (count > 0) await raiseReviewsVersion(trx);
  return count;
}

export { reviewsChanged };
