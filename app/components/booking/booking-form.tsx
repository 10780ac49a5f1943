import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { Form, href, Link, useNavigation } from "react-router";
import { FormMessage } from "~/components/admin/form-message";
import { BookingBand } from "~/components/booking/booking-band";
import { SlotPicker } from "~/components/booking/slot-picker";
import { Field, Input, Textarea } from "~/components/ui/field";
import { Picture } from "~/components/ui/picture";
import { buttonVariants } from "~/components/ui/button-variants";
import { useClientNow } from "~/components/ui/use-client-now";
import { useMounted } from "~/components/ui/use-mounted";
import { useRecheckResend } from "~/components/ui/use-recheck";
import { useStore } from "~/components/site/site-context";
import { BOOKING_LIMITS, FITTING_PURPOSES, type BookingFieldErrors } from "~/lib/booking/booking-fields";
import {
  anyDayTimes,
  BOOKING_DAYS_AHEAD,
  openTimes,
  parseIsoDate,
  slotProblemMessage,
  slotsOn,
  type Slot,
} from "~/lib/booking/booking-slots";
import { CONTACT_LIMITS, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/lib/contact/contact-fields";
import { telLink } from "~/lib/contact/links";
import { replyErrors, replyValues, type FormReply } from "~/lib/forms/reply";
import type { ImageKind } from "~/lib/media/image-ref";
import { dayHours, type HoursRule } from "~/lib/time/store-hours";

const iconProps = { "aria-hidden": true, strokeWidth: 1.75 } as const;

/** What a refused booking gives the form back: why, nearby free slots, and the one form result (each field's problem, what was typed). */
export type BookActionResult = {
  message: string;
  reply?: FormReply;
  alternatives?: Array<Slot & { words: string }>;
  /** Kept in Spam by the form token: the page posts this back after a short wait (submitBooking). */
  recheck?: string;
};

/** Set by the page once its script runs: only such a page can answer a re-check. */
export const SCRIPTED_FIELD = "scripted";

type BookingFormProps = {
  formToken: string;
  kind: "trial" | "fitting";
  item: { ref: string; title: string; imageKey: string | null; imageKind: string | null } | null;
  itemMissing: boolean;
  purpose: string;
  days: string[];
  full: string[];
  /** The store's hours as published (weekly hours and dated exceptions). */
  rule: HoursRule;
  result?: BookActionResult;
};

/**
 * The booking form (a trial hold for an item, or a fitting), a plain form that
 * works without JavaScript; with it, the times follow the chosen day.
 */
export function BookingForm({
  formToken,
  kind,
  item,
  itemMissing,
  purpose,
  days,
  full,
  rule,
  result,
}: BookingFormProps) {
  const store = useStore();
  const values = replyValues(result?.reply);
  const errors: BookingFieldErrors = replyErrors(result?.reply);
  const now = useClientNow();
  const navigation = useNavigation();
  const scripted = useMounted();
  const recheck = result?.recheck;
  const form = useRecheckResend(recheck);
  const sending = navigation.state === "submitting" || Boolean(recheck);
  const [date, setDate] = useState(values.date || days[0] || "");
  const [time, setTime] = useState(values.time ?? "");
  const fullSet = new Set(full);
  // Without JavaScript every slot of a day is listed and the server says which have
  // passed or filled; with it, the list follows the chosen date.
  const day = parseIsoDate(date);
  const times =
    now !== null && day ? openTimes(day, now, rule).filter((t) => !fullSet.has(`${date} ${t}`)) : anyDayTimes(rule);
  // The day as a whole: closed (with staff's note), too far ahead, or nothing left to book.
  const dateProblem =
    now === null || !day || errors.date
      ? undefined
      : !dayHours(day, rule).open
        ? slotProblemMessage("closure", date, rule)
        : date > (days.at(-1) ?? date) && slotsOn(day, rule).length > 0
          ? slotProblemMessage("too-far", date, rule)
          : times.length === 0
            ? "No times are left that day. Please pick another date."
            : undefined;
  const trial = kind === "trial" && item;
  const title = trial ? "Reserve for trial" : "Book a fitting";

  return (
    <>
      <BookingBand
        eyebrow="Book a visit"
        title={title}
        lead={
          trial
            ? "Pick a time and we keep it ready in a trial room for you. No payment, no obligation."
            : "Pick a time and a stylist or tailor sets it aside for you. No payment, no obligation."
        }
      />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-16">
        {itemMissing && (
          <FormMessage tone="info">
            That item cannot be reserved for a trial: it is no longer on the site, or not a piece we try on. You can
            still book a fitting, or{" "}
            <a
              href={telLink(store.phones[0]!.e164)}
              className="font-medium text-brass-deep underline underline-offset-4"
            >
              call the store
            </a>
            .
          </FormMessage>
        )}
        {result && !result.recheck && (
          <FormMessage tone="error">
            <p className="font-medium">{result.message}</p>
            {result.alternatives && result.alternatives.length > 0 && (
              <p className="mt-1 text-ink-soft">The nearest free times: tap one to book it.</p>
            )}
          </FormMessage>
        )}

        <Form method="post" ref={form} aria-labelledby="booking-form-title" className="grid gap-6">
          <h2 id="booking-form-title" className="sr-only">
            {title}
          </h2>
          <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
          {scripted && <input type="hidden" name={SCRIPTED_FIELD} value="1" />}
          <input type="hidden" name="kind" value={trial ? "trial" : "fitting"} />
          {trial && <input type="hidden" name="item" value={item.ref} />}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor="booking-website">Leave this field empty</label>
            <input
              id="booking-website"
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>

          {trial ? (
            <div className="flex items-center gap-4 rounded-card border border-line bg-paper p-3">
              {item.imageKey && (
                <Picture
                  image={{ key: item.imageKey, kind: (item.imageKind ?? "product") as ImageKind, alt: "" }}
                  sizes="80px"
                  className="h-16 w-16 shrink-0 overflow-hidden rounded-card"
                />
              )}
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">Item to try</p>
                <p className="mt-1 font-medium break-words text-ink">{item.title}</p>
                {errors.item && <p className="mt-1 text-sm text-danger">{errors.item}</p>}
              </div>
            </div>
          ) : (
            <fieldset aria-describedby={errors.purpose ? "purpose-error" : undefined} className="grid gap-3">
              <legend className="text-sm font-medium text-ink">
                What is the visit for?
                <span aria-hidden="true" className="ml-0.5 text-brass-deep">
                  *
                </span>
              </legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {FITTING_PURPOSES.map((p) => (
                  <label
                    key={p.value}
                    className="flex min-h-12 cursor-pointer items-center gap-3 rounded-card border border-line-strong bg-paper px-3 text-sm text-ink"
                  >
                    <input
                      type="radio"
                      name="purpose"
                      value={p.value}
                      required
                      defaultChecked={(values.purpose || purpose) === p.value}
                      className="h-4 w-4"
                    />
                    {p.label}
                  </label>
                ))}
              </div>
              {errors.purpose && (
                <p id="purpose-error" className="text-sm text-danger">
                  {errors.purpose}
                </p>
              )}
            </fieldset>
          )}

          <SlotPicker
            className="grid gap-6 sm:grid-cols-2"
            day={
              <Field
                label="Date"
                required
                error={errors.date ?? dateProblem}
                hint={`Today up to ${BOOKING_DAYS_AHEAD} days ahead.${store.closure.notice ? ` ${store.closure.notice}.` : ""}`}
              >
                <Input
                  name="date"
                  type="date"
                  required
                  min={days[0]}
                  max={days.at(-1)}
                  value={date}
                  onChange={(event) => setDate(event.currentTarget.value)}
                />
              </Field>
            }
            times={times}
            placeholder={times.length ? "Choose a time" : "No times left that day"}
            timeHint={`Each visit is 30 minutes, ${store.hours.summary}.`}
            timeError={errors.time}
            value={times.includes(time) ? time : ""}
            onChange={(event) => setTime(event.currentTarget.value)}
            alternatives={result?.alternatives}
            alternativeClassName={buttonVariants({ variant: "subtle", size: "compact" })}
          />

          <div className="grid gap-6 sm:grid-cols-2">
            <Field label="Name" required error={errors.name}>
              <Input
                name="name"
                type="text"
                required
                autoComplete="name"
                maxLength={BOOKING_LIMITS.name}
                defaultValue={values.name}
              />
            </Field>
            <Field label="Phone" required error={errors.phone} hint="We confirm on WhatsApp or by phone.">
              <Input
                name="phone"
                type="tel"
                required
                autoComplete="tel"
                inputMode="tel"
                maxLength={CONTACT_LIMITS.phoneChars}
                defaultValue={values.phone}
              />
            </Field>
          </div>
          {trial && (
            <Field label="Size" optional error={errors.size} hint="For example 40, L or 32 waist.">
              <Input name="size" type="text" maxLength={BOOKING_LIMITS.size} defaultValue={values.size} />
            </Field>
          )}
          <Field label="Note" optional error={errors.note}>
            <Textarea name="note" rows={3} maxLength={BOOKING_LIMITS.note} defaultValue={values.note} />
          </Field>

          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <button type="submit" disabled={sending} className={buttonVariants({ className: "w-full sm:w-auto" })}>
              <CalendarPlus {...iconProps} className="h-4 w-4" />
              {sending ? "Booking…" : title}
            </button>
            <p className="text-sm text-ink-soft">
              Prefer to call?{" "}
              <a
                href={telLink(store.phones[0]!.e164)}
                className="font-medium text-brass-deep underline underline-offset-4"
              >
                {store.phones[0]!.display}
              </a>
            </p>
          </div>
          {trial && (
            <p className="text-sm text-ink-soft">
              Not sure yet?{" "}
              <Link to={href("/book")} className="font-medium text-brass-deep underline underline-offset-4">
                Book a fitting with a stylist instead
              </Link>
            </p>
          )}
        </Form>
      </div>
    </>
  );
}
