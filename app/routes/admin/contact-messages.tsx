import { Download, Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, useNavigation } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { IgnoredSearchWords } from "~/components/admin/inbox/ignored-search-words";
import { InboxActionFeedback } from "~/components/admin/inbox/inbox-action-feedback";
import { InboxFiltersBar } from "~/components/admin/inbox/inbox-filters-bar";
import { MessageList } from "~/components/admin/inbox/message-list";
import { Pager } from "~/components/admin/pager";
import { toast } from "~/components/ui/toast";
import { staffTitle } from "~/components/admin/staff-title";
import { formatKolkata } from "~/lib/time/admin-dates";
import { cn } from "~/lib/ui/cn";
import { categoryLabel } from "~/lib/contact/contact-fields";
import { inboxFilterParams, isFiltered, parseInboxFilter, VIEWS, withQuery } from "~/lib/inbox/inbox-filters";
import { ADMIN_PAGE_SIZE, parsePage } from "~/lib/paging";
import { requireAdmin } from "~/services/accounts/auth.server";
import { getDatabase } from "~/services/platform/db.server";
import { countNew, listInbox } from "~/services/inbox/inbox.server";
import { inboxAction } from "~/services/inbox/inbox-action.server";
import { takeFlash } from "~/services/platform/flash.server";
import { log } from "~/services/platform/log.server";
import { Forbidden, isForbidden } from "~/components/admin/forbidden";
import { useStaffCan } from "~/components/admin/use-staff-can";
import type { Route } from "./+types/contact-messages";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Contact messages") }];

/** One page of 10 of the filtered list, on the server; an out-of-range page shows the nearest real one. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const filter = parseInboxFilter(url.searchParams);
  const { flash, headers } = await takeFlash(request);
  try {
    const database = getDatabase();
    const [result, newCount] = await Promise.all([
      listInbox(database, filter, parsePage(url.searchParams.get("page")), ADMIN_PAGE_SIZE),
      countNew(database),
    ]);
    return data(
      {
        failed: false as const,
        filter,
        newCount,
        page: result.page,
        pageCount: result.pageCount,
        total: result.total,
        more: result.more,
        flash,
        rows: result.rows.map((m) => ({
          ...m,
          categoryLabel: categoryLabel(m.category) ?? "",
          date: formatKolkata(m.created_at),
        })),
      },
      { headers },
    );
  } catch (error) {
    log.error("messages_fetch_failed", { error: String(error) });
    return {
      failed: true as const,
      filter,
      newCount: 0,
      page: 1,
      pageCount: 1,
      total: 0,
      more: false,
      flash: null,
      rows: [],
    };
  }
}

/** Bulk actions on the selected rows: mark replied, archive, restore, delete (after a confirmation). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return inboxAction(request, admin);
}

export default function ContactMessages({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/contact-messages";
  const { page, pageCount, rows, total, failed, filter, newCount } = loaderData;
  const toasted = useRef(false);
  const params = inboxFilterParams(filter, page);
  const viewLabel = VIEWS.find((v) => v.value === filter.view)?.label ?? "Inbox";
  const canExport = useStaffCan("export");

  useEffect(() => {
    if (failed && !toasted.current) toast.error("Failed to fetch messages");
    toasted.current = failed;
  }, [failed]);
  const { flash } = loaderData;
  useEffect(() => {
    if (flash) toast.success(flash.message);
  }, [flash]);

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className={adminStyles.eyebrow}>Contacts</p>
          <h1 className="mt-3 text-4xl sm:text-5xl">Contact messages</h1>
        </div>
        {!failed && canExport && (
          <a
            href={withQuery("/admin/contact-messages/export", inboxFilterParams(filter))}
            className={adminStyles.secondary}
            download
          >
            <Download aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            Export CSV
          </a>
        )}
      </div>

      <InboxFiltersBar filter={filter} newCount={newCount} />

      {!failed && (
        <p className="mt-4 text-sm text-ink-soft" aria-live="polite">
          {viewLabel}
          {isFiltered(filter) ? " (filtered)" : ""}: {total.toLocaleString("en-IN")}
          {loaderData.more ? "+" : ""} {total === 1 && !loaderData.more ? "message" : "messages"} · page {page} of{" "}
          {pageCount}
          {loaderData.more ? " (the newest; narrow the search to see older ones)" : ""}
        </p>
      )}

      <p aria-live="polite" className={cn("mt-4 flex items-center gap-2 text-sm text-ink-soft", !loading && "sr-only")}>
        {loading && (
          <>
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" strokeWidth={1.75} />
            Loading messages...
          </>
        )}
      </p>

      <IgnoredSearchWords q={filter.q} />
      <InboxActionFeedback actionData={actionData} />
      {flash && !actionData && (
        <p role="status" className="mt-4 rounded-card border border-line bg-paper p-3 text-sm text-ink">
          {flash.message}
        </p>
      )}

      {failed ? (
        <p role="alert" className="mt-6 rounded-card border border-danger/40 bg-danger/5 p-4 text-ink">
          Failed to fetch messages
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-6 rounded-card border border-line bg-paper p-8 text-center text-ink-soft">
          No messages found.
        </p>
      ) : (
        <MessageList
          rows={rows}
          firstNumber={(page - 1) * ADMIN_PAGE_SIZE + 1}
          listQuery={params}
          archivedView={filter.view === "archived"}
          dimmed={loading}
        />
      )}

      {!failed && rows.length > 0 && (
        <Pager page={page} pageCount={pageCount} label="Message pages" keep={inboxFilterParams(filter)} />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <Forbidden />;
  return (
    <p role="alert" className="mx-auto mt-6 max-w-7xl rounded-card border border-danger/40 bg-danger/5 p-4 text-ink">
      Failed to fetch messages
    </p>
  );
}
