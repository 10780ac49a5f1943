import type { Transaction } from "kysely";
import { EMAIL_MAX, NAME_MAX } from "../../lib/accounts/account-fields.ts";
import { isRole, type Role } from "../../lib/accounts/roles.ts";
import { hasControlCharacter } from "../../lib/text/characters.ts";
import { withKeyLock, type Database, type Tables } from "../platform/db.server.ts";
import { recordActivity, SERVER_ACTOR, type ActivityActor } from "./activity.server.ts";
import { hashPassword, passwordProblem } from "./passwords.server.ts";
import { endSessions } from "./sessions.server.ts";

/**
 * Staff accounts. There is no default account: the first comes from the environment
 * or `npm run admin`, and is an owner; the owner invites the rest
 * (account-links.server.ts). There is always at least one active owner: the last one
 * cannot be demoted, disabled or deleted (checked under one lock, so two owners
 * demoting each other at the same moment cannot both succeed).
 */
export type Admin = { id: number; username: string; name: string | null; email: string | null; role?: string };

export class AdminError extends Error {
  override name = "AdminError";
}

/** The username belongs to an account already (found by our check, or by the unique index). */
export class UsernameTakenError extends AdminError {
  override name = "UsernameTakenError";
}

/**
 * PostgreSQL's unique index refusing a username our check did not see yet: another
 * request or instance inserted it between our check and our insert and committed.
 */
export function isUsernameUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === "23505" || (typeof message === "string" && /UNIQUE constraint failed: admins\.username/.test(message))
  );
}

export async function usernameExists({ db }: Pick<Database, "db">, username: string): Promise<boolean> {
  const row = await db
    .selectFrom("admins")
    .select("id")
    .where("username", "=", normalizeUsername(username))
    .executeTakeFirst();
  return row !== undefined;
}

const USERNAME = /^[a-z0-9][a-z0-9._@-]{1,63}$/;

/** Usernames are matched case-insensitively and without surrounding spaces. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function usernameProblem(username: string): string | null {
  return USERNAME.test(normalizeUsername(username))
    ? null
    : "The username must be 2 to 64 characters: letters, digits, dot, dash, underscore or @.";
}

export async function findAdminForLogin({ db }: Database, username: string) {
  return db
    .selectFrom("admins")
    .select(["id", "username", "name", "email", "password_hash", "role", "status", "totp_secret"])
    .select((eb) =>
      eb
        .selectFrom("passkeys")
        .select((p) => p.fn.countAll<number>().as("n"))
        .whereRef("passkeys.admin_id", "=", "admins.id")
        .as("passkeys"),
    )
    .where("username", "=", normalizeUsername(username))
    .executeTakeFirst();
}

export async function countAdmins({ db }: Database): Promise<number> {
  const row = await db
    .selectFrom("admins")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type NewAdmin = {
  username: string;
  password: string;
  name?: string | null;
  email?: string | null;
  role?: Role;
};

/** Checks a new account's fields and hashes its password (slow: outside any transaction). */
export async function prepareAdmin(input: NewAdmin) {
  const username = normalizeUsername(input.username);
  const problem = usernameProblem(username) ?? passwordProblem(input.password, username);
  if (problem) throw new AdminError(problem);
  const now = new Date().toISOString();
  return {
    username,
    password_hash: await hashPassword(input.password),
    name: input.name?.trim().slice(0, NAME_MAX) || null,
    email: input.email?.trim().slice(0, EMAIL_MAX) || null,
    role: input.role ?? "owner",
    created_at: now,
    updated_at: now,
  };
}

/** Inserts a prepared account; an existing username is refused. */
export async function insertAdmin(
  trx: Pick<Database, "db">["db"],
  row: Awaited<ReturnType<typeof prepareAdmin>>,
): Promise<Admin> {
  if (await usernameExists({ db: trx }, row.username)) {
    throw new UsernameTakenError(`The username "${row.username}" is taken. Choose another.`);
  }
  return trx
    .insertInto("admins")
    .values(row)
    .returning(["id", "username", "name", "email", "role"])
    .executeTakeFirstOrThrow();
}

