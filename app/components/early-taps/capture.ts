import { SWIPE_THRESHOLD } from "~/lib/carousel/carousel-autoplay";
import { COPIED_FEEDBACK_MS } from "~/lib/ui/copy-feedback";

/**
 * Taps made before the page's JavaScript has hydrated it are kept, not lost.
 *
 * Links and forms work as HTML from the first paint; what needs script (a carousel's
 * arrows, Copy, Share, a dialog's buttons) is dead until React has hydrated, seconds
 * later on a slow phone. A tiny inline script, the first thing in <body> (so it is in
 * place before any control is parsed), listens for clicks on such controls and keeps
 * them: the control is marked pending at once (app.css draws it busy), the copy or
 * asks for is made inside the tap itself (browsers allow the clipboard only within a
 * user gesture), and a horizontal swipe on a carousel
 * is kept as a tap on its next or previous arrow. Once React listens (entry.client),
 * the capture stops; once the page has hydrated, every kept tap is replayed in order
 * as a click on its control (replay.ts), and the handlers take over.
 *
 * Share needs no capture: the item dialog draws its Share button only once the
 * script runs (without script, the address bar has the link).
 *
 * Kept: `button[type=button]` (a submit button submits its form without script) and
 * anything marked `data-early-tap` (a link that is a button once the script runs,
 * whose default is then prevented).
 */
export const EARLY_TAPS = {
  controls: "button[type=button],[data-early-tap]",
  /** On a control whose tap is waiting for the page to be ready. */
  pending: "data-tap-pending",
  /** The text a control copies (the copy is made in the tap; the handler learns how it went). */
  copy: "data-copy",
  /**
   * Set on a control whose early copy worked, for the spec's 2 s (app.css then draws the
   * control's own `data-copied-label`, "Copied!", over it): the visitor sees the result
   * at once, not when the page is ready to replay the tap, seconds later on a slow phone.
   */
  copied: "data-copied",
  carousel: "[aria-roledescription=carousel]",
  next: "[data-slot=carousel-next]",
  previous: "[data-slot=carousel-previous]",
  swipe: SWIPE_THRESHOLD,
} as const;

/**
 * What the inline script is started with: the selectors, and how long an early copy
 * shows. The duration joins only there, so the page's own chunks, which read the
 * selectors (replay.ts), do not bring the copy feedback's module onto every page.
 */
export type EarlyTapOptions = typeof EARLY_TAPS & { copiedMs: number };

export type EarlyTap = {
  control: Element;
  /** The copy made in the tap (true when the text is on the clipboard). */
  copied?: Promise<boolean>;
};

export type EarlyTapCapture = {
  taps: EarlyTap[];
  stop: () => void;
  /** The kept tap whose click is being handled now (replay.ts): a handler reads it before any await. */
  replaying?: EarlyTap;
};

declare global {
  interface Window {
    __earlyTaps?: EarlyTapCapture;
  }
}

/**
 * The capture itself: serialised into the inline script, so it refers to nothing
 * outside its own body (its settings come in as `o`) and is written to stay small.
 */
export function captureEarlyTaps(o: EarlyTapOptions): void {
  const taps: EarlyTap[] = [];
  const keep = (control: Element, tap: EarlyTap = { control }) => {
    taps.push(tap);
    control.setAttribute(o.pending, "");
    control.setAttribute("aria-busy", "true");
  };
  const closest = (event: Event, selector: string) => (event.target as Element).closest?.(selector);
  const click = (event: MouseEvent) => {
    const control = closest(event, o.controls);
    if (!control || (control as HTMLButtonElement).disabled) return;
    if (control.tagName === "A") event.preventDefault();
    const text = control.getAttribute(o.copy);
    keep(control, {
      control,
      copied:
        text === null
          ? undefined
          : navigator.clipboard?.writeText(text).then(
              () => {
                control.setAttribute(o.copied, "");
                setTimeout(() => control.removeAttribute(o.copied), o.copiedMs);
                return true;
              },
              () => false,
            ),
    });
  };
  let start: [Element, number, number] | undefined;
  const touchstart = (event: TouchEvent) => {
    const carousel = closest(event, o.carousel);
    const touch = event.touches[0]!;
    start = carousel && event.touches.length === 1 ? [carousel, touch.clientX, touch.clientY] : undefined;
  };
  const touchend = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const [carousel, x, y] = start;
    const dx = touch.clientX - x;
    start = undefined;
    const arrow =
      Math.abs(dx) >= o.swipe &&
      Math.abs(dx) > Math.abs(touch.clientY - y) &&
      carousel.querySelector(dx < 0 ? o.next : o.previous);
    if (arrow) keep(arrow);
  };
  const listeners = Object.entries({ click, touchstart, touchend }) as Array<[string, EventListener]>;
  // Capture phase, first of all; touches passive (a click's default may be prevented).
  for (const [type, listener] of listeners)
    addEventListener(type, listener, { capture: true, passive: type !== "click" });
  window.__earlyTaps = {
    taps,
    stop: () => {
      for (const [type, listener] of listeners) removeEventListener(type, listener, true);
    },
  };
}

/** The settings the inline script starts with. */
export function earlyTapOptions(): EarlyTapOptions {
  return { ...EARLY_TAPS, copiedMs: COPIED_FEEDBACK_MS };
}

/** The inline script: the capture, started with its settings. */
export function earlyTapScript(): string {
  // The server build is not minified: drop the indentation, which is most of its bytes.
  const source = String(captureEarlyTaps).replace(/\n\s+/g, "\n");
  return `(${source})(${JSON.stringify(earlyTapOptions())});`;
}
