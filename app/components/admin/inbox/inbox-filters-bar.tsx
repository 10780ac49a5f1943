import { Search, SlidersHorizontal, X } from "lucide-react";
import { Form, Link } from "react-router";
import { cn } from "~/lib/ui/cn";
import { CONTACT_CATEGORIES } from "~/lib/contact/contact-fields";
import {
  inboxFilterParams,
  isFiltered,
  SEARCH_MAX_LENGTH,
  VIEWS,
  withQuery,
  type InboxFilter,
} from "~/lib/inbox/inbox-filters";
import { adminStyles } from "~/components/admin/admin-styles";

const LIST = "/admin/contact-messages";

/**
 * The list's views as tabs and its search and filters as a GET form: every state
 * is a URL (bookmarkable, shareable, works without JavaScript). Category and dates
 * fold away on phones so the search box and the list keep the screen.
 */
export function InboxFiltersBar({ filter, newCount }: { filter: InboxFilter; newCount: number }) {
  const extra = Boolean(filter.category || filter.from || filter.to);
  return (
    <div className="mt-6 space-y-4">
      <nav aria-label="Message views" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-line">
          {VIEWS.map((view) => {
            const active = filter.view === view.value;
            return (
              <li key={view.value}>
                <Link
                  to={withQuery(LIST, inboxFilterParams({ ...filter, view: view.value }))}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "-mb-px inline-flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm transition-colors",
                    active
                      ? "border-ink font-semibold text-ink"
                      : "border-transparent text-ink-soft hover:border-line hover:text-ink",
                  )}
                >
                  {view.label}
                  {view.value === "new" && newCount > 0 && (
                    <span className="rounded-full bg-brass px-1.5 text-xs font-semibold text-ink">{newCount}</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <Form method="get" action={LIST} className="space-y-3" role="search" aria-label="Search messages">
        {filter.view !== "inbox" && <input type="hidden" name="status" value={filter.view} />}
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <label htmlFor="inbox-q" className="sr-only">
              Search name, e-mail, phone, subject or message
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-soft"
              strokeWidth={1.75}
            />
            <input
              id="inbox-q"
              type="search"
              name="q"
              defaultValue={filter.q}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder="Name, e-mail, phone, words…"
              className={cn(adminStyles.input, "pl-9")}
            />
          </div>
          <button type="submit" className={adminStyles.primary}>
            Search
          </button>
        </div>
        <details open={extra} className="group">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-ink select-none">
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4 text-brass-deep" strokeWidth={1.75} />
            Category and dates
          </summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,14rem)_repeat(2,minmax(0,11rem))_auto] sm:items-end">
            <div>
              <label htmlFor="inbox-category" className={adminStyles.label}>
                Category
              </label>
              <select
                id="inbox-category"
                name="category"
                defaultValue={filter.category ?? ""}
                className={cn(adminStyles.input, "mt-1")}
              >
                <option value="">All categories</option>
                {CONTACT_CATEGORIES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
                <option value="none">No category</option>
              </select>
            </div>
            <div>
              <label htmlFor="inbox-from" className={adminStyles.label}>
                From
              </label>
              <input
                id="inbox-from"
                type="date"
                name="from"
                defaultValue={filter.from ?? ""}
                className={cn(adminStyles.input, "mt-1")}
              />
            </div>
            <div>
              <label htmlFor="inbox-to" className={adminStyles.label}>
                To
              </label>
              <input
                id="inbox-to"
                type="date"
                name="to"
                defaultValue={filter.to ?? ""}
                className={cn(adminStyles.input, "mt-1")}
              />
            </div>
            <button type="submit" className={adminStyles.secondary}>
              Apply
            </button>
          </div>
        </details>
        {isFiltered(filter) && (
          <Link
            to={withQuery(LIST, inboxFilterParams({ view: filter.view, q: "" }))}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brass-deep underline-offset-4 hover:underline"
          >
            <X aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            Clear search and filters
          </Link>
        )}
      </Form>
    </div>
  );
}
