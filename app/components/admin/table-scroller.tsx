import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/ui/cn";

/**
 * The box of a staff table. The tables are laid out to fit the width they are shown
 * at; when one still cannot (a long unbroken value, a zoomed page), the box scrolls
 * sideways, never the page, and shows it: a shadow on each side that has more, and a
 * labelled keyboard stop (arrow keys scroll it). Without JavaScript the box is a
 * keyboard stop all the same and the browser's scrollbar is the cue.
 */
export function TableScroller({
  label,
  className,
  children,
}: {
  /** What the table is ("Contact messages"): the region's name. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  // null until measured (server and first render): assume it may scroll.
  const [more, setMore] = useState<{ before: boolean; after: boolean } | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore((last) => (last && last.before === before && last.after === after ? last : { before, after }));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    if (element.firstElementChild) resized.observe(element.firstElementChild);
    return () => {
      element.removeEventListener("scroll", measure);
      resized.disconnect();
    };
  }, []);

  const scrolls = more === null || more.before || more.after;
  const shadow = "pointer-events-none absolute inset-y-px w-6 from-ink/20 to-transparent transition-opacity";
  return (
    <div className={cn("relative", className)}>
      <div
        ref={box}
        role="region"
        aria-label={scrolls ? `${label}, scrolls sideways` : label}
        // A stop for the keyboard only while there is something to scroll to.
        tabIndex={scrolls ? 0 : -1}
        data-scrolls={more === null ? undefined : scrolls}
        className="overflow-x-auto rounded-card border border-line bg-paper"
      >
        {children}
      </div>
      <span
        aria-hidden="true"
        className={cn(shadow, "left-px rounded-l-card bg-linear-to-r", more?.before ? "opacity-100" : "opacity-0")}
      />
      <span
        aria-hidden="true"
        className={cn(shadow, "right-px rounded-r-card bg-linear-to-l", more?.after ? "opacity-100" : "opacity-0")}
      />
    </div>
  );
}