/** An account from the server (`npm run admin -- create`, ADMIN_*): an owner unless told otherwise. */
export async function createAdmin(
  database: Database,
  input: NewAdmin,
  source: "npm run admin" | "environment" = "npm run admin",
): Promise<Admin> {
  const row = await prepareAdmin(input);
  return database.db.transaction().execute(async (trx) => {
    const admin = await insertAdmin(trx, row);
    await recordActivity(trx, {
      action: "account.created",
      actor: SERVER_ACTOR,
      subject: admin.name ?? admin.username,
      detail: { username: admin.username, role: admin.role, source },
    });
    return admin;
  });
}

/**
 * From the server (`npm run admin -- reset-password`): a new password, two-step
 * sign-in cleared (authenticator app, recovery codes and passkeys: for an owner who
 * lost every factor), the account enabled again, its failed sign-ins forgotten (a
 * throttled name is let in), and every session ended. Logged.
 */
export async function resetPassword({ db }: Database, usernameInput: string, password: string): Promise<void> {
  const username = normalizeUsername(usernameInput);
  const problem = passwordProblem(password, username);
  if (problem) throw new AdminError(problem);
  const admin = await db
    .selectFrom("admins")
    .select(["id", "name", "username"])
    .where("username", "=", username)
    .executeTakeFirst();
  if (!admin) throw new AdminError(`No admin named "${username}".`);
  const password_hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admins")
      .set((eb) => ({
        password_hash,
        status: "active",
        updated_at: new Date().toISOString(),
        version: eb("version", "+", 1),
      }))
      .where("id", "=", admin.id)
      .execute();
    await clearTwoStep(trx, admin.id);
    await endSessions({ db: trx }, admin.id);
    // Whoever was guessing at the name, its owner is let in at once.
    await trx.deleteFrom("login_attempts").where("username", "=", username).where("success", "=", 0).execute();
    await recordActivity(trx, {
      action: "account.password-reset",
      actor: SERVER_ACTOR,
      subject: admin.name ?? admin.username,
    });
    await recordActivity(trx, {
      action: "two-step.cleared",
      actor: SERVER_ACTOR,
      subject: admin.name ?? admin.username,
    });
  });
}

/** Removes every second factor of an account (and any sign-in waiting for one). */
export async function clearTwoStep(trx: Transaction<Tables>, adminId: number): Promise<void> {
  await trx
    .updateTable("admins")
    .set({ totp_secret: null, totp_pending: null, totp_last_step: null })
    .where("id", "=", adminId)
    .execute();
  await trx.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
  await trx.deleteFrom("passkeys").where("admin_id", "=", adminId).execute();
  await trx.deleteFrom("pending_sign_ins").where("admin_id", "=", adminId).execute();
}

/**
 * At start: when no admin exists and ADMIN_USERNAME/ADMIN_PASSWORD are set, create
 * that admin (an owner). Two instances starting together may both try; the unique
 * username makes the second attempt fail harmlessly.
 */
export async function ensureInitialAdmin(
  database: Database,
  initial: { username: string; password: string; name?: string; email?: string } | undefined,
): Promise<"created" | "exists" | "not-configured"> {
  if ((await countAdmins(database)) > 0) return "exists";
  if (!initial) return "not-configured";
  try {
    await createAdmin(database, { ...initial, role: "owner" }, "environment");
    return "created";
  } catch (error) {
    // Another instance made it meanwhile (the unique username, or our own check, says so).
    if ((await countAdmins(database)) > 0) return "exists";
    throw error;
  }
}

export type AccountSummary = {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: string;
  status: string;
  version: number;
  app: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
  lastSignInAt: string | null;
  createdAt: string;
};

