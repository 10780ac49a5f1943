/**
 * The rules reviews live by (issue 34, docs/behaviour.md "Honest by design"): how
 * long a link lasts, how often a customer may be asked, and from how many reviews
 * the site shows a computed figure instead of what the owner states.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A review link works once, for 30 days. */
export const LINK_VALID_MS = 30 * DAY_MS;

/** A customer is asked at most once a month, whichever visit, whoever asks. */
export const ASK_INTERVAL_MS = 30 * DAY_MS;

/** The claims (home stats strip, collection heroes) show the computed figures from this many reviews. */
export const CLAIM_MIN_REVIEWS = 5;

/** An item page shows its average from this many reviews (its reviews show from the first). */
export const ITEM_MIN_REVIEWS = 3;

export const REVIEW_LIMITS = { words: 1000, displayName: 40, answer: 1000 } as const;

/** /reviews and the staff screen: reviews a page. */
export const REVIEWS_PAGE_SIZE = 20;

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;
export type Stars = (typeof STAR_VALUES)[number];

export function isStars(value: unknown): value is Stars {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** A low review (1–2 stars): the dashboard links to it so the owner can call the customer. */
export function isLowReview(stars: number): boolean {
  return stars <= 2;
}

/** Why staff hid a review's words: the only three the issue allows. */
export const HIDE_REASONS = {
  abuse: "Abuse",
  "personal-data": "Personal data",
  "customer-asked": "The customer asked",
} as const;
export type HideReason = keyof typeof HIDE_REASONS;

export function isHideReason(value: unknown): value is HideReason {
  return typeof value === "string" && Object.hasOwn(HIDE_REASONS, value);
}

/**
 * When the customer may next be asked, or null when they may be asked now: at most
 * once every ASK_INTERVAL_MS since their latest link, whichever visit it was for.
 */
export function nextAskAllowedMs(lastAskedMs: number | null | undefined, now: number): number | null {
  if (lastAskedMs === null || lastAskedMs === undefined) return null;
  const next = lastAskedMs + ASK_INTERVAL_MS;
  return next > now ? next : null;
}

export type LinkState = "valid" | "used" | "expired" | "gone" | "unknown";

/**
 * A link's state from its row and its visit: used wins over expired (the customer
 * did review), a visit that no longer exists or is no longer "visited" is gone (410).
 */
export function linkStateOf(
  link: { used_ms: number | null; expires_ms: number } | undefined,
  visit: { status: string } | undefined,
  now: number,
): LinkState {
  if (!link) return "unknown";
  if (link.used_ms !== null) return "used";
  if (!visit || visit.status !== "visited") return "gone";
  if (Number(link.expires_ms) <= now) return "expired";
  return "valid";
}

/** What the review page says for a link it cannot take. */
export const LINK_STATE_WORDS: Record<Exclude<LinkState, "valid">, { title: string; text: string }> = {
  used: {
    title: "This review has already been sent",
    text: "Each review link works once, and this one has been used. Thank you for your review.",
  },
  expired: {
    title: "This review link has expired",
    text: "Review links last 30 days. If you would still like to tell us about your visit, please message the store.",
  },
  gone: {
    title: "This visit is no longer on our records",
    text: "The visit this link was for has been removed, so it can no longer be reviewed.",
  },
  unknown: {
    title: "We could not find this review link",
    text: "Please check that the whole link was copied, or message the store for a new one.",
  },
};
