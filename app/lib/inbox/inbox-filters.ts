import { CONTACT_CATEGORIES } from "../contact/contact-fields.ts";
import { civilDateText, dayRangeInstants, parseCivilDate } from "../time/civil-date.ts";
import { searchText } from "../text/search-text.ts";

/**
 * The inbox's states and the list's filters as they live in the URL, so a filtered
 * view can be bookmarked, shared between staff, paged, exported, and works without
 * JavaScript (a GET form). Parsing never fails: anything unknown falls back to the
 * default view.
 */
export const MESSAGE_STATUSES = ["new", "open", "replied", "archived", "spam"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const STATUS_LABELS: Record<MessageStatus, string> = {
  new: "New",
  open: "Open",
  replied: "Replied",
  archived: "Archived",
  spam: "Spam",
};

/** The list's views: one status, or a group of them. "inbox" (everything not archived) is the default. */
export const VIEWS = [
  { value: "inbox", label: "Inbox" },
  { value: "new", label: "New" },
  { value: "waiting", label: "Waiting over 2 h" },
  { value: "open", label: "Open" },
  { value: "replied", label: "Replied" },
  { value: "archived", label: "Archived" },
  { value: "all", label: "All" },
  { value: "spam", label: "Spam" },
] as const;
export type InboxView = (typeof VIEWS)[number]["value"];

/**
 * Which statuses a view shows; "waiting" also needs the business-hours cut-off (see
 * business-hours.ts). Spam is in no view but its own: it is not a message until staff
 * (or the visitor's re-check) say so.
 */
export function viewStatuses(view: InboxView): readonly MessageStatus[] {
  switch (view) {
    case "inbox":
      return ["new", "open", "replied"];
    case "waiting":
      return ["new", "open"];
    case "all":
      return ["new", "open", "replied", "archived"];
    default:
      return [view];
  }
}

export type InboxFilter = {
  view: InboxView;
  /** A contact category value, or "none" for messages sent without one. */
  category?: string;
  /** Store-calendar dates, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  q: string;
  /** One person's messages (Customers); not part of the list's URL. */
  customer?: string;
};

export const DEFAULT_FILTER: InboxFilter = { view: "inbox", q: "" };
export const SEARCH_MAX_LENGTH = 100;
const MAX_TERMS = 8;

export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const view = VIEWS.find((v) => v.value === params.get("status"))?.value ?? "inbox";
  const categoryParam = params.get("category") ?? "";
  const category =
    categoryParam === "none" || CONTACT_CATEGORIES.some((c) => c.value === categoryParam) ? categoryParam : undefined;
  let from = parseCivilDate(params.get("from"));
  let to = parseCivilDate(params.get("to"));
  // A range typed backwards means the same days.
  if (from && to && civilDateText(from) > civilDateText(to)) [from, to] = [to, from];
  const q = searchText(params.get("q"), SEARCH_MAX_LENGTH);
  return {
    view,
    ...(category ? { category } : {}),
    ...(from ? { from: civilDateText(from) } : {}),
    ...(to ? { to: civilDateText(to) } : {}),
    q,
  };
}

/** The query string for a filter (defaults left out), plus a page when it is not the first. */
export function inboxFilterParams(filter: InboxFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.view !== "inbox") params.set("status", filter.view);
  if (filter.category) params.set("category", filter.category);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.q) params.set("q", filter.q);
  if (page > 1) params.set("page", String(page));
  return params;
}

export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function isFiltered(filter: InboxFilter): boolean {
  return Boolean(filter.category || filter.from || filter.to || filter.q);
}

/** Words shorter than this are left out of a search: they cannot use the trigram index. */
export const SEARCH_MIN_LENGTH = 3;

function words(q: string): string[] {
  return [
    ...new Set(
      q
        .toLowerCase()
        .split(" ")
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

const long = (term: string) => [...term].length >= SEARCH_MIN_LENGTH;

/**
 * The words of a search: each must appear somewhere in the message (name, e-mail,
 * phone, subject or text). Words under 3 characters are left out (`ignoredTerms`
 * names them on the page): every word then goes through the trigram index, so no
 * search has to read every message, whatever it combines.
 */
export function searchTerms(q: string): string[] {
  return words(q).filter(long).slice(0, MAX_TERMS);
}

export function ignoredTerms(q: string): string[] {
  return words(q).filter((t) => !long(t));
}

/** The date range as instants (ISO strings, the form `created_at` is stored in): [from, to). */
export function dateRangeInstants(filter: InboxFilter, timeZone: string): { fromIso?: string; toIso?: string } {
  return dayRangeInstants(filter, timeZone);
}
