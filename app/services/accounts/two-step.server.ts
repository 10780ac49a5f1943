import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFromBytes,
} from "../../lib/accounts/recovery-codes.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { recordActivity, type ActivityActor } from "../platform/activity.server.ts";
import { log } from "../platform/log.server.ts";
import { open, seal, tokenHash } from "../platform/secret-box.server.ts";

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238: six digits, 30-second
 * steps, SHA-1, what every app speaks) and ten single-use recovery codes; passkeys
 * are in passkeys.server.ts. The app's secret is stored sealed (secret-box.server.ts),
 * shown once while it is set up (as a QR code drawn here as SVG, and as text), and
 * turned on only when a first code from the app proves it was copied right. A code
 * is accepted once: the last accepted time step is kept and only later ones pass.
 */
const SEAL_PURPOSE = "totp-secret";
/** One step either side: a phone's clock a little off still works. */
const TOLERANCE_SECONDS = 30;

export type TwoStepActor = ActivityActor & { id: number; username: string };

export async function requiresTwoStep({ db }: Pick<Database, "db">): Promise<boolean> {
  const row = await db.selectFrom("account_policy").select("require_two_step").where("id", "=", 1).executeTakeFirst();
  return row?.require_two_step === 1;
}

export async function setTwoStepRequired(
  database: Database,
  actor: TwoStepActor,
  required: boolean,
  address: string,
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("account_policy")
      .set({
        require_two_step: required ? 1 : 0,
        updated_at: new Date().toISOString(),
        updated_by: actor.name ?? actor.username,
      })
      .where("id", "=", 1)
      .execute();
    await recordActivity(trx, { action: required ? "two-step.required" : "two-step.optional", actor, address });
  });
}

/** Whether an account has a second factor (an app or a passkey). */
export async function hasTwoStep({ db }: Pick<Database, "db">, adminId: number): Promise<boolean> {
  const row = await db
    .selectFrom("admins")
    .select("totp_secret")
    .select((eb) =>
      eb
        .selectFrom("passkeys")
        .select((p) => p.fn.countAll<number>().as("n"))
        .whereRef("passkeys.admin_id", "=", "admins.id")
        .as("passkeys"),
    )
    .where("id", "=", adminId)
    .executeTakeFirst();
  return !!row && (row.totp_secret !== null || Number(row.passkeys ?? 0) > 0);
}

export type TotpSetup = { secret: string; uri: string; qrSvg: string };

/** Starts setting up an app: a new secret, kept sealed as pending until confirmed. */
export async function startTotp(
  database: Database,
  sessionSecret: string,
  admin: { id: number; username: string },
  issuer: string,
): Promise<TotpSetup> {
  const secret = generateSecret({ length: 20 });
  await database.db
    .updateTable("admins")
    .set({ totp_pending: seal(sessionSecret, SEAL_PURPOSE, secret) })
    .where("id", "=", admin.id)
    .execute();
  const uri = generateURI({ issuer, label: admin.username, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrSvg };
}

/** The app being set up, again (a mistyped first code does not mean scanning a new key), or null. */
export async function pendingTotp(
  database: Database,
  sessionSecret: string,
  admin: { id: number; username: string },
  issuer: string,
): Promise<TotpSetup | null> {
  const row = await database.db
    .selectFrom("admins")
    .select("totp_pending")
    .where("id", "=", admin.id)
    .executeTakeFirst();
  const secret = row?.totp_pending ? open(sessionSecret, SEAL_PURPOSE, row.totp_pending) : null;
  if (!secret) return null;
  const uri = generateURI({ issuer, label: admin.username, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrSvg };
}

/** The time step of a right, not yet used code, or null. */
async function checkCode(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

async function newRecoveryCodes(trx: Kysely<Tables>, adminId: number, now: number): Promise<string[]> {
  await trx.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    recoveryCodeFromBytes(randomBytes(RECOVERY_CODE_LENGTH)),
  );
  await trx
    .insertInto("recovery_codes")
    .values(codes.map((code) => ({ admin_id: adminId, code_hash: tokenHash(code), created_ms: now })))
    .execute();
  return codes.map(formatRecoveryCode);
}

/** Whether a code matches the app being set up (nothing is changed: confirmTotp does that). */
export async function pendingCodeMatches(
  database: Database,
  sessionSecret: string,
  adminId: number,
  input: string,
): Promise<boolean> {
  const code = normalizeTotpCode(input);
  if (!code) return false;
  const row = await database.db
    .selectFrom("admins")
    .select("totp_pending")
    .where("id", "=", adminId)
    .executeTakeFirst();
  const secret = row?.totp_pending ? open(sessionSecret, SEAL_PURPOSE, row.totp_pending) : null;
  return !!secret && (await checkCode(secret, code, null)) !== null;
}

export type ConfirmTotpResult = { ok: true; recoveryCodes: string[] } | { ok: false; message: string };

/** The first code from the app: the app is on, and ten new recovery codes are made (shown once). */
export async function confirmTotp(
  database: Database,
  sessionSecret: string,
  actor: TwoStepActor,
  input: string,
  address: string,
): Promise<ConfirmTotpResult> {
  const code = normalizeTotpCode(input);
  if (!code) return { ok: false, message: "Enter the six digits the app shows." };
  const row = await database.db
    .selectFrom("admins")
    .select(["totp_pending"])
    .where("id", "=", actor.id)
    .executeTakeFirst();
  const secret = row?.totp_pending ? open(sessionSecret, SEAL_PURPOSE, row.totp_pending) : null;
  if (!secret) return { ok: false, message: "Start again: the setup was not found or has expired." };
  const step = await checkCode(secret, code, null);
  if (step === null) {
    return {
      ok: false,
      message: "That code does not match. Check the app shows this store's account and try the newest code.",
    };
  }
  const now = Date.now();
  const recoveryCodes = await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admins")
      .set({ totp_secret: row!.totp_pending, totp_pending: null, totp_last_step: step })
      .where("id", "=", actor.id)
      .execute();
    const codes = await newRecoveryCodes(trx, actor.id, now);
    await recordActivity(trx, {
      action: "two-step.totp-enabled",
      actor,
      subject: actor.name ?? actor.username,
      address,
    });
    return codes;
  });
  return { ok: true, recoveryCodes };
}

