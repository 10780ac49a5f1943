import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { redirect } from "react-router";
import {
  isRecent,
  RECENT_VERIFICATION_MS,
  safeNext,
  VERIFY_PATH,
  verifyUrl,
} from "../../lib/accounts/recent-verification.ts";
import { storeBrand } from "../settings/index.server.ts";
import type { Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { describeWait } from "../platform/rate-limit.server.ts";
import { recordActivity } from "../platform/activity.server.ts";
import { releaseLoginAttempt, reserveLoginAttempt } from "./login-throttle.server.ts";
import { authenticationOptions, relyingParty, verifyPasskey } from "./passkeys.server.ts";
import { PasswordCheckBusy, verifyPassword } from "./passwords.server.ts";
import type { SessionAdmin } from "./sessions.server.ts";
import { readDevice } from "./staff-cookies.server.ts";
import { spendRecoveryCode, verifyTotp } from "./two-step.server.ts";

/**
 * "Verify it's you" (epic-stack's requireRecentVerification): a session cookie alone
 * never changes how the account signs in. Turning the app on, replacing or turning it
 * off, new recovery codes, adding or removing a passkey, the password and the
 * account's e-mail need the session to have proved who holds it within the last
 * RECENT_VERIFICATION_MS: the sign-in itself, or the password, an app code or a
 * passkey given on /admin/account/verify. The time is kept on the session's row
 * (sessions.verified_ms), so it holds across instances and cannot be forged by the
 * browser.
 *
 * Every password or code checked inside a session (here, a password change, turning
 * the app off) goes through the login throttle under the account's name, the address
 * and the browser, exactly like a login: five wrong ones per 15 minutes, then 429; a
 * full hash queue is a 503 with Retry-After; each attempt is in the activity log.
 */
export { RECENT_VERIFICATION_MS, safeNext, VERIFY_PATH, verifyUrl };

export function isRecentlyVerified(admin: SessionAdmin, now = Date.now()): boolean {
  return isRecent(admin.session.verifiedMs, now);
}

/**
 * The first line of a change to a sign-in factor, after the guard: a session not
 * verified within 10 minutes is sent to the step (a form: redirect back to `next`
 * afterwards) or answered 403 with the step's address (JSON callers).
 */
export function requireRecentVerification(
  request: Request,
  admin: SessionAdmin,
  options: { next?: string; json?: boolean } = {},
): void {
  if (isRecentlyVerified(admin)) return;
  const target = verifyUrl(options.next ?? new URL(request.url).pathname);
  if (options.json) {
    throw Response.json(
      { ok: false, verify: target, message: "Confirm it is you first: your password, an app code or a passkey." },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    );
  }
  throw redirect(target);
}

export async function markVerified(database: Database, admin: SessionAdmin, now = Date.now()): Promise<void> {
  await database.db
    .updateTable("sessions")
    .set({ verified_ms: now })
    .where("id_hash", "=", admin.session.idHash)
    .execute();
  admin.session.verifiedMs = now;
}

export type SessionCheck =
  | { ok: true }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "throttled" | "busy"; retryAfterMs: number; message: string };

type CheckKind = "password" | "app" | "recovery" | "passkey";

/**
 * One password or code check inside a session, through the login throttle. `run`
 * does the check; the attempt is reserved first (under the lock of every key it
 * counts against), released when nothing was checked (a busy hash queue), and its
 * outcome logged. A right answer leaves no failure behind.
 */
async function throttledCheck(
  database: Database,
  request: Request,
  admin: SessionAdmin,
  input: { kind: CheckKind; purpose: string; address: string; secret: string },
  run: () => Promise<boolean>,
): Promise<SessionCheck> {
  const { kind, purpose, address } = input;
  const actor = { id: admin.id, name: admin.name, username: admin.username };
  const device = await readDevice(request, input.secret);
  const reservation = await reserveLoginAttempt(database, { username: admin.username, address, device });
  if (!reservation.granted) {
    await recordActivity(database.db, {
      action: "account.verify-throttled",
      actor,
      subject: admin.name ?? admin.username,
      detail: { how: kind, for: purpose },
      address,
    });
    log.info("session_check", { username: admin.username, address, outcome: "throttled", how: kind });
    return {
      ok: false,
      reason: "throttled",
      retryAfterMs: reservation.retryAfterMs,
      message: `Too many failed attempts. Please try again in ${describeWait(reservation.retryAfterMs)}.`,
    };
  }
  let right: boolean;
  try {
    right = await run();
  } catch (error) {
    if (!(error instanceof PasswordCheckBusy)) throw error;
    await releaseLoginAttempt(database, reservation.id);
    log.info("session_check", { username: admin.username, address, outcome: "busy", how: kind });
    return {
      ok: false,
      reason: "busy",
      retryAfterMs: error.retryAfterMs,
      message: "Many people are signing in right now. Please try again in a few seconds.",
    };
  }
  log.info("session_check", { username: admin.username, address, outcome: right ? "success" : "failure", how: kind });
  if (right) {
    await releaseLoginAttempt(database, reservation.id);
    return { ok: true };
  }
  await recordActivity(database.db, {
    action: "account.verify-failed",
    actor,
    subject: admin.name ?? admin.username,
    detail: { how: kind, for: purpose },
    address,
  });
  return { ok: false, reason: "wrong" };
}

