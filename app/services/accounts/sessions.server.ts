import { createHmac, randomBytes } from "node:crypto";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../lib/i18n/locale.ts";
import type { Database } from "../platform/db.server.ts";
import { recordActivity } from "../platform/activity.server.ts";

/**
 * Server-side staff sessions. The cookie holds 256 random bits; the database holds
 * only their HMAC under the session secret, so reading the table (a backup, a
 * leaked dump) does not yield a working cookie. `now` is a parameter so tests can
 * move the clock.
 *
 * A session belongs to an active account: disabling the account deletes its
 * sessions, and a session whose account is no longer active reads as none, so the
 * next request of a disabled colleague is signed out. A session in the "setup"
 * stage may only set up two-step sign-in (the owner requires it and the account had
 * none when it signed in).
 */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Writing last-seen on every request would make each page view a write. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionStage = "full" | "setup";

export type SessionAdmin = {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: string;
  /** The language of the account's screens, chosen in My account. */
  language: Locale;
  /** The session's handle (names it in the devices list) and stage. */
  session: { handle: string; stage: SessionStage; idHash: string; verifiedMs: number | null };
};

export function hashSessionId(secret: string, token: string): string {
  return createHmac("sha256", secret).update(token).digest("hex");
}

export type NewSession = { stage?: SessionStage; userAgent?: string | null; address?: string | null };

export async function createSession(
  { db }: Database,
  secret: string,
  adminId: number,
  now = Date.now(),
  details: NewSession = {},
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      id_hash: hashSessionId(secret, token),
      admin_id: adminId,
      created_ms: now,
      last_seen_ms: now,
      handle: randomBytes(16).toString("base64url"),
      user_agent: details.userAgent?.slice(0, 400) ?? null,
      address: details.address?.slice(0, 64) ?? null,
      stage: details.stage ?? "full",
      // Signing in is itself a verification: the password or a passkey was just given.
      verified_ms: now,
    })
    .execute();
  // Expired rows are deleted as they are met (readSession) and on a timer (app/pruning.server.ts).
  return token;
}

/** The session's admin, or null when the token is unknown, idle too long, too old, or its account is not active. */
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
      "sessions.handle",
      "sessions.stage",
      "sessions.verified_ms",
      "admins.id",
      "admins.username",
      "admins.name",
      "admins.email",
      "admins.role",
      "admins.status",
      "admins.language",
    ])
    .where("sessions.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return null;
  if (
    row.status !== "active" ||
    now - Number(row.last_seen_ms) > SESSION_IDLE_MS ||
    now - Number(row.created_ms) > SESSION_ABSOLUTE_MS
  ) {
    await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
    return null;
  }
  if (now - Number(row.last_seen_ms) > TOUCH_EVERY_MS) {
    await db.updateTable("sessions").set({ last_seen_ms: now }).where("id_hash", "=", idHash).execute();
  }
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: row.role,
    language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
    session: {
      handle: row.handle ?? "",
      stage: row.stage === "setup" ? "setup" : "full",
      idHash,
      verifiedMs: row.verified_ms === null ? null : Number(row.verified_ms),
    },
  };
}

export async function deleteSession({ db }: Database, secret: string, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", hashSessionId(secret, token)).execute();
}

/** Two-step sign-in is set up: the session may go everywhere now. */
export async function promoteSession({ db }: Database, idHash: string): Promise<void> {
  await db.updateTable("sessions").set({ stage: "full" }).where("id_hash", "=", idHash).execute();
}

export type DeviceSession = {
  handle: string;
  createdMs: number;
  lastSeenMs: number;
  userAgent: string | null;
  address: string | null;
  current: boolean;
};

/** An account's live sessions, most recently seen first. */
export async function listSessions(
  { db }: Database,
  adminId: number,
  currentHandle: string | null,
  now = Date.now(),
): Promise<DeviceSession[]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["handle", "created_ms", "last_seen_ms", "user_agent", "address"])
    .where("admin_id", "=", adminId)
    .where("last_seen_ms", ">=", now - SESSION_IDLE_MS)
    .where("created_ms", ">=", now - SESSION_ABSOLUTE_MS)
    .orderBy("last_seen_ms", "desc")
    .execute();
  return rows.map((row) => ({
    handle: row.handle ?? "",
    createdMs: Number(row.created_ms),
    lastSeenMs: Number(row.last_seen_ms),
    userAgent: row.user_agent,
    address: row.address,
    current: row.handle !== null && row.handle === currentHandle,
  }));
}

/** Signs out one of an account's devices (by its handle); false when there was no such session. */
export async function endSession({ db }: Pick<Database, "db">, adminId: number, handle: string): Promise<boolean> {
  const result = await db
    .deleteFrom("sessions")
    .where("admin_id", "=", adminId)
    .where("handle", "=", handle)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Signs out one device of an account: a member of staff one of their own (never the
 * one asking), or the owner one of a colleague's. Its line goes in the activity log
 * in the same transaction: a device is never signed out unlogged, nor logged as
 * signed out while it is still in. False when there was no such session.
 */
export async function endDeviceSession(
  database: Database,
  actor: { id: number; name: string | null; username: string; session: { handle: string } },
  accountId: number,
  handle: string,
  address: string | null,
): Promise<boolean> {
  if (accountId === actor.id && handle === actor.session.handle) return false;
  return database.db.transaction().execute(async (trx) => {
    if (!(await endSession({ db: trx }, accountId, handle))) return false;
    const account =
      accountId === actor.id
        ? actor
        : await trx.selectFrom("admins").select(["name", "username"]).where("id", "=", accountId).executeTakeFirst();
    await recordActivity(trx, {
      action: "session.ended",
      actor,
      subject: account ? account.name || account.username : String(accountId),
      address,
    });
    return true;
  });
}

/** Signs out every device of an account, but the one named by `keepIdHash`; returns how many. */
export async function endSessions({ db }: Pick<Database, "db">, adminId: number, keepIdHash?: string): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where("admin_id", "=", adminId)
    .$if(keepIdHash !== undefined, (q) => q.where("id_hash", "!=", keepIdHash!))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
