/**
 * The reviews domain's door: what other domains, routes and the server may use.
 * Reviews from real visits: the links staff ask with, the customer's review through the one intake path, the honest figures, hiding words and answering, and what a customer's deletion keeps.
 */
export {
  askRefusalMessage,
  createReviewLink,
  nextAskForCustomer,
  reviewAsks,
  reviewLinkState,
} from "./review-links.server.ts";
export type { AskRefusal, AskedReview, NewReviewLink, ReviewChannel, ReviewLinkView } from "./review-links.server.ts";
export { REVIEW_REQUEST_MAIL, reviewRequestMailHandler } from "./review-mail.server.ts";
export { answerReview, hideWords, releaseSpamReview, showWords } from "./review-moderation.server.ts";
export type { ModerationResult } from "./review-moderation.server.ts";
export {
  getReview,
  listReviews,
  lowReviewsSince,
  publicWords,
  reviewSummary,
  reviewsForCustomer,
  staffReviews,
} from "./review-reads.server.ts";
export type { PublicReview, ReviewPage, ReviewScope, StaffReview, StaffReviewFilter } from "./review-reads.server.ts";
export { itemRatings, itemReviews, reviewsPage, siteRatingClaim } from "./public-reviews.server.ts";
export { anonymiseCustomerReviews } from "./review-retention.server.ts";
export { REVIEW_RATE_LIMIT, readReview, submitReview } from "./review-submission.server.ts";
export type { ReviewOutcome, ReviewSubmission } from "./review-submission.server.ts";
export { readReviewsVersion, reviewsChanged } from "./reviews-version.server.ts";
export { visitReviewStates } from "./visit-reviews.server.ts";
export type { VisitReviewState } from "./visit-reviews.server.ts";
