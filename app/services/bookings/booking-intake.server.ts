import { createHash } from "node:crypto";
import { readBooking, type BookingInput } from "../../lib/booking/booking-schema.ts";
import type { Slot } from "../../lib/booking/booking-slots.ts";
import { FORM_TOKEN_FIELD } from "../../lib/contact/contact-fields.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { RECHECK_RELEASER } from "../../lib/contact/spam.ts";
import { countInsight } from "../insights/index.server.ts";
import { receive, type Earlier } from "../intake/index.server.ts";
import type { Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { describeWait, type RateLimit } from "../platform/rate-limit.server.ts";
import { checkBooking, type BookingRefusal } from "./booking-check.server.ts";
import { createBooking, releaseSpamBooking } from "./bookings.server.ts";
import { slotFull } from "./capacity.server.ts";
import { isStoreAddress } from "./store-network.server.ts";
import type { BookableItem } from "./trial-items.server.ts";

export const BOOKING_RATE_LIMIT: RateLimit = { bucket: "booking", limit: 5, windowMs: 60 * 60 * 1000 };

/** Spam's own per-address limit: a robot fills Spam only this far. */
export const BOOKING_SPAM_RATE_LIMIT: RateLimit = { bucket: "booking-spam", limit: 10, windowMs: 60 * 60 * 1000 };

export type BookingOutcome =
  | { status: 201; reference: string; spam?: false }
  | { status: 201; spam: true; recheck?: string }
  | BookingRefusal
  | { status: 409; message: string; alternatives: Slot[] }
  | { status: 429; message: string; retryAfterSeconds: number };

/** The key a booking is stored under: its form's token. Spam has its own, so the visitor's next good post is not taken for a repeat. */
function bookingKey(token: unknown, spam: boolean): string {
  return createHash("sha256")
    .update(`${spam ? "booking-spam" : "booking"}:${String(token)}`)
    .digest("base64url");
}

type StoredBooking = Earlier & { reference: string };
type CheckedBooking = { input: BookingInput; item: BookableItem | null };

/**
 * The /book form (with or without JavaScript) through the one intake path
 * (services/intake): spam checks, validation and the slot rules, idempotency, rate
 * limit, store, so bad input never touches the database and a booking is stored
 * before the visitor is told it is. The form token is the submission's key: the same
 * post again (a double tap, a reloaded result) gets the same booking back. What the
 * spam checks catch is kept in Orders' Spam, holding no place. The per-address limit
 * never applies to the shop's own network (`storeNetwork`).
 */
export async function submitBooking(
  database: Database,
  fields: Record<string, unknown>,
  options: {
    address: string;
    secret: string;
    rateLimited: boolean;
    capacity: number;
    storeNetwork?: readonly string[];
    now?: number;
    /** The fields as the route already read them (readBooking); read here otherwise. */
    read?: ReturnType<typeof readBooking>;
    /** The language of the page it was booked from (lib/intake/language.ts). */
    language?: Locale;
  },
): Promise<BookingOutcome> {
  const now = options.now ?? Date.now();
  const token = fields[FORM_TOKEN_FIELD];
  const stillHeld = async (): Promise<BookingOutcome> => ({ status: 201, spam: true });
  return receive<CheckedBooking, StoredBooking, BookingOutcome>(
    database,
    fields,
    { ...options, requireToken: true, now },
    {
      name: "booking",
      subject: "booking",
      limits: { normal: BOOKING_RATE_LIMIT, spam: BOOKING_SPAM_RATE_LIMIT },
      exempt: () => isStoreAddress(database, options.storeNetwork ?? [], options.address, now),
      async validate(fields) {
        const checked = await checkBooking(database, options.read ?? readBooking(fields), now, {
          allowCurrent: false,
          noTrial: "That item cannot be reserved for a trial any more. Please choose another, or book a fitting.",
        });
        return checked.ok ? { ok: true, input: checked } : { ok: false, answer: checked.refused };
      },
      key: bookingKey,
      earlier: (key) =>
        database.db
          .selectFrom("bookings")
          .select(["id", "reference", "status", "spam_reason"])
          .where("submission_key", "=", key)
          .executeTakeFirst(),
      repeated: async (earlier) => ({ status: 201, reference: earlier.reference }),
      async store({ input, item }, key, spamReason, language) {
        const result = await createBooking(
          database,
          { ...input, item },
          {
            language,
            capacity: options.capacity,
            now,
            ...(key ? { submissionKey: key } : {}),
            // A good post replaces the Spam row the same form left earlier (sent too fast, say).
            ...(spamReason ? { spamReason } : { replacesKey: bookingKey(token, true) }),
          },
        );
        if (result.kind === "full") return { answer: await slotFull(database, input, options.capacity, now) };
        if (spamReason) return { held: result.booking.id };
        if (result.kind === "stored") {
          log.info("booking_stored", { id: result.booking.id, kind: input.kind });
          if (item) countInsight("reserve", String(item.id));
        }
        return { answer: { status: 201, reference: result.booking.reference } };
      },
      held: async (recheck) => ({ status: 201, spam: true, ...(recheck ? { recheck } : {}) }),
      limited: (retryAfterMs) => ({
        status: 429,
        message: `You have booked several visits in a short time. Please try again in ${describeWait(retryAfterMs)}, or call the store.`,
        retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
      }),
      // The booking kept in Spam becomes a real one (Requested, alerted) if the slot still
      // has room; a full slot gets the nearest free ones, like any booking.
      async release(id) {
        const released = await releaseSpamBooking(database, id, RECHECK_RELEASER, {
          capacity: options.capacity,
          alert: true,
          now,
        });
        if (released.ok) {
          log.info("booking_recheck_released", { id });
          return { status: 201, reference: released.booking.reference };
        }
        if (released.reason === "full" && released.booking)
          return slotFull(database, released.booking, options.capacity, now);
        // Already out of Spam (a second tab, a double post): the booking it became.
        if (released.booking && released.booking.status !== "spam")
          return { status: 201, reference: released.booking.reference };
        return stillHeld();
      },
      unchanged: stillHeld,
    },
  );
}
