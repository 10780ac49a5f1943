import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";
import type { Kysely, Selectable } from "kysely";
import { absoluteUrl } from "../../lib/seo/site-meta.ts";
import { formatAddress } from "../../lib/settings/address.ts";
import type { Store } from "../../lib/settings/site.ts";
import { escapeHtml, oneLine, type AlertEmail } from "../../lib/mail/alert-email.ts";
import { civilDateAt } from "../../lib/time/business-hours.ts";
import {
  HOLDING_STATUSES,
  purposeLabel,
  type BookingFieldErrors,
  type BookingStatus,
} from "../../lib/booking/booking-fields.ts";
import { validateBooking, type BookingInput } from "../../lib/booking/booking-schema.ts";
import {
  BOOKING_DAYS_AHEAD,
  describeSlot,
  nearestFreeSlots,
  SLOT_MINUTES,
  slotProblem,
  slotProblemMessage,
  slotStart,
  type Slot,
} from "../../lib/booking/booking-slots.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, RECHECK_FIELD } from "../../lib/contact/contact-fields.ts";
import { RECHECK_RELEASER, type SpamReason } from "../../lib/contact/spam.ts";
import { calendarFile } from "../../lib/booking/ics.ts";
import { chatLink } from "../../lib/contact/links.ts";
import { customerKey, searchedPhoneDigits, toE164 } from "../../lib/contact/phone.ts";
import { addDays, isoDate } from "../../lib/time/store-hours.ts";
import { currentSettings, hoursRule, storeFacts } from "../settings/settings.server.ts";
import { alertMessageId, messageAlertsEnabled } from "../mail/alerts.server.ts";
import { imagesOf } from "../catalogue/catalogue.server.ts";
import { withKeyLock, type Database, type Tables } from "../platform/db.server.ts";
import { checkFormToken, checkRecheckToken, issueRecheckToken } from "../platform/form-token.server.ts";
import { log } from "../platform/log.server.ts";
import { containsText } from "../platform/text-search.server.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { enqueue, notifyOutbox, type OutboxHandler } from "../mail/outbox.server.ts";
import { describeWait, takeToken, type RateLimit } from "../platform/rate-limit.server.ts";
import { countInsight } from "../insights/insights.server.ts";

/**
 * Visit bookings: a trial hold of an item or a fitting, in a 30-minute slot. The
 * one path that stores them (the /book form, with or without JavaScript), the
 * capacity rule, the visitor's confirmation and calendar file, and the staff's
 * Orders screen.
 */
export const BOOKING_RATE_LIMIT: RateLimit = { bucket: "booking", limit: 5, windowMs: 60 * 60 * 1000 };

export const SLOT_FULL_MESSAGE = "That time is now full, please pick another.";

/** A booking as the service hands it out: every column but the submission key. */
export type BookingRow = Omit<Selectable<Tables["bookings"]>, "submission_key">;

const BOOKING_COLUMNS = [
  "id",
  "reference",
  "kind",
  "item_id",
  "item_ref",
  "item_title",
  "item_image_key",
  "item_image_kind",
  "purpose",
  "date",
  "time",
  "starts_at",
  "name",
  "phone",
  "phone_e164",
  "customer_key",
  "size",
  "note",
  "status",
  "status_at",
  "status_by",
  "created_at",
  "version",
  "spam_reason",
  "spam_released_by",
  "source",
  "created_by",
] as const;

export type BookableItem = {
  id: number;
  ref: string;
  title: string;
  imageKey: string | null;
  imageKind: string | null;
};

/**
 * The published item a trial is for, by the reference the item dialog links with:
 * "<collection path without its slash>/<item slug>", e.g. "groom/ivory-silk-sherwani".
 * Only where staff offer trials (not innerwear, not the vel): null otherwise.
 */
export async function findBookableItem(db: Kysely<Tables>, ref: string): Promise<BookableItem | null> {
  const cut = ref.lastIndexOf("/");
  if (cut <= 0 || ref.length > 300) return null;
  const path = `/${ref.slice(0, cut)}`;
  const slug = ref.slice(cut + 1);
  const row = await db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select(["items.id", "items.title", "items.type", "collections.trial_offered", "collections.no_trial_types"])
    .where("collections.path", "=", path)
    .where("items.slug", "=", slug)
    .where("items.status", "=", "published")
    .executeTakeFirst();
  if (!row || !trialOffered(row)) return null;
  const image = (await imagesOf(db, [row.id])).get(row.id)?.[0];
  return { id: row.id, ref, title: row.title, imageKey: image?.key ?? null, imageKind: image?.kind ?? null };
}

