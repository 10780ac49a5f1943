import { EARLY_TAPS, type EarlyTap } from "./capture";

/**
 * The page's side of the early-tap capture (capture.ts): entry.client stops it when
 * React starts listening, the root replays what it kept once hydrated, and a handler
 * asks whether the click it is handling is a kept tap whose copy was already made
 * in the tap.
 */

/**
 * React listens from here on: a tap now hydrates what it hit at once and reaches its
 * handler (React's own replay), so the capture steps aside.
 */
export function stopCapturingTaps(): void {
  window.__earlyTaps?.stop();
}

let replaying: EarlyTap | undefined;

/** The kept tap being replayed, while its click is being handled (read it before any await). */
export function replayedTap(): EarlyTap | undefined {
  return replaying;
}

/** Once hydrated: every kept tap, in the order made, as a click on its control. */
export function replayEarlyTaps(): void {
  const taps = window.__earlyTaps?.taps.splice(0) ?? [];
  for (const tap of taps) {
    const control = tap.control as HTMLElement;
    control.removeAttribute(EARLY_TAPS.pending);
    control.removeAttribute("aria-busy");
    if (!control.isConnected) continue;
    replaying = tap;
    try {
      control.click();
    } finally {
      replaying = undefined;
    }
  }
}
