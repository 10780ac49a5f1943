import { Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { CollectionTable, SearchTable, ShareList } from "~/components/admin/insights/insight-tables";
import { ItemFiguresList } from "~/components/admin/insights/item-figures";
import { VisitsChart } from "~/components/admin/insights/visits-chart";
import { staffTitle } from "~/components/admin/staff-title";
import { categoryLabel } from "~/lib/contact/contact-fields";
import { dayLabel, LOOKED_NOT_ASKED_MIN_OPENS, parseRange, RANGES } from "~/lib/insights/report";
import { requireAdmin } from "~/services/accounts/index.server";
import { flushInsights, insightsEnabled, readInsights, todayIn } from "~/services/insights/index.server";
import { currentSettings, storeFacts } from "~/services/settings/index.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import type { Route } from "./+types/insights";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Insights") }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const days = parseRange(new URL(request.url).searchParams.get("days"));
  // This instance's counts of the last few seconds are written first: the screen is up to the moment.
  await flushInsights();
  const database = getDatabase();
  const { timeZone } = storeFacts(await currentSettings(database));
  const report = await readInsights(database, days, todayIn(timeZone));
  return { report, enabled: insightsEnabled(), retentionDays: getConfig().insights.retentionDays };
}

const h2 = "font-sans text-sm font-semibold tracking-wide text-ink uppercase";
const number = (n: number) => n.toLocaleString("en-IN");

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { report, enabled, retentionDays } = loaderData;
  const { totals } = report;
  const figures = [
    ["Visitors", totals.visitors, "added up day by day"],
    ["Page views", totals.views, "items included"],
    ["Item opens", totals.opens, "window or item page"],
    ["Asked", totals.asks, "on WhatsApp or by phone"],
    ["Reserved", totals.reservations, "trial holds booked"],
  ] as const;
  return (
    <div className="mx-auto max-w-6xl">
      <p className={adminStyles.eyebrow}>Insights</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">What shoppers want</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Counted on this site by the store, without cookies or any third party: {dayLabel(report.from, true)} to{" "}
        {dayLabel(report.to, true)} (today so far included).
      </p>
      {!enabled && (
        <p className="mt-4 max-w-2xl rounded-card border border-danger/50 bg-paper p-4 text-ink">
          Insights are off (INSIGHTS=off): nothing new is counted. The figures below are what was counted before.
        </p>
      )}

      <nav aria-label="Period" className="mt-6 flex flex-wrap gap-2">
        {RANGES.map((days) => (
          <Link
            key={days}
            to={`?days=${days}`}
            aria-current={days === report.days ? "page" : undefined}
            className={days === report.days ? adminStyles.primary : adminStyles.secondary}
          >
            Last {days} days
          </Link>
        ))}
      </nav>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map(([label, value, hint]) => (
          <div key={label} className="rounded-card border border-line bg-paper p-4">
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd className="mt-1 font-display text-4xl text-ink tabular-nums">{number(value)}</dd>
            <dd className="mt-1 text-xs text-ink-soft">{hint}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="visits-title" className="mt-10">
        <h2 id="visits-title" className={h2}>
          Visitors and page views
        </h2>
        <div className="mt-4 rounded-card border border-line bg-paper p-4 sm:p-6">
          <VisitsChart series={report.series} />
        </div>
      </section>

      <section aria-labelledby="wanted-title" className="mt-10">
        <h2 id="wanted-title" className={h2}>
          Most wanted items
        </h2>
        <p className="mt-2 text-sm text-ink-soft">Asked about or reserved most, then shared, then opened.</p>
        {report.wanted.length ? (
          <ItemFiguresList items={report.wanted} label="Most wanted items" />
        ) : (
          <p className="mt-4 text-sm text-ink-soft">No item was opened in these days.</p>
        )}
      </section>

      <section aria-labelledby="looked-title" className="mt-10">
        <h2 id="looked-title" className={h2}>
          Opened a lot, never asked about
        </h2>
        <p className="mt-2 text-sm text-ink-soft">
          Opened {LOOKED_NOT_ASKED_MIN_OPENS} times or more without one ask or reservation: the price, the photos or the
          words may be holding people back.
        </p>
        {report.lookedNotAsked.length ? (
          <ItemFiguresList items={report.lookedNotAsked} label="Opened a lot, never asked about" />
        ) : (
          <p className="mt-4 text-sm text-ink-soft">None in these days.</p>
        )}
      </section>

      <div className="mt-10 grid gap-10 xl:grid-cols-2">
        <section aria-labelledby="not-found-title" className="min-w-0">
          <h2 id="not-found-title" className={h2}>
            Searched, not found
          </h2>
          <p className="mt-2 text-sm text-ink-soft">What people looked for and the catalogue did not have.</p>
          {report.notFound.length ? (
            <SearchTable searches={report.notFound} label="Searches that found nothing" show="finds-now" />
          ) : (
            <p className="mt-4 text-sm text-ink-soft">Every search found something.</p>
          )}
        </section>
        <section aria-labelledby="searches-title" className="min-w-0">
          <h2 id="searches-title" className={h2}>
            Most searched
          </h2>
          <p className="mt-2 text-sm text-ink-soft">All searches, the most frequent first.</p>
          {report.topSearches.length ? (
            <SearchTable searches={report.topSearches} label="All searches, most frequent first" show="found-nothing" />
          ) : (
            <p className="mt-4 text-sm text-ink-soft">No searches in these days.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="collections-title" className="mt-10">
        <h2 id="collections-title" className={h2}>
          Interest per collection
        </h2>
        <p className="mt-2 text-sm text-ink-soft">
          From the collection&rsquo;s page to its items, to asking and reserving.
        </p>
        <CollectionTable collections={report.collections} />
      </section>

      <div className="mt-10 grid gap-8 sm:grid-cols-2 xl:grid-cols-3">
        <section
          aria-labelledby="sources-title"
          className="min-w-0 rounded-card border border-line bg-paper p-4 sm:p-5"
        >
          <h2 id="sources-title" className={h2}>
            Where visits come from
          </h2>
          <ShareList items={report.sources} label="Visits by source" />
        </section>
        <section
          aria-labelledby="devices-title"
          className="min-w-0 rounded-card border border-line bg-paper p-4 sm:p-5"
        >
          <h2 id="devices-title" className={h2}>
            On what
          </h2>
          <ShareList items={report.devices} label="Visits by device" name={(key) => DEVICE_NAMES[key] ?? key} />
        </section>
        <section
          aria-labelledby="messages-title"
          className="min-w-0 rounded-card border border-line bg-paper p-4 sm:p-5"
        >
          <h2 id="messages-title" className={h2}>
            Messages by subject
          </h2>
          <ShareList
            items={report.messages}
            label="Contact messages by category"
            name={(key) => categoryLabel(key) ?? (key || "No category chosen")}
          />
        </section>
      </div>

      <details className="mt-10 max-w-3xl rounded-card border border-line bg-paper p-4 text-sm text-ink sm:p-5">
        <summary className="cursor-pointer font-semibold">What is counted, and what is not</summary>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink-soft">
          <li>
            Each page seen, each item opened, each tap on an item&rsquo;s WhatsApp, phone or Share, counted by the page
            after it has loaded. Searches with what they found, trial holds and messages are counted by the server.
          </li>
          <li>
            Visitors are estimated from the address and the browser under a key that changes daily, and never stored;
            someone who comes back another day counts again. A visit&rsquo;s source is only the referring site&rsquo;s
            name.
          </li>
          <li>
            Not counted: staff (any browser signed in here within 90 days), search engines and other robots, visitors
            whose browser asks not to be tracked, and taps made before a page is ready or without JavaScript (their page
            views are counted).
          </li>
          <li>
            No cookies, no addresses, no single visit is kept: only the sums per day, for {retentionDays} days. A crash
            can lose the last few seconds of counts.
          </li>
        </ul>
      </details>
    </div>
  );
}

const DEVICE_NAMES: Record<string, string> = { phone: "Phones", tablet: "Tablets", desktop: "Computers" };
