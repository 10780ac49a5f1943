import { approximatePlace, describeBrowser } from "../../lib/accounts/devices.ts";
import { formatStoreTime } from "../../lib/time/admin-dates.ts";
import type { Database } from "../platform/db.server.ts";
import { storeTimeZone } from "../settings/index.server.ts";
import { listSessions } from "./sessions.server.ts";

/** An account's signed-in devices as the devices list shows them, seen from the device at `viewerAddress`. */
export async function deviceRows(
  database: Database,
  adminId: number,
  currentHandle: string | null,
  viewerAddress: string,
) {
  const sessions = await listSessions(database, adminId, currentHandle);
  const timeZone = await storeTimeZone(database);
  return sessions.map((s) => ({
    handle: s.handle,
    browser: describeBrowser(s.userAgent),
    place: approximatePlace(s.address, viewerAddress),
    signedIn: formatStoreTime(new Date(s.createdMs).toISOString(), timeZone),
    lastSeen: formatStoreTime(new Date(s.lastSeenMs).toISOString(), timeZone),
    current: s.current,
    phone: /Mobi|Android|iPhone/i.test(s.userAgent ?? ""),
  }));
}
