/**
 * The rules of "verify it's you" (services/accounts/recent-verification.server.ts):
 * how recent a session's proof must be for a change to how the account signs in, and
 * where the step sends the browser back to.
 */
export const RECENT_VERIFICATION_MS = 10 * 60 * 1000;
export const VERIFY_PATH = "/admin/account/verify";

/** Whether a session verified at `verifiedMs` (null: never) may change a sign-in factor at `now`. */
export function isRecent(verifiedMs: number | null, now: number): boolean {
  // A time ahead of the clock (another instance's clock a little fast) is allowed a minute, no more.
  return verifiedMs !== null && now - verifiedMs < RECENT_VERIFICATION_MS && verifiedMs <= now + 60_000;
}

/** A path inside the staff area to return to after the step; anything else (another site, the step) is My account. */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/admin\/[\w\-/]*$/.test(next) && !next.startsWith(VERIFY_PATH) ? next : "/admin/account";
}

/** The step's address, returning to `next`. */
export function verifyUrl(next: string): string {
  return `${VERIFY_PATH}?next=${encodeURIComponent(safeNext(next))}`;
}
