import { Star } from "lucide-react";
import { Carousel, CarouselDots, CarouselPlayToggle, CarouselSlide, CarouselSlides } from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import type { FeaturedCollection } from "~/content/site/offers";
import { CAROUSEL_INTERVALS } from "~/lib/carousel/carousel-autoplay";
import { cn } from "~/lib/ui/cn";

/** A featured collection whose pictures rotate every 3 s; dots pick one (docs/behaviour.md#offers). */
export function FeaturedCard({ collection }: { collection: FeaturedCollection }) {
  const fullStars = Math.floor(collection.rating);
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
            <CarouselSlide key={image.key} index={i}>
              <Picture
                image={image}
                sizes="(min-width: 1024px) 23vw, (min-width: 640px) 45vw, 92vw"
                className="h-full w-full"
              />
            </CarouselSlide>
          ))}
        </CarouselSlides>
        <span className="absolute top-3 left-3 z-10 rounded-full bg-paper/95 px-3 py-1 text-xs font-semibold tracking-[0.14em] text-ink uppercase">
          {collection.category}
        </span>
        <div className="absolute inset-x-0 bottom-0 z-10 flex items-end justify-between bg-linear-to-t from-ink/55 to-transparent px-3 pt-10 pb-2">
          <CarouselDots />
          <CarouselPlayToggle className="h-9 w-9 bg-ink/70 text-ivory hover:bg-ink" />
        </div>
      </Carousel>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">{collection.brand}</p>
        <h3 className="text-2xl leading-tight">{collection.name}</h3>
        <p className="mt-auto flex items-center gap-2 pt-2 text-sm text-ink-soft">
          <span className="flex" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Star
                key={i}
                className={cn("h-4 w-4", i < fullStars ? "fill-brass text-brass" : "text-line")}
                strokeWidth={1.5}
              />
            ))}
          </span>
          <span>
            <span className="sr-only">Rated </span>
            {collection.rating.toFixed(1)}
            <span className="sr-only"> out of 5</span>
          </span>
        </p>
      </div>
    </article>
  );
}
