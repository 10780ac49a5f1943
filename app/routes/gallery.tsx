import { useReducer, useRef } from "react";
import { CollectionGridDialog } from "~/components/gallery/collection-grid-dialog";
import { FullscreenCarousel } from "~/components/gallery/fullscreen-carousel";
import { GalleryCard } from "~/components/gallery/gallery-card";
import { storeNameOf } from "~/components/site/site-context";
import { galleryReducer, NO_VIEW } from "~/lib/carousel/gallery-view";
import { pageMeta } from "~/lib/seo/seo";
import { galleryCollections } from "~/lib/settings/showcase-views";
import { currentSettings, slidesOf } from "~/services/settings/settings.server";
import type { Route } from "./+types/gallery";
import { pageFor } from "~/content/routes-meta";
import type { CachedPageHandle } from "~/services/rendering/page-cache.server";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(pageFor("/gallery"), storeNameOf(matches), { image: loaderData?.collections[0]?.images[0] });

/** The gallery's collections as staff keep them (the showcase's "Gallery" list). */
export async function loader() {
  return { collections: galleryCollections(slidesOf(await currentSettings(), "gallery")) };
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { collections } = loaderData;
  const [view, dispatch] = useReducer(galleryReducer, NO_VIEW);
  const openButtons = useRef(new Map<string, HTMLButtonElement>());
  const collection = view.mode === "none" ? undefined : collections.find((c) => c.id === view.collectionId);

  // Closing the fullscreen view returns to the card's own "open fullscreen" button,
  // also when the view was reached through the grid.
  const cardButton = () => (collection ? (openButtons.current.get(collection.id) ?? null) : null);

  return (
    <>
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
              openRef={(node) => {
                if (node) openButtons.current.set(c.id, node);
                else openButtons.current.delete(c.id);
              }}
              onOpen={() => dispatch({ type: "open-carousel", collectionId: c.id })}
              onViewAll={() => dispatch({ type: "open-grid", collectionId: c.id })}
            />
          ))}
        </div>
      </section>
      {collection && view.mode === "carousel" && (
        <FullscreenCarousel
          key={`${collection.id}-${view.index}`}
          collection={collection}
          initialIndex={view.index}
          onClose={() => dispatch({ type: "close" })}
          returnFocusTo={cardButton}
        />
      )}
      {collection && view.mode === "grid" && (
        <CollectionGridDialog
          collection={collection}
          onClose={() => dispatch({ type: "close" })}
          onChoose={(index) => dispatch({ type: "choose-image", index })}
        />
      )}
    </>
  );
}
