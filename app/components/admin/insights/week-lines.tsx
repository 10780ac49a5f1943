import { ArrowRight, Flame, SearchSlash } from "lucide-react";
import { href, Link } from "react-router";
import type { ItemFigures, SearchFigures } from "~/lib/insights/report";

const times = (n: number) => (n === 1 ? "once" : `${n.toLocaleString("en-IN")} times`);

/** The dashboard's two Insights lines: the most wanted item of the week, and what was searched and not found. */
export function InsightsWeekLines({
  wanted,
  notFound,
}: {
  wanted: ItemFigures | null;
  notFound: readonly SearchFigures[];
}) {
  const asked = wanted ? wanted.asks + wanted.reservations : 0;
  return (
    <section aria-labelledby="week-title" className="mt-10">
      <h2 id="week-title" className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
        This week on the site
      </h2>
      <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-paper text-ink">
        <li className="flex items-start gap-3 p-4 sm:px-6" data-testid="week-wanted">
          <Flame aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brass-deep" strokeWidth={1.75} />
          <p>
            <span className="font-semibold">Most wanted this week: </span>
            {wanted ? (
              <>
                <Link
                  to={href("/admin/products/:id", { id: String(wanted.itemId) })}
                  className="underline decoration-line underline-offset-4 hover:decoration-ink"
                >
                  {wanted.title}
                </Link>
                <span className="text-ink-soft">
                  {" "}
                  ({asked ? `asked about or reserved ${times(asked)}, ` : ""}opened {times(wanted.opens)})
                </span>
              </>
            ) : (
              <span className="text-ink-soft">no item opened yet.</span>
            )}
          </p>
        </li>
        <li className="flex items-start gap-3 p-4 sm:px-6" data-testid="week-not-found">
          <SearchSlash aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brass-deep" strokeWidth={1.75} />
          <p>
            <span className="font-semibold">Searched, not found: </span>
            {notFound.length ? (
              notFound.map((s, i) => (
                <span key={s.term}>
                  {i > 0 && ", "}“{s.term}” <span className="text-ink-soft">({times(s.foundNothing)})</span>
                </span>
              ))
            ) : (
              <span className="text-ink-soft">every search found something.</span>
            )}
          </p>
        </li>
      </ul>
      <Link
        to={`${href("/admin/insights")}?days=7`}
        className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brass-deep underline-offset-4 hover:underline"
      >
        All insights
        <ArrowRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
      </Link>
    </section>
  );
}