export type CheckContext = { database: Database; secret: string; address: string; purpose: string };

/** The account's password, checked inside a session (a password change, turning the app off, the step). */
export async function checkSessionPassword(
  request: Request,
  admin: SessionAdmin,
  password: string,
  context: CheckContext,
): Promise<SessionCheck> {
  const { database } = context;
  return throttledCheck(database, request, admin, { ...context, kind: "password" }, async () => {
    const row = await database.db
      .selectFrom("admins")
      .select("password_hash")
      .where("id", "=", admin.id)
      .executeTakeFirst();
    const acceptable = password.length > 0 && password.length <= 1024;
    return !!row && (await verifyPassword(acceptable ? password : "-", row.password_hash)) && acceptable;
  });
}

/** A code from the account's current app, or one of its recovery codes (spent when right). */
export async function checkSessionCode(
  request: Request,
  admin: SessionAdmin,
  input: { method: "app" | "recovery" | "either"; code: string },
  context: CheckContext,
): Promise<SessionCheck> {
  const { database, secret } = context;
  const kind = input.method === "recovery" ? "recovery" : "app";
  return throttledCheck(database, request, admin, { ...context, kind }, async () => {
    if (input.method !== "recovery" && (await verifyTotp(database, secret, admin.id, input.code))) return true;
    if (input.method !== "app" && (await spendRecoveryCode(database, admin.id, input.code))) return true;
    return false;
  });
}

/** The step's answer: verified now (and logged), or why not. */
export async function verifyWith(
  request: Request,
  admin: SessionAdmin,
  input: { method: "password"; password: string } | { method: "app"; code: string },
  context: Omit<CheckContext, "purpose">,
): Promise<SessionCheck> {
  const result =
    input.method === "password"
      ? await checkSessionPassword(request, admin, input.password, { ...context, purpose: "verify" })
      : await checkSessionCode(request, admin, { method: "app", code: input.code }, { ...context, purpose: "verify" });
  if (result.ok) await recordVerified(context.database, admin, input.method, context.address);
  return result;
}

async function recordVerified(database: Database, admin: SessionAdmin, how: CheckKind, address: string) {
  await database.db.transaction().execute(async (trx) => {
    const now = Date.now();
    await trx.updateTable("sessions").set({ verified_ms: now }).where("id_hash", "=", admin.session.idHash).execute();
    admin.session.verifiedMs = now;
    await recordActivity(trx, {
      action: "account.verified",
      actor: { id: admin.id, name: admin.name, username: admin.username },
      subject: admin.name ?? admin.username,
      detail: { how },
      address,
    });
  });
}

/** A passkey challenge for the step, bound to this session and account. */
export async function verifyPasskeyOptions(request: Request, admin: SessionAdmin, database: Database, secret: string) {
  const rp = relyingParty(request, (await storeBrand(database)).name);
  return authenticationOptions(database, secret, rp, "passkey-verify", admin.session.idHash, admin.id);
}

/** The browser's answer to the step's passkey challenge: one of this account's passkeys, through the throttle. */
export async function verifyWithPasskey(
  request: Request,
  admin: SessionAdmin,
  response: AuthenticationResponseJSON,
  context: Omit<CheckContext, "purpose">,
): Promise<SessionCheck> {
  const { database, secret, address } = context;
  const rp = relyingParty(request, (await storeBrand(database)).name);
  const result = await throttledCheck(
    database,
    request,
    admin,
    { kind: "passkey", purpose: "verify", address, secret },
    async () => {
      const verified = await verifyPasskey(database, secret, rp, "passkey-verify", admin.session.idHash, response);
      return verified?.adminId === admin.id;
    },
  );
  if (result.ok) await recordVerified(database, admin, "passkey", address);
  return result;
}
