import { MessageCircle } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { useStore } from "~/components/site/site-context";
import { chatLink } from "~/lib/contact/links";

// What a visitor can press. A tabindex of -1 (the main landmark, a skip target) is
// no control, and an inert subtree (a carousel's hidden slides) cannot be pressed.
const CONTROLS = "a,button,input,select,textarea,summary,[role=button],[tabindex='0']";

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (r: Box, box: Box) =>
  r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;

/** A control under the button that the visitor could press. */
function controlUnder(button: HTMLElement, box: Box): boolean {
  return [...document.querySelectorAll(CONTROLS)].some((control) => {
    const r = control.getBoundingClientRect();
    return (
      r.width > 0 &&
      overlaps(r, box) &&
      control !== button &&
      !control.closest("[inert]") &&
      // Not in a closed drawer (<details>) or otherwise out of sight.
      control.checkVisibility({ visibilityProperty: true })
    );
  });
}

/** Points from `from` to `to` at most 12 px apart, the first and last half a pixel inside. */
function along(from: number, to: number): number[] {
  const n = Math.ceil((to - from) / 12);
  return Array.from({ length: n + 1 }, (_, i) => from + 0.5 + (i * (to - from - 1)) / n);
}

/**
 * Words under the button (a card's title, a heading, an offer's text): the text
 * nodes of the elements stacked at a grid of points over its box (12 px apart, closer
 * than a line of the smallest text, its edges included: a line whose box only grazes
 * the top of the button's still lies under it), measured by their own line boxes, so
 * a paragraph whose lines stop short of the corner does not count. Text that is not
 * shown (a faded-out slide) does not count either.
 */
function textUnder(button: HTMLElement, box: Box): boolean {
  const seen = new Set<Element>();
  const range = document.createRange();
  for (const y of along(box.top, box.bottom)) {
    for (const x of along(box.left, box.right)) {
      for (const element of document.elementsFromPoint(x, y)) {
        if (seen.has(element) || button.contains(element) || element === document.body) continue;
        seen.add(element);
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

/**
 * A floating button passes over whatever the page scrolls under it. Pages keep their
 * first screen's corner free (carousel control rows end left of it or sit above it);
 * while the page scrolls down the button slides away (the visitor is reading on),
 * and whenever a control or words are under it, it steps aside (hides) instead of
 * covering them. It is back when the page scrolls up or rests on a clear corner.
 * Scroll events come at most once a frame.
 */
function useStepAside(ref: RefObject<HTMLAnchorElement | null>) {
  useEffect(() => {
    const button = ref.current!;
    let lastY = window.scrollY;
    let rest: number | undefined;
    const check = () => {
      // Hidden, it is out of the way of taps and of the tab order too. Measured where it
      // rests, not where a slide-away transition has taken it.
      const box = button.parentElement!.getBoundingClientRect();
      const blocked = controlUnder(button, box) || textUnder(button, box);
      button.style.visibility = blocked ? "hidden" : "";
    };
    const onScroll = () => {
      const y = window.scrollY;
      if (y > lastY + 2) {
        button.dataset.away = "";
        window.clearTimeout(rest);
        // Back once the page rests (a reader pausing on a section).
        rest = window.setTimeout(() => {
          delete button.dataset.away;
          check();
        }, 700);
      } else if (y < lastY - 2) {
        window.clearTimeout(rest);
        delete button.dataset.away;
      }
      lastY = y;
      check();
    };
    addEventListener("scroll", onScroll, { passive: true });
    addEventListener("resize", check);
    check();
    return () => {
      window.clearTimeout(rest);
      removeEventListener("scroll", onScroll);
      removeEventListener("resize", check);
    };
  }, [ref]);
}

export function ChatButton() {
  const store = useStore();
  const ref = useRef<HTMLAnchorElement>(null);
  useStepAside(ref);
  // app.css hides it by this label while a dialog, a menu or a drawer is open (no script needed).
  // The aside holds the button's resting place: what lies under it is measured there.
  return (
    <aside aria-label="Chat with the store" className="pointer-events-none fixed right-5 bottom-5 z-40 h-14 w-14">
      <a
        ref={ref}
        href={chatLink(store.chatPhone.e164)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us!"
        className="group pointer-events-auto flex h-14 w-14 items-center justify-center rounded-full bg-[#1e6b45] text-white shadow-lg shadow-ink/20 transition-[transform,opacity] duration-200 hover:scale-105 data-away:pointer-events-none data-away:translate-y-24 data-away:opacity-0 motion-reduce:transition-none"
      >
        <MessageCircle aria-hidden="true" className="h-7 w-7" strokeWidth={1.75} />
        <span
          role="tooltip"
          className="pointer-events-none absolute right-full mr-3 rounded-card bg-ink px-3 py-1.5 text-sm whitespace-nowrap text-ivory opacity-0 transition-opacity duration-150 group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          Chat with us!
        </span>
      </a>
    </aside>
  );
}
