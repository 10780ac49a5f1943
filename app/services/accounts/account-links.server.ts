import type { Transaction } from "kysely";
import { LINK_VALID_HOURS, type LinkKind } from "../../lib/accounts/account-link-words.ts";
import { isRole, type Role } from "../../lib/accounts/roles.ts";
import { toE164 } from "../../lib/contact/phone.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { notifyOutbox } from "../mail/outbox.server.ts";
import { recordActivity, type ActivityActor } from "./activity.server.ts";
import { EMAIL_MAX, NAME_MAX } from "../../lib/accounts/account-fields.ts";
import {
  AdminError,
  insertAdmin,
  isUsernameUniqueViolation,
  normalizeUsername,
  prepareAdmin,
  usernameExists,
  usernameProblem,
  UsernameTakenError,
} from "./admins.server.ts";
import { hasControlCharacter } from "../../lib/text/characters.ts";
import { queueAccountLinkMail } from "./account-mail.server.ts";
import { passwordProblem, hashPassword } from "./passwords.server.ts";
import { endSessions } from "./sessions.server.ts";
import { newToken, tokenHash } from "./secret-box.server.ts";

/**
 * Invitations and password reset links: the owner makes one, the colleague opens it
 * once. A link is a random 256-bit token; only its SHA-256 is stored, so the table
 * gives no working link. It is valid for 72 hours, once: using it, revoking it, or a
 * newer reset link for the same account ends it, and an ended link is refused with
 * the reason (used, expired, revoked). The owner never sees or sets a colleague's
 * password. With a mail server set up the link is also e-mailed (through the outbox,
 * sealed until sent: account-mail.server.ts).
 */
export const LINK_VALID_MS = LINK_VALID_HOURS * 60 * 60 * 1000;

export type LinkState = "valid" | "used" | "expired" | "revoked" | "unknown";

export type LinkOwnerActor = ActivityActor & { id: number; username: string };

export type Invitation = { name: string; email: string; phone: string; role: string };

export type NewLink = { token: string; id: number; expiresMs: number; mailed: boolean; phoneE164?: string };

export type InvitationResult =
  ({ ok: true } & NewLink) | { ok: false; errors: Partial<Record<keyof Invitation, string>> };

export function invitationProblems(input: Invitation): Partial<Record<keyof Invitation, string>> {
  const errors: Partial<Record<keyof Invitation, string>> = {};
  const name = input.name.trim();
  if (!name) errors.name = "Enter the colleague's name.";
  else if (name.length > NAME_MAX) errors.name = `At most ${NAME_MAX} characters.`;
  else if (unsafeText(name)) errors.name = "The name contains characters that are not allowed.";
  const email = input.email.trim();
  const phone = input.phone.trim();
  if (email && unsafeText(email)) errors.email = "The e-mail address contains characters that are not allowed.";
  else if (email && (email.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)))
    errors.email = "Enter an e-mail address like name@example.com.";
  if (phone && !toE164(phone)) errors.phone = "Enter a phone number like 98450 12345 or +91 98450 12345.";
  if (!email && !phone) errors.email = "Enter an e-mail address or a phone number to send the link to.";
  if (!isRole(input.role)) errors.role = "Choose Owner or Staff.";
  return errors;
}

/** Control characters (NUL, escape sequences, direction overrides) have no place in a name or an address. */
function unsafeText(value: string): boolean {
  return hasControlCharacter(value);
}

