import { CHART_HEIGHT, CHART_WIDTH, chartGeometry } from "~/lib/insights/chart";
import { dayLabel, type DayPoint } from "~/lib/insights/report";

const number = (n: number) => n.toLocaleString("en-IN");

/**
 * Page views (bars) and visitors (line) a day, drawn on the server as SVG, with the
 * same numbers in a table beside it (below it on a phone) for screen readers and for
 * reading exact figures. The plot stretches to the width; its labels are HTML, so
 * they stay legible at 375 px.
 */
export function VisitsChart({ series }: { series: readonly DayPoint[] }) {
  const chart = chartGeometry(series);
  const busiest = series.reduce<DayPoint | undefined>((top, p) => (!top || p.views > top.views ? p : top), undefined);
  const middle = series[Math.floor((series.length - 1) / 2)];
  return (
    <figure className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
      <div className="min-w-0">
        <figcaption className="text-sm text-ink-soft">
          Page views (bars) and visitors (line) per day
          {busiest && busiest.views > 0
            ? `; the busiest day was ${dayLabel(busiest.day)} with ${number(busiest.views)} page views.`
            : "; nothing was counted in these days yet."}
        </figcaption>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink" aria-hidden="true">
          <li className="flex items-center gap-2">
            <span className="h-3 w-3 rounded-sm bg-brass" /> Page views
          </li>
          <li className="flex items-center gap-2">
            <span className="h-0.5 w-4 bg-ink" /> Visitors
          </li>
        </ul>
        <div className="relative mt-4 pl-10" aria-hidden="true">
          {chart.ticks.map((tick) => (
            <span
              key={tick}
              className="absolute left-0 w-8 -translate-y-1/2 text-right text-xs text-ink-soft tabular-nums"
              style={{ top: `${100 - (tick / chart.max) * 100}%` }}
            >
              {number(tick)}
            </span>
          ))}
          <svg
            viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-44 w-full overflow-visible sm:h-56"
            data-testid="visits-chart"
          >
            {chart.ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={CHART_WIDTH}
                y1={CHART_HEIGHT - (tick / chart.max) * CHART_HEIGHT}
                y2={CHART_HEIGHT - (tick / chart.max) * CHART_HEIGHT}
                className="stroke-line"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {chart.bars.map((bar, i) => (
              <rect key={series[i]!.day} {...bar} className="fill-brass" />
            ))}
            <path
              d={chart.line}
              fill="none"
              className="stroke-ink"
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        </div>
        {series.length > 0 && (
          <div className="mt-2 flex justify-between pl-10 text-xs text-ink-soft" aria-hidden="true">
            <span>{dayLabel(series[0]!.day)}</span>
            {middle && series.length > 2 && <span>{dayLabel(middle.day)}</span>}
            <span>{dayLabel(series.at(-1)!.day)}</span>
          </div>
        )}
      </div>
      <div
        role="region"
        aria-label="Visitors and page views per day, newest first"
        tabIndex={0}
        className="max-h-80 overflow-y-auto rounded-card border border-line bg-paper"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Visitors and page views per day, newest first</caption>
          <thead className="sticky top-0 bg-sand text-xs tracking-wider text-ink-soft uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Day
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Visitors
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Views
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {[...series].reverse().map((point) => (
              <tr key={point.day}>
                <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                  {dayLabel(point.day)}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{number(point.visitors)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{number(point.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
