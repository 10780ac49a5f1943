import type { Transaction } from "kysely";
import { isRole, type Role } from "../../lib/accounts/roles.ts";
import { withKeyLock, type Database, type Tables } from "../platform/db.server.ts";
import { recordActivity, type ActivityActor } from "../platform/activity.server.ts";
import { clearTwoStep } from "./admins.server.ts";
import { endSessions } from "./sessions.server.ts";

export type AccountChange =
  { kind: "role"; role: Role } | { kind: "disable" } | { kind: "enable" } | { kind: "delete" };

export type AccountChangeResult =
  { ok: true; name: string } | { ok: false; reason: "not-found" | "conflict" | "last-owner" | "self" | "invalid" };

/**
 * The owner changes a colleague's role, disables, enables or deletes the account.
 * `version` is what the owner's page showed: a change made meanwhile wins nothing
 * silently. Disabling or deleting ends the account's sessions in the same
 * transaction; its next request is signed out.
 */
export async function changeAccount(
  database: Database,
  actor: ActivityActor & { id: number },
  id: number,
  version: number,
  change: AccountChange,
  address: string,
): Promise<AccountChangeResult> {
  if (change.kind === "role" && !isRole(change.role)) return { ok: false, reason: "invalid" };
  if (id === actor.id && change.kind !== "enable") return { ok: false, reason: "self" };
  return withKeyLock(database, "accounts", async (trx) => {
    const row = await trx
      .selectFrom("admins")
      .select(["id", "username", "name", "role", "status", "version"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" } as const;
    if (row.version !== version) return { ok: false, reason: "conflict" } as const;
    const losesOwner =
      row.role === "owner" &&
      row.status === "active" &&
      (change.kind === "disable" || change.kind === "delete" || (change.kind === "role" && change.role !== "owner"));
    if (losesOwner) {
      const owners = await trx
        .selectFrom("admins")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("role", "=", "owner")
        .where("status", "=", "active")
        .where("id", "!=", id)
        .executeTakeFirstOrThrow();
      if (Number(owners.n) === 0) return { ok: false, reason: "last-owner" } as const;
    }
    const name = row.name?.trim() || row.username;
    const now = new Date().toISOString();
    if (change.kind === "delete") {
      await trx.deleteFrom("admins").where("id", "=", id).execute();
      await recordActivity(trx, {
        action: "account.deleted",
        actor,
        subject: name,
        detail: { username: row.username },
        address,
      });
      return { ok: true, name } as const;
    }
    const set =
      change.kind === "role" ? { role: change.role } : { status: change.kind === "disable" ? "disabled" : "active" };
    await trx
      .updateTable("admins")
      .set({ ...set, updated_at: now, version: row.version + 1 })
      .where("id", "=", id)
      .execute();
    if (change.kind === "disable") {
      await endSessions({ db: trx }, id);
      await trx.deleteFrom("pending_sign_ins").where("admin_id", "=", id).execute();
      // A reset link made before would otherwise still set a password for it.
      await revokeAccountLinks(trx, id);
    }
    await recordActivity(trx, {
      action:
        change.kind === "role"
          ? "account.role-changed"
          : change.kind === "disable"
            ? "account.disabled"
            : "account.enabled",
      actor,
      subject: name,
      detail: change.kind === "role" ? { from: row.role, to: change.role } : {},
      address,
    });
    return { ok: true, name } as const;
  });
}

/**
 * Every open link of an account (a reset link, or any other made for it) stops
 * working, in the caller's transaction, with any e-mail of it still waiting to go:
 * for an account being disabled, whose links must not let anyone back in.
 */
export async function revokeAccountLinks(trx: Transaction<Tables>, adminId: number, now = Date.now()): Promise<number> {
  const revoked = await trx
    .updateTable("account_links")
    .set({ revoked_ms: now })
    .where("admin_id", "=", adminId)
    .where("used_ms", "is", null)
    .where("revoked_ms", "is", null)
    .returning("id")
    .execute();
  if (revoked.length > 0) {
    await trx
      .deleteFrom("outbox")
      .where(
        "ref",
        "in",
        revoked.map((row) => `account_link:${row.id}`),
      )
      .where("status", "=", "pending")
      .execute();
  }
  return revoked.length;
}

/** The owner signs out every device of a colleague (or their own, but this one). */
export async function endAccountSessions(
  database: Database,
  actor: ActivityActor & { id: number },
  id: number,
  address: string,
  keepIdHash?: string,
): Promise<number | null> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("admins").select(["username", "name"]).where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const ended = await endSessions({ db: trx }, id, keepIdHash);
    await recordActivity(trx, {
      action: "account.sessions-ended",
      actor,
      subject: row.name?.trim() || row.username,
      detail: { devices: ended },
      address,
    });
    return ended;
  });
}

/** The owner clears a colleague's second factors (a lost phone); they sign in with the password and set it up again. */
export async function clearTwoStepOf(
  database: Database,
  actor: ActivityActor & { id: number },
  id: number,
  address: string,
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("admins").select(["username", "name"]).where("id", "=", id).executeTakeFirst();
    if (!row) return false;
    await clearTwoStep(trx, id);
    await recordActivity(trx, {
      action: "two-step.cleared",
      actor,
      subject: row.name?.trim() || row.username,
      address,
    });
    return true;
  });
}
