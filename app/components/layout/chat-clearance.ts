/**
 * Whether the floating chat button, resting at `box`, would cover something: a control
 * the visitor could press, or words (a card's title, a heading, an offer's text).
 *
 * One pass over a grid of points across the box, 12 px apart (closer than the smallest
 * control or line of text) with its edges included, since a line whose box only grazes
 * the button's top still lies under it. At each point, every element stacked there:
 * - a control counts unless it is inert (a carousel's hidden slides) or not shown (in a
 *   closed drawer); a tabindex of -1 (the main landmark, a skip target) is no control;
 * - its own text counts by the text's line boxes, so a paragraph whose lines stop short
 *   of the corner does not; faded-out text (a hidden slide) does not either.
 *
 * Part of the shell (vite.config.ts), with chat-button.tsx, so it must never throw: an
 * error here, in an effect, would take the page's hydration down with it.
 */
const CONTROLS = "a,button,input,select,textarea,summary,[role=button],[tabindex='0']";

type Box = { left: number; right: number; top: number; bottom: number };

const overlaps = (r: Box, box: Box) =>
  r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;

/** Points from `from` to `to` at most 12 px apart, the first and last half a pixel inside. */
function along(from: number, to: number): number[] {
  const n = Math.ceil((to - from) / 12);
  return Array.from({ length: n + 1 }, (_, i) => from + 0.5 + (i * (to - from - 1)) / n);
}

export function coversContent(button: HTMLElement, box: Box): boolean {
  // Not laid out (app.css hides it while a dialog or a drawer is open): nothing to cover.
  if (box.right - box.left < 1 || box.bottom - box.top < 1) return false;
  const seen = new Set<Element>();
  const range = document.createRange();
  for (const y of along(box.top, box.bottom)) {
    for (const x of along(box.left, box.right)) {
      for (const element of document.elementsFromPoint(x, y)) {
        if (seen.has(element) || button.contains(element) || element === document.body) continue;
        seen.add(element);
        const control = element.closest(CONTROLS);
        if (
          control &&
          !control.closest("[inert]") &&
          // Its own box, not a stretched ::after that makes a whole card its target.
          control.getBoundingClientRect().width > 0 &&
          overlaps(control.getBoundingClientRect(), box) &&
          control.checkVisibility({ visibilityProperty: true })
        ) {
          return true;
        }
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) if (overlaps(r, box)) return true;
        }
      }
    }
  }
  return false;
}
