import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type TouchEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { nextIndex, previousIndex, wrapIndex } from "~/lib/carousel/carousel-index";
import { askHeldMove, heldMoveBase, NO_HELD_MOVES } from "~/lib/carousel/held-moves";
import {
  isPlaying,
  isRotating,
  NO_HOLDS,
  swipeDirection,
  toggleChoice,
  type Holds,
  type PlayChoice,
} from "~/lib/carousel/carousel-autoplay";

export type CarouselOptions = {
  count: number;
  /** Milliseconds between slides; leave out for a carousel that never moves by itself. */
  interval?: number;
  /**
   * Where the pointer holds rotation, as a selector: only over what it matches (the
   * slider: what one can click, "a, button, nav"), for a carousel that fills the screen
   * and so is always under the pointer; anywhere over the hover target when left out.
   * Either way a click lands on the slide the visitor aimed at, not on the next one
   * drawn a moment before.
   */
  holdOver?: string;
  /** A play/pause choice shared with other carousels (one control for a grid of them). */
  play?: PlayState;
  /**
   * The current slide, when the caller holds it (in the page's URL, say): every move
   * (arrow keys, swipe, the timer) goes to `onIndexChange` instead of to own state.
   */
  index?: number;
  onIndexChange?: (index: number) => void;
};

export type PlayState = ReturnType<typeof usePlayChoice>;

export type CarouselState = ReturnType<typeof useCarousel>;

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia("(prefers-reduced-motion: reduce)");
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

/** The server cannot know either; rotation only starts after hydration anyway. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia("(prefers-reduced-motion: reduce)").matches,
    () => false,
  );
}

function useTabHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === "hidden",
    () => false,
  );
}

/**
 * The visitor's play/pause choice (WCAG 2.2.2) and whether it means playing now. One
 * carousel keeps its own; a section of several can hold one and hand it to each.
 */
export function usePlayChoice() {
  const [choice, setChoice] = useState<PlayChoice>("auto");
  const reducedMotion = usePrefersReducedMotion();
  const toggle = useCallback(() => setChoice((c) => toggleChoice(c, reducedMotion)), [reducedMotion]);
  return { choice, reducedMotion, playing: isPlaying(choice, reducedMotion), toggle };
}

/**
 * Whether the element (the carousel's root) is in the viewport: true until the
 * browser says otherwise, as on the server.
 */
function useOnScreen() {
  const [onScreen, setOnScreen] = useState(true);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [onScreen, ref] as const;
}

/**
 * State and event wiring of one carousel (WAI-ARIA carousel pattern): index with
 * wrap-around, a timer that restarts after every move, holds on hover, on keyboard
 * focus inside, in a hidden tab and while scrolled out of view, a play/pause choice,
 * swipe and arrow keys.
 */
export function useCarousel({ count, interval, holdOver, play, index: heldIndex, onIndexChange }: CarouselOptions) {
  const [ownIndex, setOwnIndex] = useState(0);
  const index = heldIndex === undefined ? ownIndex : wrapIndex(heldIndex, count);
  const heldRef = useRef(onIndexChange);
  useEffect(() => {
    heldRef.current = onIndexChange;
  });
  const held = heldIndex !== undefined;
  // A slow phone draws a held move a while after the press: a quick second press
  // goes on from the first one's slide (lib/carousel/held-moves.ts), as own state does.
  const heldMoves = useRef(NO_HELD_MOVES);
  const setIndex = useCallback(
    (to: (current: number) => number) => {
      if (!held) return setOwnIndex(to);
      const target = wrapIndex(to(heldMoveBase(heldMoves.current, index)), count);
      heldMoves.current = askHeldMove(heldMoves.current, index, target);
      heldRef.current?.(target);
    },
    [held, index, count],
  );
  const own = usePlayChoice();
  const { choice, reducedMotion, playing, toggle: togglePlaying } = play ?? own;
  const [holds, setHolds] = useState<Holds>(NO_HOLDS);
  const hidden = useTabHidden();
  const [onScreen, onScreenRef] = useOnScreen();
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const dragStart = useRef<{ x: number; y: number } | null>(null);
  const dragged = useRef(false);

  const hold = useCallback((reason: keyof Holds, value: boolean) => {
    setHolds((current) => (current[reason] === value ? current : { ...current, [reason]: value }));
  }, []);

  const rotating = isRotating({
    interval,
    count,
    choice,
    reducedMotion,
    holds: { ...holds, hidden, offscreen: !onScreen },
  });

  // Keyed on `index` so that a manual move restarts the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, interval, count, setIndex]);

  const goTo = useCallback((i: number) => setIndex(() => wrapIndex(i, count)), [count, setIndex]);
  const next = useCallback(() => setIndex((i) => nextIndex(i, count)), [count, setIndex]);
  const previous = useCallback(() => setIndex((i) => previousIndex(i, count)), [count, setIndex]);

  /** Spread on the element whose hover holds rotation (the whole carousel by default). */
  const hoverProps = {
    // Over, not enter: the pointer moving between a control and the photograph inside
    // the same target is news when only the controls hold.
    onPointerOver: (event: PointerEvent) => {
      if (event.pointerType !== "touch") hold("hover", !holdOver || !!(event.target as Element).closest(holdOver));
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== "touch") hold("hover", false);
    },
  };

  const move = (direction: ReturnType<typeof swipeDirection>) => {
    if (direction === "next") next();
    else if (direction === "previous") previous();
    return direction !== null;
  };

  const rootProps = {
    ref: onScreenRef,
    // Only keyboard focus holds rotation: a mouse click on a dot leaves focus behind
    // and would otherwise stop the carousel for good.
    onFocus: (event: FocusEvent) => {
      if ((event.target as Element).matches?.(":focus-visible")) hold("focus", true);
    },
    onBlur: (event: FocusEvent) => {
      const to = event.relatedTarget as Node | null;
      if (!to || !event.currentTarget.contains(to)) hold("focus", false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target as HTMLElement;
      if (target.closest("input, textarea, select, [contenteditable=true]")) return;
      if (event.key === "ArrowRight") {
        event.preventDefault();
        next();
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        previous();
      }
    },
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      move(swipeDirection(touch.clientX - start.x, touch.clientY - start.y));
    },
    // A mouse (or pen) drag is a swipe by the same rule; touch goes through the
    // touch events above. Drags that start on a control are that control's clicks.
    onPointerDown: (event: PointerEvent) => {
      dragStart.current = null;
      dragged.current = false;
      if (event.pointerType === "touch" || event.button !== 0) return;
      if ((event.target as Element).closest("button, input, select, textarea")) return;
      dragStart.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const start = dragStart.current;
      dragStart.current = null;
      if (!start) return;
      dragged.current = move(swipeDirection(event.clientX - start.x, event.clientY - start.y));
    },
    onPointerCancel: () => {
      dragStart.current = null;
    },
    // The click that ends a drag (on a slide's link, say) is not a click.
    onClickCapture: (event: MouseEvent) => {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return {
    index,
    count,
    goTo,
    next,
    previous,
    /** Whether this carousel moves by itself at all (shows the play/pause button). */
    autoRotates: Boolean(interval) && count > 1,
    playing,
    rotating,
    /** In the viewport (true on the server): the next slide's pictures are worth fetching. */
    onScreen,
    togglePlaying,
    hoverProps,
    rootProps,
  };
}
