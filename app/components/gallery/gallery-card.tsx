import { Grid2x2, Images } from "lucide-react";
import { Link } from "react-router";
import { ITEM_LINK_STATE } from "~/components/catalogue/item-link-state";
import { buttonVariants } from "~/components/ui/button-variants";
import { Picture } from "~/components/ui/picture";
import type { GalleryCollection } from "~/lib/settings/showcase-views";

/** The card's "open fullscreen" link of a collection, where focus returns when its view closes. */
export function openControl(collectionId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-gallery-open="${collectionId}"]`);
}

/**
 * A collection card. The whole card opens the fullscreen view through one link
 * stretched over it; "View Collection" sits above that overlay and opens the grid.
 * Both are links to the views' URLs (the cards stay under them, where they were).
 */
export function GalleryCard({
  collection,
  openHref,
  viewAllHref,
  priority = false,
}: {
  collection: GalleryCollection;
  /** The first card's picture is the page's LCP on phones: load it eagerly. */
  priority?: boolean;
  openHref: string;
  viewAllHref: string;
}) {
  const count = collection.images.length;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-paper transition-shadow duration-300 hover:shadow-xl hover:shadow-ink/10">
      <div className="relative">
        <Picture
          image={collection.images[0]!}
          priority={priority}
          sizes="(min-width: 1024px) 23vw, (min-width: 640px) 45vw, 92vw"
          className="aspect-[4/5] bg-sand"
          imgClassName="transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <div className="absolute inset-x-3 top-3 flex justify-between gap-2">
          <span className="rounded-full bg-paper/95 px-3 py-1 text-xs font-semibold tracking-[0.14em] text-ink uppercase">
            {collection.category}
          </span>
          <span className="flex items-center gap-1 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-ivory">
            <Images aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={1.75} />
            {/* The same noun as its dialog ("5 images"): it counts pictures, not pieces. */}
            {count} images
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-2xl leading-tight sm:text-3xl">
          <Link
            to={openHref}
            state={ITEM_LINK_STATE}
            preventScrollReset
            data-gallery-open={collection.id}
            aria-label={`${collection.title}: open fullscreen`}
            className="text-left after:absolute after:inset-0 after:z-10 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brass-deep"
          >
            {collection.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-soft">{collection.description}</p>
        <Link
          to={viewAllHref}
          state={ITEM_LINK_STATE}
          preventScrollReset
          aria-label={`View Collection: ${collection.title}`}
          className={buttonVariants({
            variant: "outlineDark",
            size: "compact",
            className: "relative z-20 mt-5 self-start",
          })}
        >
          <Grid2x2 aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          View Collection
        </Link>
      </div>
    </article>
  );
}
