import { randomInt } from "node:crypto";
import { customerKey, toE164 } from "../../app/lib/contact/phone.ts";
import type { Database } from "../../app/services/platform/db.server.ts";

/**
 * A visit as the review tests need it: a booking row already marked Visited (a
 * fitting, or a trial of an item), written straight to the database the way the
 * bookings service leaves it, so a test of reviews does not depend on the slots and
 * capacity rules of the day it runs.
 */
export async function visitedBooking(
  database: Pick<Database, "db">,
  visit: {
    name?: string;
    phone?: string;
    status?: string;
    item?: { id: number; ref: string; title: string } | null;
    at?: Date;
  } = {},
): Promise<{ id: number; customerKey: string; phone: string }> {
  const phone = visit.phone ?? `98${String(randomInt(1e8)).padStart(8, "0")}`;
  const at = visit.at ?? new Date();
  const reference = `MS-T${randomInt(36 ** 5)
    .toString(36)
    .toUpperCase()}`;
  const row = await database.db
    .insertInto("bookings")
    .values({
      reference,
      kind: visit.item ? "trial" : "fitting",
      item_id: visit.item?.id ?? null,
      item_ref: visit.item?.ref ?? null,
      item_title: visit.item?.title ?? null,
      purpose: visit.item ? null : "wedding",
      date: at.toISOString().slice(0, 10),
      time: "11:00",
      starts_at: at.toISOString(),
      name: visit.name ?? "Ravi Kumar",
      phone,
      phone_e164: toE164(phone) ?? null,
      customer_key: customerKey(phone),
      created_at: at.toISOString(),
      status: visit.status ?? "visited",
      status_at: at.toISOString(),
      status_by: "Test",
      source: "staff",
      created_by: "Test",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, customerKey: customerKey(phone), phone };
}
