/**
 * Why a visitor's message or booking was put in Spam instead of the inbox or
 * Orders. Each is a guess about robots that a person can also trip (a browser that
 * fills and sends the form at once, a tab left open for days, a page rendered before
 * the site's key changed), which is why nothing caught is thrown away: staff see it
 * in Spam with this reason and move it back with one tap.
 */
export const SPAM_REASONS = {
  "too-fast": "Sent within 3 seconds of the page opening",
  expired: "Sent from a page open for more than 2 days",
  invalid: "Sent from a page older than the site's current key, or altered",
  honeypot: "Filled in a hidden field only robots see",
} as const;

export type SpamReason = keyof typeof SPAM_REASONS;

export function isSpamReason(value: unknown): value is SpamReason {
  return typeof value === "string" && Object.hasOwn(SPAM_REASONS, value);
}

export function spamReasonWords(reason: string | null | undefined): string {
  return isSpamReason(reason) ? SPAM_REASONS[reason] : "Caught by the spam checks";
}

/** Spam left alone is deleted after this many days (a person's words are not kept for ever by mistake). */
export const SPAM_KEPT_DAYS = 30;

/** Who moved an item out of Spam when the visitor's own browser passed the re-check. */
export const RECHECK_RELEASER = "re-check";
