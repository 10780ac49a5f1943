import { data, href } from "react-router";
import { NewVisitForm, type NewVisitResult } from "~/components/admin/bookings/new-visit-form";
import { staffTitle } from "~/components/admin/staff-title";
import { readBooking } from "~/lib/booking/booking-schema";
import {
  anyDayTimes,
  bookableDays,
  describeSlot,
  parseIsoDate,
  shortDay,
  slotsOn,
  slotUnderWay,
} from "~/lib/booking/booking-slots";
import { assertSameOrigin, requireAdmin, staffName } from "~/services/accounts/index.server";
import { bookingLoad, createStaffBooking, trialItems } from "~/services/bookings/index.server";
import { currentSettings, hoursRule } from "~/services/settings/index.server";
import { readForm } from "~/services/platform/request-body.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { redirectWithFlash } from "~/services/platform/flash.server";
import { issueFormToken } from "~/services/platform/form-token.server";
import type { Route } from "./+types/orders.new";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "New visit", "Orders") }];

/**
 * "New visit": staff book a walk-in or a caller. The days and slots are the site's;
 * the slot under way may be taken too (the customer is at the counter), each time
 * says how many places it has left, and a full one is refused with the nearest free
 * times, as on the site. No per-address limit: the counter books as often as it must.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const config = getConfig();
  const database = getDatabase();
  const now = Date.now();
  const rule = hoursRule(await currentSettings(database));
  // Today is listed while its current slot runs: bookableDays starts at the next slot.
  const days = bookableDays(now - 30 * 60_000, rule);
  const [items, load] = await Promise.all([trialItems(database.db), bookingLoad(database, now)]);
  return {
    formKey: issueFormToken(config.sessionSecret, now),
    capacity: config.slotCapacity,
    days: days.map((date) => ({ date, label: shortDay(date), times: slotsOn(parseIsoDate(date)!, rule) })),
    times: anyDayTimes(rule),
    load,
    items,
    underWay: slotUnderWay(now, rule),
  };
}

type ActionResult = NewVisitResult;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const form = await readForm(request);
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  const slot = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(fields.slot ?? "");
  if (slot) [fields.date, fields.time] = [slot[1]!, slot[2]!];
  if (fields.kind === "fitting") fields.item = "";
  // Read once: a refusal's reply carries what was typed back to the form.
  const read = readBooking(fields);
  const outcome = await createStaffBooking(getDatabase(), fields, {
    staff: staffName(admin),
    capacity: getConfig().slotCapacity,
    address: clientAddress(context),
    formKey: fields.formKey ?? "",
    read,
  });
  if (outcome.status === 201) {
    const b = outcome.booking;
    throw await redirectWithFlash(
      request,
      href("/admin/orders"),
      { tone: "success", message: `${b.reference} booked for ${b.name}: ${describeSlot(b.date, b.time)}.` },
      { status: 303 },
    );
  }
  if (outcome.status === 409) {
    return data<ActionResult>(
      {
        message: `${describeSlot(fields.date ?? "", fields.time ?? "")} is full. Pick one of the nearest free times, or another.`,
        reply: read.submission.reply({ fieldErrors: { time: [outcome.message] } }),
        alternatives: outcome.alternatives.map((s) => ({ ...s, words: describeSlot(s.date, s.time) })),
      },
      { status: 409 },
    );
  }
  return data<ActionResult>({ message: outcome.message, reply: outcome.reply }, { status: 400 });
}

export default function NewVisit({ loaderData, actionData }: Route.ComponentProps) {
  return <NewVisitForm {...loaderData} actionData={actionData} />;
}
