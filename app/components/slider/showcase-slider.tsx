import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselPlayToggle,
  CarouselPrevious,
  CarouselSlide,
  CarouselSlides,
  useCarouselContext,
} from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import type { SliderSlide } from "~/lib/settings/showcase-views";
import { CAROUSEL_INTERVALS } from "~/lib/carousel/carousel-autoplay";
import { cn } from "~/lib/ui/cn";

const roundControl = "h-11 w-11 border border-ivory/50 text-ivory hover:bg-ivory hover:text-ink";

/**
 * The slider (docs/behaviour.md#slider): six full-screen slides, 6 s each, held while the pointer is over
 * the side index (large screens) or anything else one can click in it; dots on small
 * screens; previous/next and a direct jump from the index. The same carousel as the
 * home hero, laid out for the whole screen. Only the first photograph is in the HTML
 * (it is the LCP); the others follow after hydration.
 */
export function ShowcaseSlider({ slides }: { slides: readonly SliderSlide[] }) {
  return (
    <Carousel
      label="Collections showcase"
      count={slides.length}
      interval={CAROUSEL_INTERVALS.slider}
      // What one can click (a slide's button, the arrows, the dots, the index): the rest
      // of the screen is the photograph, under the pointer wherever it rests.
      holdOver="a, button, nav"
      className="relative isolate overflow-hidden bg-ink text-ivory"
    >
      <CarouselSlides className="h-[calc(100svh-8rem)] min-h-[34rem]">
        {slides.map((slide, i) => (
          <CarouselSlide key={slide.id} index={i} className="relative flex items-end lg:items-center">
            <Picture
              image={slide.image}
              sizes="100vw"
              priority={i === 0}
              className="absolute inset-0 -z-20 h-full w-full"
            />
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-linear-to-t from-ink via-ink/80 to-ink/55 lg:bg-linear-to-r lg:from-ink/95 lg:via-ink/60 lg:to-ink/0"
            />
            <div className="mx-auto w-full max-w-7xl px-4 pb-44 sm:px-6 sm:pb-28 lg:pr-72 lg:pb-0">
              <div className="max-w-xl">
                <p className="text-xs font-semibold tracking-[0.3em] text-brass uppercase">{slide.subtitle}</p>
                <h2 className="mt-4 text-5xl leading-[1.02] text-ivory sm:text-7xl">{slide.title}</h2>
                <p className="mt-5 text-base leading-relaxed text-ivory/90 sm:text-lg">{slide.description}</p>
                <Link to={slide.link} className={buttonVariants({ className: "mt-8" })}>
                  {slide.cta}
                </Link>
              </div>
            </div>
          </CarouselSlide>
        ))}
      </CarouselSlides>

      <SideIndex slides={slides} />

      <div className="absolute inset-x-0 bottom-0 z-10">
        {/* Clear of the floating chat button: on a phone the row sits above it (six dots
            and four buttons need the full width), from sm it ends left of it; and clear of
            the side index on large screens. */}
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 pb-24 sm:pr-28 sm:pb-6 sm:pl-6 lg:pr-72 lg:pb-10">
          <div className="flex items-center gap-2">
            <CarouselPlayToggle className={roundControl} />
            <CarouselDots names={slides.map((s) => s.shortTitle)} className="gap-0.5 lg:hidden" />
            <SlideCounter />
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

function SlideCounter() {
  const { index, count } = useCarouselContext();
  return (
    <p aria-hidden="true" className="hidden font-mono text-sm tracking-widest text-ivory/80 lg:block">
      {String(index + 1).padStart(2, "0")} / {String(count).padStart(2, "0")}
    </p>
  );
}

function SideIndex({ slides }: { slides: readonly SliderSlide[] }) {
  const { index, goTo } = useCarouselContext();
  return (
    <nav
      aria-label="Slides"
      className="absolute inset-y-0 right-0 z-10 hidden w-64 items-center border-l border-ivory/15 bg-ink/35 backdrop-blur-sm lg:flex"
      data-testid="slider-index"
    >
      <ol className="w-full">
        {slides.map((slide, i) => (
          <li key={slide.id}>
            <button
              type="button"
              onClick={() => goTo(i)}
              aria-current={i === index ? "true" : undefined}
              className={cn(
                "group flex w-full items-center gap-4 px-8 py-4 text-left transition-colors duration-200",
                i === index ? "text-ivory" : "text-ivory/70 hover:text-ivory",
              )}
            >
              <span className={cn("font-mono text-xs", i === index ? "text-brass" : "text-ivory/70")}>
                {String(i + 1).padStart(2, "0")}
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  "h-px transition-all duration-300",
                  i === index ? "w-10 bg-brass" : "w-4 bg-current group-hover:w-7",
                )}
              />
              <span className="font-display text-2xl">{slide.shortTitle}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
