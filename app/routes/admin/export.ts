import { resolve } from "node:path";
import { recordActivity } from "~/services/platform/activity.server";
import { requirePermission } from "~/services/accounts/index.server";
import { exportArchive } from "~/services/backup/index.server";
import { currentSettings } from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { log } from "~/services/platform/log.server";
import { datedFileName } from "~/lib/time/store-zone";
import type { Route } from "./+types/export";

/**
 * GET /admin/export: everything the site stores, as one ZIP of CSV, JSON and photo
 * files (app/services/backup/export.server.ts), for the owner to keep or to move.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, "export");
  const now = new Date();
  const database = getDatabase();
  const store = (await currentSettings(database)).details.value;
  const body = exportArchive(database, {
    clientDir: resolve(process.env.BUILD_DIR ?? "build", "client"),
    now,
    storeName: store.name,
  });
  log.info("export_downloaded", { admin: admin.username });
  await recordActivity(getDatabase().db, { action: "export.data", actor: admin });
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${datedFileName("mens-studio-export", "zip", now, store.timeZone)}"`,
      "Cache-Control": "no-store",
    },
  });
}
