import { createHmac, randomBytes } from "node:crypto";
import type { Database } from "../platform/db.server.ts";

/**
 * Server-side staff sessions. The cookie holds 256 random bits; the database holds
 * only their HMAC under the session secret, so reading the table (a backup, a
 * leaked dump) does not yield a working cookie. `now` is a parameter so tests can
 * move the clock.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Writing last-seen on every request would make each page view a write. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionAdmin = { id: number; username: string; name: string | null; email: string | null };

export function hashSessionId(secret: string, token: string): string {
  return createHmac("sha256", secret).update(token).digest("hex");
}

export async function createSession(
  { db }: Database,
  secret: string,
  adminId: number,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({ id_hash: hashSessionId(secret, token), admin_id: adminId, created_ms: now, last_seen_ms: now })
    .execute();
  // Expired rows are deleted as they are met (readSession) and on a timer (pruning.server.ts).
  return token;
}

/** The session's admin, or null when the token is unknown, idle too long or too old. */
export async function readSession(
  { db }: Database,
  secret: string,
  token: string,
  now = Date.now(),
): Promise<SessionAdmin | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const idHash = hashSessionId(secret, token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("admins", "admins.id", "sessions.admin_id")
    .select([
      "sessions.created_ms",
      "sessions.last_seen_ms",
      "admins.id",
      "admins.username",
      "admins.name",
      "admins.email",
    ])
    .where("sessions.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return null;
  if (now - Number(row.last_seen_ms) > SESSION_IDLE_MS || now - Number(row.created_ms) > SESSION_ABSOLUTE_MS) {
    await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
    return null;
  }
  if (now - Number(row.last_seen_ms) > TOUCH_EVERY_MS) {
    await db.updateTable("sessions").set({ last_seen_ms: now }).where("id_hash", "=", idHash).execute();
  }
  return { id: row.id, username: row.username, name: row.name, email: row.email };
}

export async function deleteSession({ db }: Database, secret: string, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", hashSessionId(secret, token)).execute();
}
