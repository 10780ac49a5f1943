import type { Kysely } from "kysely";
import { HOLDING_STATUSES } from "../../lib/booking/booking-fields.ts";
import { BOOKING_DAYS_AHEAD, nearestFreeSlots, type Slot } from "../../lib/booking/booking-slots.ts";
import { civilDateAt } from "../../lib/time/business-hours.ts";
import { addDays, isoDate } from "../../lib/time/store-hours.ts";
import { currentSettings, hoursRule } from "../settings/index.server.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";

/**
 * A slot's capacity: how many holding bookings it has, which slots are full, and the
 * locks a change to a booking takes (its own and its slot's), so visitors racing for
 * the last place never both get it.
 */
export const SLOT_FULL_MESSAGE = "That time is now full, please pick another.";

export async function slotTaken(trx: Kysely<Tables>, date: string, time: string): Promise<number> {
  const taken = await trx
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("date", "=", date)
    .where("time", "=", time)
    .where("status", "in", HOLDING_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(taken.n);
}

/** How many holding bookings each slot of the given days has, keyed "YYYY-MM-DD HH:MM". */
export async function slotLoad(db: Kysely<Tables>, from: string, to: string): Promise<Map<string, number>> {
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

/** How many visits each slot holds from today on, keyed "YYYY-MM-DD HH:MM": the New visit form says "1 place left". */
export async function bookingLoad(database: Database, now = Date.now()): Promise<Record<string, number>> {
  const today = civilDateAt(now, (await currentSettings(database)).details.value.timeZone);
  return Object.fromEntries(await slotLoad(database.db, isoDate(today), isoDate(addDays(today, BOOKING_DAYS_AHEAD))));
}

/**
 * The locks a change to booking `id` takes: the booking's own and its slot's (capacity).
 * A booking's slot never changes, so it is read before the locks are taken. Null when
 * there is no such booking.
 */
export async function bookingLocks(database: Database, id: number): Promise<string[] | null> {
  const slot = await database.db
    .selectFrom("bookings")
    .select(["date", "time"])
    .where("id", "=", id)
    .executeTakeFirst();
  return slot ? [`booking:${id}`, `booking-slot:${slot.date}T${slot.time}`] : null;
}

export type SlotFull = { status: 409; message: string; alternatives: Slot[] };

/** The answer when the slot filled up meanwhile: the nearest free slots instead. */
export async function slotFull(database: Database, wanted: Slot, capacity: number, now: number): Promise<SlotFull> {
  const rule = hoursRule(await currentSettings(database));
  const full = new Set(await fullSlots(database, capacity, now));
  const alternatives = nearestFreeSlots({ date: wanted.date, time: wanted.time }, now, rule, (slot) =>
    full.has(`${slot.date} ${slot.time}`),
  );
  log.info("booking_slot_full", { date: wanted.date, time: wanted.time });
  return { status: 409, message: SLOT_FULL_MESSAGE, alternatives };
}
