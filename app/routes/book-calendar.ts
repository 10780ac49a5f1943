import { data } from "react-router";
import { bookingCalendar } from "~/lib/booking/booking-links";
import { checkBookingPass, findBooking } from "~/services/bookings/index.server";
import { currentSettings, storeFacts } from "~/services/settings/index.server";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { siteAddress } from "~/services/platform/site-address.server";
import type { Route } from "./+types/book-calendar";

/** The page cache keys this answer on these query parameters only. */
export const handle: CachedPageHandle = { query: ["pass"] };

/** GET /book/calendar/:reference?pass=…: the visitor's "Add to calendar" file (text/calendar). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const reference = params.reference;
  const pass = new URL(request.url).searchParams.get("pass");
  const booking = /^MS-[A-Z0-9]{4}$/.test(reference) ? await findBooking(getDatabase().db, reference) : undefined;
  if (!booking || !checkBookingPass(getConfig().sessionSecret, reference, pass)) {
    throw data("No such booking.", { status: 404 });
  }
  return new Response(bookingCalendar(booking, storeFacts(await currentSettings()), siteAddress()), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${booking.reference}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
