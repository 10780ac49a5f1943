import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type ComponentProps, createContext, type ReactNode, useContext, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/ui/cn";
import { nextIndex, slideLabel } from "~/lib/carousel/carousel-index";
import { ImageLoadContext } from "./picture";
import { usePageSettled } from "./use-page-settled";
import { type CarouselOptions, type CarouselState, useCarousel } from "./use-carousel";

/**
 * The one carousel of the site (home hero, category cards, offers cards, gallery
 * fullscreen, slider), built as parts that share state through context so each
 * screen lays out its own controls. Markup follows the WAI-ARIA carousel pattern:
 * a labelled region with aria-roledescription "carousel", slides as groups labelled
 * "n of total", real buttons for every control, and a live region that is polite
 * only while the carousel is still.
 */
type Context = CarouselState & { slidesId: string; label: string };

const CarouselContext = createContext<Context | null>(null);

export function useCarouselContext(): Context {
  const context = useContext(CarouselContext);
  if (!context) throw new Error("Carousel parts must be inside <Carousel>");
  return context;
}

type RootProps = {
  /** What the carousel shows, e.g. "Featured collections"; read with "carousel". */
  label: string;
  className?: string;
  /** Hold rotation while the pointer is over the whole carousel (default) or not at all
   * here (the caller spreads `hoverProps` on its own element: a card, the slider index). */
  hoverTarget?: "root" | "custom";
  children: ReactNode;
};

/** A carousel whose state the caller holds (from `useCarousel`), e.g. to use it outside. */
export function CarouselRoot({
  state,
  label,
  className,
  hoverTarget = "root",
  children,
}: RootProps & { state: CarouselState }) {
  const slidesId = useId();
  return (
    <CarouselContext value={{ ...state, slidesId, label }}>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        className={className}
        {...state.rootProps}
        {...(hoverTarget === "root" && state.hoverProps)}
      >
        {children}
      </section>
    </CarouselContext>
  );
}

/**
 * A carousel that holds its own state (the home hero, the slider, the offers' cards).
 * Parts inside read it from context (the slider's index and counter).
 */
export function Carousel(props: Omit<CarouselOptions, "play" | "index" | "onIndexChange"> & RootProps) {
  return <CarouselRoot state={useCarousel(props)} {...props} />;
}

/** Stacks the slides in one grid cell and cross-fades between them. */
export function CarouselSlides({ className, children }: { className?: string; children: ReactNode }) {
  const { slidesId, rotating } = useCarouselContext();
  return (
    <div id={slidesId} aria-live={rotating ? "off" : "polite"} className={cn("grid", className)}>
      {children}
    </div>
  );
}

export function CarouselSlide({
  index,
  className,
  children,
}: {
  index: number;
  className?: string;
  children: ReactNode;
}) {
  const { index: current, count, onScreen } = useCarouselContext();
  const active = index === current;
  // Images load for the current slide and, once the page has loaded and the browser
  // is idle, the one after it while the carousel is in view (so it is ready when it
  // comes; a card further down the page waits until the visitor gets there); they
  // stay once loaded. The server's HTML carries only the current slide's images.
  const settled = usePageSettled();
  const wanted = active || (settled && onScreen && index === nextIndex(current, count));
  const [loaded, setLoaded] = useState(active);
  if (!loaded && wanted) setLoaded(true);
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={slideLabel(index, count)}
      aria-hidden={!active}
      inert={!active}
      data-active={active}
      className={cn(
        "transition-opacity duration-300 ease-out [grid-area:1/1] motion-reduce:transition-none",
        active ? "z-[1] opacity-100" : "pointer-events-none opacity-0",
        className,
      )}
    >
      <ImageLoadContext.Provider value={loaded || wanted}>{children}</ImageLoadContext.Provider>
    </div>
  );
}

const controlBase =
  "inline-flex items-center justify-center rounded-full transition-[opacity,background-color,color] duration-200 focus-visible:opacity-100";

type ControlProps = Omit<ComponentProps<"button">, "children" | "onClick"> & {
  /**
   * Where this move leads, when the carousel's position is in the page's URL: the
   * control is then a link to it (replacing the history entry), which works before
   * the page's script has run and without it.
   */
  to?: string;
};

function MoveControl({ direction, to, className, ...props }: ControlProps & { direction: "previous" | "next" }) {
  const carousel = useCarouselContext();
  const { state } = useLocation();
  const Icon = direction === "next" ? ChevronRight : ChevronLeft;
  const shared = {
    "aria-controls": carousel.slidesId,
    "aria-label": direction === "next" ? "Next slide" : "Previous slide",
    "data-slot": `carousel-${direction}`,
  };
  const icon = <Icon aria-hidden="true" className="h-5 w-5" strokeWidth={1.75} />;
  if (to !== undefined) {
    return (
      <Link
        to={to}
        replace
        preventScrollReset
        state={state}
        {...shared}
        aria-label={props["aria-label"] ?? shared["aria-label"]}
        className={cn(controlBase, className)}
        // Once live, a plain click moves like an arrow key: a quick second tap goes on
        // from the first one's slide where the link still names the slide drawn.
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          carousel[direction]();
        }}
      >
        {icon}
      </Link>
    );
  }
  return (
    <button type="button" {...shared} {...props} onClick={carousel[direction]} className={cn(controlBase, className)}>
      {icon}
    </button>
  );
}

/** Named "Previous slide" unless the caller names what moves (`aria-label="Previous image"`). */
export function CarouselPrevious(props: ControlProps) {
  return <MoveControl direction="previous" {...props} />;
}

export function CarouselNext(props: ControlProps) {
  return <MoveControl direction="next" {...props} />;
}

/** WCAG 2.2.2: every carousel that moves by itself can be stopped (and started). */
export function CarouselPlayToggle({ className }: { className?: string }) {
  const { autoRotates, playing, togglePlaying, slidesId } = useCarouselContext();
  if (!autoRotates) return null;
  const Icon = playing ? Pause : Play;
  return (
    <button
      type="button"
      aria-controls={slidesId}
      aria-label={playing ? "Stop automatic slide show" : "Start automatic slide show"}
      data-playing={playing}
      onClick={togglePlaying}
      className={cn(controlBase, className)}
    >
      <Icon aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
    </button>
  );
}

/**
 * Dot buttons, each at least 24 px for touch (WCAG 2.5.8) with a small visible dot,
 * ivory: every carousel with dots lies over its photographs.
 */
export function CarouselDots({ className, names }: { className?: string; names?: readonly string[] }) {
  const { index, count, goTo, slidesId } = useCarouselContext();
  return (
    <div className={cn("flex items-center", className)}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-controls={slidesId}
          aria-label={names?.[i] ? `Show slide ${i + 1}: ${names[i]}` : `Show slide ${i + 1} of ${count}`}
          aria-current={i === index ? "true" : undefined}
          onClick={() => goTo(i)}
          className="group/dot flex h-6 min-w-6 items-center justify-center"
        >
          <span
            aria-hidden="true"
            className={cn(
              "block h-1.5 rounded-full transition-all duration-300 motion-reduce:transition-none",
              i === index ? "w-5 bg-ivory" : "w-1.5 bg-ivory/60 group-hover/dot:bg-ivory/90",
            )}
          />
        </button>
      ))}
    </div>
  );
}