// Without the characters people misread (0/O, 1/I/L): a reference read out over the phone.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
function newReference(): string {
  let code = "";
  for (let i = 0; i < 4; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `MS-${code}`;
}

/**
 * The confirmation page and calendar file are for the visitor who booked: their URL
 * carries this signature of the reference, so guessing references shows nobody's
 * name or phone.
 */
export function bookingPass(secret: string, reference: string): string {
  return createHmac("sha256", secret).update(`booking:${reference}`).digest("base64url").slice(0, 22);
}

export function checkBookingPass(secret: string, reference: string, pass: unknown): boolean {
  if (typeof pass !== "string") return false;
  const expected = Buffer.from(bookingPass(secret, reference));
  const given = Buffer.from(pass);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type NewBooking = Omit<BookingInput, "item"> & { item: BookableItem | null };

type CreateResult =
  { kind: "stored"; booking: BookingRow } | { kind: "duplicate"; booking: BookingRow } | { kind: "full" };

/** The key a booking is stored under: its form's token. Spam has its own, so the visitor's next good post is not taken for a repeat. */
function bookingKey(token: unknown, spam: boolean): string {
  return createHash("sha256")
    .update(`${spam ? "booking-spam" : "booking"}:${String(token)}`)
    .digest("base64url");
}

async function newUniqueReference(trx: Kysely<Tables>): Promise<string> {
  let reference = newReference();
  while (await trx.selectFrom("bookings").select("id").where("reference", "=", reference).executeTakeFirst()) {
    reference = newReference();
  }
  return reference;
}

async function slotTaken(trx: Kysely<Tables>, date: string, time: string): Promise<number> {
  const taken = await trx
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("date", "=", date)
    .where("time", "=", time)
    .where("status", "in", HOLDING_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(taken.n);
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
  },
): Promise<CreateResult> {
  const now = options.now ?? Date.now();
  const created_at = new Date(now).toISOString();
  const alert = !options.spamReason && !options.staff && messageAlertsEnabled();
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
  const alert = options.alert && messageAlertsEnabled();
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

/** How many holding bookings each slot of the given days has, keyed "YYYY-MM-DD HH:MM". */
async function slotLoad(db: Kysely<Tables>, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("bookings")
    .select(["date", "time", (eb) => eb.fn.countAll<number>().as("n")])
    .where("date", ">=", from)
    .where("date", "<=", to)
    .where("status", "in", HOLDING_STATUSES)
    .groupBy(["date", "time"])
    .execute();
  return new Map(rows.map((r) => [`${r.date} ${r.time}`, Number(r.n)]));
}

/** The full slots from today on: the form leaves them out of its list. */
export async function fullSlots(database: Database, capacity: number, now = Date.now()): Promise<string[]> {
  const today = civilDateAt(now, (await currentSettings(database)).details.value.timeZone);
  const load = await slotLoad(database.db, isoDate(today), isoDate(addDays(today, BOOKING_DAYS_AHEAD)));
  return [...load].filter(([, n]) => n >= capacity).map(([slot]) => slot);
}

type BookingRefusal = { status: 400; message: string; errors: BookingFieldErrors };

/**
 * What the site and the counter both check before a booking is stored: the fields,
 * the slot against the store's hours at `now` (staff may take the slot under way),
 * and, for a trial, an item still offered for one. Nothing is written.
 */
async function checkBooking(
  database: Database,
  fields: Record<string, unknown>,
  now: number,
  options: { allowCurrent: boolean; noTrial: string },
): Promise<{ ok: true; input: BookingInput; item: BookableItem | null } | { ok: false; refused: BookingRefusal }> {
  const refuse = (errors: BookingFieldErrors) =>
    ({ ok: false, refused: { status: 400, message: "Please correct the highlighted fields.", errors } }) as const;
  const validation = validateBooking(fields);
  if (!validation.ok) return refuse(validation.errors);
  const input = validation.data;
  const rule = hoursRule(await currentSettings(database));
  const problem = slotProblem(input.date, input.time, now, rule, { allowCurrent: options.allowCurrent });
  if (problem) {
    const field = problem === "invalid" || problem === "hours" ? "time" : "date";
    return refuse({ [field]: slotProblemMessage(problem, input.date, rule) });
  }
  const item = input.kind === "trial" ? await findBookableItem(database.db, input.item) : null;
  if (input.kind === "trial" && !item) return refuse({ item: options.noTrial });
  return { ok: true, input, item };
}

/**
 * The locks a change to booking `id` takes: the booking's own and its slot's (capacity).
 * A booking's slot never changes, so it is read before the locks are taken. Null when
 * there is no such booking.
 */
async function bookingLocks(database: Database, id: number): Promise<string[] | null> {
  const slot = await database.db
    .selectFrom("bookings")
    .select(["date", "time"])
    .where("id", "=", id)
    .executeTakeFirst();
  return slot ? [`booking:${id}`, `booking-slot:${slot.date}T${slot.time}`] : null;
}

export type BookingOutcome =
  | { status: 201; reference: string; spam?: false }
  | { status: 201; spam: true; recheck?: string }
  | { status: 400; message: string; errors: BookingFieldErrors }
  | { status: 409; message: string; alternatives: Slot[] }
  | { status: 429; message: string; retryAfterSeconds: number };

/** Spam's own per-address limit: a robot fills Spam only this far. */
export const BOOKING_SPAM_RATE_LIMIT: RateLimit = { bucket: "booking-spam", limit: 10, windowMs: 60 * 60 * 1000 };

/** How long an address staff booked a walk-in from counts as the shop's own. */
export const STORE_ADDRESS_DAYS = 30;

/** Notes the counter's address, so shoppers on the shop's Wi-Fi are never held back by the per-address limit. */
export async function rememberStoreAddress(database: Database, address: string, now = Date.now()): Promise<void> {
  if (!address || address === "unknown") return;
  await database.db
    .insertInto("store_addresses")
    .values({ address, last_seen_ms: now })
    .onConflict((oc) => oc.column("address").doUpdateSet({ last_seen_ms: now }))
    .execute();
}

/** The shop's own network: STORE_NETWORK, or an address staff booked a walk-in from lately. */
export async function isStoreAddress(
  database: Database,
  network: readonly string[],
  address: string,
  now = Date.now(),
): Promise<boolean> {
  if (inNetwork(network, address)) return true;
  const row = await database.db
    .selectFrom("store_addresses")
    .select("last_seen_ms")
    .where("address", "=", address)
    .executeTakeFirst();
  return row !== undefined && Number(row.last_seen_ms) > now - STORE_ADDRESS_DAYS * 24 * 60 * 60 * 1000;
}

function inNetwork(network: readonly string[], address: string): boolean {
  const family = isIP(address);
  if (!family || network.length === 0) return false;
  const list = new BlockList();
  for (const entry of network) {
    const [base = "", prefix] = entry.split("/");
    const type = isIP(base) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(prefix), type);
  }
  // "::ffff:203.0.113.7" (IPv4 through an IPv6 socket) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ? list.check(mapped, "ipv4") : list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * Spam check, validation, slot rules, rate limit, store: the contact form's order,
 * so bad input never touches the database and a booking is stored before the
 * visitor is told it is. The form token is the submission's key: the same post
 * again (a double tap, a reloaded result) gets the same booking back.
 * What the spam checks catch is kept in Orders' Spam (holding no place) and answered
 * as received; caught by the token alone, a page with JavaScript gets a re-check
 * token back and posts it (`RECHECK_FIELD`) to turn it into a real booking.
 * The per-address limit never applies to the shop's own network (`storeNetwork`).
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
  },
): Promise<BookingOutcome> {
  const now = options.now ?? Date.now();
  const honeypot = fields[HONEYPOT_FIELD];
  const token = fields[FORM_TOKEN_FIELD];
  if (fields[RECHECK_FIELD] !== undefined) return recheckBooking(database, fields[RECHECK_FIELD], options, now);
  const tokenCheck = checkFormToken(options.secret, token, now);
  const spamReason: SpamReason | null =
    honeypot !== undefined && honeypot !== "" ? "honeypot" : tokenCheck !== "ok" ? tokenCheck : null;
  const checked = await checkBooking(database, fields, now, {
    allowCurrent: false,
    noTrial: "That item cannot be reserved for a trial any more. Please choose another, or book a fitting.",
  });
  if (!checked.ok) return checked.refused;
  const { input, item } = checked;
  const submissionKey = bookingKey(token, spamReason !== null);
  const earlier = await database.db
    .selectFrom("bookings")
    .select(["id", "reference", "status", "spam_reason"])
    .where("submission_key", "=", submissionKey)
    .executeTakeFirst();
  if (earlier) {
    if (earlier.status !== "spam") return { status: 201, reference: earlier.reference };
    return keptAsSpam(earlier.id, earlier.spam_reason, options.secret, now);
  }

  const limited =
    options.rateLimited && !(await isStoreAddress(database, options.storeNetwork ?? [], options.address, now));
  if (limited) {
    const limit = spamReason ? BOOKING_SPAM_RATE_LIMIT : BOOKING_RATE_LIMIT;
    const decision = await takeToken(database, limit, options.address, now);
    if (!decision.allowed) {
      log.warn(spamReason ? "booking_spam_rate_limited" : "booking_rate_limited", { address: options.address });
      return {
        status: 429,
        message: `You have booked several visits in a short time. Please try again in ${describeWait(decision.retryAfterMs)}, or call the store.`,
        retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
      };
    }
  }
  const result = await createBooking(
    database,
    { ...input, item },
    {
      capacity: options.capacity,
      now,
      submissionKey,
      ...(spamReason ? { spamReason } : { replacesKey: bookingKey(token, true) }),
    },
  );
  if (result.kind === "full") return slotFull(database, input, options.capacity, now);
  if (spamReason) {
    log.warn("booking_spam", { address: options.address, reason: spamReason, id: result.booking.id });
    return keptAsSpam(result.booking.id, spamReason, options.secret, now);
  }
  if (result.kind === "stored") {
    log.info("booking_stored", { id: result.booking.id, kind: input.kind });
    if (item) countInsight("reserve", String(item.id));
  }
  return { status: 201, reference: result.booking.reference };
}

function keptAsSpam(id: number, reason: string | null, secret: string, now: number): BookingOutcome {
  return {
    status: 201,
    spam: true,
    ...(reason !== "honeypot" ? { recheck: issueRecheckToken(secret, "booking", id, now) } : {}),
  };
}

async function slotFull(database: Database, wanted: Slot, capacity: number, now: number): Promise<BookingOutcome> {
  const rule = hoursRule(await currentSettings(database));
  const full = new Set(await fullSlots(database, capacity, now));
  const alternatives = nearestFreeSlots({ date: wanted.date, time: wanted.time }, now, rule, (slot) =>
    full.has(`${slot.date} ${slot.time}`),
  );
  log.info("booking_slot_full", { date: wanted.date, time: wanted.time });
  return { status: 409, message: SLOT_FULL_MESSAGE, alternatives };
}

/**
 * The visitor's page posting back its re-check token: the booking kept in Spam
 * becomes a real one (Requested, alerted) if the token is good and the slot still
 * has room; a full slot gets the nearest free ones, like any booking. A bad, early or
 * late token leaves it in Spam for staff and is answered as received.
 */
async function recheckBooking(
  database: Database,
  token: unknown,
  options: {
    address: string;
    secret: string;
    rateLimited: boolean;
    capacity: number;
    storeNetwork?: readonly string[];
  },
  now: number,
): Promise<BookingOutcome> {
  const check = checkRecheckToken(options.secret, "booking", token, now);
  if (!check.ok) {
    log.warn("booking_recheck_refused", { address: options.address, reason: check.reason });
    return { status: 201, spam: true };
  }
  const limited =
    options.rateLimited && !(await isStoreAddress(database, options.storeNetwork ?? [], options.address, now));
  if (limited && !(await takeToken(database, BOOKING_RATE_LIMIT, options.address, now)).allowed) {
    log.warn("booking_recheck_rate_limited", { address: options.address, id: check.id });
    return { status: 201, spam: true };
  }
  const released = await releaseSpamBooking(database, check.id, RECHECK_RELEASER, {
    capacity: options.capacity,
    alert: true,
    now,
  });
  if (released.ok) {
    log.info("booking_recheck_released", { id: check.id });
    return { status: 201, reference: released.booking.reference };
  }
  if (released.reason === "full" && released.booking)
    return slotFull(database, released.booking, options.capacity, now);
  // Already out of Spam (a second tab, a double post): the booking it became.
  if (released.booking && released.booking.status !== "spam")
    return { status: 201, reference: released.booking.reference };
  return { status: 201, spam: true };
}

// ---- Staff: walk-in and phone bookings ----

export type StaffBookingOutcome =
  | { status: 201; booking: BookingRow; duplicate: boolean }
  | { status: 400; message: string; errors: BookingFieldErrors }
  | { status: 409; message: string; alternatives: Slot[] };

/**
 * "New visit" in Orders: staff book an item's trial or a fitting for someone at the
 * counter or on the phone. The slot rules and the capacity hold as for the site (the
 * slot already under way may be booked too: the customer is standing there); the
 * per-address limit does not apply, and the counter's address is remembered as the
 * shop's own. `formKey`: the form's one-time key, so a double tap books once.
 */
export async function createStaffBooking(
  database: Database,
  fields: Record<string, unknown>,
  options: { staff: string; capacity: number; address: string; formKey: string; now?: number },
): Promise<StaffBookingOutcome> {
  const now = options.now ?? Date.now();
  const checked = await checkBooking(database, fields, now, {
    allowCurrent: true,
    noTrial: "That item is not on the site or not offered for trial. Pick another, or book a fitting.",
  });
  if (!checked.ok) return checked.refused;
  const { input, item } = checked;
  await rememberStoreAddress(database, options.address, now);
  const result = await createBooking(
    database,
    { ...input, item },
    {
      capacity: options.capacity,
      now,
      staff: options.staff,
      submissionKey: createHash("sha256").update(`staff-booking:${options.formKey}`).digest("base64url"),
    },
  );
  if (result.kind === "full") {
    const outcome = await slotFull(database, input, options.capacity, now);
    return outcome as Extract<StaffBookingOutcome, { status: 409 }>;
  }
  log.info("booking_stored", { id: result.booking.id, kind: input.kind, source: "staff" });
  return { status: 201, booking: result.booking, duplicate: result.kind === "duplicate" };
}

/** How many visits each slot holds from today on, keyed "YYYY-MM-DD HH:MM": the New visit form says "1 place left". */
export async function bookingLoad(database: Database, now = Date.now()): Promise<Record<string, number>> {
  const today = civilDateAt(now, (await currentSettings(database)).details.value.timeZone);
  return Object.fromEntries(await slotLoad(database.db, isoDate(today), isoDate(addDays(today, BOOKING_DAYS_AHEAD))));
}

function trialOffered(row: { type: string; trial_offered: number; no_trial_types: string }): boolean {
  let except: unknown = [];
  try {
    except = JSON.parse(row.no_trial_types);
  } catch {
    // A damaged list leaves out nothing more.
  }
  return row.trial_offered === 1 && !(Array.isArray(except) && except.includes(row.type));
}

export type TrialItem = { ref: string; title: string; collection: string };

/** Every published item a trial can be booked for, by collection and title: the New visit form's list. */
export async function trialItems(db: Kysely<Tables>): Promise<TrialItem[]> {
  const rows = await db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select([
      "items.slug",
      "items.title",
      "items.type",
      "collections.path",
      "collections.name",
      "collections.trial_offered",
      "collections.no_trial_types",
    ])
    .where("items.status", "=", "published")
    .orderBy("collections.position")
    .orderBy("items.title")
    .execute();
  return rows
    .filter(trialOffered)
    .map((r) => ({ ref: `${r.path.slice(1)}/${r.slug}`, title: r.title, collection: r.name }));
}

export async function findBooking(db: Kysely<Tables>, reference: string): Promise<BookingRow | undefined> {
  return db.selectFrom("bookings").select(BOOKING_COLUMNS).where("reference", "=", reference).executeTakeFirst();
}

/** What a booking is for, in a few words: "Trial: Ivory silk sherwani", "Fitting: Groom consultation". */
export function bookingSubject(booking: Pick<BookingRow, "kind" | "item_title" | "purpose">): string {
  return booking.kind === "trial"
    ? `Trial: ${booking.item_title ?? "an item"}`
    : `Fitting: ${purposeLabel(booking.purpose) ?? "a visit"}`;
}

/**
 * The visitor's "Add to calendar" file, with the store's details as they are now:
 * tentative while the booking is only requested, confirmed once staff confirm it,
 * cancelled when it is off; each status change is a new SEQUENCE, so a calendar takes
 * a later download as the update.
 */
export function bookingCalendar(booking: BookingRow, store: Store, now = new Date()): string {
  return calendarFile({
    status: booking.status === "requested" ? "TENTATIVE" : booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    sequence: Math.max(0, booking.version - 1),
    uid: `${booking.reference}@${new URL(absoluteUrl("/")).hostname}`,
    date: booking.date,
    time: booking.time,
    durationMinutes: SLOT_MINUTES,
    summary: `${bookingSubject(booking)} at ${store.name}`,
    description: [
      `Reference ${booking.reference}.`,
      `${store.name}, ${formatAddress(store)}.`,
      `Questions or a change of plan: call ${store.phones[0]!.display} or WhatsApp ${store.chatPhone.display}.`,
    ].join("\n"),
    location: `${store.name}, ${formatAddress(store)}`,
    stamp: now,
    url: absoluteUrl("/visit"),
  });
}

/** The visitor's WhatsApp message to the store, prefilled with the reference. */
export function storeWhatsAppLink(booking: Pick<BookingRow, "reference" | "date" | "time">, store: Store): string {
  return chatLink(
    store.chatPhone.e164,
    `Hello! About my visit booking ${booking.reference} on ${describeSlot(booking.date, booking.time)}.`,
  );
}

/** Staff's "Confirm on WhatsApp": to the visitor, with the date, slot and reference. */
export function confirmWhatsAppLink(booking: BookingRow, store: Store): string | null {
  if (!booking.phone_e164) return null;
  return chatLink(
    booking.phone_e164.replace(/^\+/, ""),
    `Hello ${booking.name}, this is ${store.name}. Your visit on ${describeSlot(booking.date, booking.time)} is confirmed (${bookingSubject(booking).toLowerCase()}). Your reference is ${booking.reference}. See you at the store: ${formatAddress(store)}.`,
  );
}

// ---- Staff: the Orders screen ----

export type BookingFilter = { q: string; status: string; kind: string };

export type BookingGroups = { today: BookingRow[]; upcoming: BookingRow[]; past: BookingRow[]; pastMore: boolean };

const PAST_SHOWN = 50;

/** Today / Upcoming (soonest first) / Past (latest first, the last 50), filtered on the server. */
export async function listBookings(
  database: Database,
  filter: BookingFilter,
  now = Date.now(),
): Promise<BookingGroups> {
  const today = isoDate(civilDateAt(now, (await currentSettings(database)).details.value.timeZone));
  const { kind, db } = database;
  let query = db.selectFrom("bookings").select(BOOKING_COLUMNS);
  // Spam is in Orders only under its own filter.
  if (filter.status) query = query.where("status", "=", filter.status);
  else query = query.where("status", "!=", "spam");
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  const q = filter.q.trim();
  if (q) {
    const digits = searchedPhoneDigits(q);
    query = query.where((eb) =>
      eb.or([
        containsText(kind, eb.ref("name"), q),
        containsText(kind, eb.ref("reference"), q),
        containsText(kind, eb.ref("phone"), q),
        ...(digits ? [containsText(kind, eb.ref("phone_e164"), digits)] : []),
      ]),
    );
  }
  const [todayRows, upcoming, past] = await Promise.all([
    query.where("date", "=", today).orderBy("starts_at").orderBy("id").execute(),
    query.where("date", ">", today).orderBy("starts_at").orderBy("id").limit(500).execute(),
    query
      .where("date", "<", today)
      .orderBy("starts_at", "desc")
      .orderBy("id", "desc")
      .limit(PAST_SHOWN + 1)
      .execute(),
  ]);
  return { today: todayRows, upcoming, past: past.slice(0, PAST_SHOWN), pastMore: past.length > PAST_SHOWN };
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

export type BookingChange = { at: string; admin_name: string; from_status: string; to_status: string };

export async function bookingHistories(
  db: Kysely<Tables>,
  ids: readonly number[],
): Promise<Map<number, BookingChange[]>> {
  const map = new Map<number, BookingChange[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom("booking_changes")
    .select(["booking_id", "at", "admin_name", "from_status", "to_status"])
    .where("booking_id", "in", ids)
    .orderBy("at")
    .orderBy("id")
    .execute();
  for (const { booking_id, ...change } of rows) map.set(booking_id, [...(map.get(booking_id) ?? []), change]);
  return map;
}

/** Bookings in Spam now: the count on Orders' Spam filter. */
export async function countSpamBookings(db: Kysely<Tables>): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "spam")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes bookings left in Spam since before `before` (housekeeping, after SPAM_KEPT_DAYS). */
export async function deleteSpamBookingsBefore(database: Database, before: Date): Promise<number> {
  const result = await database.db
    .deleteFrom("bookings")
    .where("status", "=", "spam")
    .where("created_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The dashboard: today's visits (not cancelled) and how many upcoming ones still wait for a confirmation. */
export async function bookingFigures(
  database: Database,
  now = Date.now(),
): Promise<{ today: number; waiting: number }> {
  const today = isoDate(civilDateAt(now, (await currentSettings(database)).details.value.timeZone));
  const db = database.db;
  const nowIso = new Date(now).toISOString();
  const [todayRow, waitingRow] = await Promise.all([
    db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("date", "=", today)
      .where("status", "in", HOLDING_STATUSES)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "requested")
      .where("starts_at", ">=", nowIso)
      .executeTakeFirstOrThrow(),
  ]);
  return { today: Number(todayRow.n), waiting: Number(waitingRow.n) };
}

/** A person's bookings, newest slot first: beside their messages on the Customers page. */
export async function bookingsOfCustomer(db: Kysely<Tables>, key: string): Promise<BookingRow[]> {
  return db
    .selectFrom("bookings")
    .select(BOOKING_COLUMNS)
    .where("customer_key", "=", key)
    .where("status", "!=", "spam")
    .orderBy("starts_at", "desc")
    .limit(50)
    .execute();
}

// ---- The staff e-mail ----

export const BOOKING_ALERT = "booking-alert";
type BookingAlertPayload = { bookingId: number };

export function buildBookingAlertEmail(booking: BookingRow, link: string, storeName: string): AlertEmail {
  const slot = describeSlot(booking.date, booking.time);
  const subject = oneLine(`New visit booking ${booking.reference}: ${oneLine(booking.name, 80)}, ${slot}`);
  const rows: Array<[string, string]> = [
    ["Reference", booking.reference],
    ["What", bookingSubject(booking)],
    ["When", slot],
    ["Name", booking.name],
    ["Phone", booking.phone],
    ...(booking.size ? ([["Size", booking.size]] as Array<[string, string]>) : []),
    ...(booking.note ? ([["Note", booking.note]] as Array<[string, string]>) : []),
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const text = [
    `A visitor booked a visit to ${storeName} through the website. It waits for your confirmation.`,
    "",
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    "",
    `Confirm it in Orders: ${link}`,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2233;line-height:1.5">
<p>A visitor booked a visit to ${escapeHtml(storeName)} through the website. It waits for your confirmation.</p>
<table role="presentation" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<p><a href="${escapeHtml(link)}">Confirm it in Orders</a></p>
</body></html>
`;
  return { subject, text, html };
}

export function bookingAlertHandler(database: Database, mailer: Mailer, notify: string[]): OutboxHandler {
  return async (entry) => {
    const { bookingId } = entry.payload as BookingAlertPayload;
    const booking = await database.db
      .selectFrom("bookings")
      .select(BOOKING_COLUMNS)
      .where("id", "=", bookingId)
      .executeTakeFirst();
    if (!booking) return "gone";
    const link = absoluteUrl(`/admin/orders?q=${encodeURIComponent(booking.reference)}`);
    await mailer.send({
      to: notify,
      ...buildBookingAlertEmail(booking, link, storeFacts(await currentSettings(database)).name),
      messageId: alertMessageId(entry),
    });
    return "done";
  };
}

/** A booked visit's own page, /book/:reference?pass=…: only its pass opens it. */
export function confirmationPath(reference: string, pass: string): string {
  return `/book/${encodeURIComponent(reference)}?pass=${encodeURIComponent(pass)}`;
}
