import { approximatePlace, describeBrowser } from "../../lib/accounts/devices.ts";
import { formatKolkata } from "../../lib/time/admin-dates.ts";
import type { Database } from "../platform/db.server.ts";
import { listSessions } from "./sessions.server.ts";

/** An account's signed-in devices as the devices list shows them, seen from the device at `viewerAddress`. */
export async function deviceRows(
  database: Database,
  adminId: number,
  currentHandle: string | null,
  viewerAddress: string,
) {
  const sessions = await listSessions(database, adminId, currentHandle);
  return sessions.map((s) => ({
    handle: s.handle,
    browser: describeBrowser(s.userAgent),
    place: approximatePlace(s.address, viewerAddress),
    signedIn: formatKolkata(new Date(s.createdMs).toISOString()),
    lastSeen: formatKolkata(new Date(s.lastSeenMs).toISOString()),
    current: s.current,
    phone: /Mobi|Android|iPhone/i.test(s.userAgent ?? ""),
  }));
}
