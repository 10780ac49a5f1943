import { type RefObject, useEffect } from "react";

/**
 * Closes an open popup on Escape (returning focus to its trigger) and on a pointer
 * press or focus move outside it.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  containerRef: RefObject<HTMLElement | null>,
  triggerRef?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      close();
      triggerRef?.current?.focus();
    }
    function onOutside(event: Event) {
      const target = event.target as Node | null;
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
