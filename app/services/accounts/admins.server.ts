import type { Transaction } from "kysely";
import { accountEmail, accountName } from "../../lib/accounts/account-schemas.ts";
import type { Role } from "../../lib/accounts/roles.ts";
import { normalizeUsername, usernameProblem } from "../../lib/accounts/username.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { recordActivity, SERVER_ACTOR } from "../platform/activity.server.ts";
import { hashPassword, passwordProblem } from "./passwords.server.ts";
import { endSessions } from "./sessions.server.ts";

/**
 * Staff accounts. There is no default account: the first comes from the environment
 * or `npm run admin`, and is an owner; the owner invites the rest
 * (invitations.server.ts). There is always at least one active owner: the last one
 * cannot be demoted, disabled or deleted (owner-actions.server.ts). The list and one
 * account as pages show them: account-list.server.ts; one's own name, e-mail and
 * password: own-account.server.ts.
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

/**
 * Checks a new account's fields and hashes its password (slow: outside any
 * transaction). The name and e-mail are held to the account forms' rules
 * (lib/accounts/account-schemas.ts) wherever they come from, `npm run admin` and
 * ADMIN_NAME included.
 */
export async function prepareAdmin(input: NewAdmin) {
  const username = normalizeUsername(input.username);
  const name = accountName().safeParse(input.name ?? "");
  const email = accountEmail().safeParse(input.email ?? "");
  const problem =
    usernameProblem(username) ??
    passwordProblem(input.password, username) ??
    name.error?.issues[0]?.message ??
    email.error?.issues[0]?.message;
  if (problem) throw new AdminError(problem);
  const now = new Date().toISOString();
  return {
    username,
    password_hash: await hashPassword(input.password),
    name: name.data || null,
    email: email.data || null,
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
