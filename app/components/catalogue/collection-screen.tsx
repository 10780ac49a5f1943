import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { type MouseEvent, type ReactNode, useMemo, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { cn } from "~/lib/ui/cn";
import { ALL, applyFilter, filterLabel, filterSearch, parseFilterQuery } from "~/lib/catalogue/collection-filter";
import { CollectionHero } from "./collection-hero";
import { EmptyState } from "./empty-state";
import { FilterBar } from "./filter-bar";
import { CARDS_ON_A_PHONES_FIRST_SCREEN, ITEM_GRID_CLASSES, ItemCard } from "./item-card";
import type { CollectionPage } from "~/lib/catalogue/collection-view";

export const COLLECTION_SECTION_ID = "collection";
const COLLECTION_GRID_ID = "collection-pieces";

/**
 * "Showing 9 of 9 pieces"; where a filter or a tab hides part of the collection, what
 * shows and what there is: "3 in Formal Shirts · 9 in Formal Collection", the last
 * words a link to every piece (issue 38: "3 of 9" read as all there was).
 */
function ShowingCount({
  shown,
  total,
  current,
  collection,
  allHref,
}: {
  shown: number;
  total: number;
  current: string | undefined;
  collection: string;
  /** Where every piece shows; absent when they already do. */
  allHref?: string;
}) {
  if (shown >= total || !allHref) {
    return (
      <>
        Showing <span className="font-semibold text-ink">{shown}</span> of {total} pieces
        {current ? <span className="sr-only">{` in ${current}`}</span> : null}
      </>
    );
  }
  return (
    <>
      <span className="font-semibold text-ink">{shown}</span> in {current} ·{" "}
      <Link
        to={allHref}
        preventScrollReset
        className="inline-flex min-h-11 items-center font-medium text-brass-deep underline underline-offset-4 sm:min-h-0"
      >
        {total} in {collection}
      </Link>
    </>
  );
}

/**
 * Phones: the filters fold into a drawer under a bar that stays below the header, so
 * the first pieces show on the first screen and the chosen filter and the count stay
 * in sight while scrolling. A <details> opens without JavaScript; inside, every chip
 * wraps (nothing hides in a sideways scroll). Choosing filters keeps it open, so
 * several can be combined; it closes with "Show N pieces" (a link to the chosen view,
 * which also closes it without JavaScript by loading that page) or "Clear".
 */
function PhoneFilterBar({
  current,
  shown,
  total,
  showHref,
  clearHref,
  children,
}: {
  current: string | undefined;
  shown: number;
  total: number;
  /** The chosen view (the grid's anchor), and the collection as it opens. */
  showHref: string;
  clearHref: string;
  children: ReactNode;
}) {
  const drawer = useRef<HTMLDetailsElement>(null);
  const close = (event: MouseEvent<HTMLAnchorElement>, scroll: boolean) => {
    if (!drawer.current) return;
    drawer.current.open = false;
    if (!scroll) return;
    event.preventDefault();
    document.getElementById(COLLECTION_GRID_ID)?.scrollIntoView({ block: "start" });
  };
  return (
    <div className="sticky top-[calc(4.5rem+1px)] z-30 -mx-4 mt-3 border-y border-line bg-ivory/95 px-4 backdrop-blur-sm sm:hidden">
      <details ref={drawer} className="group">
        <summary className="flex min-h-14 cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden">
          <span className="inline-flex min-h-10 items-center gap-2 rounded-full border border-ink px-4 text-sm font-medium text-ink">
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
            Filters
            <ChevronDown
              aria-hidden="true"
              className="h-4 w-4 transition-transform duration-200 group-open:rotate-180"
            />
          </span>
        </summary>
        <div className="max-h-[60dvh] overflow-y-auto pt-1 pb-3">{children}</div>
        <div className="flex gap-3 border-t border-line py-3">
          <Link
            to={clearHref}
            preventScrollReset
            onClick={(event) => close(event, false)}
            className={buttonVariants({ variant: "outlineDark", size: "compact" })}
          >
            Clear
          </Link>
          <a
            href={showHref}
            onClick={(event) => close(event, true)}
            className={buttonVariants({ variant: "dark", size: "compact", className: "flex-1" })}
          >
            Show {shown} {shown === 1 ? "piece" : "pieces"}
          </a>
        </div>
      </details>
      {/* Beside the summary, not in it; the page's count line below is the live region. */}
      <p
        aria-hidden="true"
        className="pointer-events-none absolute top-0 right-4 flex h-14 max-w-[55%] flex-col items-end justify-center text-right text-xs leading-snug text-ink-soft"
      >
        {current && <span className="max-w-full truncate text-sm font-medium text-ink">{current}</span>}
        <span>{shown < total ? `${shown} shown · ${total} in all` : `${total} pieces`}</span>
      </p>
    </div>
  );
}

/**
 * The collection engine: one component for all eight screens. The filter state lives
 * in the URL query, read the same way on the server (SSR of `?category=…`) and in the
 * first client render, so hydration always matches; prerendered HTML is only served
 * for the URL without a query, which is the default state.
 *
 * An item's dialog is its own route's chunk, fetched with the item's data when a card
 * is touched, pointed at or focused (the card's Link prefetch="intent"), the data
 * being a round trip the tap waits for anyway. It used to be fetched at idle as well,
 * just in case: 16 KB over 11 requests on every collection page (issue 37).
 */
export function CollectionScreen({ page }: { page: CollectionPage }) {
  const [searchParams] = useSearchParams();
  const { config, items: all } = page;
  const { filters } = config;
  const state = useMemo(() => parseFilterQuery(searchParams, filters), [searchParams, filters]);
  const items = useMemo(() => applyFilter(all, state, filters), [all, state, filters]);
  const current = filterLabel(filters, state);
  // An item opened from a filtered grid keeps the filter (and the grid under it).
  const search = filterSearch(state, filters);

  const total = all.length;
  const headingId = `${COLLECTION_SECTION_ID}-title`;
  // Every piece: the screen's "all" (the formal screen, whose tabs have none, takes ?category=all too).
  const allHref = `${config.path}${filterSearch({ category: ALL, type: null }, filters)}`;
  // A screen that opens on one tab (formal: shirts) shows every tab's count, so nobody
  // takes the first tab for all there is (issue 38).
  const counted = filters.defaultCategory === ALL ? undefined : all;

  return (
    <>
      <CollectionHero hero={config.hero} path={config.path} filters={filters} sectionId={COLLECTION_SECTION_ID} />

      <section
        id={COLLECTION_SECTION_ID}
        aria-labelledby={headingId}
        className="mx-auto max-w-7xl px-4 pt-5 pb-14 sm:px-6 sm:py-14 lg:py-20"
      >
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl sm:text-4xl" lang={config.section.inEnglish?.title ? "en" : undefined}>
            {config.section.title}
          </h2>
          {/* On a phone the hero has just said what the collection is; the pieces come first. */}
          <p className="mt-3 text-ink-soft max-sm:hidden" lang={config.section.inEnglish?.intro ? "en" : undefined}>
            {config.section.intro}
          </p>
        </div>

        <PhoneFilterBar
          current={current}
          shown={items.length}
          total={total}
          showHref={`${config.path}${search}#${COLLECTION_GRID_ID}`}
          clearHref={config.path}
        >
          <FilterBar
            path={config.path}
            filters={filters}
            state={state}
            categoryStyle="chips"
            resetAction={config.resetInFilterBar ?? false}
            counted={counted}
          />
        </PhoneFilterBar>

        <div className="mt-8 max-sm:hidden">
          <FilterBar
            path={config.path}
            filters={filters}
            state={state}
            categoryStyle={config.categoryStyle ?? "chips"}
            resetAction={config.resetInFilterBar ?? false}
            counted={counted}
          />
        </div>

        {/* On a phone the bar above already says "10 of 10": the line shows there only to offer "see all". */}
        <p
          role="status"
          className={cn("mt-3 text-sm text-ink-soft sm:mt-6", items.length >= total && "max-sm:sr-only")}
        >
          <ShowingCount
            shown={items.length}
            total={total}
            current={current}
            collection={config.name}
            allHref={allHref}
          />
        </p>

        {items.length > 0 ? (
          <ul
            id={COLLECTION_GRID_ID}
            aria-labelledby={headingId}
            className={cn("mt-3 scroll-mt-36 sm:mt-6", ITEM_GRID_CLASSES)}
          >
            {items.map((item, index) => (
              <ItemCard
                key={item.slug}
                item={item}
                config={config}
                search={search}
                priority={index < CARDS_ON_A_PHONES_FIRST_SCREEN}
              />
            ))}
          </ul>
        ) : (
          <div className="mt-10">
            <EmptyState
              hint={config.empty.hint}
              hintInEnglish={config.empty.inEnglish?.hint}
              resetTo={config.empty.reset ? config.path : undefined}
            />
          </div>
        )}
      </section>
    </>
  );
}
