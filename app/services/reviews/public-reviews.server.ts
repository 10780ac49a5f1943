import { type Kysely, sql } from "kysely";
import { itemPath } from "../../lib/catalogue/paths.ts";
import { clampPage } from "../../lib/paging.ts";
import { itemRating, type ItemRating, type ReviewSummary } from "../../lib/reviews/figures.ts";
import {
  ITEM_REVIEWS_SHOWN,
  publicReview,
  type PublicReview,
  REVIEWS_PAGE_SIZE,
  type ReviewRow,
  type ReviewsPageData,
  STAR_VALUES,
  type StarValue,
} from "../../lib/reviews/public-reviews.ts";
import { ratingClaim, type RatingClaim } from "../../lib/reviews/shown-figures.ts";
import type { Claims } from "../../lib/settings/claims.ts";
import type { Tables } from "../platform/db.server.ts";

/**
 * The public reads of the reviews (docs/behaviour.md#reviews): /reviews, the figures
 * every claim states, and an item's reviews. A review counts in every figure whatever
 * its stars and whether its words are hidden; only what spam checks held back
 * (status "spam") is left out until staff release it.
 */

const PUBLISHED = "published";

/** The columns a visitor's view is built from: never the phone, e-mail or customer key. */
const SHOWN_COLUMNS = [
  "reviews.id",
  "reviews.stars",
  "reviews.words",
  "reviews.words_consented",
  "reviews.words_hidden_at",
  "reviews.display_name",
  "reviews.created_at",
  "reviews.answer",
  "reviews.answered_at",
  "reviews.answered_by",
  "reviews.item_id",
  "reviews.item_title",
] as const;

type Counts = { stars: number; n: number | string | bigint };

function summaryOf(rows: readonly Counts[]): { summary: ReviewSummary; distribution: Record<StarValue, number> } {
  const distribution: Record<StarValue, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  for (const row of rows) {
    const stars = Number(row.stars) as StarValue;
    if (STAR_VALUES.includes(stars)) distribution[stars] += Number(row.n);
  }
  const count = STAR_VALUES.reduce((sum, s) => sum + distribution[s], 0);
  const total = STAR_VALUES.reduce((sum, s) => sum + s * distribution[s], 0);
  return { summary: { count, average: count ? total / count : 0 }, distribution };
}

/** How many published reviews have each star value: one grouped read, the same on both databases. */
async function starCounts(db: Kysely<Tables>, itemId?: number): Promise<Counts[]> {
  return db
    .selectFrom("reviews")
    .select(["stars", (eb) => eb.fn.countAll().as("n")])
    .where("status", "=", PUBLISHED)
    .$if(itemId !== undefined, (q) => q.where("item_id", "=", itemId!))
    .groupBy("stars")
    .execute() as Promise<Counts[]>;
}

/** The store's figures: count, average and distribution over every published review. */
export async function reviewFigures(
  db: Kysely<Tables>,
): Promise<{ summary: ReviewSummary; distribution: Record<StarValue, number> }> {
  return summaryOf(await starCounts(db));
}

/** Where each reviewed item lives while it is published: its title and address. */
async function publishedItemLinks(
  db: Kysely<Tables>,
  itemIds: readonly number[],
): Promise<Map<number, { title: string; href: string }>> {
  const links = new Map<number, { title: string; href: string }>();
  if (itemIds.length === 0) return links;
  const rows = await db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select(["items.id", "items.slug", "items.title", "collections.path"])
    .where("items.id", "in", [...new Set(itemIds)])
    .where("items.status", "=", "published")
    .execute();
  for (const row of rows) links.set(row.id, { title: row.title, href: itemPath(row.path, row.slug) });
  return links;
}

type ShownRow = ReviewRow & { item_id: number | null; item_title: string | null };

