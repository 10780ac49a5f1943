import { createHash, randomBytes } from "node:crypto";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { storeBrand } from "../settings/index.server.ts";
import { log } from "../platform/log.server.ts";
import { describeWait } from "../platform/rate-limit.server.ts";
import { recordActivity } from "../platform/activity.server.ts";
import { completeSignIn, PENDING_ATTEMPTS, pendingSignIn, type LoginOptions } from "./auth.server.ts";
import { reserveLoginAttempt } from "./login-throttle.server.ts";
import { authenticationOptions, relyingParty, verifyPasskey } from "./passkeys.server.ts";
import { clearCookie, isToken, readCookie, readDevice, setCookie } from "./staff-cookies.server.ts";
import { spendRecoveryCode, verifyTotp } from "./two-step.server.ts";

/**
 * The second step of a sign-in (a code from the app, a recovery code, or a passkey
 * of the account) and the passkey sign-in of its own. Both go through the login
 * throttle exactly like a password (the same keys: address, username, browser), so
 * six digits cannot be guessed faster than a password; and a waiting sign-in allows
 * five wrong codes before its password must be entered again.
 */
export type StepResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; reason: "expired" }
  | { ok: false; reason: "wrong"; attemptsLeft: number }
  | { ok: false; reason: "throttled"; retryAfterMs: number; message: string };

export async function verifySecondStep(
  request: Request,
  input: { method: "app" | "recovery"; code: string; address: string },
  options: LoginOptions,
): Promise<StepResult> {
  const { database, secret } = options;
  const now = options.now ?? Date.now();
  const pending = await pendingSignIn(request, database, secret, now);
  if (!pending) return { ok: false, reason: "expired" };
  const { admin } = pending;
  const reservation = await reserveLoginAttempt(
    database,
    { username: admin.username, address: input.address, device: await readDevice(request, secret) },
    now,
  );
  if (!reservation.granted) {
    await recordActivity(database.db, {
      action: "sign-in.throttled",
      actor: admin,
      subject: admin.username,
      detail: { step: "second" },
      address: input.address,
    });
    return {
      ok: false,
      reason: "throttled",
      retryAfterMs: reservation.retryAfterMs,
      message: `Too many failed attempts. Please try again in ${describeWait(reservation.retryAfterMs)}.`,
    };
  }
  const right =
    input.method === "app"
      ? pending.app && (await verifyTotp(database, secret, admin.id, input.code))
      : await spendRecoveryCode(database, admin.id, input.code);
  if (!right) {
    const updated = await database.db
      .updateTable("pending_sign_ins")
      .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
      .where("id_hash", "=", pending.idHash)
      .returning("attempts")
      .executeTakeFirst();
    await recordActivity(database.db, {
      action: "sign-in.second-step-failed",
      actor: admin,
      subject: admin.username,
      detail: { method: input.method },
      address: input.address,
    });
    log.info("login_attempt", { username: admin.username, address: input.address, outcome: "second-step-failure" });
    const attemptsLeft = PENDING_ATTEMPTS - (updated?.attempts ?? PENDING_ATTEMPTS);
    if (attemptsLeft <= 0) {
      await database.db.deleteFrom("pending_sign_ins").where("id_hash", "=", pending.idHash).execute();
      return { ok: false, reason: "expired" };
    }
    return { ok: false, reason: "wrong", attemptsLeft };
  }
  await database.db.deleteFrom("pending_sign_ins").where("id_hash", "=", pending.idHash).execute();
  if (input.method === "recovery") {
    await recordActivity(database.db, {
      action: "two-step.recovery-code-used",
      actor: admin,
      subject: admin.username,
      address: input.address,
    });
  }
  log.info("login_attempt", { username: admin.username, address: input.address, outcome: "success" });
  const setCookies = await completeSignIn(request, admin, {
    ...options,
    reservationId: reservation.id,
    address: input.address,
    stage: "full",
    how: input.method === "app" ? "password and app" : "password and recovery code",
  });
  return { ok: true, setCookies };
}

/**
 * Options for a passkey: a sign-in of its own (bound to this browser by a new
 * cookie) or, when a password is waiting for its second step, for that account
 * only (bound to the waiting sign-in).
 */