/**
 * Turns the app off, with its recovery codes. The caller has checked the current
 * password (the session alone is not enough) through the login throttle
 * (recent-verification.server.ts).
 */
export async function disableTotp(database: Database, actor: TwoStepActor, address: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admins")
      .set({ totp_secret: null, totp_pending: null, totp_last_step: null })
      .where("id", "=", actor.id)
      .execute();
    await trx.deleteFrom("recovery_codes").where("admin_id", "=", actor.id).execute();
    await recordActivity(trx, {
      action: "two-step.totp-disabled",
      actor,
      subject: actor.name ?? actor.username,
      address,
    });
  });
}

/** Recovery codes for an account that has none yet (its first passkey), or null when it has some. */
export async function firstRecoveryCodes(database: Database, adminId: number): Promise<string[] | null> {
  return database.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("recovery_codes")
      .select("id")
      .where("admin_id", "=", adminId)
      .executeTakeFirst();
    return existing ? null : newRecoveryCodes(trx, adminId, Date.now());
  });
}

/** Ten new recovery codes (the old ones stop working). */
export async function renewRecoveryCodes(database: Database, actor: TwoStepActor, address: string): Promise<string[]> {
  return database.db.transaction().execute(async (trx) => {
    const codes = await newRecoveryCodes(trx, actor.id, Date.now());
    await recordActivity(trx, {
      action: "two-step.recovery-codes",
      actor,
      subject: actor.name ?? actor.username,
      address,
    });
    return codes;
  });
}

/**
 * A code from the account's app, accepted once: the time step is raised in one
 * conditional update, so the same code sent twice at once passes once.
 */
export async function verifyTotp(
  database: Database,
  sessionSecret: string,
  adminId: number,
  input: string,
): Promise<boolean> {
  const code = normalizeTotpCode(input);
  if (!code) return false;
  const row = await database.db
    .selectFrom("admins")
    .select(["totp_secret", "totp_last_step"])
    .where("id", "=", adminId)
    .executeTakeFirst();
  const secret = row?.totp_secret ? open(sessionSecret, SEAL_PURPOSE, row.totp_secret) : null;
  if (!secret) {
    // Sealed under another SESSION_SECRET: no code can match, and the person sees only
    // "that code is not right". The log says why, for whoever restarted the server.
    if (row?.totp_secret) log.error("two_step_secret_unreadable", { adminId, reason: "SESSION_SECRET changed" });
    return false;
  }
  const lastStep = row!.totp_last_step === null ? null : Number(row!.totp_last_step);
  const step = await checkCode(secret, code, lastStep);
  if (step === null) return false;
  const updated = await database.db
    .updateTable("admins")
    .set({ totp_last_step: step })
    .where("id", "=", adminId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A recovery code of the account, used up in the same statement that accepts it. */
export async function spendRecoveryCode(database: Database, adminId: number, input: string): Promise<boolean> {
  const code = normalizeRecoveryCode(input);
  if (!code) return false;
  const updated = await database.db
    .updateTable("recovery_codes")
    .set({ used_ms: Date.now() })
    .where("admin_id", "=", adminId)
    .where("code_hash", "=", tokenHash(code))
    .where("used_ms", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
