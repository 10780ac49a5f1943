import { type RefObject, useEffect } from "react";

/**
 * Closes an open popup on Escape (returning focus to its trigger) and on a pointer
 * press or focus move outside it.
 *
 * `open` is the popup's state, or, for a popup the browser opens by itself (a
 * <details>), a function reading it live: its toggle event reaches React a render
 * after the tap, and an Escape pressed in between must close it all the same.
 */
export function useDismiss(
  open: boolean | (() => boolean),
  close: () => void,
  containerRef: RefObject<HTMLElement | null>,
  triggerRef?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (open === false) return;
    const isOpen = open === true ? () => true : open;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || !isOpen()) return;
      close();
      triggerRef?.current?.focus();
    }
    function onOutside(event: Event) {
      const target = event.target as Node | null;
      if (!isOpen()) return;
      if (target && containerRef.current && !containerRef.current.contains(target)) close();
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open, close, containerRef, triggerRef]);
}
