import { CalendarPlus } from "lucide-react";
import { BookingGroup } from "~/components/admin/bookings/booking-list";
import { BookingSearch } from "~/components/admin/bookings/booking-search";
import { data, href, Link, redirect } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { FormMessage } from "~/components/admin/form-message";
import { cn } from "~/lib/ui/cn";
import { staffTitle } from "~/components/admin/staff-title";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { BOOKING_KINDS, bookingStatusLabel, isBookingStatus } from "~/lib/booking/booking-fields";
import { readBookingChange } from "~/lib/booking/booking-change";
import { replyErrors, type FormReply } from "~/lib/forms/reply";
import { describeSlot, shortDay } from "~/lib/booking/booking-slots";
import { formatTime } from "~/lib/time/store-hours";
import { searchText } from "~/lib/text/search-text";
import { assertSameOrigin, requireAdmin, staffName } from "~/services/accounts/index.server";
import {
  bookingHistories,
  countSpamBookings,
  listBookings,
  nextStatuses,
  releaseSpamBooking,
  setBookingStatus,
  type BookingRow,
  type BookingFilter,
} from "~/services/bookings/index.server";
import { profileSummaries } from "~/services/customers/index.server";
import { mailConfigured } from "~/services/mail/index.server";
import { visitReviewStates } from "~/services/reviews/index.server";
import { visitReviewView } from "~/lib/reviews/staff-figures";
import { currentSettings, storeFacts, storeTimeZone, storeToday } from "~/services/settings/index.server";
import { bookingSubject, confirmWhatsAppLink } from "~/lib/booking/booking-links";
import { getConfig } from "~/services/platform/config.server";
import { measuredAgo, measuredOn, measuresLine } from "~/lib/customers/measurements";
import { spamReasonWords } from "~/lib/contact/spam";
import { getDatabase } from "~/services/platform/db.server";
import { redirectWithFlash, takeFlash } from "~/services/platform/flash.server";
import { readForm } from "~/services/platform/request-body.server";
import type { Route } from "./+types/orders";

