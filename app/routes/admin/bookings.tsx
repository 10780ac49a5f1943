import { Search } from "lucide-react";
import { BookingGroup } from "~/components/admin/bookings/booking-list";
import { data, Form, href, Link, redirect } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { FormMessage } from "~/components/admin/form-message";
import { staffTitle } from "~/components/admin/staff-title";
import { formatKolkata } from "~/lib/time/admin-dates";
import { BOOKING_KINDS, BOOKING_STATUSES, bookingStatusLabel, isBookingStatus } from "~/lib/booking/booking-fields";
import { describeSlot, shortDay } from "~/lib/booking/booking-slots";
import { formatTime } from "~/lib/time/store-hours";
import { parseRecordId, parseVersion } from "~/lib/record-id";
import { searchText } from "~/lib/text/search-text";
import { assertSameOrigin, requireAdmin, staffName } from "~/services/accounts/auth.server";
import {
  bookingHistories,
  bookingSubject,
  confirmWhatsAppLink,
  listBookings,
  nextStatuses,
  setBookingStatus,
  type BookingFilter,
  type BookingRow,
} from "~/services/bookings/bookings.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { redirectWithFlash, takeFlash } from "~/services/platform/flash.server";
import { currentSettings, storeFacts } from "~/services/settings/settings.server";
import { readForm } from "~/services/platform/request-body.server";
import type { Route } from "./+types/bookings";

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
  const url = new URL(request.url);
  const filter = parseFilter(url.searchParams);
  const { flash, headers } = await takeFlash(request);
  const database = getDatabase();
  const db = database.db;
  const groups = await listBookings(database, filter);
  const store = storeFacts(await currentSettings(database));
  const all = [...groups.today, ...groups.upcoming, ...groups.past];
  const histories = await bookingHistories(
    db,
    all.map((b) => b.id),
  );
  const view = (b: BookingRow) => ({
    ...b,
    subject: bookingSubject(b),
    day: shortDay(b.date),
    clock: formatTime(b.time),
    whatsApp: confirmWhatsAppLink(b, store),
    next: nextStatuses(b.status),
    history: (histories.get(b.id) ?? []).map((h) => ({ ...h, when: formatKolkata(h.at) })),
  });
  return data(
    {
      filter,
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

type ActionResult = { ok: false; message: string };

/**
 * A status button: the booking moves if nobody changed it since the page was drawn.
 * "Confirm on WhatsApp" confirms and then opens WhatsApp to the visitor with the
 * message written (one tap, with or without JavaScript).
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const form = await readForm(request);
  const id = parseRecordId(form.get("id"));
  const version = parseVersion(form.get("version"));
  const to = form.get("status");
  if (id === null || version === null || !isBookingStatus(to)) {
    return data<ActionResult>(
      { ok: false, message: "That change could not be read. Please try again." },
      { status: 400 },
    );
  }
  const result = await setBookingStatus(getDatabase(), id, version, to, staffName(admin), {
    capacity: getConfig().slotCapacity,
  });
  if (!result.ok) {
    const message =
      result.reason === "full"
        ? `${result.booking.reference} cannot be marked ${bookingStatusLabel(to).toLowerCase()}: its slot (${describeSlot(result.booking.date, result.booking.time)}) already has ${result.holding} visits, the most one slot takes. Its place went to someone else after it was marked a no-show.`
        : result.reason === "missing"
          ? "That booking no longer exists."
          : result.reason === "stale"
            ? `Someone else changed ${result.booking?.reference ?? "this booking"} just now (it is ${bookingStatusLabel(result.booking?.status ?? "").toLowerCase()}). The list below shows it as it is now.`
            : `${result.booking?.reference ?? "This booking"} cannot go from ${bookingStatusLabel(result.booking?.status ?? "")} to ${bookingStatusLabel(to)}.`;
    return data<ActionResult>({ ok: false, message }, { status: 409 });
  }
  if (form.get("then") === "whatsapp") {
    const link = confirmWhatsAppLink(result.booking, storeFacts(await currentSettings()));
    if (link) throw redirect(link, 303);
  }
  // Back to the list as it was filtered (the request's own path may be the data URL, /admin/orders.data).
  const query = new URL(request.url).searchParams.toString();
  throw await redirectWithFlash(
    request,
    `${href("/admin/orders")}${query ? `?${query}` : ""}`,
    { tone: "success", message: `${result.booking.reference} is now ${bookingStatusLabel(to).toLowerCase()}.` },
    { status: 303 },
  );
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, filtered, today, upcoming, past, pastMore, flash } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <p className={adminStyles.eyebrow}>Visits</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Orders</h1>
      <p className="mt-2 text-sm text-ink-soft">Trial holds and fittings booked on the site. Confirm each one.</p>

      <Form method="get" role="search" className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <label className="grid gap-1.5">
          <span className={adminStyles.label}>Search</span>
          <input
            type="search"
            name="q"
            defaultValue={filter.q}
            placeholder="Name, phone or reference"
            className={adminStyles.input}
          />
        </label>
        <label className="grid gap-1.5">
          <span className={adminStyles.label}>Status</span>
          <select name="status" defaultValue={filter.status} className={adminStyles.input}>
            <option value="">Any status</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1.5">
          <span className={adminStyles.label}>Kind</span>
          <select name="kind" defaultValue={filter.kind} className={adminStyles.input}>
            <option value="">Trials and fittings</option>
            {BOOKING_KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}s
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={adminStyles.primary}>
          <Search aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Show
        </button>
      </Form>
      {filtered && (
        <Link to="/admin/orders" className="mt-2 inline-flex min-h-11 items-center text-sm text-brass-deep underline">
          Clear filters
        </Link>
      )}

      {actionData && !actionData.ok && (
        <FormMessage tone="error" className="mt-6">
          {actionData.message}
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
