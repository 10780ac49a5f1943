import { ArrowRight, MessageCircle, Phone, Search } from "lucide-react";
import { Form, href, Link } from "react-router";
import { cn } from "~/lib/ui/cn";
import { ITEM_GRID_CLASSES, ItemCard } from "~/components/catalogue/item-card";
import { buttonVariants } from "~/components/ui/button-variants";
import type { CatalogueItem } from "~/lib/catalogue/catalogue-item";
import { collectionLinks } from "~/content/navigation";
import { popularSearches } from "~/content/site/search";
import { useStore } from "~/components/site/site-context";
import { chatLink, telLink } from "~/lib/contact/links";
import { QUERY_MAX_LENGTH, QUERY_PLACEHOLDER } from "~/lib/catalogue/search-query";

export type SearchPage = {
  /** The query as searched (cleaned); empty before a search. */
  query: string;
  /** How many items match; `results` holds the first of them. */
  total: number;
  results: ReadonlyArray<{ item: CatalogueItem; collection: string; href: string }>;
};

const searchHref = (query: string) => `${href("/search")}?${new URLSearchParams({ q: query })}`;

/**
 * /search: the field, then the results (cards like the collection screens', each a
 * link to the item's page), or, before a search or when nothing matches, ways on:
 * popular words, the collections, and the store itself.
 */
export function SearchScreen({ page }: { page: SearchPage }) {
  const { query, total, results } = page;
  return (
    <>
      <section className="border-b border-line bg-sand/50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">Search the collections</p>
          <h1 className="mt-3 text-4xl sm:text-5xl">Find your piece</h1>
          <Form
            method="get"
            action={href("/search")}
            role="search"
            aria-label="Catalogue"
            className="mt-6 flex max-w-2xl flex-col gap-3 sm:flex-row"
          >
            <label htmlFor="search-query" className="sr-only">
              Search the collections
            </label>
            {/* Keyed by the query, so a search from the header shows its words here too. */}
            <input
              key={query}
              id="search-query"
              type="search"
              name="q"
              defaultValue={query}
              maxLength={QUERY_MAX_LENGTH}
              enterKeyHint="search"
              placeholder={QUERY_PLACEHOLDER}
              className="min-h-12 w-full min-w-0 flex-1 rounded-card border border-line-strong bg-paper px-4 text-base text-ink placeholder:text-ink-soft/70 focus:border-brass-deep"
            />
            <button type="submit" className={buttonVariants({ variant: "dark", size: "lg" })}>
              <Search aria-hidden="true" className="h-4 w-4" />
              Search
            </button>
          </Form>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
        {/* One live region for every state, so a new search's count is read out. */}
        <div role="status">
          {query && (
            <h2 className="text-2xl sm:text-3xl">
              {total === 0 ? "No results" : `${total} ${total === 1 ? "result" : "results"}`} for “{query}”
            </h2>
          )}
        </div>
        {results.length > 0 ? (
          <>
            <ul className={cn("mt-8", ITEM_GRID_CLASSES)}>
              {results.map((result) => (
                <ItemCard key={result.href} item={result.item} eyebrow={result.collection} href={result.href} />
              ))}
            </ul>
            {total > results.length && (
              <p className="mt-10 text-ink-soft">
                These are the first {results.length}. Add a word to narrow the search, or browse a collection.
              </p>
            )}
          </>
        ) : query ? (
          <NoResults query={query} />
        ) : (
          <PopularSearches />
        )}
        {results.length === 0 && <CollectionList />}
      </section>
    </>
  );
}

function PopularSearches() {
  return (
    <div>
      <h2 className="text-2xl sm:text-3xl">Popular searches</h2>
      <ul className="mt-5 flex flex-wrap gap-2">
        {popularSearches.map((word) => (
          <li key={word}>
            <Link to={searchHref(word)} className={buttonVariants({ variant: "subtle", size: "compact" })}>
              {word}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NoResults({ query }: { query: string }) {
  const store = useStore();
  const phone = store.phones[0]!;
  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_24rem] lg:gap-12">
      <div>
        <p className="max-w-2xl text-ink-soft">
          Nothing in our collections online matches those words. A few things that usually help:
        </p>
        <ul className="mt-4 max-w-2xl list-disc space-y-2 pl-5 text-ink-soft marker:text-brass-deep">
          <li>Check the spelling, or try one word on its own: sherwani, kurta, blazer.</li>
          <li>Try a broader word: “shirt” rather than “slim-fit oxford shirt”.</li>
          <li>Browse a collection below: every piece we show online is in one of them.</li>
        </ul>
      </div>
      <div className="rounded-card border border-line bg-paper p-6">
        <h3 className="text-xl">Ask the store</h3>
        <p className="mt-2 text-sm leading-relaxed text-ink-soft">
          Not everything on our rails is online. Tell us what you are looking for and we will check for you.
        </p>
        <div className="mt-5 flex flex-col gap-3">
          <a
            href={chatLink(store.chatPhone.e164, `Hi! I'm looking for “${query}”. Do you have it at the store?`)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "dark" })}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            Ask on WhatsApp
          </a>
          <a href={telLink(phone.e164)} className={buttonVariants({ variant: "outlineDark" })}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            Call {phone.display}
          </a>
        </div>
      </div>
    </div>
  );
}

function CollectionList() {
  return (
    <nav aria-labelledby="search-collections" className="mt-14">
      <h2 id="search-collections" className="text-2xl sm:text-3xl">
        Browse the collections
      </h2>
      <ul className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {collectionLinks.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="group flex min-h-14 items-center justify-between gap-3 rounded-card border border-line bg-paper px-5 py-3 font-medium text-ink transition-colors hover:border-ink"
            >
              {link.name}
              <ArrowRight
                aria-hidden="true"
                className="h-4 w-4 text-brass-deep transition-transform duration-200 group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
