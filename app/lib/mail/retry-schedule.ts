/**
 * When a side effect that failed (an alert e-mail the SMTP server refused) is tried
 * again: 1 minute after the first failure, then doubling up to once an hour, and
 * given up 24 hours after it was first queued (the dashboard then shows it as
 * failed). A little jitter keeps several instances from retrying in lockstep.
 */
export const RETRY_FIRST_MS = 60_000;
export const RETRY_MAX_MS = 60 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

export type RetrySchedule = { firstMs: number; maxMs: number; giveUpAfterMs: number };

export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  firstMs: RETRY_FIRST_MS,
  maxMs: RETRY_MAX_MS,
  giveUpAfterMs: GIVE_UP_AFTER_MS,
};

/** The wait after the `failures`-th failed attempt (1-based), within ±10 % jitter. */
export function retryDelayMs(
  failures: number,
  schedule: RetrySchedule = DEFAULT_RETRY_SCHEDULE,
  random = Math.random,
): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 30);
  const base = Math.min(schedule.firstMs * 2 ** exponent, schedule.maxMs);
  return Math.round(base * (0.9 + 0.2 * random()));
}

/**
 * After a failure at `now`: the time of the next attempt, or null when the next one
 * would fall past the give-up point.
 */
export function nextAttemptAt(
  queuedAt: number,
  failures: number,
  now: number,
  schedule: RetrySchedule = DEFAULT_RETRY_SCHEDULE,
  random = Math.random,
): number | null {
  const next = now + retryDelayMs(failures, schedule, random);
  return next - queuedAt > schedule.giveUpAfterMs ? null : next;
}
