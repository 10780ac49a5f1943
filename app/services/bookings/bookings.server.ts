import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import { HOLDING_STATUSES, type BookingStatus } from "../../lib/booking/booking-fields.ts";
import type { BookingInput } from "../../lib/booking/booking-schema.ts";
import { slotStart } from "../../lib/booking/booking-slots.ts";
import type { SpamReason } from "../../lib/contact/spam.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale.ts";
import { customerKey, toE164 } from "../../lib/contact/phone.ts";
import { currentSettings, hoursRule } from "../settings/index.server.ts";
import { mailConfigured, enqueue, notifyOutbox } from "../mail/index.server.ts";
import { withKeyLock, type Database, type Tables } from "../platform/db.server.ts";
import { BOOKING_ALERT, type BookingAlertPayload } from "./booking-alerts.server.ts";
import { BOOKING_COLUMNS, type BookingRow } from "./booking-rows.server.ts";
import { bookingLocks, slotTaken } from "./capacity.server.ts";
import type { BookableItem } from "./trial-items.server.ts";

/**
 * Visit bookings: a trial hold of an item or a fitting, in a 30-minute slot. This file
 * holds the writes (store, release from Spam, status changes) under the capacity rule.
 * Beside it, one concern a file: the site's intake (booking-intake, through
 * services/intake), the counter's walk-ins (counter), capacity, trial items, the
 * shop's own network (store-network), the confirmation pass (booking-pass), the staff
 * e-mail (booking-alerts), Orders' search (orders), the dashboard's figures (figures)
 * and housekeeping. The calendar file, links and e-mail text are pure: lib/booking.
 */

