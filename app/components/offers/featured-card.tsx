import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Carousel, CarouselDots, CarouselPlayToggle, CarouselSlide, CarouselSlides } from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import type { FeaturedCard as Featured } from "~/lib/settings/showcase-views";
import { CAROUSEL_INTERVALS } from "~/lib/carousel/carousel-autoplay";

/**
 * A featured collection whose pictures rotate every 3 s; dots pick one, and a link under
 * the name where staff gave one (docs/behaviour.md#offers). No stars: no typed rating is shown anywhere.
 */
export function FeaturedCard({ collection }: { collection: Featured }) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-card border border-line bg-paper">
      <Carousel
        label={`${collection.name} pictures`}
        count={collection.images.length}
        interval={CAROUSEL_INTERVALS.featuredCard}
        className="relative"
      >
        <CarouselSlides className="aspect-[4/5] bg-sand">
          {collection.images.map((image, i) => (
            <CarouselSlide key={`${i}-${image.key}`} index={i}>
              <Picture
                image={image}
                sizes="(min-width: 1024px) 23vw, (min-width: 640px) 45vw, 92vw"
                className="h-full w-full"
              />
            </CarouselSlide>
          ))}
        </CarouselSlides>
        {collection.category && (
          <span className="absolute top-3 left-3 z-10 rounded-full bg-paper/95 px-3 py-1 text-xs font-semibold tracking-[0.14em] text-ink uppercase">
            {collection.category}
          </span>
        )}
        <div className="absolute inset-x-0 bottom-0 z-10 flex items-end justify-between bg-linear-to-t from-ink/55 to-transparent px-3 pt-10 pb-2">
          <CarouselDots />
          <CarouselPlayToggle className="h-9 w-9 bg-ink/70 text-ivory hover:bg-ink" />
        </div>
      </Carousel>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {collection.brand && (
          <p className="text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">{collection.brand}</p>
        )}
        <h3 className="text-2xl leading-tight">{collection.name}</h3>
        {collection.link && (
          <Link
            to={collection.link}
            className="mt-auto inline-flex min-h-11 items-center gap-2 self-start pt-2 text-sm font-semibold tracking-[0.14em] text-brass-deep uppercase hover:text-ink"
          >
            See the collection
            <span className="sr-only">: {collection.name}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          </Link>
        )}
      </div>
    </article>
  );
}
