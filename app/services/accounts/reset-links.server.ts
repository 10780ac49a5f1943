import type { Database } from "../platform/db.server.ts";
import { notifyOutbox } from "../mail/index.server.ts";
import { recordActivity } from "../platform/activity.server.ts";
import {
  insertLink,
  LINK_VALID_MS,
  stateOf,
  takeLink,
  type LinkOwnerActor,
  type LinkState,
  type NewLink,
} from "./account-links.server.ts";
import { queueAccountLinkMail } from "./account-mail.server.ts";
import { hashPassword, passwordProblem } from "./passwords.server.ts";
import { endSessions } from "./sessions.server.ts";
import { newToken, tokenHash } from "../platform/secret-box.server.ts";

/** The owner makes a password reset link for a colleague; the colleague sets a new password with it. */
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
    const id = await insertLink(
      trx,
      { kind: "reset", token, adminId, name, email: account.email, phone: null, role: null },
      actor,
      now,
    );
    const mailed = mailOn && account.email !== null;
    if (mailed) await queueAccountLinkMail(trx, sessionSecret, id, token, now);
    await recordActivity(trx, { action: "account.reset-link", actor, subject: name, detail: { mailed }, address });
    return { id, mailed };
  });
  if (created?.mailed) notifyOutbox();
  return created && { token, id: created.id, expiresMs: now + LINK_VALID_MS, mailed: created.mailed };
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
