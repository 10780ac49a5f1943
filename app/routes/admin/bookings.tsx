import { Check, MessageCircle, Phone, Search } from "lucide-react";
import { data, Form, href, Link, redirect } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { FormMessage } from "~/components/admin/form-message";
import { Picture } from "~/components/ui/picture";
import type { ImageKind } from "~/lib/media/image-ref";
import { staffTitle } from "~/components/admin/staff-title";
import { formatKolkata } from "~/lib/time/admin-dates";
import {
  BOOKING_KINDS,
  BOOKING_STATUSES,
  bookingStatusLabel,
  isBookingStatus,
  type BookingStatus,
} from "~/lib/booking/booking-fields";
import { describeSlot, shortDay } from "~/lib/booking/booking-slots";
import { cn } from "~/lib/ui/cn";
import { formatTime } from "~/lib/time/store-hours";
import { telLink } from "~/lib/contact/links";
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
  return {
    filter,
    filtered: Boolean(filter.q || filter.status || filter.kind),
    today: groups.today.map(view),
    upcoming: groups.upcoming.map(view),
    past: groups.past.map(view),
    pastMore: groups.pastMore,
    changed: url.searchParams.get("changed"),
  };
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
  const params = new URL(request.url).searchParams;
  params.set("changed", `${result.booking.reference} is now ${bookingStatusLabel(to).toLowerCase()}.`);
  throw redirect(`${href("/admin/orders")}?${params}`, 303);
}

type BookingView = Route.ComponentProps["loaderData"]["today"][number];

const STATUS_ACTION: Record<BookingStatus, string> = {
  requested: "Requested",
  confirmed: "Confirm",
  visited: "Visited",
  "no-show": "No-show",
  cancelled: "Cancel",
};

const STATUS_STYLES: Record<string, string> = {
  requested: "border-brass-deep/40 bg-sand text-brass-deep",
  confirmed: "border-[#2f6b45]/40 bg-[#e7f3ea] text-[#1f4d31]",
  visited: "border-ink/30 bg-paper text-ink",
  "no-show": "border-danger/40 bg-danger/5 text-danger",
  cancelled: "border-ink-soft/40 bg-paper text-ink-soft",
};

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, filtered, today, upcoming, past, pastMore, changed } = loaderData;
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
      {changed && !actionData && (
        <FormMessage tone="success" className="mt-6">
          {changed}
        </FormMessage>
      )}

      <Group title="Today" rows={today} empty="No visits booked for today." />
      <Group title="Upcoming" rows={upcoming} empty="Nothing booked ahead yet." />
      <Group
        title="Past"
        rows={past}
        empty="No past visits."
        more={pastMore ? "Showing the 50 latest. Search or filter to find older ones." : undefined}
      />
    </div>
  );
}

function Group({ title, rows, empty, more }: { title: string; rows: BookingView[]; empty: string; more?: string }) {
  const id = `orders-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title} <span className="font-sans text-base text-ink-soft">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {rows.map((b) => (
            <BookingCard key={b.id} booking={b} />
          ))}
        </ul>
      )}
      {more && <p className="mt-3 text-sm text-ink-soft">{more}</p>}
    </section>
  );
}

function BookingCard({ booking: b }: { booking: BookingView }) {
  const statusButton = (to: BookingStatus, label: string, primary: boolean, then?: "whatsapp") => (
    <Form method="post" key={`${to}-${then ?? ""}`} className={then ? "col-span-2" : undefined}>
      <input type="hidden" name="id" value={b.id} />
      <input type="hidden" name="version" value={b.version} />
      <input type="hidden" name="status" value={to} />
      {then && <input type="hidden" name="then" value={then} />}
      <button
        type="submit"
        className={cn(primary ? adminStyles.primary : adminStyles.secondary, "w-full sm:w-auto")}
        aria-label={`${label}: ${b.reference}, ${b.name}`}
      >
        {then === "whatsapp" ? (
          <MessageCircle aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        ) : to === "confirmed" ? (
          <Check aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        ) : null}
        {label}
      </button>
    </Form>
  );
  const canConfirm = b.next.includes("confirmed");
  return (
    <li className="rounded-card border border-line bg-paper p-4 sm:p-5" data-testid="booking">
      <div className="flex gap-4">
        {b.item_image_key ? (
          <Picture
            image={{ key: b.item_image_key, kind: (b.item_image_kind ?? "product") as ImageKind, alt: "" }}
            sizes="64px"
            className="h-16 w-16 shrink-0 overflow-hidden rounded-card"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span
              className={cn(
                "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
                STATUS_STYLES[b.status],
              )}
            >
              {bookingStatusLabel(b.status)}
            </span>
            <span className="font-mono text-sm text-ink">{b.reference}</span>
            <span className="text-sm font-semibold text-ink">
              {b.day}, {b.clock}
            </span>
          </div>
          <p className="mt-1.5 font-medium break-words text-ink">{b.subject}</p>
          <p className="mt-0.5 text-sm break-words text-ink">
            {b.name} ·{" "}
            <a href={telLink(b.phone_e164 ?? b.phone)} className="text-brass-deep underline underline-offset-4">
              {b.phone}
            </a>
            {b.size ? ` · Size ${b.size}` : ""}
          </p>
          {b.note && <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink-soft">{b.note}</p>}
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {canConfirm && b.whatsApp && statusButton("confirmed", "Confirm on WhatsApp", true, "whatsapp")}
        {canConfirm && statusButton("confirmed", "Confirm", !b.whatsApp)}
        {b.next.filter((to) => to !== "confirmed").map((to) => statusButton(to, STATUS_ACTION[to], false))}
        <a
          href={telLink(b.phone_e164 ?? b.phone)}
          className={cn(adminStyles.secondary, "w-full sm:w-auto")}
          aria-label={`Call ${b.name}`}
        >
          <Phone aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Call
        </a>
      </div>
      {b.history.length > 0 && (
        <ul className="mt-3 space-y-1 text-xs text-ink-soft" aria-label={`History of ${b.reference}`}>
          {b.history.map((h) => (
            <li key={h.at + h.to_status}>
              {bookingStatusLabel(h.to_status)} by {h.admin_name}, {h.when}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
