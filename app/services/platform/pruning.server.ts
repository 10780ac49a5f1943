import type { Database } from "./db.server.ts";
import { log } from "./log.server.ts";
import { LOGIN_WINDOW_MS, TRUSTED_FOR_MS } from "../accounts/login-throttle.server.ts";
import { RATE_LIMIT_RETENTION_MS } from "./rate-limit.server.ts";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../accounts/sessions.server.ts";

/**
 * Rows that no limit or session will read again are deleted on a timer, whoever
 * posts: rate-limit hits past the longest window, failed logins past the login
 * window, successful logins once they no longer make an address or browser known,
 * and expired sessions. Each run deletes at most `batch` rows per table (an attack
 * can leave many behind; one run must not hold the database for long) and, when a
 * table had more, the next run comes a second later instead of a minute.
 */
export const PRUNE_EVERY_MS = 60_000;
export const PRUNE_BATCH = 1_000;
const CATCH_UP_MS = 1_000;

export type PruneResult = { rateLimitHits: number; loginAttempts: number; sessions: number; more: boolean };

export async function pruneOnce(database: Database, now = Date.now(), batch = PRUNE_BATCH): Promise<PruneResult> {
  const { db } = database;
  const deleted = (result: { numDeletedRows: bigint }[]) => Number(result[0]?.numDeletedRows ?? 0);

  const rateLimitHits = deleted(
    await db
      .deleteFrom("rate_limit_hits")
      .where("id", "in", (eb) =>
        eb
          .selectFrom("rate_limit_hits")
          .select("id")
          .where("at_ms", "<=", now - RATE_LIMIT_RETENTION_MS)
          .limit(batch),
      )
      .execute(),
  );
  const loginAttempts = deleted(
    await db
      .deleteFrom("login_attempts")
      .where("id", "in", (eb) =>
        eb
          .selectFrom("login_attempts")
          .select("id")
          .where((w) =>
            w.or([
              w.and([w("success", "=", 0), w("at_ms", "<=", now - LOGIN_WINDOW_MS)]),
              w("at_ms", "<=", now - TRUSTED_FOR_MS),
            ]),
          )
          .limit(batch),
      )
      .execute(),
  );
  const sessions = deleted(
    await db
      .deleteFrom("sessions")
      .where("id_hash", "in", (eb) =>
        eb
          .selectFrom("sessions")
          .select("id_hash")
          .where((w) =>
            w.or([w("last_seen_ms", "<", now - SESSION_IDLE_MS), w("created_ms", "<", now - SESSION_ABSOLUTE_MS)]),
          )
          .limit(batch),
      )
      .execute(),
  );
  return {
    rateLimitHits,
    loginAttempts,
    sessions,
    more: rateLimitHits >= batch || loginAttempts >= batch || sessions >= batch,
  };
}

/** Prunes now and then on a timer until `stop()` (which waits for a run in progress). */
export function startPruning(
  database: Database,
  options: { everyMs?: number; batch?: number } = {},
): { stop(): Promise<void> } {
  const everyMs = options.everyMs ?? PRUNE_EVERY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = async () => {
    let next = everyMs;
    try {
      const result = await pruneOnce(database, Date.now(), options.batch);
      if (result.rateLimitHits + result.loginAttempts + result.sessions > 0) log.info("pruned", result);
      if (result.more) next = Math.min(CATCH_UP_MS, everyMs);
    } catch (error) {
      log.warn("prune_failed", { error: String(error) });
    }
    if (!stopped) schedule(next);
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = run();
    }, ms);
    // The timer never keeps the process alive on its own.
    timer.unref();
  };
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
