import type { LanguageInput, ProfileInput } from "../../lib/accounts/account-schemas.ts";
import { LOCALE_NAME } from "../../lib/i18n/locale.ts";
import type { Database } from "../platform/db.server.ts";
import { recordActivity, type ActivityActor } from "../platform/activity.server.ts";
import { hashPassword, passwordProblem } from "./passwords.server.ts";
import { endSessions } from "./sessions.server.ts";

/**
 * Everyone changes their own name and e-mail, as read by the profile form
 * (lib/accounts/account-schemas.ts: the one text rule and the one e-mail rule).
 */
export async function updateProfile(
  database: Database,
  actor: ActivityActor & { id: number },
  input: ProfileInput,
  address: string,
): Promise<void> {
  const { name, email } = input;
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
}

/**
 * Everyone chooses the language of their own screens (issue 33). Not a way in, so no
 * "verify it's you"; logged like the other changes to one's own account. Choosing the
 * language one already has changes and logs nothing.
 */
export async function setLanguage(
  database: Database,
  actor: ActivityActor & { id: number },
  input: LanguageInput,
  address: string,
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("admins")
      .set((eb) => ({ language: input.language, updated_at: new Date().toISOString(), version: eb("version", "+", 1) }))
      .where("id", "=", actor.id)
      .where("language", "!=", input.language)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    await recordActivity(trx, {
      action: "account.language-changed",
      actor,
      subject: LOCALE_NAME[input.language],
      detail: { language: input.language },
      address,
    });
  });
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
