import { createHmac } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { recordActivity, type ActivityActor } from "../platform/activity.server.ts";

/**
 * Passkeys (WebAuthn, with SimpleWebAuthn): a sign-in of their own (no username or
 * password: the phone or computer proves it holds the key, after its own lock
 * screen), and a second step after a password.
 *
 * Every ceremony's challenge is stored once, lives 5 minutes, and is consumed by the
 * answer that uses it (deleted in the statement that reads it), so it is single use.
 * It is bound to who asked: to the browser (a random cookie whose HMAC is the
 * challenge's key) for a sign-in, to the waiting sign-in for a second step, and to
 * the session and account for adding a passkey. The relying party is this site: the
 * request's host name and origin.
 */
const CHALLENGE_MS = 5 * 60 * 1000;

export type ChallengePurpose = "passkey-sign-in" | "passkey-second-step" | "passkey-register" | "passkey-verify";

/** A challenge a passkey answers: a sign-in, its second step, or the "verify it's you" step of a session. */
export type AuthenticationPurpose = "passkey-sign-in" | "passkey-second-step" | "passkey-verify";

export type RelyingParty = { id: string; name: string; origin: string };

export function relyingParty(request: Request, name: string): RelyingParty {
  const url = new URL(request.url);
  return { id: url.hostname, name, origin: url.origin };
}

function challengeKey(sessionSecret: string, purpose: ChallengePurpose, binding: string): string {
  return createHmac("sha256", sessionSecret).update(`webauthn:${purpose}:${binding}`).digest("hex");
}

async function storeChallenge(
  database: Database,
  key: string,
  purpose: ChallengePurpose,
  challenge: string,
  adminId: number | null,
  sessionHash: string | null,
): Promise<void> {
  const now = Date.now();
  await database.db.transaction().execute(async (trx) => {
    // Expired challenges go as new ones are made; a repeated ask replaces its own.
    await trx.deleteFrom("auth_challenges").where("expires_ms", "<", now).execute();
    await trx.deleteFrom("auth_challenges").where("id_hash", "=", key).execute();
    await trx
      .insertInto("auth_challenges")
      .values({
        id_hash: key,
        purpose,
        challenge,
        admin_id: adminId,
        session_hash: sessionHash,
        expires_ms: now + CHALLENGE_MS,
      })
      .execute();
  });
}

/** Reads and deletes the challenge in one statement: a second answer finds nothing. */
async function consumeChallenge(database: Database, key: string, purpose: ChallengePurpose) {
  const row = await database.db
    .deleteFrom("auth_challenges")
    .where("id_hash", "=", key)
    .where("purpose", "=", purpose)
    .returning(["challenge", "admin_id", "session_hash", "expires_ms"])
    .executeTakeFirst();
  if (!row || Number(row.expires_ms) < Date.now()) return null;
  return row;
}

function parseTransports(text: string): AuthenticatorTransportFuture[] {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? (list.filter((t) => typeof t === "string") as AuthenticatorTransportFuture[]) : [];
  } catch {
    return [];
  }
}
type AuthenticatorTransportFuture = NonNullable<
  NonNullable<PublicKeyCredentialRequestOptionsJSON["allowCredentials"]>[number]["transports"]
>[number];

export type PasskeyActor = ActivityActor & { id: number; username: string };

/** Options to add a passkey to the signed-in account (the browser's `navigator.credentials.create`). */
export async function registrationOptions(
  database: Database,
  sessionSecret: string,
  rp: RelyingParty,
  actor: PasskeyActor,
  sessionHash: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await database.db
    .selectFrom("passkeys")
    .select(["credential_id", "transports"])
    .where("admin_id", "=", actor.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: actor.username,
    userDisplayName: actor.name ?? actor.username,
    userID: new TextEncoder().encode(`staff-${actor.id}`),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: parseTransports(c.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(
    database,
    challengeKey(sessionSecret, "passkey-register", sessionHash),
    "passkey-register",
    options.challenge,
    actor.id,
    sessionHash,
  );
  return options;
}

export async function registerPasskey(
  database: Database,
  sessionSecret: string,
  rp: RelyingParty,
  actor: PasskeyActor,
  sessionHash: string,
  response: RegistrationResponseJSON,
  name: string,
  address: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const challenge = await consumeChallenge(
    database,
    challengeKey(sessionSecret, "passkey-register", sessionHash),
    "passkey-register",
  );
  if (!challenge || challenge.admin_id !== actor.id || challenge.session_hash !== sessionHash) {
    return { ok: false, message: "That took too long or was already used. Try adding the passkey again." };
  }
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (error) {
    log.warn("passkey_register_refused", { admin: actor.id, error: String(error) });
    return { ok: false, message: "The passkey could not be checked. Try again." };
  }
  if (!verified.verified) return { ok: false, message: "The passkey could not be checked. Try again." };
  const info = verified.registrationInfo;
  const label = name.trim().slice(0, 60) || "Passkey";
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("passkeys")
      .values({
        admin_id: actor.id,
        credential_id: info.credential.id,
        public_key: Buffer.from(info.credential.publicKey).toString("base64url"),
        counter: info.credential.counter,
        transports: JSON.stringify(info.credential.transports ?? response.response.transports ?? []),
        device_type: info.credentialDeviceType,
        backed_up: info.credentialBackedUp ? 1 : 0,
        name: label,
        created_ms: Date.now(),
      })
      .execute();
    await recordActivity(trx, { action: "two-step.passkey-added", actor, subject: label, address });
  });
  return { ok: true };
}

