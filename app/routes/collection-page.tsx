import { data, isRouteErrorResponse, Outlet, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { CollectionScreen } from "~/components/catalogue/collection-screen";
import { NotFoundMessage, notFoundMeta } from "~/components/site/not-found-message";
import { usePageCoveredByDialog } from "~/components/ui/use-covered-page";
import { collectionPathOf } from "~/lib/catalogue/collection-path";
import { localeOfPath, pathWithoutLocale } from "~/lib/i18n/locale";
import { parseFilterQuery } from "~/lib/catalogue/collection-filter";
import { pageMeta } from "~/lib/seo/seo";
import { readCollectionPage } from "~/services/catalogue/index.server";
import { currentSettings } from "~/services/settings/index.server";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import { getDatabase, getDb } from "~/services/platform/db.server";
import type { Route } from "./+types/collection-page";
import { pageFor } from "~/content/routes-meta";
import { shellOf } from "~/components/site/site-context";
import { fillClaims } from "~/lib/settings/claims";
import { heroClaims } from "~/lib/reviews/shown-figures";
import { itemRatings, siteRatingClaim } from "~/services/reviews/index.server";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: ["category", "type"] };

/**
 * The eight collection screens (routes.ts maps each path here), and under each its
 * items' URLs (routes/collection-item.tsx shows the item's dialog over this screen).
 * The screen's words, filters and items come from its collection in the database; the
 * page cache keeps the rendered page until the catalogue changes.
 */
export async function loader({ url, params }: Route.LoaderArgs) {
  // `url`, not `request.url`: a client navigation asks for `/groom.data`.
  const page = await readCollectionPage(
    getDb(),
    collectionPathOf(pathWithoutLocale(url.pathname), params.item),
    localeOfPath(url.pathname),
  );
  if (!page) throw data(null, { status: 404 });
  // An item URL is a page only while its item is published (a hidden or deleted one is gone).
  if (params.item !== undefined && !page.items.some((i) => i.slug === params.item)) {
    throw data(null, { status: 404 });
  }
  // An unknown category is the screen's default page: sent there, so each made-up
  // value is not a page of its own to render and keep.
  const category = url.searchParams.get("category");
  if (category !== null && parseFilterQuery(url.searchParams, page.config.filters).category !== category) {
    const query = new URLSearchParams(url.searchParams);
    query.delete("category");
    throw redirect(`${url.pathname}${query.size > 0 ? `?${query}` : ""}`, 301);
  }
  // The hero's figures are the store's claims as the owner states them, but the rating is
  // the one every page states (the reviews' once there are enough), linked to where it is read.
  const claims = (await currentSettings()).claims.value;
  const database = getDatabase();
  const [rating, ratings] = await Promise.all([
    page.config.hero.claims ? siteRatingClaim(database, claims) : undefined,
    itemRatings(database, page.config.path),
  ]);
  const { claims: templates, ...hero } = page.config.hero;
  return {
    ...page,
    // A card's stars are its reviews' (from three); without reviews it shows none.
    items: page.items.map((item) => {
      const reviews = ratings.get(item.slug);
      return reviews ? { ...item, reviews } : item;
    }),
    config: {
      ...page.config,
      hero: {
        ...hero,
        ...(templates && rating ? { shownClaims: heroClaims(templates, claims, rating) } : {}),
        ...(hero.stats ? { stats: hero.stats.map((s) => ({ ...s, value: fillClaims(s.value, claims) })) } : {}),
      },
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(pageFor(loaderData.config.path), shellOf(matches)) : notFoundMeta;

/**
 * Filters are links to `?category=…&type=…` of the same page, and an item's URL is
 * this page with its dialog open: the items are already here, so moving between the
 * grid, its filters and its items asks the server for nothing.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameCollection =
    collectionPathOf(currentUrl.pathname, currentParams.item) === collectionPathOf(nextUrl.pathname, nextParams.item);
  if (!formMethod && sameCollection) return false;
  return defaultShouldRevalidate;
}

export default function CollectionRoute({ loaderData }: Route.ComponentProps) {
  const covered = usePageCoveredByDialog();
  return (
    <>
      {/* `contents`: no box of its own, so the layout is the same with or without it. */}
      <div className="contents" inert={covered}>
        <CollectionScreen page={loaderData} />
      </div>
      <Outlet context={loaderData} />
    </>
  );
}

/** An unknown or hidden item (or a collection gone from the database): the 404 page, in the shop's shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  throw error;
}
