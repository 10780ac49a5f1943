import type { SelectQueryBuilder } from "kysely";
import { clampPage } from "../../lib/paging.ts";
import { summarise, type ReviewSummary } from "../../lib/reviews/review-aggregate.ts";
import { shownName } from "../../lib/reviews/review-names.ts";
import { REVIEWS_PAGE_SIZE, type Stars } from "../../lib/reviews/review-rules.ts";
import type { Database, Tables } from "../platform/db.server.ts";

/**
 * Reading reviews. The figures count every published review, whatever its stars and
 * whether its words are hidden (hiding words never changes them); a review held in
 * Spam is not counted until it is released. The public shapes never carry a phone,
 * an e-mail or a customer key, and carry words only where the customer consented and
 * staff have not hidden them.
 */
export type ReviewScope = {
  /** One item's reviews (the visits that tried it). */
  itemId?: number;
  /** Reviews sent at or after this instant (ISO): the dashboard's month. */
  since?: string;
};

function scoped<O>(
  query: SelectQueryBuilder<Tables, "reviews", O>,
  scope: ReviewScope,
): SelectQueryBuilder<Tables, "reviews", O> {
  let q = query.where("reviews.status", "=", "published");
  if (scope.itemId !== undefined) q = q.where("reviews.item_id", "=", scope.itemId);
  if (scope.since !== undefined) q = q.where("reviews.created_at", ">=", scope.since);
  return q;
}

/** Average, count and distribution: one `group by` over an index. */
export async function reviewSummary(database: Pick<Database, "db">, scope: ReviewScope = {}): Promise<ReviewSummary> {
  const rows = await scoped(database.db.selectFrom("reviews"), scope)
    .select((eb) => ["reviews.stars", eb.fn.countAll<number>().as("n")])
    .groupBy("reviews.stars")
    .execute();
  return summarise(rows.map((r) => ({ stars: Number(r.stars), n: Number(r.n) })));
}

/** A review as the public pages show it. */
export type PublicReview = {
  id: number;
  stars: number;
  /** Null: "Rating only" (no words, no consent, hidden, or the customer deleted). */
  words: string | null;
  /** "Ravi K.", or "A customer". */
  name: string;
  /** When it was sent (ISO): pages show the month. */
  createdAt: string;
  item: { id: number | null; ref: string | null; title: string } | null;
  answer: { text: string; by: string; at: string } | null;
};

const PUBLIC_COLUMNS = [
  "reviews.id",
  "reviews.stars",
  "reviews.words",
  "reviews.words_consented",
  "reviews.words_hidden_at",
  "reviews.display_name",
  "reviews.created_at",
  "reviews.item_id",
  "reviews.item_ref",
  "reviews.item_title",
  "reviews.answer",
  "reviews.answered_at",
  "reviews.answered_by",
] as const;

type PublicRow = {
  id: number;
  stars: number;
  words: string;
  words_consented: number;
  words_hidden_at: string | null;
  display_name: string;
  created_at: string;
  item_id: number | null;
  item_ref: string | null;
  item_title: string | null;
  answer: string | null;
  answered_at: string | null;
  answered_by: string | null;
};

/** The words a review shows publicly: only with consent, and not while hidden. */
export function publicWords(row: Pick<PublicRow, "words" | "words_consented" | "words_hidden_at">): string | null {
  if (row.words === "" || Number(row.words_consented) !== 1 || row.words_hidden_at !== null) return null;
  return row.words;
}

function toPublic(row: PublicRow): PublicReview {
  return {
    id: row.id,
    stars: Number(row.stars),
    words: publicWords(row),
    name: shownName(row.display_name),
    createdAt: row.created_at,
    item: row.item_title ? { id: row.item_id, ref: row.item_ref, title: row.item_title } : null,
    answer: row.answer && row.answered_at ? { text: row.answer, by: row.answered_by ?? "", at: row.answered_at } : null,
  };
}

export type ReviewPage<T> = { reviews: T[]; total: number; page: number; pageCount: number; pageSize: number };

