import { type ShouldRevalidateFunctionArgs, useLocation, useNavigate, useSearchParams } from "react-router";
import { openedFromGrid } from "~/components/catalogue/item-link-state";
import { CollectionGridDialog } from "~/components/gallery/collection-grid-dialog";
import { FullscreenCarousel } from "~/components/gallery/fullscreen-carousel";
import { GalleryCard, openControl } from "~/components/gallery/gallery-card";
import type { CoversPageHandle } from "~/components/ui/use-covered-page";
import { usePageCoveredByDialog } from "~/components/ui/use-covered-page";
import { shellOf } from "~/components/site/site-context";
import {
  gallerySearch,
  type GalleryCollectionShape,
  type GalleryView,
  parseGalleryView,
} from "~/lib/carousel/gallery-view";
import { galleryCollections } from "~/lib/settings/showcase-views";
import { pageMeta } from "~/lib/seo/seo";
import { pageFor } from "~/content/routes-meta";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import { currentSettings, slidesOf } from "~/services/settings/index.server";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(pageFor("/gallery"), shellOf(matches), { image: loaderData?.collections[0]?.images[0] });

/** The gallery's collections as staff keep them (the showcase's "Gallery" list). */
export async function loader() {
  return { collections: galleryCollections(slidesOf(await currentSettings(), "gallery")) };
}

/**
 * Moving between the views (a new query on this page) keeps the collections: no
 * request per arrow press, so a quick second press moves on from the first one's image.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod || currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

const PATH = "/gallery";
const hrefOf = (view: GalleryView) => `${PATH}${gallerySearch(view)}`;

/**
 * A view named in the query is a dialog over the page: the server's HTML has it open.
 * The page cache keys this page on the view's query parameters only.
 */
export const handle: CoversPageHandle & CachedPageHandle = {
  coversPage: (search, data) =>
    parseGalleryView(search, (data as { collections?: GalleryCollectionShape[] } | undefined)?.collections ?? [])
      .mode !== "none",
  query: ["collection", "image", "view"],
};

/**
 * SPEC §2 gallery: four collection cards; a card opens its collection fullscreen,
 * "View Collection" a grid of its images. Every view is a URL (lib/carousel/gallery-view.ts)
 * and every control a link to one, server-rendered like an item's page: a tap works
 * from the first paint, before the script has run, and without it.
 */
export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { collections } = loaderData;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const view = parseGalleryView(searchParams, collections);
  const collection = view.mode === "none" ? undefined : collections.find((c) => c.id === view.collectionId);
  const covered = usePageCoveredByDialog();

  // A view opened from the cards goes back to them (no stale entry that Back would
  // re-open); one reached any other way (a shared link) replaces itself.
  const close = () => {
    if (openedFromGrid(location.state)) void navigate(-1);
    else void navigate(PATH, { replace: true, preventScrollReset: true });
  };
  const moveTo = (index: number) => {
    if (!collection) return;
    void navigate(hrefOf({ mode: "carousel", collectionId: collection.id, index }), {
      replace: true,
      preventScrollReset: true,
      state: location.state,
    });
  };

  return (
    <>
      {/* `contents`: no box of its own, so the layout is the same with or without it. */}
      <div className="contents" inert={covered}>
        <section className="border-b border-line bg-paper">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
            <p className="text-xs font-semibold tracking-[0.3em] text-brass-deep uppercase">Gallery</p>
            <h1 className="mt-4 max-w-3xl text-5xl leading-[1.02] sm:text-7xl">Discover Our Premium Collections</h1>
            <p className="mt-6 max-w-2xl text-base leading-relaxed text-ink-soft sm:text-lg">
              Four edits from the studio floor. Open a collection to see every piece full screen, or view it all at a
              glance.
            </p>
          </div>
        </section>
        <section aria-label="Collections" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {collections.map((c, i) => (
              <GalleryCard
                key={c.id}
                collection={c}
                priority={i === 0}
                openHref={hrefOf({ mode: "carousel", collectionId: c.id, index: 0 })}
                viewAllHref={hrefOf({ mode: "grid", collectionId: c.id })}
              />
            ))}
          </div>
        </section>
      </div>
      {collection && view.mode === "carousel" && (
        <FullscreenCarousel
          key={collection.id}
          collection={collection}
          index={view.index}
          hrefOf={(index) => hrefOf({ mode: "carousel", collectionId: collection.id, index })}
          onMove={moveTo}
          closeTo={PATH}
          onClose={close}
          // Back to the card's own "open fullscreen" link, also when the view was reached through the grid.
          returnFocusTo={() => openControl(collection.id)}
        />
      )}
      {collection && view.mode === "grid" && (
        <CollectionGridDialog
          collection={collection}
          imageHref={(index) => hrefOf({ mode: "carousel", collectionId: collection.id, index })}
          closeTo={PATH}
          onClose={close}
        />
      )}
    </>
  );
}
