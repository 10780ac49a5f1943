import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate, useOutletContext } from "react-router";
import { ItemDialog } from "~/components/catalogue/item-dialog";
import { openedFromGrid } from "~/components/catalogue/item-link-state";
import { COVERS_PAGE, type CoversPageHandle } from "~/components/ui/use-covered-page";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import type { CollectionPage } from "~/lib/catalogue/collection-view";
import { itemPath } from "~/lib/catalogue/paths";
import { itemPageMeta } from "~/lib/seo/item-seo";
import { productJsonLd } from "~/lib/seo/structured-data";
import type { Route } from "./+types/collection-item";
import { pageFor } from "~/content/routes-meta";
import { shellOf } from "~/components/site/site-context";
import { collectionPathOf } from "~/lib/catalogue/collection-path";
import { getDatabase } from "~/services/platform/db.server";
import { itemReviews } from "~/services/reviews/index.server";
import { currentSettings } from "~/services/settings/index.server";

/**
 * An item's own URL (`/groom/<slug>`, see itemPath): the collection screen (the parent
 * route, whose loader has the item or answers 404) with this item's dialog open. Its
 * own loader reads only the item's reviews (issue 34). Opening an item from the grid
 * must not wait for the network: the dialog opens at once from the collection's data
 * (clientLoader), and the reviews follow from that loader (a small `.data` the page
 * cache keeps); the collection is not read again.
 */
export const handle: CoversPageHandle & CachedPageHandle = { ...COVERS_PAGE, query: [], knownPathsOnly: true };

function pageOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): CollectionPage | undefined {
  const parent = matches.find((m) => m?.id.startsWith("collection:"));
  return parent?.loaderData as CollectionPage | undefined;
}

/** The reviews of visits that tried this item, and its average from three. */
export async function loader({ url, params }: Route.LoaderArgs) {
  const timeZone = (await currentSettings()).details.value.timeZone;
  return itemReviews(getDatabase(), collectionPathOf(url.pathname, params.item), params.item, timeZone);
}

/**
 * In the browser the dialog does not wait for the reviews: they are asked for and
 * handed over as a promise. The page as the server sent it (and its hydration) has
 * them already: clientLoader does not run at hydration.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const later = serverLoader();
  // A lost request only leaves the reviews out; it is no error of the page.
  later.catch(() => undefined);
  return { later };
}

type ItemReviewsData = Awaited<ReturnType<typeof loader>>;

/** The reviews, whether the server sent them with the page or they follow a grid tap. */
function useItemReviews(data: ItemReviewsData | { later: Promise<ItemReviewsData> } | undefined) {
  const later = data && "later" in data ? data.later : undefined;
  const [arrived, setArrived] = useState<{ from: Promise<ItemReviewsData>; reviews: ItemReviewsData }>();
  useEffect(() => {
    if (!later) return;
    let live = true;
    later.then(
      (reviews) => live && setArrived({ from: later, reviews }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [later]);
  if (!later) return data as ItemReviewsData | undefined;
  return arrived?.from === later ? arrived.reviews : undefined;
}

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) => {
  const page = pageOf(matches);
  const item = page?.items.find((i) => i.slug === params.item);
  const collection = page && pageFor(page.config.path);
  if (!page || !item || !collection) return [];
  const shell = shellOf(matches);
  return [
    ...itemPageMeta(collection, item, shell),
    {
      "script:ld+json": productJsonLd(
        item,
        itemPath(page.config.path, item.slug),
        shell,
        // Only what the page shows: its reviews, and the average when it states one.
        loaderData && "rating" in loaderData ? { ...loaderData.rating, reviews: loaderData.reviews } : undefined,
      ),
    },
  ];
};

export default function CollectionItemRoute({ params, loaderData }: Route.ComponentProps) {
  const page = useOutletContext<CollectionPage>();
  const location = useLocation();
  const navigate = useNavigate();
  const item = page.items.find((i) => i.slug === params.item);
  const closeTo = `${page.config.path}${location.search}`;
  const fromGrid = openedFromGrid(location.state);
  const reviews = useItemReviews(loaderData);

  const close = useCallback(() => {
    if (fromGrid) void navigate(-1);
    else void navigate(closeTo, { replace: true, preventScrollReset: true });
  }, [fromGrid, closeTo, navigate]);

  // The parent's loader answered 404 for an unknown item; this is only a client
  // navigation to an item its data does not have: the grid alone.
  if (!item) return null;
  return <ItemDialog item={item} config={page.config} closeTo={closeTo} onClose={close} reviews={reviews} />;
}
