/**
 * A review link's token as it appears in /review/<token>: 32 random bytes in
 * base64url (43 characters), made and hashed by the server (services/reviews). The
 * format check lets a mistyped or truncated link be answered without a database read.
 */
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isReviewToken(value: unknown): value is string {
  return typeof value === "string" && REVIEW_TOKEN_PATTERN.test(value);
}

/** The page's path: /review/<token>. */
export function reviewPath(token: string): string {
  return `/review/${token}`;
}
