import { requirePermission } from "~/services/accounts/index.server";
import { downloadBackupNow } from "~/services/backup/index.server";
import { currentSettings } from "~/services/settings/index.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getDatabase } from "~/services/platform/db.server";
import { log } from "~/services/platform/log.server";
import { datedFileName } from "~/lib/time/store-zone";
import type { Route } from "./+types/settings-backups.download";

/**
 * GET /admin/settings/backups/download: "Download a backup now" (owner only). A fresh
 * consistent snapshot (SQLite's VACUUM INTO copy or PostgreSQL's pg_dump) with its
 * manifest, as one ZIP; unzipped, the folder is what `npm run restore` takes. The
 * download's date is shown on Settings → Backups and it is in the activity log.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requirePermission(request, "backups");
  const now = new Date();
  const store = (await currentSettings(getDatabase())).details.value;
  const { body, snapshot } = await downloadBackupNow(admin, clientAddress(context));
  log.info("backup_downloaded", {
    admin: admin.username,
    file: snapshot.manifest.file,
    bytes: snapshot.manifest.bytes,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${datedFileName("mens-studio-backup", "zip", now, store.timeZone)}"`,
      "Cache-Control": "no-store",
    },
  });
}