export async function createInvitation(
  database: Database,
  sessionSecret: string,
  actor: LinkOwnerActor,
  input: Invitation,
  address: string,
  mailOn: boolean,
  now = Date.now(),
): Promise<InvitationResult> {
  const errors = invitationProblems(input);
  if (Object.keys(errors).length) return { ok: false, errors };
  const token = newToken();
  const name = input.name.trim();
  const email = input.email.trim() || null;
  const phoneE164 = input.phone.trim() ? toE164(input.phone.trim()) : undefined;
  const link = await database.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("account_links")
      .values({
        kind: "invite",
        token_hash: tokenHash(token),
        admin_id: null,
        name,
        email,
        phone: phoneE164 ?? null,
        role: input.role as Role,
        created_by_id: actor.id,
        created_by_name: actor.name ?? actor.username,
        created_ms: now,
        expires_ms: now + LINK_VALID_MS,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mailed = mailOn && email !== null;
    if (mailed) await queueAccountLinkMail(trx, sessionSecret, row.id, token, now);
    await recordActivity(trx, {
      action: "account.invited",
      actor,
      subject: name,
      detail: { role: input.role, mailed },
      address,
    });
    return { id: row.id, mailed };
  });
  if (link.mailed) notifyOutbox();
  return { ok: true, token, id: link.id, expiresMs: now + LINK_VALID_MS, mailed: link.mailed, phoneE164 };
}

/** A password reset link for a colleague's account; an earlier unused one stops working. */
export async function createResetLink(
  database: Database,
  sessionSecret: string,
  actor: LinkOwnerActor,
  adminId: number,
  address: string,
  mailOn: boolean,
  now = Date.now(),
): Promise<NewLink | null> {
  const token = newToken();
  const created = await database.db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom("admins")
      .select(["id", "username", "name", "email"])
      .where("id", "=", adminId)
      .executeTakeFirst();
    if (!account) return null;
    await trx
      .updateTable("account_links")
      .set({ revoked_ms: now })
      .where("kind", "=", "reset")
      .where("admin_id", "=", adminId)
      .where("used_ms", "is", null)
      .where("revoked_ms", "is", null)
      .execute();
    const name = account.name?.trim() || account.username;
    const row = await trx
      .insertInto("account_links")
      .values({
        kind: "reset",
        token_hash: tokenHash(token),
        admin_id: adminId,
        name,
        email: account.email,
        phone: null,
        role: null,
        created_by_id: actor.id,
        created_by_name: actor.name ?? actor.username,
        created_ms: now,
        expires_ms: now + LINK_VALID_MS,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mailed = mailOn && account.email !== null;
    if (mailed) await queueAccountLinkMail(trx, sessionSecret, row.id, token, now);
    await recordActivity(trx, { action: "account.reset-link", actor, subject: name, detail: { mailed }, address });
    return { id: row.id, mailed };
  });
  if (created?.mailed) notifyOutbox();
  return created && { token, id: created.id, expiresMs: now + LINK_VALID_MS, mailed: created.mailed };
}

function stateOf(
  row: { used_ms: number | null; revoked_ms: number | null; expires_ms: number },
  now: number,
): LinkState {
  if (row.used_ms !== null) return "used";
  if (row.revoked_ms !== null) return "revoked";
  if (Number(row.expires_ms) <= now) return "expired";
  return "valid";
}

/** What a link is now, and for whom (to greet them on its page). */
export async function checkLink(
  database: Database,
  kind: LinkKind,
  token: string,
  now = Date.now(),
): Promise<{ state: LinkState; name?: string; role?: string | null; email?: string | null }> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: "unknown" };
  const row = await database.db
    .selectFrom("account_links")
    .leftJoin("admins", "admins.id", "account_links.admin_id")
    .select([
      "account_links.name",
      "account_links.role",
      "account_links.email",
      "account_links.used_ms",
      "account_links.revoked_ms",
      "account_links.expires_ms",
      "admins.status",
    ])
    .where("account_links.token_hash", "=", tokenHash(token))
    .where("account_links.kind", "=", kind)
    .executeTakeFirst();
  if (!row) return { state: "unknown" };
  const state = stateOf(row, now);
  // A reset link of a disabled account opens no form: redeeming it would be refused.
  const refused = kind === "reset" && state === "valid" && row.status !== "active";
  return { state: refused ? "revoked" : state, name: row.name, role: row.role, email: row.email };
}

/**
 * Marks the link used if it is still valid, in the caller's transaction: of two
 * people opening the same link at once, one gets it.
 */