/** /reviews and an item's list: newest first, optionally one star value, paged on the server. */
export async function listReviews(
  database: Pick<Database, "db">,
  request: ReviewScope & { stars?: Stars; page?: number; pageSize?: number } = {},
): Promise<ReviewPage<PublicReview>> {
  const pageSize = request.pageSize ?? REVIEWS_PAGE_SIZE;
  let base = scoped(database.db.selectFrom("reviews"), request);
  if (request.stars !== undefined) base = base.where("reviews.stars", "=", request.stars);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = clampPage(request.page ?? 1, pageCount);
  const rows = await base
    .select(PUBLIC_COLUMNS)
    .orderBy("reviews.created_at", "desc")
    .orderBy("reviews.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { reviews: rows.map(toPublic), total, page, pageCount, pageSize };
}

/** A review as staff see it: its words even when hidden or not consented, who hid them, the visit. */
export type StaffReview = PublicReview & {
  /** Everything the customer wrote ("" for none); the public page shows `words`. */
  allWords: string;
  wordsConsented: boolean;
  hidden: { at: string; by: string; reason: string } | null;
  status: "published" | "spam";
  spamReason: string | null;
  bookingId: number | null;
  customerKey: string | null;
  anonymised: boolean;
  version: number;
};

export type StaffReviewFilter = "all" | "low" | "hidden" | "spam" | "unanswered";

const STAFF_COLUMNS = [
  ...PUBLIC_COLUMNS,
  "reviews.words_hidden_by",
  "reviews.words_hidden_reason",
  "reviews.status",
  "reviews.spam_reason",
  "reviews.booking_id",
  "reviews.customer_key",
  "reviews.anonymised_at",
  "reviews.version",
] as const;

type StaffRow = PublicRow & {
  words_hidden_by: string | null;
  words_hidden_reason: string | null;
  status: string;
  spam_reason: string | null;
  booking_id: number | null;
  customer_key: string | null;
  anonymised_at: string | null;
  version: number;
};

function toStaff(row: StaffRow): StaffReview {
  return {
    ...toPublic(row),
    allWords: row.words,
    wordsConsented: Number(row.words_consented) === 1,
    hidden: row.words_hidden_at
      ? { at: row.words_hidden_at, by: row.words_hidden_by ?? "", reason: row.words_hidden_reason ?? "" }
      : null,
    status: row.status === "spam" ? "spam" : "published",
    spamReason: row.spam_reason,
    bookingId: row.booking_id,
    customerKey: row.customer_key,
    anonymised: row.anonymised_at !== null,
    version: Number(row.version),
  };
}

/** The staff Reviews screen: newest first, filtered, paged. */
export async function staffReviews(
  database: Pick<Database, "db">,
  request: { filter?: StaffReviewFilter; stars?: Stars; page?: number; pageSize?: number; since?: string } = {},
): Promise<ReviewPage<StaffReview>> {
  const pageSize = request.pageSize ?? REVIEWS_PAGE_SIZE;
  const filter = request.filter ?? "all";
  let base = database.db.selectFrom("reviews");
  base = base.where("reviews.status", "=", filter === "spam" ? "spam" : "published");
  if (request.stars !== undefined) base = base.where("reviews.stars", "=", request.stars);
  if (filter === "low") base = base.where("reviews.stars", "<=", 2);
  if (filter === "hidden") base = base.where("reviews.words_hidden_at", "is not", null);
  if (filter === "unanswered") base = base.where("reviews.answer", "is", null);
  if (request.since !== undefined) base = base.where("reviews.created_at", ">=", request.since);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = clampPage(request.page ?? 1, pageCount);
  const rows = await base
    .select(STAFF_COLUMNS)
    .orderBy("reviews.created_at", "desc")
    .orderBy("reviews.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { reviews: rows.map(toStaff), total, page, pageCount, pageSize };
}

export async function getReview(database: Pick<Database, "db">, id: number): Promise<StaffReview | undefined> {
  const row = await database.db
    .selectFrom("reviews")
    .select(STAFF_COLUMNS)
    .where("reviews.id", "=", id)
    .executeTakeFirst();
  return row ? toStaff(row) : undefined;
}

/** A customer's reviews (their page shows each beside its visit, by bookingId), newest first. */
export async function reviewsForCustomer(database: Pick<Database, "db">, customerKey: string): Promise<StaffReview[]> {
  const rows = await database.db
    .selectFrom("reviews")
    .select(STAFF_COLUMNS)
    .where("reviews.customer_key", "=", customerKey)
    .orderBy("reviews.created_at", "desc")
    .limit(100)
    .execute();
  return rows.map(toStaff);
}

/** Published reviews of 1–2 stars since `since` (ISO), newest first: the dashboard's "call this customer". */
export async function lowReviewsSince(
  database: Pick<Database, "db">,
  since: string,
  limit = 5,
): Promise<StaffReview[]> {
  const rows = await database.db
    .selectFrom("reviews")
    .select(STAFF_COLUMNS)
    .where("reviews.status", "=", "published")
    .where("reviews.stars", "<=", 2)
    .where("reviews.created_at", ">=", since)
    .orderBy("reviews.created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(toStaff);
}
