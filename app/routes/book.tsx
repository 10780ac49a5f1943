import { CalendarPlus, Check, MapPin, MessageCircle, Phone } from "lucide-react";
import { useState } from "react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { FormMessage } from "~/components/admin/form-message";
import { Picture } from "~/components/ui/picture";
import { buttonVariants } from "~/components/ui/button-variants";
import { useClientNow } from "~/components/ui/use-client-now";
import type { ImageKind } from "~/lib/media/image-ref";
import { siteOf, useStore } from "~/components/site/site-context";
import { formatAddress } from "~/lib/settings/address";
import {
  BOOKING_LIMITS,
  FITTING_PURPOSES,
  type BookingField,
  type BookingFieldErrors,
} from "~/lib/booking/booking-fields";
import {
  anyDayTimes,
  BOOKING_DAYS_AHEAD,
  bookableDays,
  describeSlot,
  openTimes,
  parseIsoDate,
  shortDay,
  slotProblemMessage,
  slotsOn,
  type Slot,
} from "~/lib/booking/booking-slots";
import { CONTACT_LIMITS, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/lib/contact/contact-fields";
import { telLink } from "~/lib/contact/links";
import { pageMeta } from "~/lib/seo/seo";
import { dayHours, formatTime } from "~/lib/time/store-hours";
import {
  bookingPass,
  bookingSubject,
  checkBookingPass,
  findBookableItem,
  findBooking,
  fullSlots,
  storeWhatsAppLink,
  submitBooking,
} from "~/services/bookings/bookings.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { issueFormToken } from "~/services/platform/form-token.server";
import { PER_VISITOR_HEADERS } from "~/services/rendering/page-cache.server";
import { readRequestBody } from "~/services/platform/request-body.server";
import { STORAGE_UNAVAILABLE_MESSAGE } from "~/lib/backup/storage-errors";
import { reportWriteFailure, STORAGE_UNAVAILABLE_INIT } from "~/services/backup/storage-health.server";
import type { Route } from "./+types/book";
import { pageFor } from "~/content/routes-meta";
import { currentSettings, hoursRule, publishedHours, storeFacts } from "~/services/settings/settings.server";
import type { CachedPageHandle } from "~/services/rendering/page-cache.server";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: ["ref", "pass", "sent", "item", "purpose"] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const storeName = siteOf(matches)?.store.name ?? "";
  const base = pageMeta(pageFor("/book"), storeName);
  if (loaderData?.view !== "confirmation") return base;
  // A confirmation is one visitor's own page: never indexed, never previewed with their reference.
  return [{ title: `Your visit is booked | ${storeName}` }, { name: "robots", content: "noindex" }];
};

const KEPT_FIELDS: BookingField[] = ["purpose", "date", "time", "name", "phone", "size", "note"];
const BOOKING_BODY_MAX_BYTES = 32 * 1024;

type Values = Partial<Record<BookingField, string>>;

