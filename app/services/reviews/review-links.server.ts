import type { Kysely } from "kysely";
import { chatLink } from "../../lib/contact/links.ts";
import { recordLanguage } from "../../lib/intake/language.ts";
import { firstNameOf, reviewRequestText } from "../../lib/reviews/review-message.ts";
import { shortName } from "../../lib/reviews/review-names.ts";
import { LINK_VALID_MS, linkStateOf, nextAskAllowedMs, type LinkState } from "../../lib/reviews/review-rules.ts";
import { isReviewToken, reviewPath } from "../../lib/reviews/review-token.ts";
import { publicUrl } from "../platform/site-address.server.ts";
import { newToken, tokenHash } from "../platform/secret-box.server.ts";
import { mailConfigured, notifyOutbox } from "../mail/index.server.ts";
import type { ActivityActor } from "../platform/activity.server.ts";
import { withKeyLock, type Database, type Tables } from "../platform/db.server.ts";
import { storeBrand } from "../settings/index.server.ts";
import { queueReviewRequestMail } from "./review-mail.server.ts";

/**
 * Asking for a review: a link made for one visit (a booking, a trial hold or a
 * counter walk-in whose status is Visited). Its token is 256 random bits, kept only
 * as a hash, and works once for 30 days. A visit is asked once (a unique key on the
 * booking, so two staff tapping at once make one link) and a customer at most once a
 * month (checked under the customer's lock, so two of their visits asked at once
 * make one link). The link is handed to staff to send on WhatsApp, or e-mailed
 * through the outbox where the customer gave an e-mail address.
 */
export type ReviewChannel = "whatsapp" | "email";

export type AskRefusal =
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "not-visited"; status: string }
  | { ok: false; reason: "already-asked"; askedAtMs: number; askedBy: string; channel: ReviewChannel }
  | { ok: false; reason: "asked-this-month"; askedAtMs: number; nextAllowedMs: number }
  | { ok: false; reason: "no-email" }
  | { ok: false; reason: "mail-off" };

export type NewReviewLink = {
  ok: true;
  linkId: number;
  /** The token itself: shown once, never stored. */
  token: string;
  /** /review/<token> and its absolute form. */
  path: string;
  url: string;
  expiresMs: number;
  channel: ReviewChannel;
  /** The message holding the link, in the language the customer booked in. */
  message: string;
  /** wa.me link with the message, when the booking has a phone WhatsApp can reach. */
  whatsappUrl: string | null;
  /** Queued for e-mail through the outbox. */
  mailed: boolean;
};

export type AskedReview = {
  linkId: number;
  bookingId: number;
  askedAtMs: number;
  askedBy: string;
  channel: ReviewChannel;
  expiresMs: number;
  usedMs: number | null;
  /** The review the link gave, if any. */
  reviewId: number | null;
  stars: number | null;
};

/** The one message of a refusal, for staff. */
export function askRefusalMessage(refusal: AskRefusal, formatTime: (ms: number) => string): string {
  switch (refusal.reason) {
    case "missing":
      return "That visit no longer exists.";
    case "not-visited":
      return "A review can be asked for only once the visit is marked Visited.";
    case "already-asked":
      return `A review was already asked for this visit, ${formatTime(refusal.askedAtMs)} by ${refusal.askedBy}.`;
    case "asked-this-month":
      return `This customer was asked for a review ${formatTime(refusal.askedAtMs)}. Customers are asked at most once a month: next from ${formatTime(refusal.nextAllowedMs)}.`;
    case "no-email":
      return "This customer has not given an e-mail address. Send the link on WhatsApp instead.";
    case "mail-off":
      return "E-mail is not set up for this store. Send the link on WhatsApp instead.";
  }
}

async function customerEmail(db: Kysely<Tables>, key: string): Promise<string | null> {
  const row = await db.selectFrom("customers").select("email").where("key", "=", key).executeTakeFirst();
  return row?.email?.trim() || null;
}

