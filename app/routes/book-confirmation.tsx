import { data, href } from "react-router";
import { BookingConfirmation, BookingReceived } from "~/components/booking/booking-confirmation";
import { shellOf } from "~/components/site/site-context";
import { describeSlot } from "~/lib/booking/booking-slots";
import { bookingPass, checkBookingPass, findBooking } from "~/services/bookings/index.server";
import { currentSettings, storeFacts } from "~/services/settings/index.server";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import { bookingSubject, storeWhatsAppLink } from "~/lib/booking/booking-links";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import type { Route } from "./+types/book-confirmation";

/** Read by the page: the pass (the page is never stored, it is one visitor's own). */
export const handle: CachedPageHandle = { query: ["pass"] };

/**
 * /book/:reference?pass=… — a booked visit: its reference, what, when and where, the
 * calendar file and WhatsApp. One visitor's own page: the pass (signed with the
 * session secret) opens it, it is never cached, indexed or previewed. /book/received
 * is the thanks for a request the form's trap kept aside.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${loaderData?.view === "received" ? "Thank you" : "Your visit is booked"} | ${shellOf(matches).storeName}`,
  },
  { name: "robots", content: "noindex" },
];

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!params.reference) return data({ view: "received" as const }, { headers: PRIVATE });
  const reference = params.reference;
  const config = getConfig();
  const database = getDatabase();
  const booking = /^MS-[A-Z0-9]{4}$/.test(reference) ? await findBooking(database.db, reference) : undefined;
  if (!booking || !checkBookingPass(config.sessionSecret, reference, new URL(request.url).searchParams.get("pass"))) {
    throw data(null, { status: 404, headers: PRIVATE });
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
    { headers: PRIVATE },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function BookConfirmation({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "received") return <BookingReceived />;
  return <BookingConfirmation {...loaderData} />;
}
