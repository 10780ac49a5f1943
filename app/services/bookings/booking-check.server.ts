import type { BookingFieldErrors } from "../../lib/booking/booking-fields.ts";
import { validateBooking, type BookingInput } from "../../lib/booking/booking-schema.ts";
import { slotProblem, slotProblemMessage } from "../../lib/booking/booking-slots.ts";
import { currentSettings, hoursRule } from "../settings/settings.server.ts";
import type { Database } from "../platform/db.server.ts";
import { findBookableItem, type BookableItem } from "./trial-items.server.ts";

export type BookingRefusal = { status: 400; message: string; errors: BookingFieldErrors };

/**
 * What the site and the counter both check before a booking is stored: the fields,
 * the slot against the store's hours at `now` (staff may take the slot under way),
 * and, for a trial, an item still offered for one. Nothing is written.
 */
export async function checkBooking(
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
