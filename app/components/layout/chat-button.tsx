import { MessageCircle } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { useStore } from "~/components/site/site-context";
import { chatLink } from "~/lib/contact/links";
import { coversContent } from "./chat-clearance";

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
      button.style.visibility = coversContent(button, button.parentElement!.getBoundingClientRect()) ? "hidden" : "";
    };
    // A scroll brings sections into view that were skipped until then (app.css's
    // content-visibility): they are drawn a frame later, at their real height, and what
    // the check saw on the scroll event has moved or appeared. So it looks again as they are.
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
    document.addEventListener("contentvisibilityautostatechange", check, true);
    check();
    return () => {
      window.clearTimeout(rest);
      document.removeEventListener("contentvisibilityautostatechange", check, true);
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
        className="group pointer-events-auto flex h-14 w-14 items-center justify-center rounded-full bg-[#1e6b45] text-white shadow-lg shadow-ink/20 transition duration-200 hover:scale-105 data-away:pointer-events-none data-away:translate-y-24 data-away:opacity-0 motion-reduce:transition-none"
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
