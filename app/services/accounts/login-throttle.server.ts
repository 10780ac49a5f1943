import { withKeyLock, type Database } from "../platform/db.server.ts";

/**
 * How many password guesses a login may cost, kept in `login_attempts` so it holds
 * across restarts and instances. The policy (README, "Staff login"):
 *
 * - An address gets LOGIN_FAILURE_LIMIT failed attempts per LOGIN_WINDOW_MS, for any
 *   usernames; then it waits. No exception.
 * - A username gets LOGIN_FAILURE_LIMIT failed attempts per window from strangers,
 *   wherever they come from; then strangers wait. Staff are not strangers: a browser
 *   that signed in as that user before (its device cookie) or an address that did
 *   (within TRUSTED_FOR_MS) still gets its own attempts, so people failing the
 *   admin's username elsewhere cannot lock the admin out. Such a device has its own
 *   limit, the same five, in case its cookie is stolen.
 * - An attempt is reserved before the password is checked, under the lock of every
 *   key it counts against (`withKeyLock`), and counts as a failure until the check
 *   says otherwise. However many arrive at once, no key ever has more than the limit
 *   checked: a burst cannot slip through while the first hashes run.
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const TRUSTED_FOR_MS = 90 * 24 * 60 * 60 * 1000;

export type LoginAttemptKey = { username: string; address: string; device?: string };

export type Reservation = { granted: true; id: number } | { granted: false; retryAfterMs: number };

export async function reserveLoginAttempt(
  database: Database,
  attempt: LoginAttemptKey,
  now = Date.now(),
): Promise<Reservation> {
  const { username, address, device } = attempt;
  const keys = [`login-address:${address}`, `login-user:${username}`];
  if (device) keys.push(`login-device:${device}`);
  return withKeyLock(database, keys, async (trx) => {
    const since = now - LOGIN_WINDOW_MS;
    /** Epoch ms when one more attempt on this key is allowed, or 0 when it is allowed now. */
    const blockedUntil = async (column: "username" | "address" | "device", value: string) => {
      const rows = await trx
        .selectFrom("login_attempts")
        .select("at_ms")
        .where(column, "=", value)
        .where("success", "=", 0)
        .where("at_ms", ">", since)
        .orderBy("at_ms", "desc")
        .limit(LOGIN_FAILURE_LIMIT)
        .execute();
      // The limit-th most recent failure leaving the window frees a place.
      return rows.length >= LOGIN_FAILURE_LIMIT ? Number(rows.at(-1)!.at_ms) + LOGIN_WINDOW_MS : 0;
    };
    const trusted = async () => {
      const row = await trx
        .selectFrom("login_attempts")
        .select("id")
        .where("username", "=", username)
        .where("success", "=", 1)
        .where("at_ms", ">", now - TRUSTED_FOR_MS)
        .where((eb) =>
          device ? eb.or([eb("address", "=", address), eb("device", "=", device)]) : eb("address", "=", address),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    };

    let until = await blockedUntil("address", address);
    if (until === 0) {
      if (await trusted()) {
        if (device) until = await blockedUntil("device", device);
      } else {
        until = await blockedUntil("username", username);
      }
    }
    // `now` was read before waiting for the lock, so failures recorded meanwhile can lie
    // a moment after it: no wait is longer than the window itself.
    if (until > 0)
      return { granted: false, retryAfterMs: Math.min(LOGIN_WINDOW_MS, Math.max(1_000, until - now)) } as const;

    const row = await trx
      .insertInto("login_attempts")
      .values({ username, address, device: device ?? null, at_ms: now, success: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { granted: true, id: row.id } as const;
  });
}

/** The password was right: the reserved attempt is a success, and makes its address and device trusted. */
export async function recordLoginSuccess(database: Database, id: number, device: string): Promise<void> {
  await database.db.updateTable("login_attempts").set({ success: 1, device }).where("id", "=", id).execute();
}

/** No password was checked (the server was too busy): the attempt does not count. */
export async function releaseLoginAttempt(database: Database, id: number): Promise<void> {
  await database.db.deleteFrom("login_attempts").where("id", "=", id).execute();
}