// Without the characters people misread (0/O, 1/I/L): a reference read out over the phone.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
function newReference(): string {
  let code = "";
  for (let i = 0; i < 4; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `MS-${code}`;
}

export type NewBooking = Omit<BookingInput, "item"> & { item: BookableItem | null };

type CreateResult =
  { kind: "stored"; booking: BookingRow } | { kind: "duplicate"; booking: BookingRow } | { kind: "full" };

async function newUniqueReference(trx: Kysely<Tables>): Promise<string> {
  let reference = newReference();
  while (await trx.selectFrom("bookings").select("id").where("reference", "=", reference).executeTakeFirst()) {
    reference = newReference();
  }
  return reference;
}

/**
 * Stores a booking if its slot has room. Counting the slot's bookings and inserting
 * happen under the slot's lock in one transaction (`withKeyLock`), so visitors
 * racing for the last place never both get it, on one instance or several. The same
 * transaction holds the submission's lock too: the same form posted twice for two
 * different slots (a double tap after changing the time) is two different slot
 * locks, and only the submission's makes the second wait and find the first booking.
 * With alerts on, the staff e-mail is queued in the same transaction.
 * `spamReason`: caught by the spam checks, it is kept in Spam, holding no place (a
 * robot cannot fill the shop's slots) and alerting nobody. `staff`: a walk-in or
 * phone booking made in Orders, confirmed at once and not e-mailed about.
 */
export async function createBooking(
  database: Database,
  input: NewBooking,
  options: {
    capacity: number;
    now?: number;
    submissionKey?: string;
    spamReason?: SpamReason;
    staff?: string;
    /** The spam row the same form left earlier: the good post replaces it. */
    replacesKey?: string;
    /** The language of the page it was booked from; a walk-in is English until staff can choose. */
    language?: Locale;
  },
): Promise<CreateResult> {
  const now = options.now ?? Date.now();
  const created_at = new Date(now).toISOString();
  const alert = !options.spamReason && !options.staff && mailConfigured();
  const rule = hoursRule(await currentSettings(database));
  const phoneE164 = toE164(input.phone) ?? null;
  const locks = [
    `booking-slot:${input.date}T${input.time}`,
    ...(options.submissionKey ? [`booking-submission:${options.submissionKey}`] : []),
  ];
  const result = await withKeyLock(database, locks, async (trx) => {
    if (options.submissionKey) {
      const earlier = await trx
        .selectFrom("bookings")
        .select(BOOKING_COLUMNS)
        .where("submission_key", "=", options.submissionKey)
        .executeTakeFirst();
      if (earlier) return { kind: "duplicate", booking: earlier } as const;
    }
    if (!options.spamReason && (await slotTaken(trx, input.date, input.time)) >= options.capacity) {
      return { kind: "full" } as const;
    }
    const reference = await newUniqueReference(trx);
    const row = await trx
      .insertInto("bookings")
      .values({
        reference,
        kind: input.kind,
        item_id: input.item?.id ?? null,
        item_ref: input.item?.ref ?? null,
        item_title: input.item?.title ?? null,
        item_image_key: input.item?.imageKey ?? null,
        item_image_kind: input.item?.imageKind ?? null,
        purpose: input.kind === "fitting" ? input.purpose : null,
        date: input.date,
        time: input.time,
        starts_at: new Date(slotStart(input.date, input.time, rule)).toISOString(),
        name: input.name,
        phone: input.phone,
        phone_e164: phoneE164,
        customer_key: customerKey(input.phone),
        size: input.size,
        note: input.note,
        created_at,
        submission_key: options.submissionKey ?? null,
        language: options.language ?? DEFAULT_LOCALE,
        ...(options.spamReason ? { status: "spam", spam_reason: options.spamReason } : {}),
        ...(options.staff
          ? {
              status: "confirmed",
              status_at: created_at,
              status_by: options.staff,
              source: "staff",
              created_by: options.staff,
            }
          : {}),
      })
      .returning(BOOKING_COLUMNS)
      .executeTakeFirstOrThrow();
    if (options.replacesKey) {
      await trx
        .deleteFrom("bookings")
        .where("submission_key", "=", options.replacesKey)
        .where("status", "=", "spam")
        .execute();
    }
    if (alert) {
      await enqueue(
        trx,
        { kind: BOOKING_ALERT, payload: { bookingId: row.id } satisfies BookingAlertPayload, ref: `booking:${row.id}` },
        now,
      );
    }
    return { kind: "stored", booking: row } as const;
  });
  if (result.kind === "stored" && alert) notifyOutbox();
  return result;
}

export type ReleaseResult =
  { ok: true; booking: BookingRow } | { ok: false; reason: "missing" | "stale" | "full"; booking?: BookingRow };

/**
 * Moves a booking out of Spam into Orders as Requested, if its slot still has room:
 * the capacity rule holds for it like for any other (a full slot leaves it in Spam,
 * and staff call the visitor instead). `version`: the one staff saw; the re-check has none.
 */
export async function releaseSpamBooking(
  database: Database,
  id: number,
  releasedBy: string,
  options: { capacity: number; alert: boolean; version?: number; now?: number },
): Promise<ReleaseResult> {
  const now = options.now ?? Date.now();
  const at = new Date(now).toISOString();
  const alert = options.alert && mailConfigured();
  const locks = await bookingLocks(database, id);
  if (!locks) return { ok: false, reason: "missing" };
  const result = await withKeyLock(database, locks, async (trx): Promise<ReleaseResult> => {
    const current = await trx.selectFrom("bookings").select(BOOKING_COLUMNS).where("id", "=", id).executeTakeFirst();
    if (!current || current.status !== "spam") return { ok: false, reason: "missing", booking: current };
    if (options.version !== undefined && current.version !== options.version) {
      return { ok: false, reason: "stale", booking: current };
    }
    if ((await slotTaken(trx, current.date, current.time)) >= options.capacity) {
      return { ok: false, reason: "full", booking: current };
    }
    const changed = { status: "requested", spam_released_by: releasedBy, version: current.version + 1 };
    await trx.updateTable("bookings").set(changed).where("id", "=", id).execute();
    await trx
      .insertInto("booking_changes")
      .values({ booking_id: id, at, admin_name: releasedBy, from_status: "spam", to_status: "requested" })
      .execute();
    if (alert) {
      await enqueue(
        trx,
        { kind: BOOKING_ALERT, payload: { bookingId: id } satisfies BookingAlertPayload, ref: `booking:${id}` },
        now,
      );
    }
    return { ok: true, booking: { ...current, ...changed } };
  });
  if (result.ok && alert) notifyOutbox();
  return result;
}

/** Where a booking can go from its status. Cancelled is final: its place is given back. */
export function nextStatuses(status: string): BookingStatus[] {
  switch (status) {
    case "requested":
      return ["confirmed", "cancelled", "no-show"];
    case "confirmed":
      return ["visited", "no-show", "cancelled"];
    case "visited":
      return ["no-show"];
    case "no-show":
      return ["visited"];
    default:
      return [];
  }
}

export type StatusChange =
  | { ok: true; booking: BookingRow }
  | { ok: false; reason: "missing" | "stale" | "not-allowed"; booking?: BookingRow }
  | { ok: false; reason: "full"; booking: BookingRow; holding: number };

/**
 * Moves a booking to `to` if it is still at the version the staff member saw (two
 * staff tapping at once: the second is told, not silently applied), recording who
 * and when in its history. A booking that takes its place back (a no-show marked
 * visited after all) passes the slot's capacity check under the slot's lock, like a
 * new booking: its place may have gone to someone else meanwhile.
 */
export async function setBookingStatus(
  database: Database,
  id: number,
  version: number,
  to: BookingStatus,
  staff: string,
  options: { capacity: number; now?: number },
): Promise<StatusChange> {
  const at = new Date(options.now ?? Date.now()).toISOString();
  const locks = await bookingLocks(database, id);
  if (!locks) return { ok: false, reason: "missing" };
  return withKeyLock(database, locks, async (trx) => {
    const booking = await trx.selectFrom("bookings").select(BOOKING_COLUMNS).where("id", "=", id).executeTakeFirst();
    if (!booking) return { ok: false, reason: "missing" } as const;
    if (booking.version !== version) return { ok: false, reason: "stale", booking } as const;
    if (!nextStatuses(booking.status).includes(to)) return { ok: false, reason: "not-allowed", booking } as const;
    if (!HOLDING_STATUSES.includes(booking.status as BookingStatus) && HOLDING_STATUSES.includes(to)) {
      const taken = await trx
        .selectFrom("bookings")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("date", "=", booking.date)
        .where("time", "=", booking.time)
        .where("status", "in", HOLDING_STATUSES)
        .executeTakeFirstOrThrow();
      const holding = Number(taken.n);
      if (holding >= options.capacity) return { ok: false, reason: "full", booking, holding } as const;
    }
    await trx
      .updateTable("bookings")
      .set({ status: to, status_at: at, status_by: staff, version: booking.version + 1 })
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("booking_changes")
      .values({ booking_id: id, at, admin_name: staff, from_status: booking.status, to_status: to })
      .execute();
    return {
      ok: true,
      booking: { ...booking, status: to, status_at: at, status_by: staff, version: booking.version + 1 },
    } as const;
  });
}