async function takeLink(trx: Transaction<Tables>, kind: LinkKind, token: string, now: number) {
  const row = await trx
    .selectFrom("account_links")
    .select(["id", "name", "email", "role", "admin_id", "used_ms", "revoked_ms", "expires_ms"])
    .where("token_hash", "=", tokenHash(token))
    .where("kind", "=", kind)
    .executeTakeFirst();
  if (!row) return { state: "unknown" as const };
  const state = stateOf(row, now);
  if (state !== "valid") return { state };
  const taken = await trx
    .updateTable("account_links")
    .set({ used_ms: now })
    .where("id", "=", row.id)
    .where("used_ms", "is", null)
    .where("revoked_ms", "is", null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return { state: "used" as const };
  return { state: "valid" as const, row };
}

export type AcceptResult =
  | { ok: true; username: string }
  | { ok: false; state: Exclude<LinkState, "valid"> }
  | {
      ok: false;
      state: "valid";
      field: "username" | "password" | "confirm";
      message: string;
      /** Someone else took the username while this one was being accepted (a 409, not a mistake in the form). */
      conflict?: true;
    };

/** The colleague chooses a username and password on the invitation: the account exists, with the invited role. */
export async function acceptInvitation(
  database: Database,
  token: string,
  input: { username: string; password: string; confirm: string },
  address: string,
  now = Date.now(),
): Promise<AcceptResult> {
  const before = await checkLink(database, "invite", token, now);
  if (before.state !== "valid") return { ok: false, state: before.state };
  if (input.password !== input.confirm) {
    return { ok: false, state: "valid", field: "confirm", message: "The two passwords differ." };
  }
  // Checked before the slow hash; a username taken while it runs is caught below.
  if (!usernameProblem(input.username) && (await usernameExists(database, input.username))) {
    const username = normalizeUsername(input.username);
    return {
      ok: false,
      state: "valid",
      field: "username",
      message: `The username "${username}" is taken. Choose another.`,
    };
  }
  let prepared;
  try {
    prepared = await prepareAdmin({
      username: input.username,
      password: input.password,
      name: before.name,
      email: before.email,
      role: isRole(before.role) ? before.role : "staff",
    });
  } catch (error) {
    if (!(error instanceof AdminError)) throw error;
    const field = /username/i.test(error.message) && !/password/i.test(error.message) ? "username" : "password";
    return { ok: false, state: "valid", field, message: error.message };
  }
  try {
    return await database.db.transaction().execute(async (trx) => {
      const taken = await takeLink(trx, "invite", token, now);
      if (taken.state !== "valid") return { ok: false, state: taken.state } as const;
      const admin = await insertAdmin(trx, prepared);
      await trx.updateTable("account_links").set({ admin_id: admin.id }).where("id", "=", taken.row.id).execute();
      await recordActivity(trx, {
        action: "account.invitation-accepted",
        actor: { id: admin.id, name: admin.name, username: admin.username },
        subject: admin.name ?? admin.username,
        detail: { username: admin.username, role: admin.role },
        address,
      });
      return { ok: true, username: admin.username } as const;
    });
  } catch (error) {
    // Another acceptance (or instance) inserted the same username after our check:
    // found by the check in the transaction (SQLite writes one at a time), or by the
    // unique index (PostgreSQL). The transaction rolled back, so the link is still valid.
    if (error instanceof UsernameTakenError || isUsernameUniqueViolation(error)) {
      return {
        ok: false,
        state: "valid",
        field: "username",
        message: `The username "${prepared.username}" was just taken by someone else. Choose another.`,
        conflict: true,
      };
    }
    if (!(error instanceof AdminError)) throw error;
    return { ok: false, state: "valid", field: "username", message: error.message };
  }
}

export type ResetResult =
  | { ok: true; username: string }
  | { ok: false; state: Exclude<LinkState, "valid"> }
  | { ok: false; state: "valid"; field: "password" | "confirm"; message: string };

/** The colleague sets a new password on a reset link; every session of the account ends. */
export async function redeemResetLink(
  database: Database,
  token: string,
  input: { password: string; confirm: string },
  address: string,
  now = Date.now(),
): Promise<ResetResult> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, state: "unknown" };
  const link = await database.db
    .selectFrom("account_links")
    .innerJoin("admins", "admins.id", "account_links.admin_id")
    .select([
      "admins.id",
      "admins.username",
      "admins.status",
      "account_links.used_ms",
      "account_links.revoked_ms",
      "account_links.expires_ms",
    ])
    .where("account_links.token_hash", "=", tokenHash(token))
    .where("account_links.kind", "=", "reset")
    .executeTakeFirst();
  if (!link) return { ok: false, state: "unknown" };
  const state = stateOf(link, now);
  if (state !== "valid") return { ok: false, state };
  // Disabling revokes the account's links; one that escaped (disabled some other way) is refused all the same.
  if (link.status !== "active") return { ok: false, state: "revoked" };
  const problem = passwordProblem(input.password, link.username);
  if (problem) return { ok: false, state: "valid", field: "password", message: problem };
  if (input.password !== input.confirm) {
    return { ok: false, state: "valid", field: "confirm", message: "The two passwords differ." };
  }
  const password_hash = await hashPassword(input.password);
  return database.db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom("admins").select("status").where("id", "=", link.id).executeTakeFirst();
    if (account?.status !== "active") return { ok: false, state: "revoked" } as const;
    const taken = await takeLink(trx, "reset", token, now);
    if (taken.state !== "valid") return { ok: false, state: taken.state } as const;
    const adminId = taken.row.admin_id!;
    const admin = await trx
      .updateTable("admins")
      .set((eb) => ({ password_hash, updated_at: new Date(now).toISOString(), version: eb("version", "+", 1) }))
      .where("id", "=", adminId)
      .returning(["id", "username", "name"])
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("pending_sign_ins").where("admin_id", "=", adminId).execute();
    await endSessions({ db: trx }, adminId);
    await recordActivity(trx, {
      action: "account.password-set",
      actor: { id: admin.id, name: admin.name, username: admin.username },
      subject: admin.name ?? admin.username,
      address,
    });
    return { ok: true, username: admin.username } as const;
  });
}