export async function passkeyOptions(request: Request, purpose: "sign-in" | "second-step", options: LoginOptions) {
  const { database, secret } = options;
  const rp = relyingParty(request, (await storeBrand(database)).name);
  if (purpose === "second-step") {
    const pending = await pendingSignIn(request, database, secret);
    if (!pending || pending.passkeys === 0) return null;
    return {
      options: await authenticationOptions(
        database,
        secret,
        rp,
        "passkey-second-step",
        pending.token,
        pending.admin.id,
      ),
      setCookies: [] as string[],
    };
  }
  const binding = randomBytes(32).toString("base64url");
  return {
    options: await authenticationOptions(database, secret, rp, "passkey-sign-in", binding, null),
    setCookies: [await setCookie(request, "passkey", binding)],
  };
}

/** The throttle's name for a username-less passkey answer: the credential it names (hashed: ids are long). */
export function passkeyThrottleName(response: unknown): string {
  const id = (response as { id?: unknown } | null)?.id;
  const named = typeof id === "string" && id.length > 0 ? id : "";
  return `(passkey ${createHash("sha256").update(named).digest("base64url").slice(0, 22)})`;
}

export type PasskeyResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; reason: "refused" | "expired" }
  | { ok: false; reason: "throttled"; retryAfterMs: number; message: string };

/** The browser's answer to a passkey challenge: signs in (a whole sign-in, or the second step). */
export async function passkeySignIn(
  request: Request,
  purpose: "sign-in" | "second-step",
  response: AuthenticationResponseJSON,
  address: string,
  options: LoginOptions,
): Promise<PasskeyResult> {
  const { database, secret } = options;
  const now = options.now ?? Date.now();
  const rp = relyingParty(request, (await storeBrand(database)).name);
  const pending = purpose === "second-step" ? await pendingSignIn(request, database, secret, now) : null;
  const binding = purpose === "second-step" ? pending?.token : await readCookie(request, "passkey");
  if (!isToken(binding)) return { ok: false, reason: "expired" };
  const clearChallenge = purpose === "sign-in" ? [await clearCookie(request, "passkey")] : [];

  // Counted like a password attempt: under the waiting account's name or, for a
  // sign-in of its own (no name given), under the credential the answer names, with
  // the address and browser as always. Never under one name shared by every
  // passkey: a flood of made-up answers from one address would make every new
  // browser's real passkey wait.
  const username = pending?.admin.username ?? passkeyThrottleName(response);
  const reservation = await reserveLoginAttempt(
    database,
    { username, address, device: await readDevice(request, secret) },
    now,
  );
  if (!reservation.granted) {
    await recordActivity(database.db, {
      action: "sign-in.throttled",
      actor: pending?.admin ?? null,
      subject: username,
      detail: { how: "passkey" },
      address,
    });
    return {
      ok: false,
      reason: "throttled",
      retryAfterMs: reservation.retryAfterMs,
      message: `Too many failed attempts. Please try again in ${describeWait(reservation.retryAfterMs)}.`,
    };
  }
  const verified = await verifyPasskey(
    database,
    secret,
    rp,
    purpose === "second-step" ? "passkey-second-step" : "passkey-sign-in",
    binding,
    response,
  );
  const admin = verified
    ? await database.db
        .selectFrom("admins")
        .select(["id", "username", "name", "status"])
        .where("id", "=", verified.adminId)
        .executeTakeFirst()
    : undefined;
  if (!verified || !admin || admin.status !== "active" || (pending && pending.admin.id !== admin.id)) {
    await recordActivity(database.db, {
      action: purpose === "second-step" ? "sign-in.second-step-failed" : "sign-in.failed",
      actor: admin ? { id: admin.id, name: admin.name, username: admin.username } : (pending?.admin ?? null),
      subject: admin?.username ?? username,
      detail: { how: "passkey" },
      address,
    });
    log.info("login_attempt", { username: admin?.username ?? username, address, outcome: "passkey-failure" });
    return { ok: false, reason: "refused" };
  }
  if (pending) await database.db.deleteFrom("pending_sign_ins").where("id_hash", "=", pending.idHash).execute();
  log.info("login_attempt", { username: admin.username, address, outcome: "success", how: "passkey" });
  const setCookies = await completeSignIn(request, admin, {
    ...options,
    reservationId: reservation.id,
    address,
    stage: "full",
    how: purpose === "second-step" ? "password and passkey" : "passkey",
  });
  return { ok: true, setCookies: [...setCookies, ...clearChallenge] };
}
