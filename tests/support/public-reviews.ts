import { FORM_TOKEN_FIELD } from "../../app/lib/contact/contact-fields.ts";
import { MIN_FILL_MS } from "../../app/services/platform/form-token.server.ts";
import type { Database } from "../../app/services/platform/db.server.ts";
import { createReviewLink, submitReview } from "../../app/services/reviews/index.server.ts";
import { agedFormToken } from "./form-tokens.ts";
import { visitedBooking } from "./reviews.ts";

/**
 * Reviews for the tests of where they show (/reviews, the claims, item pages), made the
 * only way a review exists: a visit marked Visited, a link made for it by staff's
 * "Ask for a review" (createReviewLink), and the customer's submission through that
 * link (submitReview, the one intake path). Never written into the table by hand.
 */
export type ReviewSeed = {
  stars: number;
  words?: string;
  /** The name to show; default "Ravi K.". */
  name?: string;
  /** Consent to publish the words; default true. */
  consent?: boolean;
  /** The piece the visit tried: its row id, "<collection path>/<slug>" and title. */
  item?: { id: number; ref: string; title: string };
};

const STAFF = { id: null, name: "Test staff" } as const;
let seeded = 0;

/** Asks for and submits each review in turn (the newest last); returns their ids. */
export async function seedReviews(
  database: Database,
  secret: string,
  reviews: readonly ReviewSeed[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const review of reviews) {
    // Each visit its own customer: a customer is asked once a month.
    const { id: bookingId } = await visitedBooking(database, { item: review.item ?? null });
    const link = await createReviewLink(database, { bookingId, actor: STAFF });
    if (!link.ok) throw new Error(`no review link: ${JSON.stringify(link)}`);
    seeded++;
    const outcome = await submitReview(
      database,
      link.token,
      {
        stars: String(review.stars),
        words: review.words ?? "",
        displayName: review.name ?? "Ravi K.",
        ...(review.consent === false ? {} : { consent: "on" }),
        // Each its own token (dated a millisecond apart): the same token is the same post.
        [FORM_TOKEN_FIELD]: agedFormToken(secret, MIN_FILL_MS + 7_000 + seeded),
      },
      { address: `10.34.${seeded % 250}.${(seeded * 7) % 250}`, secret, rateLimited: true },
    );
    if (outcome.status !== 201 || !("reviewId" in outcome))
      throw new Error(`review not stored: ${JSON.stringify(outcome)}`);
    ids.push(outcome.reviewId);
  }
  return ids;
}
