import { redirect } from "react-router";
import { ReviewsScreen } from "~/components/reviews/reviews-screen";
import { shellOf } from "~/components/site/site-context";
import { pageFor } from "~/content/routes-meta";
import { parsePage } from "~/lib/paging";
import { parseStarsFilter, reviewsHref } from "~/lib/reviews/public-reviews";
import { pageMeta } from "~/lib/seo/seo";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { reviewsPage } from "~/services/reviews/index.server";
import { currentSettings } from "~/services/settings/index.server";
import type { Route } from "./+types/reviews";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: ["stars", "page"] };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pageFor("/reviews"), shellOf(matches));

/**
 * /reviews?stars=…&page=…: the store's reviews from real visits, read on the server a
 * page at a time and kept in the page cache until a review is stored, hidden, shown or
 * answered. A filter or page that is not one the list has is sent to the one it means
 * (a made-up `?page=999` to the last), so each made-up URL is not a page of its own to
 * render and keep.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const stars = parseStarsFilter(url.searchParams.get("stars"));
  const snapshot = await currentSettings();
  const data = await reviewsPage(getDatabase(), {
    stars,
    page: parsePage(url.searchParams.get("page")),
    timeZone: snapshot.details.value.timeZone,
    elsewhere: snapshot.claims.value.reviewsUrl,
  });
  // Only the two parameters the page reads decide; others (utm_…) are the cache's to ignore.
  const read = new URLSearchParams();
  for (const name of ["stars", "page"]) {
    const value = url.searchParams.get(name);
    if (value !== null) read.set(name, value);
  }
  const canonical = reviewsHref(data.stars, data.page);
  if (read.toString() !== new URL(canonical, url).searchParams.toString()) throw redirect(canonical, 301);
  return data;
}

export default function ReviewsRoute({ loaderData }: Route.ComponentProps) {
  return <ReviewsScreen page={loaderData} />;
}
