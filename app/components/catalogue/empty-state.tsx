import { RotateCcw, SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";

/** "No items found", the screen's hint, and a reset where the screen has one (docs/behaviour.md#collections). */
export function EmptyState({
  hint,
  hintInEnglish,
  resetTo,
}: {
  hint: string;
  /** The hint has no translation on a Kannada or Hindi page: `lang="en"`. */
  hintInEnglish?: boolean;
  resetTo?: string;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-card border border-dashed border-line bg-paper px-6 py-14 text-center">
      <SearchX aria-hidden="true" strokeWidth={1.25} className="h-10 w-10 text-brass-deep" />
      <h3 className="mt-4 text-2xl">No items found</h3>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft" lang={hintInEnglish ? "en" : undefined}>
        {hint}
      </p>
      {resetTo !== undefined && (
        <Link to={resetTo} preventScrollReset className={buttonVariants({ variant: "dark", className: "mt-6" })}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Reset Filters
        </Link>
      )}
    </div>
  );
}