export async function createReviewLink(
  database: Database,
  request: {
    bookingId: number;
    actor: ActivityActor;
    channel?: ReviewChannel;
    /** SESSION_SECRET: seals the token in the outbox entry of an e-mailed link. */
    sessionSecret?: string;
    now?: number;
  },
): Promise<NewReviewLink | AskRefusal> {
  const now = request.now ?? Date.now();
  const channel = request.channel ?? "whatsapp";
  const first = await database.db
    .selectFrom("bookings")
    .select(["customer_key"])
    .where("id", "=", request.bookingId)
    .executeTakeFirst();
  if (!first) return { ok: false, reason: "missing" };
  const askedBy = request.actor.id === null ? request.actor.name : request.actor.name?.trim() || request.actor.username;
  const token = newToken();
  const store = await storeBrand(database);
  const email = channel === "email" ? await customerEmail(database.db, first.customer_key) : null;
  if (channel === "email" && (!mailConfigured() || !request.sessionSecret)) return { ok: false, reason: "mail-off" };
  if (channel === "email" && !email) return { ok: false, reason: "no-email" };

  const result = await withKeyLock(
    database,
    [`review-customer:${first.customer_key}`, `review-booking:${request.bookingId}`],
    async (trx): Promise<NewReviewLink | AskRefusal> => {
      const booking = await trx
        .selectFrom("bookings")
        .select(["id", "status", "name", "phone_e164", "customer_key", "item_id", "item_ref", "item_title", "language"])
        .where("id", "=", request.bookingId)
        .executeTakeFirst();
      if (!booking) return { ok: false, reason: "missing" };
      if (booking.status !== "visited") return { ok: false, reason: "not-visited", status: booking.status };
      const earlier = await trx
        .selectFrom("review_links")
        .select(["created_ms", "asked_by", "channel"])
        .where("booking_id", "=", booking.id)
        .executeTakeFirst();
      if (earlier) {
        return {
          ok: false,
          reason: "already-asked",
          askedAtMs: Number(earlier.created_ms),
          askedBy: earlier.asked_by,
          channel: earlier.channel as ReviewChannel,
        };
      }
      const latest = await trx
        .selectFrom("review_links")
        .select("created_ms")
        .where("customer_key", "=", booking.customer_key)
        .orderBy("created_ms", "desc")
        .limit(1)
        .executeTakeFirst();
      const nextAllowed = nextAskAllowedMs(latest ? Number(latest.created_ms) : null, now);
      if (latest && nextAllowed !== null) {
        return {
          ok: false,
          reason: "asked-this-month",
          askedAtMs: Number(latest.created_ms),
          nextAllowedMs: nextAllowed,
        };
      }
      const expiresMs = now + LINK_VALID_MS;
      const row = await trx
        .insertInto("review_links")
        .values({
          booking_id: booking.id,
          customer_key: booking.customer_key,
          item_id: booking.item_id,
          item_ref: booking.item_ref,
          item_title: booking.item_title,
          token_hash: tokenHash(token),
          channel,
          asked_by: askedBy,
          asked_by_id: request.actor.id,
          created_ms: now,
          expires_ms: expiresMs,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const path = reviewPath(token);
      const url = publicUrl(path);
      const message = reviewRequestText({
        firstName: firstNameOf(booking.name),
        storeName: store.name,
        itemTitle: booking.item_title,
        url,
        // Asked in the language they booked in.
        language: recordLanguage(booking.language),
      });
      if (channel === "email") await queueReviewRequestMail(trx, request.sessionSecret!, row.id, token, now);
      return {
        ok: true,
        linkId: row.id,
        token,
        path,
        url,
        expiresMs,
        channel,
        message,
        whatsappUrl: booking.phone_e164 ? chatLink(booking.phone_e164, message) : null,
        mailed: channel === "email",
      };
    },
  );
  if (result.ok && result.mailed) notifyOutbox();
  return result;
}

/** Whether and when each of these visits was asked for a review (Orders, the customer's page). */
export async function reviewAsks(database: Database, bookingIds: readonly number[]): Promise<Map<number, AskedReview>> {
  const map = new Map<number, AskedReview>();
  if (bookingIds.length === 0) return map;
  const rows = await database.db
    .selectFrom("review_links")
    .leftJoin("reviews", "reviews.link_id", "review_links.id")
    .select([
      "review_links.id as linkId",
      "review_links.booking_id as bookingId",
      "review_links.created_ms as askedAtMs",
      "review_links.asked_by as askedBy",
      "review_links.channel as channel",
      "review_links.expires_ms as expiresMs",
      "review_links.used_ms as usedMs",
      "reviews.id as reviewId",
      "reviews.stars as stars",
    ])
    .where("review_links.booking_id", "in", [...bookingIds])
    .execute();
  for (const row of rows) {
    map.set(row.bookingId, {
      ...row,
      askedAtMs: Number(row.askedAtMs),
      expiresMs: Number(row.expiresMs),
      usedMs: row.usedMs === null ? null : Number(row.usedMs),
      channel: row.channel as ReviewChannel,
    });
  }
  return map;
}

/** When the customer may next be asked (null: now), for the Ask button's hint. */
export async function nextAskForCustomer(database: Database, customerKey: string, now = Date.now()) {
  const latest = await database.db
    .selectFrom("review_links")
    .select("created_ms")
    .where("customer_key", "=", customerKey)
    .orderBy("created_ms", "desc")
    .limit(1)
    .executeTakeFirst();
  return nextAskAllowedMs(latest ? Number(latest.created_ms) : null, now);
}

export type ReviewLinkView = {
  state: LinkState;
  /** HTTP status the page answers with: 200 valid, 409 used, 410 expired or gone, 404 unknown. */
  status: 200 | 404 | 409 | 410;
  link?: {
    id: number;
    bookingId: number;
    itemId: number | null;
    itemRef: string | null;
    itemTitle: string | null;
    /** "Ravi K.": the name to show, prefilled (only while the link is valid). */
    suggestedName: string;
    expiresMs: number;
  };
};

const STATUS_OF: Record<LinkState, ReviewLinkView["status"]> = {
  valid: 200,
  used: 409,
  expired: 410,
  gone: 410,
  unknown: 404,
};

/** The link a token names, and whether it can still take a review. Never the phone or the e-mail. */
export async function reviewLinkState(
  database: Pick<Database, "db">,
  token: unknown,
  now = Date.now(),
): Promise<ReviewLinkView> {
  if (!isReviewToken(token)) return { state: "unknown", status: 404 };
  const link = await database.db
    .selectFrom("review_links")
    .leftJoin("bookings", "bookings.id", "review_links.booking_id")
    .select([
      "review_links.id",
      "review_links.booking_id",
      "review_links.item_id",
      "review_links.item_ref",
      "review_links.item_title",
      "review_links.used_ms",
      "review_links.expires_ms",
      "bookings.status as visit_status",
      "bookings.name as visit_name",
    ])
    .where("review_links.token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  const state = linkStateOf(
    link && { used_ms: link.used_ms === null ? null : Number(link.used_ms), expires_ms: Number(link.expires_ms) },
    link?.visit_status ? { status: link.visit_status } : undefined,
    now,
  );
  if (!link || state !== "valid") return { state, status: STATUS_OF[state] };
  return {
    state,
    status: 200,
    link: {
      id: link.id,
      bookingId: link.booking_id,
      itemId: link.item_id,
      itemRef: link.item_ref,
      itemTitle: link.item_title,
      suggestedName: shortName(link.visit_name ?? ""),
      expiresMs: Number(link.expires_ms),
    },
  };
}
