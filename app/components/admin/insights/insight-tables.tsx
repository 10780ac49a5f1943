import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { TableScroller } from "~/components/admin/table-scroller";
import type { CollectionFunnel, SearchFigures, ShareOfTotal } from "~/lib/insights/report";

const number = (n: number) => n.toLocaleString("en-IN");
const th = "px-3 py-2.5 font-semibold whitespace-nowrap";
const td = "px-3 py-2.5";

function Table({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    <TableScroller label={label} className="mt-4">
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-sand/70 text-xs tracking-wider text-ink-soft uppercase">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </TableScroller>
  );
}

/**
 * Searches with how often they were made, and either how often they found nothing or
 * what they find now (the catalogue may have the piece since), with where to look for
 * it: the products list (hidden and draft items too) and the public search.
 */
export function SearchTable({
  searches,
  label,
  show,
}: {
  searches: readonly SearchFigures[];
  label: string;
  show: "finds-now" | "found-nothing";
}) {
  const columns = show === "finds-now" ? ["Times", "Finds now"] : ["Times", "No results"];
  return (
    <Table
      label={label}
      head={
        <>
          <th scope="col" className={th}>
            Search
          </th>
          {columns.map((c) => (
            <th key={c} scope="col" className={`${th} text-right`}>
              {c}
            </th>
          ))}
        </>
      }
    >
      {searches.map((s) => (
        <tr key={s.term} className="align-top">
          <th scope="row" className={`${td} font-normal`}>
            <span className="font-medium break-words text-ink">“{s.term}”</span>
            <span className="mt-0.5 flex flex-wrap gap-x-3 text-xs">
              <Link
                to={`${href("/admin/products")}?${new URLSearchParams({ q: s.term })}`}
                className="inline-flex min-h-6 items-center font-semibold text-brass-deep underline-offset-4 hover:underline"
              >
                In products<span className="sr-only">: {s.term}</span>
              </Link>
              <a
                href={`${href("/search")}?${new URLSearchParams({ q: s.term })}`}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-6 items-center gap-1 font-semibold text-brass-deep underline-offset-4 hover:underline"
              >
                On the site<span className="sr-only">: {s.term} (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" className="h-3 w-3" />
              </a>
            </span>
          </th>
          <td className={`${td} text-right tabular-nums`}>{number(s.searches)}</td>
          <td className={`${td} text-right tabular-nums`}>
            {number(show === "finds-now" ? s.findsNow : s.foundNothing)}
          </td>
        </tr>
      ))}
    </Table>
  );
}

const FUNNEL = [
  ["views", "Page views"],
  ["opens", "Item opens"],
  ["asks", "Asked"],
  ["reservations", "Reserved"],
] as const;

/**
 * Per collection: its page's views, then its items' opens, asks and reservations. A
 * table where there is room for one, a card a collection on a phone.
 */
export function CollectionTable({ collections }: { collections: readonly CollectionFunnel[] }) {
  return (
    <div className="@container">
      <ol aria-label="Collections' figures" className="mt-4 space-y-3 @2xl:hidden">
        {collections.map((c) => (
          <li key={c.path} className="rounded-card border border-line bg-paper p-3">
            <p className="font-medium text-ink">{c.name}</p>
            <dl className="mt-2 grid grid-cols-4 gap-2 text-center">
              {FUNNEL.map(([field, name]) => (
                <div key={field} className="rounded-card bg-ivory px-1 py-1.5">
                  <dt className="text-xs leading-tight text-ink-soft">{name}</dt>
                  <dd className="font-semibold text-ink tabular-nums">{number(c[field])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      <div className="hidden @2xl:block">
        <Table
          label="Collections' figures"
          head={
            <>
              <th scope="col" className={th}>
                Collection
              </th>
              {FUNNEL.map(([field, name]) => (
                <th key={field} scope="col" className={`${th} text-right`}>
                  {name}
                </th>
              ))}
            </>
          }
        >
          {collections.map((c) => (
            <tr key={c.path}>
              <th scope="row" className={`${td} font-medium`}>
                {c.name}
              </th>
              {FUNNEL.map(([field]) => (
                <td key={field} className={`${td} text-right tabular-nums`}>
                  {number(c[field])}
                </td>
              ))}
            </tr>
          ))}
        </Table>
      </div>
    </div>
  );
}

/** Keys with their share of the total as a bar: sources, devices, message categories. */
export function ShareList({
  items,
  label,
  name = (key) => key,
}: {
  items: readonly ShareOfTotal[];
  label: string;
  name?: (key: string) => string;
}) {
  if (items.length === 0) return <p className="mt-3 text-sm text-ink-soft">Nothing counted yet.</p>;
  return (
    <ul aria-label={label} className="mt-3 space-y-2.5">
      {items.map((item) => (
        <li key={item.key} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 break-words text-ink">{name(item.key)}</span>
            <span className="shrink-0 text-ink-soft tabular-nums">
              {number(item.count)} · {item.percent} %
            </span>
          </div>
          <div className="mt-1 h-1.5 rounded-full bg-sand" aria-hidden="true">
            <div className="h-full rounded-full bg-brass" style={{ width: `${Math.max(item.percent, 1)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
