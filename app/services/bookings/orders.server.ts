import type { Kysely } from "kysely";
import { civilDateAt } from "../../lib/time/business-hours.ts";
import { searchedPhoneDigits } from "../../lib/contact/phone.ts";
import { isoDate } from "../../lib/time/store-hours.ts";
import { currentSettings } from "../settings/index.server.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { containsText } from "../platform/text-search.server.ts";
import { BOOKING_COLUMNS, type BookingRow } from "./booking-rows.server.ts";

/** The Orders screen's search: its lists and its Spam count. */
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

/** Bookings in Spam now: the count on Orders' Spam filter. */
export async function countSpamBookings(db: Kysely<Tables>): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "spam")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
