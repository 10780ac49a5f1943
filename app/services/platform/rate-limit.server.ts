import { withKeyLock, type Database } from "./db.server.ts";

/**
 * A sliding-window limit kept in the database, so it holds across restarts and
 * across several instances sharing PostgreSQL. Each accepted event is a row. Count
 * and insert happen under the key's lock (`withKeyLock`), so a burst from one
 * address gets exactly `limit` acceptances, never more and never fewer.
 */
export type RateLimit = { bucket: string; limit: number; windowMs: number };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export const CONTACT_RATE_LIMIT: RateLimit = { bucket: "contact", limit: 5, windowMs: 10 * 60 * 1000 };

/** Hits are kept this long, then pruned (app/services/app/pruning.server.ts): no limit's window may be longer. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;

export async function takeToken(
  database: Database,
  rule: RateLimit,
  key: string,
  now = Date.now(),
): Promise<RateDecision> {
  if (rule.windowMs > RATE_LIMIT_RETENTION_MS) {
    throw new Error(`Rate limit "${rule.bucket}": a window longer than RATE_LIMIT_RETENTION_MS would lose hits.`);
  }
  const since = now - rule.windowMs;
  return withKeyLock(database, `${rule.bucket}:${key}`, async (trx) => {
    // Old rows of this key are no longer needed: keep the table small as we go.
    await trx
      .deleteFrom("rate_limit_hits")
      .where("bucket", "=", rule.bucket)
      .where("key", "=", key)
      .where("at_ms", "<=", since)
      .execute();
    const rows = await trx
      .selectFrom("rate_limit_hits")
      .select("at_ms")
      .where("bucket", "=", rule.bucket)
      .where("key", "=", key)
      .where("at_ms", ">", since)
      .orderBy("at_ms")
      .execute();
    if (rows.length < rule.limit) {
      await trx.insertInto("rate_limit_hits").values({ bucket: rule.bucket, key, at_ms: now }).execute();
      return { allowed: true } as const;
    }
    // A place frees when the (count - limit + 1)-th oldest hit leaves the window.
    const freeing = rows[rows.length - rule.limit] ?? rows[0];
    return {
      allowed: false,
      retryAfterMs: Math.max(1000, Number(freeing?.at_ms ?? now) + rule.windowMs - now),
    } as const;
  });
}

/** "3 minutes", "1 minute", "45 seconds": for the words a refused visitor reads. */
export function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Deletes at most `batch` hits older than RATE_LIMIT_RETENTION_MS; returns how many it deleted. */
export async function pruneRateLimitHits(database: Database, now: number, batch: number): Promise<number> {
  const result = await database.db
    .deleteFrom("rate_limit_hits")
    .where("id", "in", (eb) =>
      eb
        .selectFrom("rate_limit_hits")
        .select("id")
        .where("at_ms", "<=", now - RATE_LIMIT_RETENTION_MS)
        .limit(batch),
    )
    .execute();
  return Number(result[0]?.numDeletedRows ?? 0);
}
