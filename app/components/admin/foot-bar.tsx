import type { ReactNode } from "react";

/**
 * A screen's own bar of actions (Save, Mark replied): on a phone it is pinned just
 * above the staff tab bar, so the screen's main action is whole on the first screen
 * whatever the page above it holds; from the md breakpoint on it sits in the flow.
 * data-foot-bar is what the staff layout reserves room for (admin.css --staff-foot),
 * so focus and "scroll into view" stop above it.
 */
export function FootBar({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div
      data-foot-bar
      role={label ? "group" : undefined}
      aria-label={label}
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-line bg-ivory/95 px-4 py-3 backdrop-blur-sm md:static md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap gap-2 md:gap-3">{children}</div>
    </div>
  );
}
