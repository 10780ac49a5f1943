import type { Database } from "../platform/db.server.ts";
import { hashPassword, passwordProblem } from "./passwords.server.ts";

/** Staff accounts. There is no default account: the first comes from the environment or `npm run admin`. */
export type Admin = { id: number; username: string; name: string | null; email: string | null };

export class AdminError extends Error {
  override name = "AdminError";
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
    .select(["id", "username", "name", "email", "password_hash"])
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

export async function createAdmin(
  { db }: Database,
  input: { username: string; password: string; name?: string | null; email?: string | null },
): Promise<Admin> {
  const username = normalizeUsername(input.username);
  const problem = usernameProblem(username) ?? passwordProblem(input.password, username);
  if (problem) throw new AdminError(problem);
  const existing = await db.selectFrom("admins").select("id").where("username", "=", username).executeTakeFirst();
  if (existing) throw new AdminError(`An admin named "${username}" already exists.`);
  const now = new Date().toISOString();
  const row = await db
    .insertInto("admins")
    .values({
      username,
      password_hash: await hashPassword(input.password),
      name: input.name?.trim() || null,
      email: input.email?.trim() || null,
      created_at: now,
      updated_at: now,
    })
    .returning(["id", "username", "name", "email"])
    .executeTakeFirstOrThrow();
  return row;
}

/** Sets a new password and ends every session of that admin. */
export async function resetPassword({ db }: Database, usernameInput: string, password: string): Promise<void> {
  const username = normalizeUsername(usernameInput);
  const problem = passwordProblem(password, username);
  if (problem) throw new AdminError(problem);
  const admin = await db.selectFrom("admins").select("id").where("username", "=", username).executeTakeFirst();
  if (!admin) throw new AdminError(`No admin named "${username}".`);
  const password_hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admins")
      .set({ password_hash, updated_at: new Date().toISOString() })
      .where("id", "=", admin.id)
      .execute();
    await trx.deleteFrom("sessions").where("admin_id", "=", admin.id).execute();
  });
}

/**
 * At start: when no admin exists and ADMIN_USERNAME/ADMIN_PASSWORD are set, create
 * that admin. Two instances starting together may both try; the unique username
 * makes the second attempt fail harmlessly.
 */
export async function ensureInitialAdmin(
  database: Database,
  initial: { username: string; password: string; name?: string; email?: string } | undefined,
): Promise<"created" | "exists" | "not-configured"> {
  if ((await countAdmins(database)) > 0) return "exists";
  if (!initial) return "not-configured";
  try {
    await createAdmin(database, initial);
    return "created";
  } catch (error) {
    if (!(error instanceof AdminError) && (await countAdmins(database)) > 0) return "exists";
    throw error;
  }
}
