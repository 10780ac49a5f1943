import type { Kysely } from "kysely";
import { linkEmail, type LinkKind } from "../../lib/accounts/account-link-words.ts";
import { formatStoreTime } from "../../lib/time/admin-dates.ts";
import { publicUrl, siteHostname } from "../platform/site-address.server.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { enqueue, type Mailer, type OutboxHandler } from "../mail/index.server.ts";
import { storeBrand } from "../settings/index.server.ts";
import { open, seal } from "../platform/secret-box.server.ts";

/**
 * Invitation and reset e-mails, through the durable outbox like the store's alerts:
 * queued in the transaction that makes the link, sent in the background, retried.
 * The e-mail must carry the link, and the table keeps only the token's hash, so the
 * outbox entry holds the token sealed under SESSION_SECRET (secret-box.server.ts); a
 * link used, revoked or expired before the send sends nothing.
 */
export const ACCOUNT_LINK_MAIL = "account-link-mail";
const SEAL_PURPOSE = "account-link-mail";

type Payload = { linkId: number; sealed: string };

export function linkPath(kind: LinkKind, token: string): string {
  return `/admin/${kind === "invite" ? "invite" : "reset"}/${token}`;
}

export async function queueAccountLinkMail(
  trx: Kysely<Tables>,
  sessionSecret: string,
  linkId: number,
  token: string,
  now = Date.now(),
): Promise<void> {
  await enqueue(
    trx,
    {
      kind: ACCOUNT_LINK_MAIL,
      payload: { linkId, sealed: seal(sessionSecret, SEAL_PURPOSE, token) } satisfies Payload,
      ref: `account_link:${linkId}`,
    },
    now,
  );
}

export function accountLinkMailHandler(database: Database, mailer: Mailer, sessionSecret: string): OutboxHandler {
  return async (entry) => {
    const { linkId, sealed } = entry.payload as Payload;
    const link = await database.db
      .selectFrom("account_links")
      .select(["kind", "name", "email", "used_ms", "revoked_ms", "expires_ms"])
      .where("id", "=", linkId)
      .executeTakeFirst();
    const token = open(sessionSecret, SEAL_PURPOSE, sealed);
    if (!link || !link.email || !token || link.used_ms !== null || link.revoked_ms !== null) return "gone";
    if (Number(link.expires_ms) <= Date.now()) return "gone";
    const kind = link.kind === "invite" ? "invite" : "reset";
    const store = await storeBrand(database);
    const mail = linkEmail(
      kind,
      store.name,
      link.name,
      publicUrl(linkPath(kind, token)),
      formatStoreTime(new Date(Number(link.expires_ms)).toISOString(), store.timeZone),
    );
    await mailer.send({
      to: [link.email],
      ...mail,
      messageId: `<account-link-${entry.id}-${entry.created_ms}@${siteHostname()}>`,
    });
    return "done";
  };
}
