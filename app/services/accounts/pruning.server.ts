import type { Database } from "../platform/db.server.ts";
import { LOGIN_WINDOW_MS, TRUSTED_FOR_MS } from "./login-throttle.server.ts";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./sessions.server.ts";

/**
 * The sign-in rows no throttle or session reads again, deleted at most `batch` per
 * table per run (the composition root's pruning job, app/services/app/pruning.server.ts):
 * failed logins past the login window, successful logins once they no longer make an
 * address or browser known, and expired sessions.
 */
export async function pruneSignIns(
  database: Database,
  now: number,
  batch: number,
): Promise<{ loginAttempts: number; sessions: number }> {
  const { db } = database;
  const deleted = (result: { numDeletedRows: bigint }[]) => Number(result[0]?.numDeletedRows ?? 0);
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
  return { loginAttempts, sessions };
}
