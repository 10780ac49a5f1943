import type { Database } from "../platform/db.server.ts";

/** The staff list and one account as the owner's screens and one's own page show them. */
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
