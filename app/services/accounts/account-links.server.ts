import type { Transaction } from "kysely";
import { LINK_VALID_HOURS, type LinkKind } from "../../lib/accounts/account-link-words.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { recordActivity, type ActivityActor } from "../platform/activity.server.ts";
import { tokenHash } from "../platform/secret-box.server.ts";

/**
 * Invitations and password reset links: the owner makes one, the colleague opens it
 * once. A link is a random 256-bit token; only its SHA-256 is stored, so the table
 * gives no working link. It is valid for 72 hours, once: using it, revoking it, or a
 * newer reset link for the same account ends it, and an ended link is refused with
 * the reason (used, expired, revoked). The owner never sees or sets a colleague's
 * password. With a mail server set up the link is also e-mailed (through the outbox,
 * sealed until sent: account-mail.server.ts).
 *
 * Making and using them: invitations.server.ts and reset-links.server.ts; here what
 * both share (a link's state, taking it once, revoking, the list).
 */
export const LINK_VALID_MS = LINK_VALID_HOURS * 60 * 60 * 1000;

export type LinkState = "valid" | "used" | "expired" | "revoked" | "unknown";

export type LinkOwnerActor = ActivityActor & { id: number; username: string };

export type NewLink = { token: string; id: number; expiresMs: number; mailed: boolean; phoneE164?: string };

/**
 * Stores a new link (only its token's hash), valid for LINK_VALID_MS from `now`: the
 * one insert invitations and reset links share. Returns its id.
 */
export async function insertLink(
  trx: Transaction<Tables>,
  link: {
    kind: LinkKind;
    token: string;
    adminId: number | null;
    name: string;
    email: string | null;
    phone: string | null;
    role: string | null;
  },
  actor: LinkOwnerActor,
  now: number,
): Promise<number> {
  const row = await trx
    .insertInto("account_links")
    .values({
      kind: link.kind,
      token_hash: tokenHash(link.token),
      admin_id: link.adminId,
      name: link.name,
      email: link.email,
      phone: link.phone,
      role: link.role,
      created_by_id: actor.id,
      created_by_name: actor.name ?? actor.username,
      created_ms: now,
      expires_ms: now + LINK_VALID_MS,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function stateOf(
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
export async function takeLink(trx: Transaction<Tables>, kind: LinkKind, token: string, now: number) {
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
