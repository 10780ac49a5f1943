import type { Kysely } from "kysely";
import { recordLanguage } from "../../lib/intake/language.ts";
import { firstNameOf, reviewRequestEmail } from "../../lib/reviews/review-message.ts";
import { reviewPath } from "../../lib/reviews/review-token.ts";
import { publicUrl, siteHostname } from "../platform/site-address.server.ts";
import { open, seal } from "../platform/secret-box.server.ts";
import { enqueue, type Mailer, type OutboxHandler } from "../mail/index.server.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { storeBrand } from "../settings/index.server.ts";

/**
 * A review link sent by e-mail, through the durable outbox like every e-mail: queued
 * in the transaction that makes the link, sent in the background. The table keeps
 * only the token's hash, so the entry holds the token sealed under SESSION_SECRET
 * (as the invitations do); a link used, expired or whose visit is gone sends nothing.
 * The address is read when sending, from the customer's own record.
 */
export const REVIEW_REQUEST_MAIL = "review-request-mail";
const SEAL_PURPOSE = "review-request-mail";

type Payload = { linkId: number; sealed: string };

export async function queueReviewRequestMail(
  trx: Kysely<Tables>,
  sessionSecret: string,
  linkId: number,
  token: string,
  now: number,
): Promise<void> {
  await enqueue(
    trx,
    {
      kind: REVIEW_REQUEST_MAIL,
      payload: { linkId, sealed: seal(sessionSecret, SEAL_PURPOSE, token) } satisfies Payload,
      ref: `review_link:${linkId}`,
    },
    now,
  );
}

export function reviewRequestMailHandler(database: Database, mailer: Mailer, sessionSecret: string): OutboxHandler {
  return async (entry) => {
    const { linkId, sealed } = entry.payload as Payload;
    const link = await database.db
      .selectFrom("review_links")
      .innerJoin("bookings", "bookings.id", "review_links.booking_id")
      .innerJoin("customers", "customers.key", "review_links.customer_key")
      .select([
        "review_links.used_ms",
        "review_links.expires_ms",
        "review_links.item_title",
        "bookings.name",
        "bookings.status",
        "bookings.language",
        "customers.email",
      ])
      .where("review_links.id", "=", linkId)
      .executeTakeFirst();
    const token = open(sessionSecret, SEAL_PURPOSE, sealed);
    if (!link || !token || !link.email || link.used_ms !== null || link.status !== "visited") return "gone";
    if (Number(link.expires_ms) <= Date.now()) return "gone";
    const store = await storeBrand(database);
    const mail = reviewRequestEmail({
      firstName: firstNameOf(link.name),
      storeName: store.name,
      itemTitle: link.item_title,
      url: publicUrl(reviewPath(token)),
      language: recordLanguage(link.language),
    });
    await mailer.send({
      to: [link.email],
      ...mail,
      messageId: `<review-request-${entry.id}-${entry.created_ms}@${siteHostname()}>`,
    });
    return "done";
  };
}
