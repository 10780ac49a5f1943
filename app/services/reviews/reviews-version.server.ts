import type { Kysely } from "kysely";
import type { Tables } from "../platform/db.server.ts";
import { invalidatePages } from "../page-cache/index.server.ts";

/**
 * What /reviews, the claims and the item pages show changes with a review stored,
 * released from Spam, its words hidden or shown, or answered: each raises this
 * version in its transaction, and every instance's page cache watches it (registered
 * by the composition root, app/lifecycle.server.ts), like the catalogue's.
 */
export async function readReviewsVersion(db: Kysely<Tables>): Promise<number> {
  const row = await db.selectFrom("reviews_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function raiseReviewsVersion(trx: Kysely<Tables>): Promise<void> {
  await trx
    .updateTable("reviews_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

/** After the commit: this process's cached pages go at once (others within a second). */
export function reviewsChanged(): void {
  invalidatePages("reviews");
}
