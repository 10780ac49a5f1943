import type { Kysely } from "kysely";
import { publicUrl, siteHostname } from "../platform/site-address.server.ts";
import { buildAlertEmail } from "../../lib/mail/alert-email.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import type { Mailer } from "./mailer.server.ts";
import { currentSettings } from "../settings/index.server.ts";
import { enqueue, type OutboxEntry, type OutboxHandler } from "./outbox.server.ts";

/**
 * "A message arrived" e-mails to the store (NOTIFY_EMAIL, or who Settings → Mail
 * alerts), through the outbox. The
 * entry holds only the message id: the e-mail is built from the stored message when
 * it is sent, so a message deleted before then sends nothing.
 */
export const MESSAGE_ALERT = "contact-message-alert";

type AlertPayload = { messageId: number };

/** Queues the alert inside the transaction that stores the message. */
export async function queueMessageAlert(trx: Kysely<Tables>, messageId: number, now = Date.now()): Promise<void> {
  await enqueue(
    trx,
    { kind: MESSAGE_ALERT, payload: { messageId } satisfies AlertPayload, ref: `contact_message:${messageId}` },
    now,
  );
}

/** The id-based Message-ID of an outbox entry's e-mail: the same on every retry. */
export function alertMessageId(entry: Pick<OutboxEntry, "id" | "created_ms">): string {
  return `<alert-${entry.id}-${entry.created_ms}@${siteHostname()}>`;
}

/**
 * Who is alerted: a fixed list, or read at each send (the mail route: Settings → Mail
 * can change it without a restart).
 */
export type Recipients = readonly string[] | (() => Promise<readonly string[]>);

export async function recipientsOf(notify: Recipients): Promise<string[]> {
  return [...(typeof notify === "function" ? await notify() : notify)];
}

export function messageAlertHandler(database: Database, mailer: Mailer, notify: Recipients): OutboxHandler {
  return async (entry) => {
    const { messageId } = entry.payload as AlertPayload;
    const message = await database.db
      .selectFrom("contact_messages")
      .select(["id", "name", "email", "phone", "phone_e164", "subject", "message", "category", "created_at"])
      .where("id", "=", messageId)
      .executeTakeFirst();
    if (!message) return "gone";
    const mail = buildAlertEmail(
      { ...message, phoneE164: message.phone_e164 },
      publicUrl(`/admin/contact-messages/${message.id}`),
      (await currentSettings(database)).details.value.name,
      (await currentSettings(database)).details.value.timeZone,
    );
    await mailer.send({
      to: await recipientsOf(notify),
      ...mail,
      replyTo: { name: message.name, address: message.email },
      messageId: alertMessageId(entry),
    });
    return "done";
  };
}
