import { isDeepStrictEqual } from "node:util";
import type { MailForm } from "../../lib/mail/mail-form.ts";
import {
  isSecurity,
  resolveMailSource,
  type MailSource,
  type SavedMail,
  type ServerMail,
} from "../../lib/mail/mail-server.ts";
import { recordActivity } from "../platform/activity.server.ts";
import type { Kysely } from "kysely";
import type { Database, Tables } from "../platform/db.server.ts";
import { open, seal } from "../platform/secret-box.server.ts";

/**
 * Settings → Mail's row (mail_settings, id 1): the store's own mail server, used when
 * the server has no SMTP_URL and NOTIFY_EMAIL. The password is sealed with
 * SESSION_SECRET under a purpose of its own, as authenticator keys are: the database
 * (a backup, the owner's export, a leaked dump) never holds it in clear, and the page
 * never gets it back. A save names the version it started from; a stale one is
 * refused, as every settings screen's is.
 */
export const MAIL_PASSWORD_PURPOSE = "mail-password";

export type MailActor = { id: number; username: string; name: string | null };

export type StoredMail = {
  saved: SavedMail | null;
  /** 0 before the first save. */
  version: number;
  passwordSaved: boolean;
  /** A password is saved but SESSION_SECRET changed since: it no longer opens. */
  passwordUnreadable: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
};

function parseNotify(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export async function readStoredMail(db: Kysely<Tables>, secret: string): Promise<StoredMail> {
  const row = await db.selectFrom("mail_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!row) {
    return {
      saved: null,
      version: 0,
      passwordSaved: false,
      passwordUnreadable: false,
      updatedAt: null,
      updatedBy: null,
    };
  }
  const password = row.password_sealed ? open(secret, MAIL_PASSWORD_PURPOSE, row.password_sealed) : null;
  return {
    saved: {
      host: row.host,
      port: Number(row.port),
      security: isSecurity(row.security) ? row.security : "tls",
      username: row.username,
      from: row.from_address,
      notify: parseNotify(row.notify),
      password,
    },
    version: Number(row.version),
    passwordSaved: row.password_sealed !== null,
    passwordUnreadable: row.password_sealed !== null && password === null,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** The mail server in effect now: the server's environment wins, then the saved settings. */
export async function currentMailSource(
  database: Database,
  env: ServerMail | undefined,
  secret: string,
): Promise<MailSource> {
  if (env) return resolveMailSource(env, null);
  return resolveMailSource(undefined, (await readStoredMail(database.db, secret)).saved);
}

/** The names of what a save changes, for the activity log (never a value: the password is only "Password"). */
function changedFields(before: SavedMail | null, after: MailForm): string[] {
  const fields: string[] = [];
  if (!before || before.host !== after.host || before.port !== after.port || before.security !== after.security) {
    fields.push("Server");
  }
  if ((before?.username ?? "") !== after.username) fields.push("User name");
  if (after.password !== "" && after.username !== "" && after.password !== before?.password) fields.push("Password");
  if (before?.from !== after.from) fields.push("Sender address");
  if (!isDeepStrictEqual(before?.notify ?? [], after.notify)) fields.push("Who is alerted");
  return fields;
}

export type MailSaveResult = { ok: true; version: number; fields: string[] } | { ok: false; reason: "conflict" };

/**
 * Saves the form if the row is still at `version` (0: none saved yet), in one
 * transaction with the activity log's line. An empty password keeps the saved one;
 * an empty user name drops it (a server that takes mail without signing in).
 */
export async function saveMailSettings(
  database: Database,
  actor: MailActor,
  secret: string,
  version: number,
  form: MailForm,
  now = new Date(),
): Promise<MailSaveResult> {
  const at = now.toISOString();
  const who = actor.name?.trim() || actor.username;
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("mail_settings")
      .select(["version", "password_sealed"])
      .where("id", "=", 1)
      .executeTakeFirst();
    if (Number(row?.version ?? 0) !== version) return { ok: false, reason: "conflict" } as const;
    const before = row ? (await readStoredMail(trx, secret)).saved : null;
    const fields = changedFields(before, form);
    if (fields.length === 0) return { ok: true, version, fields } as const;
    const passwordSealed =
      form.username === ""
        ? null
        : form.password !== ""
          ? seal(secret, MAIL_PASSWORD_PURPOSE, form.password)
          : (row?.password_sealed ?? null);
    const values = {
      host: form.host,
      port: form.port,
      security: form.security,
      username: form.username,
      password_sealed: passwordSealed,
      from_address: form.from,
      notify: JSON.stringify(form.notify),
      updated_at: at,
      updated_by: who,
    };
    if (row) {
      const updated = await trx
        .updateTable("mail_settings")
        .set((eb) => ({ ...values, version: eb("version", "+", 1) }))
        .where("id", "=", 1)
        .where("version", "=", version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: "conflict" } as const;
    } else {
      // Two first saves at once: the second finds the row taken and is told so.
      const inserted = await trx
        .insertInto("mail_settings")
        .values({ id: 1, ...values, version: 1 })
        .onConflict((oc) => oc.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) return { ok: false, reason: "conflict" } as const;
    }
    await recordActivity(
      trx,
      {
        action: "settings.changed",
        actor,
        subject: "Mail",
        detail: { section: "Mail", change: "edited", fields: fields.join(", ") },
      },
      now,
    );
    return { ok: true, version: version + 1, fields } as const;
  });
}
