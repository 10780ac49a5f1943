import { Link } from "react-router";
import { PublicPageLink } from "~/components/admin/public-page-link";
import { staffTitle } from "~/components/admin/staff-title";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { storeTimeZone } from "~/services/settings/index.server";
import { requireAdmin } from "~/services/accounts/index.server";
import { collectionSummaries } from "~/services/catalogue/index.server";
import { getDb } from "~/services/platform/db.server";
import type { Route } from "./+types/collections";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Collections") }];

/** The eight collection screens with their item counts. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const timeZone = await storeTimeZone();
  const collections = await collectionSummaries(getDb());
  return { collections: collections.map((c) => ({ ...c, updated: formatStoreTime(c.updatedAt, timeZone) })) };
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl">
      <p className="text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">Catalogue</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">Collections</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Each collection is one screen of the site. Open one to change its words, its hero picture and badges, its
        filters and the order of its items.
      </p>
      <ul aria-label="Collections" className="mt-8 grid gap-4 sm:grid-cols-2">
        {loaderData.collections.map((c) => (
          <li
            key={c.slug}
            className="relative flex flex-col rounded-card border border-line bg-paper p-4 hover:border-ink"
          >
            <h2 className="font-sans text-lg font-semibold text-ink">
              <Link to={`/admin/collections/${c.slug}`} className="after:absolute after:inset-0">
                {c.name}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-ink-soft">
              <span className="font-semibold text-ink">{c.published}</span> on the site
              {c.drafts > 0 && ` · ${c.drafts} ${c.drafts === 1 ? "draft" : "drafts"}`}
              {c.hidden > 0 && ` · ${c.hidden} hidden`}
            </p>
            <p className="mt-0.5 text-xs text-ink-soft">Changed {c.updated}</p>
            <PublicPageLink path={c.path} className="mt-3" />
          </li>
        ))}
      </ul>
    </div>
  );
}
