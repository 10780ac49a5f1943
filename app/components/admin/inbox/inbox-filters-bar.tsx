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
 * is a URL (bookmarkable, shareable, works without JavaScript). On a phone the tabs
 * scroll sideways in one row and category and dates fold behind a button beside the
 * search, so the messages start on the first screen.
 */
export function InboxFiltersBar({
  filter,
  newCount,
  spamCount,
}: {
  filter: InboxFilter;
  newCount: number;
  /** Messages held in Spam now, shown on its tab. */
  spamCount: number;
}) {
  const extra = Boolean(filter.category || filter.from || filter.to);
  return (
    <div className="mt-3 space-y-3 sm:mt-6 sm:space-y-4">
      {/* contain-paint: without it a phone's Chrome widened its layout viewport to the
          scrolled row (the Spam tab's count made it wide enough), so the whole page zoomed
          out and taps missed. */}
      <nav aria-label="Message views" className="-mx-4 overflow-x-auto px-4 contain-paint sm:mx-0 sm:px-0">
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
                  {view.value === "spam" && spamCount > 0 && (
                    <span className="rounded-full border border-line-strong px-1.5 text-xs font-semibold text-ink">
                      {spamCount}
                      <span className="sr-only"> held</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <Form method="get" action={LIST} className="relative space-y-3" role="search" aria-label="Search messages">
        {filter.view !== "inbox" && <input type="hidden" name="status" value={filter.view} />}
        <div className="flex gap-2 pr-14">
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
              placeholder="Name, phone, words…"
              className={cn(adminStyles.input, "pl-9")}
            />
          </div>
          <button type="submit" className={adminStyles.primary}>
            Search
          </button>
        </div>
        {/* The summary sits at the end of the search row (the row leaves it room); the panel opens below. */}
        <details open={extra} className="group !mt-0">
          <summary
            aria-label="Category and dates"
            className="absolute top-0 right-0 inline-flex h-11 w-12 cursor-pointer items-center justify-center rounded-card border border-line-strong bg-paper text-ink select-none group-open:border-ink group-open:bg-sand [&::-webkit-details-marker]:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="h-5 w-5 text-brass-deep" strokeWidth={1.75} />
          </summary>
          <div className="mt-3 grid gap-3 rounded-card border border-line bg-paper p-3 sm:grid-cols-[minmax(0,14rem)_repeat(2,minmax(0,11rem))_auto] sm:items-end">
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
