import { formatStoreTimeSortable } from "~/lib/time/admin-dates";
import { datedFileName } from "~/lib/time/store-zone";
import { storeTimeZone } from "~/services/settings/index.server";
import { requirePermission } from "~/services/accounts/index.server";
import { iterateInbox } from "~/services/inbox/index.server";
import { categoryLabel } from "~/lib/contact/contact-fields";
import { CSV_BOM, csvRow } from "~/lib/csv";
import { LOCALE_NAME } from "~/lib/i18n/locale";
import { recordLanguage } from "~/lib/intake/language";
import { parseInboxFilter, STATUS_LABELS } from "~/lib/inbox/inbox-filters";
import { recordActivity } from "~/services/platform/activity.server";
import { getDatabase } from "~/services/platform/db.server";
import { log } from "~/services/platform/log.server";
import type { Route } from "./+types/contact-messages.export";

const HEADER = ["S. No.", "Name", "Email", "Phone", "Subject", "Message", "Category", "Date", "Status", "Language"];

/**
 * "Export CSV" of the list's current filter: RFC 4180, UTF-8 with a byte-order mark,
 * formula-like cells neutralised (app/lib/csv.ts). Streamed a thousand rows at a
 * time as the client reads, so 100,000 messages never sit in memory together.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, "export");
  const timeZone = await storeTimeZone();
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  await recordActivity(getDatabase().db, {
    action: "export.messages-csv",
    actor: admin,
    detail: { filter: new URL(request.url).searchParams.toString() || "all" },
  });
  const rows = iterateInbox(getDatabase(), filter);
  const encoder = new TextEncoder();
  let number = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(HEADER)));
    },
    async pull(controller) {
      try {
        const next = await rows.next();
        if (next.done) return controller.close();
        const chunk = next.value
          .map((m) =>
            csvRow([
              ++number,
              m.name,
              m.email,
              m.phone,
              m.subject,
              m.message,
              categoryLabel(m.category) ?? "",
              formatStoreTimeSortable(m.created_at, timeZone),
              STATUS_LABELS[m.status] ?? m.status,
              // In its own script, as the inbox shows it: "ಕನ್ನಡ", "हिन्दी", "English".
              LOCALE_NAME[recordLanguage(m.language)],
            ]),
          )
          .join("");
        controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        log.error("export_failed", { rows: number, error: String(error) });
        controller.error(error);
      }
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${datedFileName("contact-messages", "csv", new Date(), timeZone)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
