import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { applyFilter, filterLabel, filterSearch, parseFilterQuery } from "~/lib/collection-filter";
import { CollectionHero } from "./collection-hero";
import { EmptyState } from "./empty-state";
import { FilterBar } from "./filter-bar";
import { ItemCard } from "./item-card";
import type { CollectionPage } from "~/lib/collection-view";

export const COLLECTION_SECTION_ID = "collection";

/**
 * The item dialog (shown by the item's own route) is its own chunk, fetched once the
 * page is idle, so it does not weigh on the first load of a collection page but is
 * there before a first tap.
 */
const loadItemDialog = () => import("./item-dialog");

function usePreloadWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const preload = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 1500);
    return () => window.clearTimeout(id);
  }, [load]);
}

/**
 * The collection engine: one component for all eight screens. The filter state lives
 * in the URL query, read the same way on the server (SSR of `?category=…`) and in the
 * first client render, so hydration always matches; prerendered HTML is only served
 * for the URL without a query, which is the default state.
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
  usePreloadWhenIdle(loadItemDialog);

  const total = all.length;
  const headingId = `${COLLECTION_SECTION_ID}-title`;

  return (
    <>
      <CollectionHero hero={config.hero} path={config.path} filters={filters} sectionId={COLLECTION_SECTION_ID} />

      <section
        id={COLLECTION_SECTION_ID}
        aria-labelledby={headingId}
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20"
      >
        <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between md:gap-10">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-3xl sm:text-4xl">
              {config.section.title}
            </h2>
            <p className="mt-3 text-ink-soft">{config.section.intro}</p>
          </div>
        </div>

        <div className="mt-8">
          <FilterBar
            path={config.path}
            filters={filters}
            state={state}
            categoryStyle={config.categoryStyle ?? "chips"}
            resetAction={config.resetInFilterBar ?? false}
          />
        </div>

        <p role="status" className="mt-6 text-sm text-ink-soft">
          Showing <span className="font-semibold text-ink">{items.length}</span> of {total} pieces
          {current ? <span className="sr-only">{` in ${current}`}</span> : null}
        </p>

        {items.length > 0 ? (
          <ul
            aria-labelledby={headingId}
            className="mt-6 grid grid-cols-1 gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          >
            {items.map((item) => (
              <ItemCard key={item.slug} item={item} config={config} search={search} />
            ))}
          </ul>
        ) : (
          <div className="mt-10">
            <EmptyState hint={config.empty.hint} resetTo={config.empty.reset ? config.path : undefined} />
          </div>
        )}
      </section>
    </>
  );
}
