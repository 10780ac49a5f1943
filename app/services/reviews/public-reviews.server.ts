import { sql } from "kysely";
import { itemPath } from "../../lib/catalogue/paths.ts";
import { itemRating, type ItemRating } from "../../lib/reviews/item-rating.ts";
import {
  ITEM_REVIEWS_SHOWN,
  type ReviewsPageData,
  shownReview,
  type ShownReview,
} from "../../lib/reviews/public-reviews.ts";
import { roundRating } from "../../lib/reviews/review-aggregate.ts";
import type { Stars } from "../../lib/reviews/review-rules.ts";
import { ratingClaim, type RatingClaim } from "../../lib/reviews/shown-figures.ts";
import type { Claims } from "../../lib/settings/claims.ts";
import type { Database } from "../platform/db.server.ts";
import { listReviews, reviewSummary } from "./review-reads.server.ts";

/**
 * What the public pages read of the reviews (docs/behaviour.md#reviews): /reviews, the
 * one rating claim, an item's reviews and its cards' stars. Every figure counts every
 * published review, whatever its stars and whether its words are hidden
 * (review-reads.server.ts). Each is read in a page's loader, so it is in the page the
 * cache keeps (dropped when reviews_version moves) and costs no request of its own.
 */

type Db = Pick<Database, "db">;

/** Each reviewed piece still published: its address. */
async function publishedItemPaths(database: Db, itemIds: readonly number[]): Promise<Map<number, string>> {
  const paths = new Map<number, string>();
  if (itemIds.length === 0) return paths;
  const rows = await database.db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select(["items.id", "items.slug", "collections.path"])
    .where("items.id", "in", [...new Set(itemIds)])
    .where("items.status", "=", "published")
    .execute();
  for (const row of rows) paths.set(row.id, itemPath(row.path, row.slug));
  return paths;
}

/**
 * One page of /reviews: the figures over every review, then the reviews newest first,
 * of one star value when `stars` is given; a page past the last shows the last.
 */
export async function reviewsPage(
  database: Db,
  options: { stars: Stars | null; page: number; timeZone: string; elsewhere?: string },
): Promise<ReviewsPageData> {
  const [summary, list] = await Promise.all([
    reviewSummary(database),
    listReviews(database, { page: options.page, ...(options.stars !== null ? { stars: options.stars } : {}) }),
  ]);
  const paths = await publishedItemPaths(
    database,
    list.reviews.flatMap((r) => (r.item?.id != null ? [r.item.id] : [])),
  );
  return {
    summary,
    stars: options.stars,
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    reviews: list.reviews.map((review) => {
      // A piece no longer on the site keeps its name, without a link to a page that is gone.
      const itemHref = review.item?.id != null ? paths.get(review.item.id) : undefined;
      return shownReview(review, options.timeZone, itemHref ? { itemHref } : {});
    }),
    ...(options.elsewhere ? { elsewhere: options.elsewhere } : {}),
  };
}

/**
 * The one rating claim the home strip, the brand story and the collection heroes state:
 * the reviews' figures from CLAIM_MIN_REVIEWS, else the owner's (`stated`).
 */
export async function siteRatingClaim(database: Db, stated: Claims): Promise<RatingClaim> {
  return ratingClaim(stated, await reviewSummary(database));
}

/**
 * The cards' figures of one collection: each published piece with reviews, by slug, its
 * count and (from ITEM_MIN_REVIEWS) its average. One grouped read for the whole screen.
 */
export async function itemRatings(database: Db, collectionPath: string): Promise<Map<string, ItemRating>> {
  const rows = await database.db
    .selectFrom("reviews")
    .innerJoin("items", "items.id", "reviews.item_id")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select([
      "items.slug",
      (eb) => eb.fn.countAll<number>().as("n"),
      // The sum, not avg(): an integer on both databases, rounded as every figure is (review-aggregate).
      sql<number | string>`sum(reviews.stars)`.as("total"),
    ])
    .where("collections.path", "=", collectionPath)
    .where("items.status", "=", "published")
    .where("reviews.status", "=", "published")
    .groupBy("items.slug")
    .execute();
  return new Map(
    rows.map((r) => {
      const count = Number(r.n);
      return [r.slug, itemRating({ count, average: roundRating(Number(r.total), count) })];
    }),
  );
}

/** An item's reviews as its page shows them: its figures and its newest few (none for a piece not published). */
export async function itemReviews(
  database: Db,
  collectionPath: string,
  slug: string,
  timeZone: string,
): Promise<{ rating: ItemRating; reviews: ShownReview[] }> {
  const item = await database.db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select("items.id")
    .where("collections.path", "=", collectionPath)
    .where("items.slug", "=", slug)
    .where("items.status", "=", "published")
    .executeTakeFirst();
  if (!item) return { rating: { count: 0 }, reviews: [] };
  const [summary, list] = await Promise.all([
    reviewSummary(database, { itemId: item.id }),
    listReviews(database, { itemId: item.id, pageSize: ITEM_REVIEWS_SHOWN }),
  ]);
  // On the item's own page its reviews do not name it again.
  return {
    rating: itemRating(summary),
    reviews: list.reviews.map((review) => shownReview(review, timeZone, { withItem: false })),
  };
}
