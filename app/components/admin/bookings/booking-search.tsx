import { Search, ShieldAlert, SlidersHorizontal } from "lucide-react";
import { Form, Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { BOOKING_KINDS, BOOKING_STATUSES } from "~/lib/booking/booking-fields";

/**
 * Orders' search row: name, phone or reference first; status and kind fold behind a
 * button at its end (as in the inbox), so the visits start high on a phone. Below it,
 * "Clear filters", the way into Spam, and what Spam means when it is shown.
 */
export function BookingSearch({
  filter,
  filtered,
  spamCount,
}: {
  filter: { q: string; status: string; kind: string };
  filtered: boolean;
  spamCount: number;
}) {
  const spamView = filter.status === "spam";
  return (
    <>
      <Form method="get" role="search" className="relative mt-4 sm:mt-6">
        <div className="flex gap-2 pr-14">
          <label className="min-w-0 flex-1">
            <span className="sr-only">Search name, phone or reference</span>
            <input
              type="search"
              name="q"
              defaultValue={filter.q}
              placeholder="Name, phone or reference"
              className={adminStyles.input}
            />
          </label>
          <button type="submit" className={adminStyles.primary}>
            <Search aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            Show
          </button>
        </div>
        {/* Status and kind fold behind a button at the end of the search row, as in the inbox. */}
        <details open={Boolean(filter.status || filter.kind)} className="group">
          <summary
            aria-label="Status and kind"
            className="absolute top-0 right-0 inline-flex h-11 w-12 cursor-pointer items-center justify-center rounded-card border border-line-strong bg-paper text-ink select-none group-open:border-ink group-open:bg-sand [&::-webkit-details-marker]:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="h-5 w-5 text-brass-deep" strokeWidth={1.75} />
          </summary>
          <div className="mt-3 grid gap-3 rounded-card border border-line bg-paper p-3 sm:grid-cols-2">
            <label className="grid gap-1.5">
              <span className={adminStyles.label}>Status</span>
              <select name="status" defaultValue={filter.status} className={adminStyles.input}>
                <option value="">Any status</option>
                {BOOKING_STATUSES.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1.5">
              <span className={adminStyles.label}>Kind</span>
              <select name="kind" defaultValue={filter.kind} className={adminStyles.input}>
                <option value="">Trials and fittings</option>
                {BOOKING_KINDS.map((k) => (
                  <option key={k.value} value={k.value}>
                    {k.label}s
                  </option>
                ))}
              </select>
            </label>
          </div>
        </details>
      </Form>
      <div className="mt-2 flex flex-wrap items-center gap-x-4">
        {filtered && (
          <Link to="/admin/orders" className="inline-flex min-h-11 items-center text-sm text-brass-deep underline">
            Clear filters
          </Link>
        )}
        {spamCount > 0 && !spamView && (
          <Link
            to="/admin/orders?status=spam"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm text-ink underline underline-offset-4"
          >
            <ShieldAlert aria-hidden="true" className="h-4 w-4 text-danger" strokeWidth={1.75} />
            Spam: {spamCount} held back
          </Link>
        )}
      </div>
      {spamView && (
        <p className="mt-3 rounded-card border border-line bg-paper p-3 text-sm text-ink">
          Bookings the spam checks held back. They hold no place in their slot and sent no alert. If a person made one,
          tap <strong>Not spam</strong>: it joins Orders as requested, if its slot still has room. Spam is deleted after
          30 days.
        </p>
      )}
    </>
  );
}
