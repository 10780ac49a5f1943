import { Search } from "lucide-react";
import type { KeyboardEvent, RefObject, SyntheticEvent } from "react";
import { Form, href } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { QUERY_MAX_LENGTH, QUERY_PLACEHOLDER } from "~/lib/catalogue/search-query";

/**
 * The header's search: a magnifier that opens a search field under the header, at
 * every width (the header has no room for a field beside its links).
 *
 * A <details>, not a button with state: it opens and searches without JavaScript, and
 * adds next to nothing to every page's script. The form is a plain GET to /search.
 * Script adds what <details> lacks: the field takes focus when it opens, and Escape
 * closes it. The header remounts it on every navigation, which closes it.
 */
export function HeaderSearch({
  detailsRef,
  onOpen,
}: {
  detailsRef: RefObject<HTMLDetailsElement | null>;
  onOpen: () => void;
}) {
  function onToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    const details = event.currentTarget;
    if (!details.open) return;
    onOpen();
    details.querySelector("input")?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const details = event.currentTarget;
    if (event.key !== "Escape" || !details.open) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  }

  return (
    <details ref={detailsRef} onToggle={onToggle} onKeyDown={onKeyDown}>
      <summary className="flex h-11 w-11 items-center justify-center rounded-card text-ink hover:bg-sand">
        <Search aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">Search</span>
      </summary>
      <Form
        action={href("/search")}
        role="search"
        aria-label="Site"
        className="absolute inset-x-0 top-full flex gap-2 border-y border-line bg-paper px-[max(1rem,calc(50%-24rem))] py-3 shadow-lg"
      >
        <label htmlFor="site-search" className="sr-only">
          Search the collections
        </label>
        <input
          id="site-search"
          type="search"
          name="q"
          maxLength={QUERY_MAX_LENGTH}
          enterKeyHint="search"
          placeholder={QUERY_PLACEHOLDER}
          className="min-h-11 min-w-0 flex-1 rounded-card border border-line-strong px-4"
        />
        <button type="submit" className={buttonVariants({ variant: "dark" })}>
          Search
        </button>
      </Form>
    </details>
  );
}
