import { Search, X } from "lucide-react";
import { data, Form, Link } from "react-router";
import { FormMessage } from "~/components/admin/form-message";
import { adminStyles } from "~/components/admin/admin-styles";
import { IgnoredSearchWords } from "~/components/admin/inbox/ignored-search-words";
import { Pager } from "~/components/admin/pager";
import { EmailLink, PhoneLink } from "~/components/admin/contact-links";
import { StatusBadge } from "~/components/admin/status-badge";
import { DateOverTime } from "~/components/admin/date-over-time";
import { TableScroller } from "~/components/admin/table-scroller";
import { staffTitle } from "~/components/admin/staff-title";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { storeTimeZone } from "~/services/settings/index.server";
import { requireAdmin } from "~/services/accounts/index.server";
import { listCustomers } from "~/services/customers/index.server";
import { cn } from "~/lib/ui/cn";
import { SEARCH_MAX_LENGTH } from "~/lib/inbox/inbox-filters";
import { ADMIN_PAGE_SIZE, parsePage } from "~/lib/paging";
import { searchText } from "~/lib/text/search-text";
import { getDatabase } from "~/services/platform/db.server";
import { takeFlash } from "~/services/platform/flash.server";
import type { Route } from "./+types/customers";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Customers") }];

/** Everyone who contacted the store, one row per person (phone, else e-mail), newest contact first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const timeZone = await storeTimeZone();
  const url = new URL(request.url);
  const q = searchText(url.searchParams.get("q"), SEARCH_MAX_LENGTH);
  const result = await listCustomers(getDatabase(), {
    q,
    page: parsePage(url.searchParams.get("page")),
    pageSize: ADMIN_PAGE_SIZE,
  });
  // "Customer deleted for good: …", from a customer's page.
  const { flash, headers } = await takeFlash(request);
  return data(
    {
      flash,
      q,
      ...result,
      rows: result.rows.map((c) => ({
        ...c,
        href: `/admin/customers/${encodeURIComponent(c.key)}`,
        first: formatStoreTime(c.first_at, timeZone),
        last: formatStoreTime(c.last_at, timeZone),
      })),
    },
    { headers },
  );
}

const COLUMNS = ["Name", "Phone", "Email", "Messages", "First contact", "Last contact", "Last status"];

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { q, rows, total, page, pageCount, flash } = loaderData;
  const keep = new URLSearchParams(q ? { q } : {});
  return (
    <div className="mx-auto max-w-7xl">
      <p className={adminStyles.eyebrow}>Customers</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Customers</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Everyone who has written to the store, one row per person: the same phone number (or, without one, the same
        e-mail) is the same person.
      </p>
      {flash && (
        <FormMessage tone={flash.tone} className="mt-6">
          {flash.message}
        </FormMessage>
      )}

      <Form method="get" role="search" aria-label="Search customers" className="mt-6 flex gap-2">
        <div className="relative min-w-0 flex-1 sm:max-w-md">
          <label htmlFor="customers-q" className="sr-only">
            Search name, phone, e-mail or what they wrote
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-soft"
            strokeWidth={1.75}
          />
          <input
            id="customers-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Name, phone, e-mail…"
            className={cn(adminStyles.input, "pl-9")}
          />
        </div>
        <button type="submit" className={adminStyles.primary}>
          Search
        </button>
      </Form>
      {q && (
        <Link
          to="/admin/customers"
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brass-deep underline-offset-4 hover:underline"
        >
          <X aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Clear search
        </Link>
      )}
      <IgnoredSearchWords q={q} />

      <p className="mt-4 text-sm text-ink-soft" aria-live="polite">
        {total.toLocaleString("en-IN")} {total === 1 ? "customer" : "customers"} · page {page} of {pageCount}
      </p>

      {rows.length === 0 ? (
        <p className="mt-6 rounded-card border border-line bg-paper p-8 text-center text-ink-soft">
          {q ? "No customer matches that search." : "No one has written to the store yet."}
        </p>
      ) : (
        <div className="@container">
          <ol className="mt-4 space-y-3 @3xl:hidden" aria-label="Customers">
            {rows.map((c) => (
              <li key={c.key} className="rounded-card border border-line bg-paper p-4">
                <div className="flex items-baseline justify-between gap-3">
                  <Link
                    to={c.href}
                    className="min-w-0 font-medium break-words text-ink underline-offset-4 hover:underline"
                  >
                    {c.name}
                  </Link>
                  <StatusBadge status={c.last_status} className="shrink-0" />
                </div>
                <dl className="mt-3 grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
                  <dt className="text-ink-soft">Phone</dt>
                  <dd>
                    <PhoneLink phone={c.phone} e164={c.phone_e164} />
                  </dd>
                  <dt className="text-ink-soft">Email</dt>
                  <dd className="min-w-0 [overflow-wrap:anywhere]">
                    <EmailLink email={c.email} />
                  </dd>
                  <dt className="text-ink-soft">Messages</dt>
                  <dd>{c.messages}</dd>
                  <dt className="text-ink-soft">Last contact</dt>
                  <dd>{c.last}</dd>
                </dl>
              </li>
            ))}
          </ol>
          <TableScroller label="Customers table" className="mt-4 hidden @3xl:block">
            <table className="w-full border-collapse text-left text-sm">
              <thead className="bg-sand/70 text-xs tracking-wider text-ink-soft uppercase">
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((c) => (
                  <tr key={c.key} className="align-top hover:bg-ivory">
                    <td className="min-w-[7rem] px-3 py-3 font-medium break-words">
                      <Link
                        to={c.href}
                        className="text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
                      >
                        {c.name}
                      </Link>
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">
                      <PhoneLink phone={c.phone} e164={c.phone_e164} />
                    </td>
                    <td className="min-w-[10rem] px-3 py-3 [overflow-wrap:anywhere]">
                      <EmailLink email={c.email} />
                    </td>
                    <td className="px-3 py-3 text-right tabular-nums">{c.messages}</td>
                    <td className="px-3 py-3 whitespace-nowrap text-ink-soft">
                      <DateOverTime value={c.first} />
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap text-ink-soft">
                      <DateOverTime value={c.last} />
                    </td>
                    <td className="px-3 py-3">
                      <StatusBadge status={c.last_status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <Pager page={page} pageCount={pageCount} label="Customer pages" keep={keep} />
        </div>
      )}
    </div>
  );
}
