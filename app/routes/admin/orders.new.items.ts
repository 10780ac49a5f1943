import { requireAdmin } from "~/services/accounts/index.server";
import { searchTrialItems } from "~/services/bookings/index.server";
import { getDb } from "~/services/platform/db.server";
import type { Route } from "./+types/orders.new.items";

/**
 * GET /admin/orders/new/items?q=: the New visit picker's search, as the staff type.
 * The references of the matching trial items, best first; the page already holds
 * their titles and pictures, so the answer stays a few hundred bytes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = new URL(request.url).searchParams.get("q") ?? "";
  return Response.json({ refs: await searchTrialItems(getDb(), query) });
}