export type BookActionResult = {
  message: string;
  errors?: BookingFieldErrors;
  alternatives?: Array<Slot & { words: string }>;
  values: Values;
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const config = getConfig();
  const database = getDatabase();
  const reference = url.searchParams.get("ref");
  if (reference !== null) {
    const booking = /^MS-[A-Z0-9]{4}$/.test(reference) ? await findBooking(database.db, reference) : undefined;
    if (!booking || !checkBookingPass(config.sessionSecret, reference, url.searchParams.get("pass"))) {
      throw data(null, { status: 404 });
    }
    const pass = bookingPass(config.sessionSecret, booking.reference);
    return data(
      {
        view: "confirmation" as const,
        booking: {
          reference: booking.reference,
          what: bookingSubject(booking),
          when: describeSlot(booking.date, booking.time),
          size: booking.size,
          status: booking.status,
        },
        calendarHref: `${href("/book/calendar/:reference", { reference: booking.reference })}?pass=${pass}`,
        whatsAppHref: storeWhatsAppLink(booking, storeFacts(await currentSettings(database))),
      },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  if (url.searchParams.get("sent") === "1") {
    return data({ view: "received" as const }, { headers: PER_VISITOR_HEADERS });
  }
  const itemRef = url.searchParams.get("item");
  const item = itemRef ? await findBookableItem(database.db, itemRef) : null;
  const now = Date.now();
  const snapshot = await currentSettings(database);
  return data(
    {
      view: "form" as const,
      rule: publishedHours(snapshot, now),
      formToken: issueFormToken(config.sessionSecret, now),
      kind: item ? ("trial" as const) : ("fitting" as const),
      item,
      itemMissing: Boolean(itemRef) && !item,
      purpose: url.searchParams.get("purpose") ?? "",
      days: bookableDays(now, hoursRule(snapshot)),
      full: await fullSlots(database, config.slotCapacity, now),
    },
    { headers: PER_VISITOR_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", loaderHeaders.get("Cache-Control") ?? PER_VISITOR_HEADERS["Cache-Control"]);
  return headers;
};

/** The form's POST, with or without JavaScript: stored, then the visitor is sent to the confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readRequestBody(request, { maxBytes: BOOKING_BODY_MAX_BYTES });
  if (!body.ok) {
    return data<BookActionResult>(
      { message: body.message, values: {} },
      { status: body.status, headers: body.headers },
    );
  }
  const fields = { ...body.fields };
  // "Take 3:30 PM instead": a suggested slot's button carries its date and time.
  const slot = typeof fields.slot === "string" ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(fields.slot) : null;
  if (slot) {
    fields.date = slot[1];
    fields.time = slot[2];
  }
  const config = getConfig();
  const values: Values = Object.fromEntries(
    KEPT_FIELDS.map((f) => [f, typeof fields[f] === "string" ? (fields[f] as string) : ""]),
  );
  let outcome;
  try {
    outcome = await submitBooking(getDatabase(), fields, {
      address: clientAddress(context),
      secret: config.sessionSecret,
      rateLimited: !config.rateLimitsDisabled,
      capacity: config.slotCapacity,
    });
  } catch (error) {
    if (!reportWriteFailure(error)) throw error;
    return data<BookActionResult>({ message: STORAGE_UNAVAILABLE_MESSAGE, values }, STORAGE_UNAVAILABLE_INIT);
  }
  if (outcome.status === 201) {
    if (outcome.spam) throw redirect(`${href("/book")}?sent=1`, 303);
    const pass = bookingPass(config.sessionSecret, outcome.reference);
    throw redirect(`${href("/book")}?ref=${outcome.reference}&pass=${pass}`, 303);
  }
  if (outcome.status === 400) {
    return data<BookActionResult>({ message: outcome.message, errors: outcome.errors, values }, { status: 400 });
  }
  if (outcome.status === 409) {
    return data<BookActionResult>(
      {
        message: outcome.message,
        errors: { time: outcome.message },
        alternatives: outcome.alternatives.map((s) => ({ ...s, words: describeSlot(s.date, s.time) })),
        values,
      },
      { status: 409 },
    );
  }
  return data<BookActionResult>(
    { message: outcome.message, values },
    { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
  );
}

const iconProps = { "aria-hidden": true, strokeWidth: 1.75 } as const;

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "confirmation") return <Confirmation {...loaderData} />;
  if (loaderData.view === "received") return <Received />;
  return <BookingForm {...loaderData} result={actionData} />;
}

function Band({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <section className="bg-ink text-ivory">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-xs font-semibold tracking-[0.3em] text-brass uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl leading-[1.05] text-ivory sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-xl text-base leading-relaxed text-ivory/85">{lead}</p>
      </div>
    </section>
  );
}

type FormView = Extract<Route.ComponentProps["loaderData"], { view: "form" }>;

function BookingForm({
  formToken,
  kind,
  item,
  itemMissing,
  purpose,
  days,
  full,
  rule,
  result,
}: FormView & { result?: BookActionResult }) {
  const store = useStore();
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const now = useClientNow();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
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
      <Band
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
            That item is no longer on the site. You can still book a fitting, or{" "}
            <a
              href={telLink(store.phones[0]!.e164)}
              className="font-medium text-brass-deep underline underline-offset-4"
            >
              call the store
            </a>
            .
          </FormMessage>
        )}
        {result && (
          <FormMessage tone="error">
            <p className="font-medium">{result.message}</p>
            {result.alternatives && result.alternatives.length > 0 && (
              <p className="mt-1 text-ink-soft">The nearest free times: tap one to book it.</p>
            )}
          </FormMessage>
        )}

        <Form method="post" aria-labelledby="booking-form-title" className="grid gap-6">
          <h2 id="booking-form-title" className="sr-only">
            {title}
          </h2>
          <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
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

          <div className="grid gap-6 sm:grid-cols-2">
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
            <Field label="Time" required error={errors.time} hint={`Each visit is 30 minutes, ${store.hours.summary}.`}>
              <Select
                name="time"
                required
                value={times.includes(time) ? time : ""}
                onChange={(event) => setTime(event.currentTarget.value)}
              >
                <option value="" disabled>
                  {times.length ? "Choose a time" : "No times left that day"}
                </option>
                {times.map((t) => (
                  <option key={t} value={t}>
                    {formatTime(t)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>

          {result?.alternatives && result.alternatives.length > 0 && (
            <div role="group" aria-label="Nearest free times" className="flex flex-wrap gap-2">
              {result.alternatives.map((s) => (
                <button
                  key={`${s.date}T${s.time}`}
                  type="submit"
                  name="slot"
                  value={`${s.date}T${s.time}`}
                  className={buttonVariants({ variant: "subtle", size: "compact" })}
                >
                  <Check {...iconProps} className="h-4 w-4" />
                  {shortDay(s.date)}, {formatTime(s.time)}
                  <span className="sr-only"> ({s.words})</span>
                </button>
              ))}
            </div>
          )}

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

type ConfirmationData = Extract<Route.ComponentProps["loaderData"], { view: "confirmation" }>;

function Confirmation({ booking, calendarHref, whatsAppHref }: ConfirmationData) {
  const store = useStore();
  const confirmed = booking.status === "confirmed";
  return (
    <>
      <Band
        eyebrow="Book a visit"
        title="Your visit is booked"
        lead={
          confirmed
            ? "The store has confirmed it. See you then."
            : `The store will confirm it on WhatsApp or by phone, usually ${store.replyPromise}.`
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
        <section aria-labelledby="booking-reference-title" className="rounded-card border border-line bg-paper p-6">
          <h2 id="booking-reference-title" className="text-sm font-semibold tracking-[0.2em] text-brass-deep uppercase">
            Your reference
          </h2>
          <p className="mt-2 font-sans text-4xl font-semibold tracking-wider text-ink">{booking.reference}</p>
          <dl className="mt-6 grid grid-cols-[7.5rem_1fr] gap-4 text-base">
            <dt className="text-sm font-medium text-ink-soft">What</dt>
            <dd className="text-ink">
              {booking.what}
              {booking.size ? `, size ${booking.size}` : ""}
            </dd>
            <dt className="text-sm font-medium text-ink-soft">When</dt>
            <dd className="text-ink">{booking.when}</dd>
            <dt className="text-sm font-medium text-ink-soft">Where</dt>
            <dd className="text-ink">
              {store.name}, {formatAddress(store)}
            </dd>
          </dl>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href={calendarHref} download={`${booking.reference}.ics`} className={buttonVariants()}>
              <CalendarPlus {...iconProps} className="h-4 w-4" />
              Add to calendar
            </a>
            <a
              href={whatsAppHref}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "outlineDark" })}
            >
              <MessageCircle {...iconProps} className="h-4 w-4" />
              WhatsApp the store
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Link to={href("/visit")} className={buttonVariants({ variant: "outlineDark" })}>
              <MapPin {...iconProps} className="h-4 w-4" />
              How to reach us
            </Link>
          </div>
        </section>
        <p className="mt-6 text-sm text-ink-soft">
          Need to change it? Call{" "}
          <a href={telLink(store.phones[0]!.e164)} className="font-medium text-brass-deep underline underline-offset-4">
            <Phone {...iconProps} className="mr-1 inline h-3.5 w-3.5" />
            {store.phones[0]!.display}
          </a>{" "}
          and quote your reference.
        </p>
      </div>
    </>
  );
}

function Received() {
  const store = useStore();
  return (
    <>
      <Band
        eyebrow="Book a visit"
        title="Thank you"
        lead={`We have your request. If you do not hear from us ${store.replyPromise}, please call the store.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <a href={telLink(store.phones[0]!.e164)} className={buttonVariants({ variant: "outlineDark" })}>
          <Phone {...iconProps} className="h-4 w-4" />
          Call Store
        </a>
      </div>
    </>
  );
}