/** The owner takes back a link that has not been used. */
export async function revokeLink(
  database: Database,
  actor: LinkOwnerActor,
  id: number,
  address: string,
  now = Date.now(),
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("account_links")
      .set({ revoked_ms: now })
      .where("id", "=", id)
      .where("used_ms", "is", null)
      .where("revoked_ms", "is", null)
      .returning(["kind", "name"])
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom("outbox").where("ref", "=", `account_link:${id}`).where("status", "=", "pending").execute();
    await recordActivity(trx, {
      action: row.kind === "invite" ? "account.invitation-revoked" : "account.reset-link-revoked",
      actor,
      subject: row.name,
      address,
    });
    return true;
  });
}

export type LinkSummary = {
  id: number;
  kind: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: string | null;
  adminId: number | null;
  createdBy: string;
  createdMs: number;
  expiresMs: number;
  state: LinkState;
};

/** Invitations not yet accepted (open, and those that ended in the last 7 days), newest first. */
export async function listLinks(
  database: Database,
  filter: { kind: LinkKind; adminId?: number },
  now = Date.now(),
): Promise<LinkSummary[]> {
  const rows = await database.db
    .selectFrom("account_links")
    .selectAll()
    .where("kind", "=", filter.kind)
    .$if(filter.adminId !== undefined, (q) => q.where("admin_id", "=", filter.adminId!))
    .$if(filter.kind === "invite", (q) => q.where("used_ms", "is", null))
    .where("created_ms", ">", now - LINK_VALID_MS - 7 * 24 * 60 * 60 * 1000)
    .orderBy("created_ms", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    adminId: row.admin_id,
    createdBy: row.created_by_name,
    createdMs: Number(row.created_ms),
    expiresMs: Number(row.expires_ms),
    state: stateOf(row, now),
  }));
}