function parseFilter(params: URLSearchParams): BookingFilter {
  const status = params.get("status") ?? "";
  const kind = params.get("kind") ?? "";
  return {
    q: searchText(params.get("q"), 100),
    status: isBookingStatus(status) ? status : "",
    kind: BOOKING_KINDS.some((k) => k.value === kind) ? kind : "",
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const timeZone = await storeTimeZone();
  const url = new URL(request.url);
  const filter = parseFilter(url.searchParams);
  const { flash, headers } = await takeFlash(request);
  const database = getDatabase();
  const db = database.db;
  const [groups, spamCount, settings] = await Promise.all([
    listBookings(database, filter),
    countSpamBookings(db),
    currentSettings(database),
  ]);
  const store = storeFacts(settings);
  const all = [...groups.today, ...groups.upcoming, ...groups.past];
  const [histories, profiles, reviews] = await Promise.all([
    bookingHistories(
      db,
      all.map((b) => b.id),
    ),
    profileSummaries(
      db,
      all.map((b) => b.customer_key),
    ),
    // A visited visit's "Ask for a review", or when it was asked and the review it gave.
    visitReviewStates(database, all, { mail: mailConfigured() }),
  ]);
  // This list as filtered (the request may be the data URL, /admin/orders.data?_routes=…).
  const kept = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ""));
  const back = `${href("/admin/orders")}${kept.size ? `?${kept}` : ""}`;
  const today = storeToday(settings, Date.now());
  const view = (b: BookingRow) => {
    // The shop's memory of this person, beside their visit: the tailor has it at hand.
    const profile = profiles.get(b.customer_key);
    const measured = profile?.measurement;
    return {
      ...b,
      subject: bookingSubject(b),
      day: shortDay(b.date),
      clock: formatTime(b.time),
      whatsApp: confirmWhatsAppLink(b, store),
      next: nextStatuses(b.status),
      history: (histories.get(b.id) ?? []).map((h) => ({ ...h, when: formatStoreTime(h.at, timeZone) })),
      customerHref: `/admin/customers/${encodeURIComponent(b.customer_key)}`,
      // With its year and age: bodies change, and a record from two years ago is no pattern to cut by.
      measured: measured
        ? {
            line: measuresLine(measured, measured.other),
            on: `${measuredOn(measured.taken_on)} (${measuredAgo(measured.taken_on, today)})`,
            by: measured.taken_by,
          }
        : null,
      lastNote: profile?.note ? { body: profile.note.body, by: profile.note.created_by } : null,
      notes: profile?.notes ?? 0,
      spamWords: b.status === "spam" ? spamReasonWords(b.spam_reason) : null,
      review: visitReviewView(reviews.get(b.id), timeZone),
      back,
    };
  };
  return data(
    {
      filter,
      spamCount,
      filtered: Boolean(filter.q || filter.status || filter.kind),
      today: groups.today.map(view),
      upcoming: groups.upcoming.map(view),
      past: groups.past.map(view),
      pastMore: groups.pastMore,
      flash,
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Orders") }];

/** A refused change: the one form result (lib/forms), its words the form's own error. */
type ActionResult = { reply: FormReply };

/**
 * A status button: the booking moves if nobody changed it since the page was drawn.
 * "Confirm on WhatsApp" confirms and then opens WhatsApp to the visitor with the
 * message written (one tap, with or without JavaScript).
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const form = await readForm(request);
  const read = readBookingChange(form);
  if (!read.ok) return data<ActionResult>({ reply: read.reply }, { status: 400 });
  const { change } = read;
  const refuse = (message: string) => data<ActionResult>({ reply: read.refuse(message) }, { status: 409 });
  // Back to the list as it was filtered (the request's own path may be the data URL, /admin/orders.data).
  const query = new URL(request.url).searchParams.toString();
  const back = `${href("/admin/orders")}${query ? `?${query}` : ""}`;
  if (change.kind === "release") {
    const released = await releaseSpamBooking(getDatabase(), change.id, staffName(admin), {
      capacity: getConfig().slotCapacity,
      alert: false,
      version: change.version,
    });
    if (!released.ok) {
      const reference = released.booking?.reference ?? "That booking";
      return refuse(
        released.reason === "full"
          ? `${reference} stays in Spam: its slot is full now. Call ${released.booking?.name ?? "the visitor"} to offer another time.`
          : released.reason === "stale"
            ? `Someone else changed ${reference} just now. The list below shows it as it is now.`
            : `${reference} is no longer in Spam.`,
      );
    }
    throw await redirectWithFlash(
      request,
      back,
      {
        tone: "success",
        message: `${released.booking.reference} moved from Spam to Orders as requested. Confirm it with the visitor.`,
      },
      { status: 303 },
    );
  }
  const to = change.status;
  const result = await setBookingStatus(getDatabase(), change.id, change.version, to, staffName(admin), {
    capacity: getConfig().slotCapacity,
  });
  if (!result.ok) {
    return refuse(
      result.reason === "full"
        ? `${result.booking.reference} cannot be marked ${bookingStatusLabel(to).toLowerCase()}: its slot (${describeSlot(result.booking.date, result.booking.time)}) already has ${result.holding} visits, the most one slot takes. Its place went to someone else after it was marked a no-show.`
        : result.reason === "missing"
          ? "That booking no longer exists."
          : result.reason === "stale"
            ? `Someone else changed ${result.booking?.reference ?? "this booking"} just now (it is ${bookingStatusLabel(result.booking?.status ?? "").toLowerCase()}). The list below shows it as it is now.`
            : `${result.booking?.reference ?? "This booking"} cannot go from ${bookingStatusLabel(result.booking?.status ?? "")} to ${bookingStatusLabel(to)}.`,
    );
  }
  if (change.whatsapp) {
    const link = confirmWhatsAppLink(result.booking, storeFacts(await currentSettings()));
    if (link) throw redirect(link, 303);
  }
  throw await redirectWithFlash(
    request,
    back,
    { tone: "success", message: `${result.booking.reference} is now ${bookingStatusLabel(to).toLowerCase()}.` },
    { status: 303 },
  );
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, filtered, today, upcoming, past, pastMore, flash, spamCount } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className={cn(adminStyles.eyebrow, "hidden sm:block")}>Visits</p>
          <h1 className="text-3xl sm:mt-3 sm:text-5xl">Orders</h1>
        </div>
        <Link to={href("/admin/orders/new")} className={adminStyles.primary}>
          <CalendarPlus aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          New visit
        </Link>
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        Trial holds and fittings booked on the site, at the counter or on the phone. Confirm each one.
      </p>

      <BookingSearch filter={filter} filtered={filtered} spamCount={spamCount} />

      {actionData && (
        <FormMessage tone="error" className="mt-6">
          {replyErrors(actionData.reply)[""]}
        </FormMessage>
      )}
      {flash && !actionData && (
        <FormMessage tone={flash.tone} className="mt-6">
          {flash.message}
        </FormMessage>
      )}

      <BookingGroup title="Today" rows={today} empty="No visits booked for today." />
      <BookingGroup title="Upcoming" rows={upcoming} empty="Nothing booked ahead yet." />
      <BookingGroup
        title="Past"
        rows={past}
        empty="No past visits."
        more={pastMore ? "Showing the 50 latest. Search or filter to find older ones." : undefined}
      />
    </div>
  );
}
