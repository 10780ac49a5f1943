import { PHONE_EXAMPLE, type InvitationInput } from "../../lib/accounts/account-schemas.ts";
import { isRole } from "../../lib/accounts/roles.ts";
import { normalizeUsername, usernameProblem } from "../../lib/accounts/username.ts";
import { toE164 } from "../../lib/contact/phone.ts";
import type { Database } from "../platform/db.server.ts";
import { notifyOutbox } from "../mail/index.server.ts";
import { recordActivity } from "../platform/activity.server.ts";
import {
  checkLink,
  insertLink,
  LINK_VALID_MS,
  takeLink,
  type LinkOwnerActor,
  type LinkState,
  type NewLink,
} from "./account-links.server.ts";
import { queueAccountLinkMail } from "./account-mail.server.ts";
import {
  AdminError,
  insertAdmin,
  isUsernameUniqueViolation,
  prepareAdmin,
  usernameExists,
  UsernameTakenError,
} from "./admins.server.ts";
import { newToken } from "../platform/secret-box.server.ts";

/**
 * The owner invites a colleague (the form read by lib/accounts/account-schemas.ts);
 * the colleague accepts the link with a username and a password (links and their
 * states: account-links.server.ts).
 */
export type InvitationResult = ({ ok: true } & NewLink) | { ok: false; errors: { phone: string } };

export async function createInvitation(
  database: Database,
  sessionSecret: string,
  actor: LinkOwnerActor,
  input: InvitationInput,
  address: string,
  mailOn: boolean,
  now = Date.now(),
): Promise<InvitationResult> {
  // The one phone rule is the form's; the WhatsApp link needs a number that dials (the metadata is server-only).
  const phoneE164 = input.phone ? toE164(input.phone) : undefined;
  if (input.phone && !phoneE164) return { ok: false, errors: { phone: PHONE_EXAMPLE } };
  const token = newToken();
  const { name } = input;
  const email = input.email || null;
  const link = await database.db.transaction().execute(async (trx) => {
    const id = await insertLink(
      trx,
      { kind: "invite", token, adminId: null, name, email, phone: phoneE164 ?? null, role: input.role },
      actor,
      now,
    );
    const mailed = mailOn && email !== null;
    if (mailed) await queueAccountLinkMail(trx, sessionSecret, id, token, now);
    await recordActivity(trx, {
      action: "account.invited",
      actor,
      subject: name,
      detail: { role: input.role, mailed },
      address,
    });
    return { id, mailed };
  });
  if (link.mailed) notifyOutbox();
  return { ok: true, token, id: link.id, expiresMs: now + LINK_VALID_MS, mailed: link.mailed, phoneE164 };
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