function accountQuery(db: Database["db"]) {
  return db
    .selectFrom("admins")
    .select([
      "id",
      "username",
      "name",
      "email",
      "role",
      "status",
      "version",
      "totp_secret",
      "last_sign_in_at",
      "created_at",
    ])
    .select((eb) => [
      eb
        .selectFrom("passkeys")
        .select((p) => p.fn.countAll<number>().as("n"))
        .whereRef("passkeys.admin_id", "=", "admins.id")
        .as("passkeys"),
      eb
        .selectFrom("recovery_codes")
        .select((p) => p.fn.countAll<number>().as("n"))
        .whereRef("recovery_codes.admin_id", "=", "admins.id")
        .where("recovery_codes.used_ms", "is", null)
        .as("codes"),
    ]);
}

function summary(row: Awaited<ReturnType<ReturnType<typeof accountQuery>["executeTakeFirstOrThrow"]>>): AccountSummary {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    version: row.version,
    app: row.totp_secret !== null,
    passkeys: Number(row.passkeys ?? 0),
    recoveryCodesLeft: Number(row.codes ?? 0),
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
  };
}

export async function listAccounts(database: Database): Promise<AccountSummary[]> {
  const rows = await accountQuery(database.db).orderBy("role").orderBy("username").execute();
  return rows.map(summary);
}

export async function getAccount(database: Database, id: number): Promise<AccountSummary | undefined> {
  const row = await accountQuery(database.db).where("id", "=", id).executeTakeFirst();
  return row ? summary(row) : undefined;
}

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

export type ProfileResult = { ok: true } | { ok: false; errors: { name?: string; email?: string } };

/** Everyone changes their own name and e-mail. */
export async function updateProfile(
  database: Database,
  actor: ActivityActor & { id: number },
  input: { name: string; email: string },
  address: string,
): Promise<ProfileResult> {
  const name = input.name.trim();
  const email = input.email.trim();
  const errors: { name?: string; email?: string } = {};
  if (name.length > NAME_MAX) errors.name = `At most ${NAME_MAX} characters.`;
  if (email && (email.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)))
    errors.email = "Enter an e-mail address like name@example.com, or leave it empty.";
  // NUL would fail on PostgreSQL; ESC and direction marks would be stored and shown in the activity log.
  if (hasControlCharacter(name))
    errors.name = "The name has characters that cannot be shown (control or direction marks).";
  if (hasControlCharacter(email))
    errors.email = "The e-mail has characters that cannot be shown (control or direction marks).";
  if (errors.name || errors.email) return { ok: false, errors };
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admins")
      .set((eb) => ({
        name: name || null,
        email: email || null,
        updated_at: new Date().toISOString(),
        version: eb("version", "+", 1),
      }))
      .where("id", "=", actor.id)
      .execute();
    await recordActivity(trx, {
      action: "account.profile-changed",
      actor: { ...actor, name: name || actor.name },
      subject: name || actor.username,
      address,
    });
  });
  return { ok: true };
}

export type PasswordChangeResult =
  { ok: true; endedSessions: number } | { ok: false; field: "current" | "password" | "confirm"; message: string };

/**
 * Everyone changes their own password: the caller has checked the current one (ASVS
 * V6) through the login throttle (recent-verification.server.ts); the new one under
 * the usual rules; every other session of the account ends.
 */
export async function changePassword(
  database: Database,
  actor: ActivityActor & { id: number; username: string },
  input: { password: string; confirm: string },
  keepIdHash: string,
  address: string,
): Promise<PasswordChangeResult> {
  const problem = passwordProblem(input.password, actor.username);
  if (problem) return { ok: false, field: "password", message: problem };
  if (input.password !== input.confirm)
    return { ok: false, field: "confirm", message: "The two new passwords differ." };
  const password_hash = await hashPassword(input.password);
  const endedSessions = await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admins")
      .set((eb) => ({ password_hash, updated_at: new Date().toISOString(), version: eb("version", "+", 1) }))
      .where("id", "=", actor.id)
      .execute();
    await trx.deleteFrom("pending_sign_ins").where("admin_id", "=", actor.id).execute();
    const ended = await endSessions({ db: trx }, actor.id, keepIdHash);
    await recordActivity(trx, {
      action: "account.password-changed",
      actor,
      subject: actor.name ?? actor.username,
      detail: { otherDevicesSignedOut: ended },
      address,
    });
    return ended;
  });
  return { ok: true, endedSessions };
}
