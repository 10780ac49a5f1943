import { RotateCcw, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/ui/cn";
import {
  applyFilter,
  chooseCategory,
  chooseType,
  type FilterableItem,
  type FilterDefinition,
  filterSearch,
  type FilterState,
  isDefaultState,
  typeRowFor,
} from "~/lib/catalogue/collection-filter";

type FilterBarProps = {
  path: string;
  filters: FilterDefinition;
  state: FilterState;
  categoryStyle: "tabs" | "chips";
  resetAction: boolean;
  /** The collection's pieces, where each category option shows its count (screens that open on one tab). */
  counted?: readonly FilterableItem[];
};

const chip =
  "inline-flex min-h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm transition-colors duration-150";
const chipIdle = "border-line bg-paper text-ink-soft hover:border-ink/40 hover:text-ink";
const chipActive = "border-ink bg-ink text-ivory";

const tab =
  "relative inline-flex min-h-11 shrink-0 items-center whitespace-nowrap px-1 text-sm font-medium uppercase tracking-[0.12em] transition-colors duration-150 after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 after:transition-colors";
const tabIdle = "text-ink-soft hover:text-ink after:bg-transparent hover:after:bg-line";
const tabActive = "text-ink after:bg-brass";

/**
 * The filters are links to the same page with a query (`?category=…&type=…`): they
 * work before hydration and without JavaScript, and back/forward walk through them.
 * `preventScrollReset` keeps the visitor where they are on the page.
 */
function FilterLink({
  to,
  active,
  className,
  inEnglish,
  children,
}: {
  to: string;
  active: boolean;
  className: string;
  /** The label has no translation on a Kannada or Hindi page: `lang="en"`. */
  inEnglish?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={className}
      lang={inEnglish ? "en" : undefined}
    >
      {children}
    </Link>
  );
}

export function FilterBar({ path, filters, state, categoryStyle, resetAction, counted }: FilterBarProps) {
  const categoryLabelId = useId();
  const typeLabelId = useId();
  const href = (next: FilterState) => `${path}${filterSearch(next, filters)}`;
  const typeRow = typeRowFor(filters, state);
  const tabs = categoryStyle === "tabs";

  return (
    <div className="space-y-5">
      {filters.categories && (
        <div className={cn(tabs && "border-b border-line")}>
          <p id={categoryLabelId} className="sr-only">
            {filters.categories.label}
          </p>
          <div
            role="group"
            aria-labelledby={categoryLabelId}
            className={cn("flex flex-wrap", tabs ? "gap-x-6 sm:gap-x-8" : "gap-2")}
          >
            {filters.categories.options.map((option) => {
              const active = state.category === option.value;
              return (
                <FilterLink
                  key={option.value}
                  to={href(chooseCategory(state, option.value))}
                  active={active}
                  inEnglish={option.labelInEnglish}
                  className={tabs ? cn(tab, active ? tabActive : tabIdle) : cn(chip, active ? chipActive : chipIdle)}
                >
                  {option.label}
                  {counted && ` (${applyFilter(counted, chooseCategory(state, option.value), filters).length})`}
                </FilterLink>
              );
            })}
          </div>
        </div>
      )}

      {typeRow && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-baseline sm:gap-5">
          <p id={typeLabelId} className="shrink-0 text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">
            {typeRow.label}
          </p>
          <div role="group" aria-labelledby={typeLabelId} className="flex flex-wrap gap-2">
            {typeRow.allLabel && (
              <FilterLink
                to={href(chooseType(state, null))}
                active={state.type === null}
                className={cn(chip, state.type === null ? chipActive : chipIdle)}
              >
                {typeRow.allLabel}
              </FilterLink>
            )}
            {typeRow.options.map((option) => {
              const active = state.type === option.value;
              return (
                <FilterLink
                  key={option.value}
                  to={href(chooseType(state, option.value))}
                  active={active}
                  inEnglish={option.labelInEnglish}
                  className={cn(chip, active ? chipActive : chipIdle)}
                >
                  {option.label}
                  {/* Choosing the active chip again clears it; the cross says so. */}
                  {active && !typeRow.allLabel && <X aria-hidden="true" className="h-3.5 w-3.5" />}
                </FilterLink>
              );
            })}
          </div>
        </div>
      )}

      {/* Only once something is chosen: with nothing filtered there is nothing to reset. */}
      {resetAction && !isDefaultState(state, filters) && (
        <Link
          to={path}
          preventScrollReset
          className="inline-flex items-center gap-2 text-sm font-medium text-brass-deep underline-offset-4 hover:underline"
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Reset Filters
        </Link>
      )}
    </div>
  );
}
