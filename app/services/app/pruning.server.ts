import type { Database } from "../platform/db.server.ts";
import { startJob, type Job } from "../platform/jobs.server.ts";
import { log } from "../platform/log.server.ts";
import { pruneRateLimitHits } from "../platform/rate-limit.server.ts";
import { pruneSignIns } from "../accounts/index.server.ts";
import { pruneDraftPhotos } from "../catalogue/index.server.ts";

/**
 * Rows that no limit or session will read again are deleted on a timer, whoever
 * posts: rate-limit hits past the longest window (platform), failed and old logins and
 * expired sessions (accounts), and draft photos nobody saved within a day, with their
 * picture files (catalogue). Each run deletes at most `batch` rows per table (an
 * attack can leave many behind; one run must not hold the database for long) and, when
 * a table had more, the next run comes a second later instead of a minute.
 */
export const PRUNE_EVERY_MS = 60_000;
export const PRUNE_BATCH = 1_000;
const CATCH_UP_MS = 1_000;

export type PruneResult = {
  rateLimitHits: number;
  loginAttempts: number;
  sessions: number;
  draftPhotos: number;
  more: boolean;
};

export async function pruneOnce(database: Database, now = Date.now(), batch = PRUNE_BATCH): Promise<PruneResult> {
  const rateLimitHits = await pruneRateLimitHits(database, now, batch);
  const { loginAttempts, sessions } = await pruneSignIns(database, now, batch);
  const draftPhotos = await pruneDraftPhotos(database, now, batch);
  return {
    rateLimitHits,
    loginAttempts,
    sessions,
    draftPhotos,
    more: rateLimitHits >= batch || loginAttempts >= batch || sessions >= batch || draftPhotos >= batch,
  };
}

/** Prunes now and then on a timer until `stop()` (which waits for a run in progress). */
export function startPruning(database: Database, options: { everyMs?: number; batch?: number } = {}): Job {
  const everyMs = options.everyMs ?? PRUNE_EVERY_MS;
  return startJob(
    async () => {
      const result = await pruneOnce(database, Date.now(), options.batch);
      if (result.rateLimitHits + result.loginAttempts + result.sessions + result.draftPhotos > 0) {
        log.info("pruned", result);
      }
      return result.more ? Math.min(CATCH_UP_MS, everyMs) : everyMs;
    },
    { firstMs: 0, everyMs, failed: (error) => log.warn("prune_failed", { error: String(error) }) },
  );
}
