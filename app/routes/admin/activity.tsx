import { Form, Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { Pager } from "~/components/admin/pager";
import {
  ACTIVITY_KINDS,
  ACTIVITY_PAGE_SIZE,
  activityFilterParams,
  activityLabel,
  parseActivityFilter,
} from "~/lib/accounts/activity";
import { clampPage, parsePage } from "~/lib/paging";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { activityPeople, listActivity } from "~/services/platform/activity.server";
import { requirePermission } from "~/services/accounts/index.server";
import { currentSettings } from "~/services/settings/index.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import type { Route } from "./+types/activity";
import { staffTitle } from "~/components/admin/staff-title";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Activity") }];

/**
 * The owner's activity log: who did what and when, newest first, filtered by
 * person, kind and dates (store time), paged on the server. All in the URL, so a
 * view can be bookmarked; a plain GET form, so it works without JavaScript.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "view-activity");
  const params = new URL(request.url).searchParams;
  const filter = parseActivityFilter(params);
  const database = getDatabase();
  const requested = parsePage(params.get("page"));
  const { timeZone } = (await currentSettings(database)).details.value;
  const [result, people] = await Promise.all([
    listActivity(database, filter, requested, timeZone),
    activityPeople(database),
  ]);
  const pageCount = Math.max(1, Math.ceil(result.total / ACTIVITY_PAGE_SIZE));
  const page = clampPage(requested, pageCount);
  const rows = page === requested ? result.rows : (await listActivity(database, filter, page, timeZone)).rows;
  return {
    filter,
    people,
    page,
    pageCount,
    total: result.total,
    keptDays: getConfig().activityRetentionDays,
    rows: rows.map((r) => ({
      id: r.id,
      when: formatStoreTime(r.at, timeZone),
      who: r.actorName,
      what: activityLabel(r.action),
      subject: r.subject === r.actorName ? null : r.subject,
      detail: Object.entries(r.detail)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(" · "),
      address: r.address,
    })),
  };
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { filter, people, rows, page, pageCount, total, keptDays } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <p className={adminStyles.eyebrow}>Owner</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Activity</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Who did what and when: sign-ins, accounts, two-step sign-in, settings, publish, hide and delete, exports and
        backups. Kept {keptDays} days; never a password, a code or what a customer wrote.
      </p>

      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
        <label className="block">
          <span className={adminStyles.label}>Person</span>
          <select name="person" defaultValue={filter.actor ?? ""} className={`${adminStyles.input} mt-1`}>
            <option value="">Everyone</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className={adminStyles.label}>Kind</span>
          <select name="kind" defaultValue={filter.kind ?? ""} className={`${adminStyles.input} mt-1`}>
            <option value="">Everything</option>
            {Object.entries(ACTIVITY_KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className={adminStyles.label}>From</span>
          <input type="date" name="from" defaultValue={filter.from} className={`${adminStyles.input} mt-1`} />
        </label>
        <label className="block">
          <span className={adminStyles.label}>To</span>
          <input type="date" name="to" defaultValue={filter.to} className={`${adminStyles.input} mt-1`} />
        </label>
        <div className="flex gap-2">
          <button type="submit" className={adminStyles.primary}>
            Show
          </button>
          <Link to="/admin/activity" className={adminStyles.secondary}>
            Clear
          </Link>
        </div>
      </Form>

      <p className="mt-6 text-sm text-ink-soft" role="status">
        {total.toLocaleString("en-IN")} {total === 1 ? "entry" : "entries"}
      </p>
      {rows.length === 0 ? (
        <p className="mt-3 text-ink-soft">Nothing matches.</p>
      ) : (
        <ol className="mt-3 divide-y divide-line rounded-card border border-line bg-paper" data-testid="activity-list">
          {rows.map((r) => (
            <li key={r.id} className="grid gap-1 p-4 sm:grid-cols-[11rem_1fr]">
              <p className="text-sm text-ink-soft">{r.when}</p>
              <div className="min-w-0">
                <p className="break-words">
                  <strong className="font-semibold">{r.who}</strong>
                  {` ${r.what}${r.subject ? ` ${r.subject}` : ""}`}
                </p>
                {(r.detail || r.address) && (
                  <p className="mt-1 text-sm break-words text-ink-soft">
                    {[r.detail, r.address && `from ${r.address}`].filter(Boolean).join(" · ")}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && (
        <Pager page={page} pageCount={pageCount} label="Activity pages" keep={activityFilterParams(filter)} />
      )}
    </div>
  );
}