/**
 * Options to sign in with a passkey: for a sign-in of its own any passkey of this
 * site will do (the browser offers the ones it has); for a second step, only the
 * waiting account's.
 */
export async function authenticationOptions(
  database: Database,
  sessionSecret: string,
  rp: RelyingParty,
  purpose: AuthenticationPurpose,
  binding: string,
  adminId: number | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allow =
    adminId === null
      ? []
      : await database.db
          .selectFrom("passkeys")
          .select(["credential_id", "transports"])
          .where("admin_id", "=", adminId)
          .execute();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    allowCredentials: allow.map((c) => ({ id: c.credential_id, transports: parseTransports(c.transports) })),
  });
  await storeChallenge(
    database,
    challengeKey(sessionSecret, purpose, binding),
    purpose,
    options.challenge,
    adminId,
    null,
  );
  return options;
}

/** The account whose passkey answered the challenge, or null (unknown key, wrong account, reused or expired challenge). */
export async function verifyPasskey(
  database: Database,
  sessionSecret: string,
  rp: RelyingParty,
  purpose: AuthenticationPurpose,
  binding: string,
  response: AuthenticationResponseJSON,
): Promise<{ adminId: number; passkey: string } | null> {
  const challenge = await consumeChallenge(database, challengeKey(sessionSecret, purpose, binding), purpose);
  if (!challenge || typeof response?.id !== "string") return null;
  const passkey = await database.db
    .selectFrom("passkeys")
    .select(["id", "admin_id", "credential_id", "public_key", "counter", "transports", "name"])
    .where("credential_id", "=", response.id)
    .executeTakeFirst();
  if (!passkey) return null;
  if (challenge.admin_id !== null && challenge.admin_id !== passkey.admin_id) return null;
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, "base64url")),
        counter: Number(passkey.counter),
        transports: parseTransports(passkey.transports),
      },
    });
  } catch (error) {
    log.warn("passkey_sign_in_refused", { admin: passkey.admin_id, error: String(error) });
    return null;
  }
  if (!verified.verified) return null;
  await database.db
    .updateTable("passkeys")
    .set({ counter: verified.authenticationInfo.newCounter, last_used_ms: Date.now() })
    .where("id", "=", passkey.id)
    .execute();
  return { adminId: passkey.admin_id, passkey: passkey.name };
}

export type PasskeySummary = {
  id: number;
  name: string;
  createdMs: number;
  lastUsedMs: number | null;
  synced: boolean;
};

export async function listPasskeys(database: Database, adminId: number): Promise<PasskeySummary[]> {
  const rows = await database.db
    .selectFrom("passkeys")
    .select(["id", "name", "created_ms", "last_used_ms", "backed_up"])
    .where("admin_id", "=", adminId)
    .orderBy("created_ms")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdMs: Number(r.created_ms),
    lastUsedMs: r.last_used_ms === null ? null : Number(r.last_used_ms),
    synced: r.backed_up === 1,
  }));
}

export async function removePasskey(
  database: Database,
  actor: PasskeyActor,
  id: number,
  address: string,
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("passkeys")
      .where("id", "=", id)
      .where("admin_id", "=", actor.id)
      .returning("name")
      .executeTakeFirst();
    if (!row) return false;
    await recordActivity(trx, { action: "two-step.passkey-removed", actor, subject: row.name, address });
    return true;
  });
}
