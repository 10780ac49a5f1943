import { EARLY_TAPS } from "./capture";

/**
 * The page's side of the early-tap capture (capture.ts): entry.client stops it when
 * React starts listening (`window.__earlyTaps.stop()`), and the root replays what it
 * kept once hydrated. While a
 * kept tap's click is handled, `window.__earlyTaps.replaying` is that tap (Copy reads
 * it: the copy was made in the tap), so no handler needs this module.
 */

/** Once hydrated: every kept tap, in the order made, as a click on its control. */
export function replayEarlyTaps(): void {
  const capture = window.__earlyTaps;
  if (!capture) return;
  for (const tap of capture.taps.splice(0)) {
    const control = tap.control as HTMLElement;
    control.removeAttribute(EARLY_TAPS.pending);
    control.removeAttribute("aria-busy");
    if (!control.isConnected) continue;
    capture.replaying = tap;
    try {
      control.click();
    } finally {
      capture.replaying = undefined;
    }
  }
}
