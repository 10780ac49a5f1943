import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import {
  CarouselDots,
  CarouselNext,
  CarouselPrevious,
  CarouselRoot,
  CarouselSlide,
  CarouselSlides,
} from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import { type PlayState, useCarousel } from "~/components/ui/use-carousel";
import type { TrendingCategory as Category } from "~/lib/settings/showcase-views";
import { CAROUSEL_INTERVALS } from "~/lib/carousel/carousel-autoplay";

const sideControl =
  "absolute top-1/2 z-20 h-10 w-10 -translate-y-1/2 bg-paper/90 text-ink shadow-md shadow-ink/10 opacity-0 group-hover:opacity-100 hover:bg-paper";

/**
 * A trending category: its own 3 s image carousel, held while the pointer is over
 * the card. The card's link is stretched over the whole card by an overlay (never
 * wrapping the buttons), and the carousel's buttons sit above that overlay, so they
 * change the picture without following the link. Play and pause are the section's
 * (`play`): one control for every card.
 */
export function CategoryCard({ category, play }: { category: Category; play: PlayState }) {
  const carousel = useCarousel({ count: category.images.length, interval: CAROUSEL_INTERVALS.categoryCard, play });
  return (
    <article
      {...carousel.hoverProps}
      className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-paper transition-shadow duration-300 below-fold [--below-fold-height:42rem] hover:shadow-xl hover:shadow-ink/10"
    >
      <CarouselRoot label={`${category.title} pictures`} state={carousel} hoverTarget="custom" className="relative">
        <CarouselSlides className="aspect-[4/5] bg-sand">
          {category.images.map((image, i) => (
            <CarouselSlide key={image.key} index={i}>
              <Picture
                image={image}
                sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
                className="h-full w-full"
                imgClassName="transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
              />
            </CarouselSlide>
          ))}
        </CarouselSlides>
        <CarouselPrevious className={`${sideControl} left-3`} />
        <CarouselNext className={`${sideControl} right-3`} />
        <div className="pointer-events-none absolute inset-x-0 bottom-0 z-20 flex items-end bg-linear-to-t from-ink/55 to-transparent px-3 pt-10 pb-2">
          <CarouselDots className="pointer-events-auto" />
        </div>
      </CarouselRoot>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl leading-tight sm:text-3xl">{category.title}</h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-soft">{category.description}</p>
        <Link
          to={category.link}
          aria-label={`Explore Collection: ${category.title}`}
          className="mt-5 inline-flex items-center gap-2 self-start text-sm font-semibold tracking-[0.14em] text-brass-deep uppercase after:absolute after:inset-0 after:z-10 after:content-[''] hover:text-ink"
        >
          Explore Collection
          <ArrowRight
            aria-hidden="true"
            className="h-4 w-4 transition-transform duration-200 group-hover:translate-x-1"
            strokeWidth={1.75}
          />
        </Link>
      </div>
    </article>
  );
}