async function withItems(db: Kysely<Tables>, rows: readonly ShownRow[], timeZone: string): Promise<PublicReview[]> {
  const links = await publishedItemLinks(
    db,
    rows.flatMap((r) => (r.item_id !== null ? [r.item_id] : [])),
  );
  return rows.map((row) => {
    const link = row.item_id !== null ? links.get(row.item_id) : undefined;
    // A piece no longer on the site keeps its name, without a link to a page that is gone.
    const item = link ?? (row.item_title ? { title: row.item_title } : undefined);
    return publicReview(row, timeZone, item);
  });
}

/**
 * One page of /reviews: the figures over every review, then the reviews newest first,
 * filtered by `stars` when given. A page past the last shows the last.
 */
export async function reviewsPage(
  db: Kysely<Tables>,
  options: { stars: StarValue | null; page: number; timeZone: string; elsewhere?: string },
): Promise<ReviewsPageData> {
  const { summary, distribution } = await reviewFigures(db);
  const total = options.stars === null ? summary.count : distribution[options.stars];
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
  const page = clampPage(options.page, pageCount);
  const rows = total
    ? ((await db
        .selectFrom("reviews")
        .select([...SHOWN_COLUMNS])
        .where("status", "=", PUBLISHED)
        .$if(options.stars !== null, (q) => q.where("stars", "=", options.stars!))
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(REVIEWS_PAGE_SIZE)
        .offset((page - 1) * REVIEWS_PAGE_SIZE)
        .execute()) as ShownRow[])
    : [];
  return {
    summary,
    distribution,
    stars: options.stars,
    page,
    pageCount,
    total,
    reviews: await withItems(db, rows, options.timeZone),
    ...(options.elsewhere ? { elsewhere: options.elsewhere } : {}),
  };
}

/** Each published item of a collection that has reviews: its count, and its average from three. */
export async function itemRatings(db: Kysely<Tables>, collectionPath: string): Promise<Map<string, ItemRating>> {
  const rows = await db
    .selectFrom("reviews")
    .innerJoin("items", "items.id", "reviews.item_id")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select([
      "items.slug",
      (eb) => eb.fn.countAll().as("n"),
      // A float on both databases: PostgreSQL's avg of integers is numeric, read as a string.
      sql<number | string>`avg(cast(reviews.stars as real))`.as("average"),
    ])
    .where("collections.path", "=", collectionPath)
    .where("reviews.status", "=", PUBLISHED)
    .groupBy("items.slug")
    .execute();
  return new Map(rows.map((r) => [r.slug, itemRating({ count: Number(r.n), average: Number(r.average) })]));
}

/** An item's reviews as its page shows them: its figures and its newest few. */
export async function itemReviews(
  db: Kysely<Tables>,
  collectionPath: string,
  slug: string,
  timeZone: string,
): Promise<{ rating: ItemRating; reviews: PublicReview[] }> {
  const item = await db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select(["items.id"])
    .where("collections.path", "=", collectionPath)
    .where("items.slug", "=", slug)
    .where("items.status", "=", "published")
    .executeTakeFirst();
  if (!item) return { rating: { count: 0 }, reviews: [] };
  const { summary } = summaryOf(await starCounts(db, item.id));
  if (summary.count === 0) return { rating: { count: 0 }, reviews: [] };
  const rows = (await db
    .selectFrom("reviews")
    .select([...SHOWN_COLUMNS])
    .where("status", "=", PUBLISHED)
    .where("item_id", "=", item.id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ITEM_REVIEWS_SHOWN)
    .execute()) as ShownRow[];
  // The item's own page: its reviews name no item (it is the page's).
  const reviews = rows.map((row) => publicReview(row, timeZone));
  return { rating: itemRating(summary), reviews };
}

/**
 * The one rating claim the home strip, the brand story and the collection heroes state:
 * the reviews' figures from SITE_FIGURE_MIN_REVIEWS, else the owner's (`stated`). Read
 * in each page's loader, so the claim is in the cached page and costs no request.
 */
export async function siteRatingClaim(db: Kysely<Tables>, stated: Claims): Promise<RatingClaim> {
  return ratingClaim(stated, (await reviewFigures(db)).summary);
}
