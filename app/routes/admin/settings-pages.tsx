import { Link } from "react-router";
import { PublicPageLink } from "~/components/admin/public-page-link";
import { SettingsHeader } from "~/components/admin/settings/settings-frame";
import { staffTitle } from "~/components/admin/staff-title";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { isStillSeedText, storeTimeZone, listPolicyPages } from "~/services/settings/index.server";
import { requirePermission } from "~/services/accounts/index.server";
import { policyPath } from "~/lib/settings/policy-pages";
import { getDatabase } from "~/services/platform/db.server";
import type { Route } from "./+types/settings-pages";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Policy pages", "Settings") }];

/**
 * The footer's three policy pages, each with when and by whom it was last saved, and
 * whether its words are still the first text (saved or not: the go-live checklist's rule).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "manage-settings");
  const timeZone = await storeTimeZone();
  const pages = await listPolicyPages(getDatabase().db);
  return {
    pages: pages.map((p) => ({
      slug: p.slug,
      title: p.title,
      path: policyPath(p.slug),
      changed: p.updated_by ? `Saved ${formatStoreTime(p.updated_at, timeZone)} by ${p.updated_by}` : null,
      firstText: isStillSeedText(p),
    })),
  };
}

export default function PolicyPages({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <SettingsHeader
        title="Policy pages"
        lead="The footer links to these pages. Their first text was written for a store like ours: read each one and make it yours before the site goes live."
      />
      <ul aria-label="Policy pages" className="mt-6 grid gap-3">
        {loaderData.pages.map((p) => (
          <li key={p.slug} className="relative rounded-card border border-line bg-paper p-4 hover:border-ink">
            <h2 className="font-sans text-lg font-semibold text-ink">
              <Link to={`/admin/settings/pages/${p.slug}`} className="after:absolute after:inset-0">
                {p.title}
              </Link>
            </h2>
            <p className={p.firstText ? "mt-1 text-sm font-medium text-danger" : "mt-1 text-sm text-ink-soft"}>
              {p.changed
                ? `${p.changed}${p.firstText ? ": still the first text" : ""}`
                : p.firstText
                  ? "Not reviewed yet: still the first text"
                  : "Not saved here yet"}
            </p>
            <PublicPageLink path={p.path} className="mt-2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
