import { ArrowLeft, CalendarPlus, Check } from "lucide-react";
import { useState } from "react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { FormMessage } from "~/components/admin/form-message";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { store, STORE_HOURS } from "~/content/store";
import {
  BOOKING_LIMITS,
  FITTING_PURPOSES,
  type BookingField,
  type BookingFieldErrors,
} from "~/lib/booking/booking-fields";
import { bookableDays, dayTimes, describeSlot, shortDay, type Slot } from "~/lib/booking/booking-slots";
import { CONTACT_LIMITS } from "~/lib/contact/contact-fields";
import { cn } from "~/lib/ui/cn";
import { formatTime } from "~/lib/time/store-hours";
import { assertSameOrigin, requireAdmin, staffName } from "~/services/accounts/auth.server";
import { readForm } from "~/services/platform/request-body.server";
import { bookingLoad, createStaffBooking, trialItems } from "~/services/bookings/bookings.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { issueFormToken } from "~/services/platform/form-token.server";
import type { Route } from "./+types/orders.new";

export const meta = () => [{ title: `New visit | Orders | Staff | ${store.name}` }];

/**
 * "New visit": staff book a walk-in or a caller. The days and slots are the site's;
 * the slot under way may be taken too (the customer is at the counter), each time
 * says how many places it has left, and a full one is refused with the nearest free
 * times, as on the site. No per-address limit: the counter books as often as it must.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const config = getConfig();
  const db = getDatabase().db;
  const now = Date.now();
  // Today is listed while its current slot runs: bookableDays starts at the next slot.
  const days = bookableDays(now - 30 * 60_000, STORE_HOURS);
  const [items, load] = await Promise.all([trialItems(db), bookingLoad(db, now)]);
  return {
    formKey: issueFormToken(config.sessionSecret, now),
    capacity: config.slotCapacity,
    days: days.map((date) => ({ date, label: shortDay(date) })),
    times: dayTimes(STORE_HOURS),
    load,
    items,
  };
}

type Values = Partial<Record<BookingField, string>>;
type ActionResult = {
  message: string;
  errors?: BookingFieldErrors;
  alternatives?: Array<Slot & { words: string }>;
  values: Values;
};

const KEPT: BookingField[] = ["kind", "item", "purpose", "date", "time", "name", "phone", "size", "note"];

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const form = await readForm(request);
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  const slot = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(fields.slot ?? "");
  if (slot) [fields.date, fields.time] = [slot[1]!, slot[2]!];
  if (fields.kind === "fitting") fields.item = "";
  const values = Object.fromEntries(KEPT.map((f) => [f, fields[f] ?? ""])) as Values;
  const outcome = await createStaffBooking(getDatabase(), fields, {
    staff: staffName(admin),
    capacity: getConfig().slotCapacity,
    address: clientAddress(context),
    formKey: fields.formKey ?? "",
  });
  if (outcome.status === 201) {
    const b = outcome.booking;
    const changed = `${b.reference} booked for ${b.name}: ${describeSlot(b.date, b.time)}.`;
    throw redirect(`${href("/admin/orders")}?${new URLSearchParams({ changed })}`, 303);
  }
  if (outcome.status === 409) {
    return data<ActionResult>(
      {
        message: `${describeSlot(values.date ?? "", values.time ?? "")} is full. Pick one of the nearest free times, or another.`,
        errors: { time: outcome.message },
        alternatives: outcome.alternatives.map((s) => ({ ...s, words: describeSlot(s.date, s.time) })),
        values,
      },
      { status: 409 },
    );
  }
  return data<ActionResult>({ message: outcome.message, errors: outcome.errors, values }, { status: 400 });
}

export default function NewVisit({ loaderData, actionData }: Route.ComponentProps) {
  const { formKey, capacity, days, times, load, items } = loaderData;
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const kind = values.kind || "fitting";
  const [date, setDate] = useState(values.date || days[0]?.date || "");
  const left = (time: string) => capacity - (load[`${date} ${time}`] ?? 0);
  const collections = [...new Set(items.map((i) => i.collection))];

  return (
    <div className="mx-auto max-w-2xl">
      <Link
        to={href("/admin/orders")}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brass-deep underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        Orders
      </Link>
      <h1 className="mt-1 text-3xl sm:text-5xl">New visit</h1>
      <p className="mt-2 text-sm text-ink-soft">
        For someone at the counter or on the phone. It is confirmed at once; {capacity} visits share a slot at most.
      </p>

      {actionData && (
        <FormMessage tone="error" className="mt-4">
          <p className="font-medium">{actionData.message}</p>
        </FormMessage>
      )}

      <Form method="post" className="group/visit mt-6 grid gap-5" aria-label="New visit">
        <input type="hidden" name="formKey" value={formKey} />
        <fieldset className="grid gap-2">
          <legend className={adminStyles.label}>What for</legend>
          <div className="grid grid-cols-2 gap-2">
            {[
              { value: "fitting", label: "A fitting" },
              { value: "trial", label: "Trial of an item" },
            ].map((option) => (
              <label
                key={option.value}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-card border border-line-strong bg-paper px-3 text-sm text-ink has-[:checked]:border-ink has-[:checked]:bg-sand"
              >
                <input
                  type="radio"
                  name="kind"
                  value={option.value}
                  defaultChecked={kind === option.value}
                  className="h-4 w-4"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>

        {/* The kind's radio shows its field by CSS (:has), so it works before the script and without it. */}
        <div className="grid gap-5">
          <Field
            label="Purpose of the fitting"
            error={errors.purpose}
            className="group-has-[[name=kind][value=trial]:checked]/visit:hidden"
          >
            <Select name="purpose" defaultValue={values.purpose || FITTING_PURPOSES[0].value}>
              {FITTING_PURPOSES.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Item to try"
            error={errors.item}
            className="hidden group-has-[[name=kind][value=trial]:checked]/visit:block"
          >
            <Select name="item" defaultValue={values.item ?? ""}>
              <option value="">Choose an item</option>
              {collections.map((collection) => (
                <optgroup key={collection} label={collection}>
                  {items
                    .filter((i) => i.collection === collection)
                    .map((i) => (
                      <option key={i.ref} value={i.ref}>
                        {i.title}
                      </option>
                    ))}
                </optgroup>
              ))}
            </Select>
          </Field>
        </div>

        <div className="grid grid-cols-2 gap-3">
          <Field label="Day" required error={errors.date}>
            <Select name="date" required value={date} onChange={(e) => setDate(e.currentTarget.value)}>
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {d.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Time" required error={errors.time}>
            <Select name="time" required defaultValue={values.time ?? ""}>
              <option value="" disabled>
                Choose a time
              </option>
              {times.map((t) => {
                const places = left(t);
                return (
                  <option key={t} value={t} disabled={places <= 0}>
                    {formatTime(t)} {places <= 0 ? "(full)" : `(${places} left)`}
                  </option>
                );
              })}
            </Select>
          </Field>
        </div>

        {actionData?.alternatives && actionData.alternatives.length > 0 && (
          <div role="group" aria-label="Nearest free times" className="flex flex-wrap gap-2">
            {actionData.alternatives.map((s) => (
              <button
                key={`${s.date}T${s.time}`}
                type="submit"
                name="slot"
                value={`${s.date}T${s.time}`}
                className={adminStyles.secondary}
              >
                <Check aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
                {shortDay(s.date)}, {formatTime(s.time)}
                <span className="sr-only"> ({s.words})</span>
              </button>
            ))}
          </div>
        )}

        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Name" required error={errors.name}>
            <Input name="name" required autoComplete="off" maxLength={BOOKING_LIMITS.name} defaultValue={values.name} />
          </Field>
          <Field label="Phone" required error={errors.phone} hint="Their notes and measurements follow this number.">
            <Input
              name="phone"
              type="tel"
              required
              inputMode="tel"
              autoComplete="off"
              maxLength={CONTACT_LIMITS.phoneChars}
              defaultValue={values.phone}
            />
          </Field>
        </div>
        <Field label="Size" optional error={errors.size}>
          <Input name="size" maxLength={BOOKING_LIMITS.size} defaultValue={values.size} />
        </Field>
        <Field label="Note" optional error={errors.note}>
          <Textarea name="note" rows={2} maxLength={BOOKING_LIMITS.note} defaultValue={values.note} />
        </Field>
        <button
          type="submit"
          disabled={busy}
          className={cn(adminStyles.primary, "w-full sm:w-auto sm:justify-self-start")}
        >
          <CalendarPlus aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          {busy ? "Booking…" : "Book the visit"}
        </button>
      </Form>
    </div>
  );
}
