import { SearchScreen } from "~/components/search/search-screen";
import { pageMeta } from "~/lib/seo/seo";
import { cleanQuery } from "~/lib/catalogue/search-query";
import { localeOfPath } from "~/lib/i18n/locale";
import { searchPublishedItems } from "~/services/catalogue/index.server";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import { getDb } from "~/services/platform/db.server";
import type { Route } from "./+types/search";
import { pageFor } from "~/content/routes-meta";
import { shellOf } from "~/components/site/site-context";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: ["q"] };

/** A broad word ("shirt") lists this many; the page says there are more and how to narrow them. */
const RESULTS_SHOWN = 48;

/**
 * /search?q=…: published items of every collection whose words hold the query's. A
 * public GET like any other page, so the page cache keeps each query's page until the
 * catalogue changes.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const query = cleanQuery(url.searchParams.get("q"));
  if (!query) return { query, total: 0, results: [] };
  // The page's language from its address (/kn/search), so each language's results show its words.
  const hits = await searchPublishedItems(getDb(), query, localeOfPath(url.pathname));
  return { query, total: hits.length, results: hits.slice(0, RESULTS_SHOWN) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(pageFor("/search"), shellOf(matches), loaderData?.query ? { title: `Search: ${loaderData.query}` } : {});

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchScreen page={loaderData} />;
}
