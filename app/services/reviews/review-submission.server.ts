import { createHash } from "node:crypto";
import { FORM_TOKEN_FIELD, withoutSpamFields } from "../../lib/contact/contact-fields.ts";
import type { SpamReason } from "../../lib/contact/spam.ts";
import { readFields } from "../../lib/forms/submission.ts";
import { LINK_STATE_WORDS, type LinkState } from "../../lib/reviews/review-rules.ts";
import { reviewFormSchema, type ReviewInput } from "../../lib/reviews/review-schema.ts";
import { isReviewToken } from "../../lib/reviews/review-token.ts";
import { tokenHash } from "../platform/secret-box.server.ts";
import { receive, type Earlier } from "../intake/index.server.ts";
import { withKeyLock, type Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { describeWait, type RateLimit } from "../platform/rate-limit.server.ts";
import { reviewLinkState } from "./review-links.server.ts";
import { releaseSpamReview } from "./review-moderation.server.ts";
import { raiseReviewsVersion, reviewsChanged } from "./reviews-version.server.ts";

/**
 * A customer's review, sent from /review/<token> (with or without JavaScript) through
 * the one intake path (services/intake), like the contact form and a booking: the
 * honeypot and the form token, validation with the page's schema, the same post
 * again answered as the first, a per-address limit, then the store. What makes it a
 * review from a real visit is the link: it is taken (marked used) in the same
 * transaction as the review is stored, by a conditional update, and `reviews.link_id`
 * is unique, so of two posts of one token at once exactly one is stored, on SQLite and
 * PostgreSQL alike; the other is told the link was used.
 *
 * What the spam checks catch still takes the link (it was used) and is kept in Spam,
 * not counted, until the visitor's page re-checks it or staff release it.
 */
export const REVIEW_RATE_LIMIT: RateLimit = { bucket: "review", limit: 10, windowMs: 60 * 60 * 1000 };
export const REVIEW_SPAM_RATE_LIMIT: RateLimit = { bucket: "review-spam", limit: 10, windowMs: 60 * 60 * 1000 };

export type ReviewOutcome =
  | { status: 201; reviewId: number; spam?: false }
  | { status: 201; spam: true; recheck?: string }
  | { status: 400; message: string; reply: ReturnType<ReviewSubmission["reply"]> }
  | { status: 404 | 409 | 410; state: Exclude<LinkState, "valid">; message: string }
  | { status: 429; message: string; retryAfterSeconds: number };

export function readReview(fields: Record<string, unknown>) {
  return readFields(withoutSpamFields(fields), reviewFormSchema);
}
export type ReviewSubmission = ReturnType<typeof readReview>;

function reviewKey(token: unknown, spam: boolean): string {
  return createHash("sha256")
    .update(`${spam ? "review-spam" : "review"}:${String(token)}`)
    .digest("base64url");
}

function refusedLink(state: Exclude<LinkState, "valid">): Extract<ReviewOutcome, { state: unknown }> {
  const status = state === "used" ? 409 : state === "unknown" ? 404 : 410;
  const words = LINK_STATE_WORDS[state];
  return { status, state, message: `${words.title}. ${words.text}` };
}

type Checked = { input: ReviewInput; linkId: number };
type Stored = Earlier;

export async function submitReview(
  database: Database,
  token: unknown,
  fields: Record<string, unknown>,
  options: {
    address: string;
    secret: string;
    rateLimited: boolean;
    now?: number;
    /** The fields as the route already read them (readReview); read here otherwise. */
    submission?: ReviewSubmission;
  },
): Promise<ReviewOutcome> {
  const now = options.now ?? Date.now();
  if (!isReviewToken(token)) return refusedLink("unknown");
  const formToken = fields[FORM_TOKEN_FIELD];
  const stillHeld = async (): Promise<ReviewOutcome> => ({ status: 201, spam: true });
  return receive<Checked, Stored, ReviewOutcome>(
    database,
    fields,
    { ...options, requireToken: true, now },
    {
      name: "review",
      subject: "review",
      limits: { normal: REVIEW_RATE_LIMIT, spam: REVIEW_SPAM_RATE_LIMIT },
      async validate(fields) {
        const view = await reviewLinkState(database, token, now);
        if (view.state !== "valid" || !view.link) {
          // The same post again (a reload of the answer, a retry): the key finds the review it stored.
          if (view.state === "used" && (await sameKeyStored(database, formToken))) {
            return { ok: true, input: { input: EMPTY_INPUT, linkId: 0 } };
          }
          return { ok: false, answer: refusedLink(view.state as Exclude<LinkState, "valid">) };
        }
        const submission = options.submission ?? readReview(fields);
        if (submission.status !== "success" || !submission.value) {
          return {
            ok: false,
            answer: { status: 400, message: "Please correct the highlighted fields.", reply: submission.reply() },
          };
        }
        return { ok: true, input: { input: submission.value, linkId: view.link.id } };
      },
      key: reviewKey,
      earlier: (key) =>
        database.db
          .selectFrom("reviews")
          .select(["id", "status", "spam_reason"])
          .where("submission_key", "=", key)
          .executeTakeFirst(),
      repeated: async (earlier) => ({ status: 201, reviewId: earlier.id }),
      async store({ input, linkId }, key, spamReason) {
        const stored = await storeReview(database, { token: token as string, linkId, input, key, spamReason, now });
        if (!stored.ok) return { answer: refusedLink(stored.state) };
        if (spamReason) return { held: stored.id };
        log.info("review_stored", { id: stored.id, stars: input.stars });
        return { answer: { status: 201, reviewId: stored.id } };
      },
      held: async (recheck) => ({ status: 201, spam: true, ...(recheck ? { recheck } : {}) }),
      limited: (retryAfterMs) => ({
        status: 429,
        message: `Too many reviews have been sent from this connection. Please try again in ${describeWait(retryAfterMs)}.`,
        retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
      }),
      async release(id) {
        const released = await releaseSpamReview(database, id, { by: "re-check" });
        if (released.ok) return { status: 201, reviewId: id };
        return stillHeld();
      },
      unchanged: stillHeld,
    },
  );
}

const EMPTY_INPUT: ReviewInput = { stars: 1, words: "", displayName: "", consent: false };

async function sameKeyStored(database: Database, formToken: unknown): Promise<boolean> {
  if (formToken === undefined) return false;
  const row = await database.db
    .selectFrom("reviews")
    .select("id")
    .where("submission_key", "in", [reviewKey(formToken, false), reviewKey(formToken, true)])
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Takes the link and stores its review in one transaction. The conditional update
 * (`used_ms is null`, not expired) lets one post through; on PostgreSQL the second
 * waits on the row, then finds it used. The unique link_id is the last word.
 */
async function storeReview(
  database: Database,
  review: {
    token: string;
    linkId: number;
    input: ReviewInput;
    key: string | undefined;
    spamReason: SpamReason | null;
    now: number;
  },
): Promise<{ ok: true; id: number } | { ok: false; state: Exclude<LinkState, "valid"> }> {
  const { input, now } = review;
  const at = new Date(now).toISOString();
  let outcome: { ok: true; id: number } | { ok: false; state: Exclude<LinkState, "valid"> };
  try {
    outcome = await withKeyLock(database, `review-link:${review.linkId}`, async (trx) => {
      const taken = await trx
        .updateTable("review_links")
        .set({ used_ms: now })
        .where("id", "=", review.linkId)
        .where("token_hash", "=", tokenHash(review.token))
        .where("used_ms", "is", null)
        .where("expires_ms", ">", now)
        .returning(["booking_id", "customer_key", "item_id", "item_ref", "item_title"])
        .executeTakeFirst();
      if (!taken) return { ok: false, state: "used" } as const;
      const visit = await trx
        .selectFrom("bookings")
        .select("status")
        .where("id", "=", taken.booking_id)
        .executeTakeFirst();
      // Taken back by the rollback this refusal causes: the link stays as it was.
      if (!visit || visit.status !== "visited") throw new VisitGone();
      const row = await trx
        .insertInto("reviews")
        .values({
          link_id: review.linkId,
          booking_id: taken.booking_id,
          customer_key: taken.customer_key,
          item_id: taken.item_id,
          item_ref: taken.item_ref,
          item_title: taken.item_title,
          stars: input.stars,
          words: input.words,
          words_consented: input.consent && input.words !== "" ? 1 : 0,
          display_name: input.displayName,
          created_at: at,
          submission_key: review.key ?? null,
          ...(review.spamReason ? { status: "spam", spam_reason: review.spamReason } : {}),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (!review.spamReason) await raiseReviewsVersion(trx);
      return { ok: true, id: row.id } as const;
    });
  } catch (error) {
    if (error instanceof VisitGone) return { ok: false, state: "gone" };
    if (isUniqueViolation(error)) return { ok: false, state: "used" };
    throw error;
  }
  if (outcome.ok && !review.spamReason) reviewsChanged();
  return outcome;
}

class VisitGone extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: unknown })?.code ?? "") + " " + String(error);
  return /23505|UNIQUE constraint failed|SQLITE_CONSTRAINT_UNIQUE/.test(text);
}
