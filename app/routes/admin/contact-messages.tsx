import { Download, Loader2, MoreHorizontal } from "lucide-react";
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
import { ageWords, formatStoreTime } from "~/lib/time/admin-dates";
import { storeTimeZone } from "~/services/settings/index.server";
import { requireAdmin } from "~/services/accounts/index.server";
import { countNew, listInbox, spamFigures, inboxAction } from "~/services/inbox/index.server";
import { cn } from "~/lib/ui/cn";
import { categoryLabel } from "~/lib/contact/contact-fields";
import { SPAM_KEPT_DAYS, spamReasonWords } from "~/lib/contact/spam";
import { plural } from "~/lib/inbox/inbox-actions";
import { inboxFilterParams, isFiltered, parseInboxFilter, VIEWS, withQuery } from "~/lib/inbox/inbox-filters";
import { ADMIN_PAGE_SIZE, parsePage } from "~/lib/paging";
import { getDatabase } from "~/services/platform/db.server";
import { takeFlash } from "~/services/platform/flash.server";
import { log } from "~/services/platform/log.server";
import { Forbidden, isForbidden } from "~/components/admin/forbidden";
import { useStaffCan } from "~/components/admin/use-staff-can";
import type { Route } from "./+types/contact-messages";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Contact messages") }];

/** One page of 10 of the filtered list, on the server; an out-of-range page shows the nearest real one. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const timeZone = await storeTimeZone();
  const url = new URL(request.url);
  const filter = parseInboxFilter(url.searchParams);
  const { flash, headers } = await takeFlash(request);
  try {
    const database = getDatabase();
    const now = Date.now();
    const [result, newCount, spam] = await Promise.all([
      listInbox(database, filter, parsePage(url.searchParams.get("page")), ADMIN_PAGE_SIZE, now),
      countNew(database),
      spamFigures(database, now),
    ]);
    return data(
      {
        failed: false as const,
        filter,
        newCount,
        spam,
        page: result.page,
        pageCount: result.pageCount,
        total: result.total,
        more: result.more,
        flash,
        rows: result.rows.map((m) => ({
          ...m,
          categoryLabel: categoryLabel(m.category) ?? "",
          date: formatStoreTime(m.created_at, timeZone),
          age: ageWords(m.created_at, now, timeZone),
          spamReason: m.status === "spam" ? spamReasonWords(m.spam_reason) : undefined,
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
      spam: null,
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
  const { page, pageCount, rows, total, failed, filter, newCount, spam } = loaderData;
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
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className={cn(adminStyles.eyebrow, "hidden sm:block")}>Contacts</p>
          <h1 className="text-3xl sm:mt-3 sm:text-5xl">Contact messages</h1>
        </div>
        {!failed && canExport && (
          // Export is rare: a menu, not a button competing with the messages for the first screen.
          <details className="group relative">
            <summary
              aria-label="More actions"
              className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-card border border-line-strong bg-paper text-ink group-open:bg-sand [&::-webkit-details-marker]:hidden"
            >
              <MoreHorizontal aria-hidden="true" className="h-5 w-5" strokeWidth={1.75} />
            </summary>
            <div className="absolute right-0 z-20 mt-2 w-56 rounded-card border border-line bg-paper p-1 shadow-lg">
              <a
                href={withQuery("/admin/contact-messages/export", inboxFilterParams(filter))}
                className="flex min-h-11 items-center gap-2 rounded-card px-3 text-sm text-ink hover:bg-sand"
                download
              >
                <Download aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
                Export CSV
              </a>
            </div>
          </details>
        )}
      </div>

      <InboxFiltersBar filter={filter} newCount={newCount} spamCount={spam?.held ?? 0} />

      {filter.view === "spam" && spam && (
        <p className="mt-3 rounded-card border border-line bg-paper p-3 text-sm text-ink">
          What the spam checks held back. Nothing here sends an alert or counts as a message until you tap{" "}
          <strong>Not spam</strong>. In the last {SPAM_KEPT_DAYS} days {plural(spam.caught, "message")}{" "}
          {spam.caught === 1 ? "was" : "were"} caught; {spam.released} moved to the inbox
          {spam.recheckReleased ? ` (${spam.recheckReleased} by the sender's own page re-checking itself)` : ""}. Spam
          is deleted after {SPAM_KEPT_DAYS} days.
        </p>
      )}

      {!failed && (
        <p className="mt-3 text-sm text-ink-soft sm:mt-4" aria-live="polite">
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
          spamView={filter.view === "spam"}
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
