import { MessageCircle } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { useStore } from "~/components/site/site-context";
import { chatLink } from "~/lib/contact/links";

// What a visitor can press. A tabindex of -1 (the main landmark, a skip target) is
// no control, and an inert subtree (a carousel's hidden slides) cannot be pressed.
const CONTROLS = "a,button,input,select,textarea,summary,[role=button],[tabindex='0']";

/**
 * A floating button passes over whatever the page scrolls under it. Pages keep their
 * first screen's corner free (carousel control rows end left of it or sit above it),
 * and while a control is under the button anyway, the button steps aside
 * (hides) instead of covering it. Scroll events come at most once a frame.
 */
function useStepAside(ref: RefObject<HTMLAnchorElement | null>) {
  useEffect(() => {
    const button = ref.current!;
    const check = () => {
      const box = button.getBoundingClientRect();
      // Hidden, it is out of the way of taps and of the tab order too.
      button.style.visibility = [...document.querySelectorAll(CONTROLS)].some((control) => {
        const r = control.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.right > box.left &&
          r.left < box.right &&
          r.bottom > box.top &&
          r.top < box.bottom &&
          control !== button &&
          !control.closest("[inert]") &&
          // Not in a closed drawer (<details>) or otherwise out of sight.
          control.checkVisibility({ visibilityProperty: true })
        );
      })
        ? "hidden"
        : "";
    };
    addEventListener("scroll", check);
    addEventListener("resize", check);
    check();
    return () => {
      removeEventListener("scroll", check);
      removeEventListener("resize", check);
    };
  }, [ref]);
}

export function ChatButton() {
  const store = useStore();
  const ref = useRef<HTMLAnchorElement>(null);
  useStepAside(ref);
  // app.css hides it by this label while a dialog or a menu is open (no script needed).
  return (
    <aside aria-label="Chat with the store">
      <a
        ref={ref}
        href={chatLink(store.chatPhone.e164)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us!"
        className="group fixed right-5 bottom-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-[#1e6b45] text-white shadow-lg shadow-ink/20 transition-transform duration-200 hover:scale-105"
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
