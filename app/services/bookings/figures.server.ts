import { HOLDING_STATUSES } from "../../lib/booking/booking-fields.ts";
import { civilDateAt } from "../../lib/time/business-hours.ts";
import { isoDate } from "../../lib/time/store-hours.ts";
import { currentSettings } from "../settings/index.server.ts";
import type { Database } from "../platform/db.server.ts";

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
