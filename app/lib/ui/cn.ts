import { clsx } from "clsx/lite";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * Joins class names, skipping falsy ones (`cond && "class"`), for a primitive's own
 * classes plus what its caller adds. clsx's string-only build: the site never needs
 * its object or array forms, and every byte here is on every page.
 *
 * tailwind-merge runs only in development and tests, where it checks the result: a
 * caller that passes a class the primitive already sets (`px-8` onto `px-6`) throws,
 * naming both, so the conflict is fixed with a variant instead of being left to CSS
 * order. Production ships only the join (0.3 KB): tailwind-merge itself is 8.4 KB gzip,
 * more than any public page has left under its byte budget (tests/budgets), and a
 * result it would change is already a failing test.
 */
export function cn(...inputs: Array<string | false | null | undefined | 0>): string {
  const joined = clsx(...inputs);
  if (import.meta.env.DEV) assertNoConflicts(joined);
  return joined;
}

let merge: ((classes: string) => string) | undefined;

function assertNoConflicts(joined: string) {
  // Created on first use, so that a production build, where this never runs, drops it.
  // Our theme's names (theme.css @theme) that tailwind-merge cannot guess: `rounded-card`
  // is a radius, `font-display` a family, `animate-marquee` an animation.
  merge ??= extendTailwindMerge({
    extend: { theme: { radius: ["card"], font: ["display", "sans"], animate: ["marquee"] } },
  });
  const merged = merge(joined);
  if (merged === joined) return;
  const kept = new Set(merged.split(" "));
  const dropped = joined.split(" ").filter((c) => c && !kept.has(c));
  if (dropped.length === 0) return;
  throw new Error(
    `cn(): conflicting classes: ${dropped.join(", ")} ${dropped.length === 1 ? "is" : "are"} overridden in "${joined}". ` +
      "Use the primitive's variant (or drop the duplicate) instead of overriding it.",
  );
}
