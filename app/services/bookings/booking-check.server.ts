import { readBooking, type BookingInput } from "../../lib/booking/booking-schema.ts";
import { slotProblem, slotProblemMessage } from "../../lib/booking/booking-slots.ts";
import type { FormReply } from "../../lib/forms/reply.ts";
import { currentSettings, hoursRule } from "../settings/index.server.ts";
import type { Database } from "../platform/db.server.ts";
import { findBookableItem, type BookableItem } from "./trial-items.server.ts";

/** `reply`: the one form result (lib/forms), each field's problem and what was typed. */
export type BookingRefusal = { status: 400; message: string; reply: FormReply };

/**
 * What the site and the counter both check before a booking is stored: the fields
 * (read once, `readBooking`), the slot against the store's hours at `now` (staff may
 * take the slot under way), and, for a trial, an item still offered for one. Nothing
 * is written.
 */
export async function checkBooking(
  database: Database,
  read: ReturnType<typeof readBooking>,
  now: number,
  options: { allowCurrent: boolean; noTrial: string },
): Promise<{ ok: true; input: BookingInput; item: BookableItem | null } | { ok: false; refused: BookingRefusal }> {
  const refuse = (reply: FormReply) =>
    ({ ok: false, refused: { status: 400, message: "Please correct the highlighted fields.", reply } }) as const;
  if (!read.ok) return refuse(read.reply);
  const input = read.value;
  const rule = hoursRule(await currentSettings(database));
  const problem = slotProblem(input.date, input.time, now, rule, { allowCurrent: options.allowCurrent });
  if (problem) {
    const field = problem === "invalid" || problem === "hours" ? "time" : "date";
    return refuse(read.submission.reply({ fieldErrors: { [field]: [slotProblemMessage(problem, input.date, rule)] } }));
  }
  const item = input.kind === "trial" ? await findBookableItem(database.db, input.item) : null;
  if (input.kind === "trial" && !item)
    return refuse(read.submission.reply({ fieldErrors: { item: [options.noTrial] } }));
  return { ok: true, input, item };
}
