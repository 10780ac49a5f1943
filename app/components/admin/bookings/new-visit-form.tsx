import { ArrowLeft, CalendarPlus } from "lucide-react";
import { useRef, useState } from "react";
import { useMounted } from "~/components/ui/use-mounted";
import { Form, href, Link, useNavigation } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { FormMessage } from "~/components/admin/form-message";
import { SlotPicker } from "~/components/booking/slot-picker";
import { TrialItemPicker, type PickerItem } from "~/components/admin/bookings/trial-item-picker";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { BOOKING_LIMITS, FITTING_PURPOSES, type BookingFieldErrors } from "~/lib/booking/booking-fields";
import type { Slot } from "~/lib/booking/booking-slots";
import { CONTACT_LIMITS } from "~/lib/contact/contact-fields";
import { replyErrors, replyValues, type FormReply } from "~/lib/forms/reply";
import { cn } from "~/lib/ui/cn";

const ITEM_FIELD_ID = "visit-item";

/** What a refused walk-in booking gives the form back: why, the nearest free times, and the one form result (each field's problem, what was typed). */
export type NewVisitResult = {
  message: string;
  reply?: FormReply;
  alternatives?: Array<Slot & { words: string }>;
};

/**
 * "New visit" for staff: a fitting or the trial of an item, the day, the time with
 * the places each has left (full ones not offered), the person. The kind's radio
 * shows its field by CSS, so the form works before the script and without it.
 */
export function NewVisitForm({
  formKey,
  capacity,
  days,
  times,
  load,
  items,
  underWay,
  actionData,
}: {
  formKey: string;
  capacity: number;
  /** Each bookable day with its own slots (hours differ by weekday and on dated exceptions). */
  days: ReadonlyArray<{ date: string; label: string; times: readonly string[] }>;
  /** Every slot any day can have: what the form lists before its script runs; the server judges the day. */
  times: readonly string[];
  load: Record<string, number>;
  items: readonly PickerItem[];
  /** The slot running now: a walk-in is usually for it, so it is chosen to start with. */
  underWay: Slot | null;
  actionData: NewVisitResult | undefined;
}) {
  const values = replyValues(actionData?.reply);
  const errors: BookingFieldErrors = replyErrors(actionData?.reply);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const kind = values.kind || "fitting";
  const [date, setDate] = useState(values.date || days[0]?.date || "");
  const left = (time: string) => capacity - (load[`${date} ${time}`] ?? 0);
  const scripted = useMounted();
  // The day starts on today, so the time starts on the slot under way while it has a place.
  const startTime =
    values.time ??
    (underWay && underWay.date === (values.date || days[0]?.date) && left(underWay.time) > 0 ? underWay.time : "");
  const shownTimes = scripted ? (days.find((d) => d.date === date)?.times ?? times) : times;
  // A tap on "Trial of an item" goes on to the item's search, so the next thing is typing
  // (keyboard arrows through the kinds stay where they are).
  const tapped = useRef(false);

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
                onPointerDown={() => (tapped.current = true)}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-card border border-line-strong bg-paper px-3 text-sm text-ink has-[:checked]:border-ink has-[:checked]:bg-sand"
              >
                <input
                  type="radio"
                  name="kind"
                  value={option.value}
                  defaultChecked={kind === option.value}
                  onChange={(event) => {
                    if (tapped.current && event.currentTarget.value === "trial")
                      document.getElementById(ITEM_FIELD_ID)?.focus();
                    tapped.current = false;
                  }}
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
            id={ITEM_FIELD_ID}
            error={errors.item}
            className="hidden group-has-[[name=kind][value=trial]:checked]/visit:block"
          >
            <TrialItemPicker items={items} defaultValue={values.item ?? ""} inputId={ITEM_FIELD_ID} />
          </Field>
        </div>

        <SlotPicker
          className="grid gap-3 min-[420px]:grid-cols-2"
          day={
            <Field label="Day" required error={errors.date}>
              <Select name="date" required value={date} onChange={(e) => setDate(e.currentTarget.value)}>
                {days.map((d) => (
                  <option key={d.date} value={d.date}>
                    {d.label}
                  </option>
                ))}
              </Select>
            </Field>
          }
          times={shownTimes}
          describe={(t) => {
            const places = left(t);
            // Before the script runs the day can change under the list: only the server refuses then.
            return {
              disabled: scripted && places <= 0,
              note: scripted ? (places <= 0 ? " (full)" : ` (${places} left)`) : "",
            };
          }}
          placeholder="Choose a time"
          timeError={errors.time}
          defaultValue={startTime}
          alternatives={actionData?.alternatives}
          alternativeClassName={adminStyles.secondary}
        />

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
