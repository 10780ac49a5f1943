import { href, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselPlayToggle,
  CarouselPrevious,
  CarouselSlide,
  CarouselSlides,
} from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import type { HeroSlide } from "~/lib/settings/showcase-views";
import { CAROUSEL_INTERVALS } from "~/lib/carousel/carousel-autoplay";

const roundControl = "h-11 w-11 border border-ivory/50 text-ivory hover:bg-ivory hover:text-ink";

/**
 * The home hero (docs/behaviour.md#home): three slides, 5 s each. The first slide's photograph is the
 * page's LCP element, so it is in the HTML, eager and high priority; the other two
 * are only added after hydration so they do not compete with it for bandwidth.
 */
export function HeroCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  return (
    <Carousel
      label="Featured collections"
      count={slides.length}
      interval={CAROUSEL_INTERVALS.homeHero}
      className="relative isolate overflow-hidden bg-ink text-ivory"
    >
      <CarouselSlides className="min-h-[36rem] sm:min-h-[40rem] lg:min-h-[min(46rem,88vh)]">
        {slides.map((slide, i) => (
          <CarouselSlide key={`${i}:${slide.title}`} index={i} className="relative flex items-end lg:items-center">
            <Picture
              image={slide.image}
              sizes="100vw"
              priority={i === 0}
              className="absolute inset-0 -z-20 h-full w-full"
            />
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-linear-to-t from-ink via-ink/80 to-ink/55 lg:bg-linear-to-r lg:from-ink/95 lg:via-ink/70 lg:to-ink/5"
            />
            <div className="mx-auto w-full max-w-7xl px-4 pt-24 pb-28 sm:px-6 lg:py-32">
              <div className="max-w-xl">
                <p className="text-xs font-semibold tracking-[0.28em] text-brass uppercase">{slide.offer}</p>
                <h2 className="mt-4 text-5xl leading-[1.02] text-ivory sm:text-6xl lg:text-7xl">{slide.title}</h2>
                <p className="mt-5 text-base leading-relaxed text-ivory/90 sm:text-lg">{slide.subtitle}</p>
                <div className="mt-8 flex flex-wrap gap-3">
                  <Link to={slide.link} className={buttonVariants()}>
                    {slide.cta}
                  </Link>
                  {/* A consultation is a visit: it books one (a styling fitting), not a message. */}
                  <Link to={`${href("/book")}?purpose=styling`} className={buttonVariants({ variant: "outlineLight" })}>
                    Book a Consultation
                  </Link>
                </div>
              </div>
            </div>
          </CarouselSlide>
        ))}
      </CarouselSlides>
      <div className="absolute inset-x-0 bottom-0 z-10">
        {/* Right padding keeps the arrows clear of the floating chat button (76 px from
            the right edge) with room to spare, at every width up to where the page's
            margin holds it. */}
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 pr-24 pb-6 pl-4 sm:pr-28 sm:pl-6 lg:pb-10 2xl:pr-6">
          <div className="flex items-center gap-2">
            <CarouselPlayToggle className={roundControl} />
            <CarouselDots names={slides.map((s) => s.title)} className="gap-1" />
          </div>
          <div className="flex items-center gap-2">
            <CarouselPrevious className={roundControl} />
            <CarouselNext className={roundControl} />
          </div>
        </div>
      </div>
    </Carousel>
  );
}
