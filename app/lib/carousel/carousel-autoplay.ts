/**
 * When an auto-rotating carousel may advance, and how a touch gesture reads. Pure, so
 * the rules of WCAG 2.2.2 and the WAI-ARIA carousel pattern are unit-tested here and
 * the React hook only wires events to them.
 */

/** How long each carousel holds a slide, in milliseconds (docs/behaviour.md#timings). */
export const CAROUSEL_INTERVALS = {
  homeHero: 5000,
  categoryCard: 3000,
  featuredCard: 3000,
  slider: 6000,
} as const;

/** Horizontal travel (px) before a touch counts as a swipe (docs/behaviour.md#timings). */
export const SWIPE_THRESHOLD = 10;

/**
 * The visitor's choice: "auto" until they press the play/pause button. "auto" rotates
 * unless the system asks for reduced motion; an explicit "playing" overrides that,
 * because the visitor asked for it.
 */
export type PlayChoice = "auto" | "playing" | "paused";

/** Temporary reasons to hold still; rotation resumes when they end. */
export type Holds = {
  hover: boolean;
  focus: boolean;
  /** The tab is in the background. */
  hidden: boolean;
  /** The carousel is scrolled out of the viewport: nobody sees it move, and each move would download a picture. */
  offscreen: boolean;
};

export const NO_HOLDS: Holds = { hover: false, focus: false, hidden: false, offscreen: false };

/** Whether the play/pause button shows "playing" (it ignores temporary holds). */
export function isPlaying(choice: PlayChoice, reducedMotion: boolean): boolean {
  return choice === "playing" || (choice === "auto" && !reducedMotion);
}

/** Whether the timer runs right now. */
export function isRotating(options: {
  interval: number | undefined;
  count: number;
  choice: PlayChoice;
  reducedMotion: boolean;
  holds: Holds;
}): boolean {
  const { interval, count, choice, reducedMotion, holds } = options;
  if (!interval || interval <= 0 || count < 2) return false;
  if (!isPlaying(choice, reducedMotion)) return false;
  return !holds.hover && !holds.focus && !holds.hidden && !holds.offscreen;
}

/** The choice after the visitor presses the play/pause button. */
export function toggleChoice(choice: PlayChoice, reducedMotion: boolean): PlayChoice {
  return isPlaying(choice, reducedMotion) ? "paused" : "playing";
}

/**
 * A finished touch gesture: "next" for a leftward swipe, "previous" for rightward,
 * null for a tap or a mostly vertical scroll.
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD): "next" | "previous" | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "next" : "previous";
}
