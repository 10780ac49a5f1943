import { parsePage, parsePageSize } from "~/lib/paging";
import { requireAdmin } from "~/services/accounts/index.server";
import { listMessages, MAX_PAGE_SIZE } from "~/services/inbox/index.server";
import { getDatabase } from "~/services/platform/db.server";
import type { Route } from "./+types/contact-messages";

/**
 * GET /api/contact-messages: `{ success, data }`, newest first, for a signed-in
 * admin only, one page at a time so the answer stays bounded: `?page=` (default 1)
 * and `?pageSize=` (default and maximum 100), with `total` and `pageCount` to page on.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const pageSize = parsePageSize(url.searchParams.get("pageSize"), MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const result = await listMessages(getDatabase(), parsePage(url.searchParams.get("page")), pageSize);
  return Response.json({ success: true, ...result });
}
