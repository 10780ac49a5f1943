import { Check, ImageOff, Search, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { href } from "react-router";
import { Input, Select } from "~/components/ui/field";
import { Picture } from "~/components/ui/picture";
import { useMounted } from "~/components/ui/use-mounted";
import type { ImageKind } from "~/lib/media/image-ref";
import { cn } from "~/lib/ui/cn";

export type PickerItem = {
  ref: string;
  title: string;
  collection: string;
  thumbnail: { key: string; kind: string } | null;
};

/** How long typing pauses before the search is asked: one request per word, not per letter. */
const SEARCH_PAUSE_MS = 120;

/**
 * The item of a walk-in trial (field `item`, its reference), inside a <Field>. Without
 * script (and until it runs) the plain list by collection; with it, a combobox that
 * searches as /search does (the server's one search, GET /admin/orders/new/items),
 * each match with its picture: tap the field, type a few letters, tap the item.
 * Empty, it lists every item, so browsing still works.
 */
export function TrialItemPicker({
  items,
  defaultValue,
  inputId,
}: {
  items: readonly PickerItem[];
  defaultValue: string;
  /** The Field's id: the select before the script, the search field after, so the label names both. */
  inputId: string;
}) {
  const scripted = useMounted();
  if (!scripted) {
    const collections = [...new Set(items.map((i) => i.collection))];
    return (
      <Select name="item" defaultValue={defaultValue}>
        <option value="">Choose an item</option>
        {collections.map((collection) => (
          <optgroup key={collection} label={collection}>
            {items
              .filter((i) => i.collection === collection)
              .map((i) => (
                <option key={i.ref} value={i.ref}>
                  {i.title}
                </option>
              ))}
          </optgroup>
        ))}
      </Select>
    );
  }
  return <ItemCombobox items={items} defaultValue={defaultValue} inputId={inputId} />;
}

type Found = { query: string; refs: readonly string[] | null };

function ItemCombobox({
  items,
  defaultValue,
  inputId,
}: {
  items: readonly PickerItem[];
  defaultValue: string;
  inputId: string;
}) {
  const byRef = useMemo(() => new Map(items.map((i) => [i.ref, i])), [items]);
  // What the list before the script held (a choice made while the page was loading), else the form's last value.
  const [chosen, setChosen] = useState<PickerItem | null>(() => {
    const select = document.getElementById(inputId);
    const value = select instanceof HTMLSelectElement ? select.value : defaultValue;
    return byRef.get(value) ?? null;
  });
  const [query, setQuery] = useState(chosen?.title ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [found, setFound] = useState<Found | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  const typed = query.trim();
  const searching = typed !== "" && chosen === null;
  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${href("/admin/orders/new/items")}?q=${encodeURIComponent(typed)}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((answer) => (answer.ok ? (answer.json() as Promise<{ refs: string[] }>) : Promise.reject(answer)))
        .then(({ refs }) => {
          setFound({ query: typed, refs });
          setActive(refs.some((ref) => byRef.has(ref)) ? 0 : -1);
        })
        .catch(() => {
          // A signed-out session or a dropped connection: say so (clearing the field still lists every item).
          if (!controller.signal.aborted) setFound({ query: typed, refs: null });
        });
    }, SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searching, typed, byRef]);

  // While a search is on its way the last answer stays (no flicker between letters).
  const failed = searching && found?.query === typed && found.refs === null;
  const shown: readonly PickerItem[] = !searching
    ? items
    : (found?.refs ?? []).flatMap((ref) => {
        const item = byRef.get(ref);
        return item ? [item] : [];
      });
  const answered = searching && found?.query === typed;
  const status = !searching
    ? ""
    : !answered
      ? ""
      : failed
        ? "The search did not answer. Clear the field to see every item."
        : shown.length === 0
          ? `No trial item matches “${typed}”.`
          : `${shown.length} ${shown.length === 1 ? "item matches" : "items match"}.`;
  const expanded = open && shown.length > 0;

  function choose(item: PickerItem) {
    setChosen(item);
    setQuery(item.title);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (shown.length === 0) return;
      const next = Math.min(shown.length - 1, Math.max(0, active + (event.key === "ArrowDown" ? 1 : -1)));
      setActive(next);
      // Within the list's own scroll, once it is drawn; only for the arrows (a tap's list stays where the finger left it).
      requestAnimationFrame(() => document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" }));
    } else if (event.key === "Enter" && expanded) {
      // Enter picks the item; it must not send a half-filled form.
      event.preventDefault();
      const item = shown[active] ?? (searching ? shown[0] : undefined);
      if (item) choose(item);
    } else if (event.key === "Escape" && (expanded || query)) {
      event.preventDefault();
      if (expanded) setOpen(false);
      else {
        setQuery("");
        setChosen(null);
      }
    }
  }

  return (
    <div>
      <input type="hidden" name="item" value={chosen?.ref ?? ""} />
      {/* flow-root: the field's own top margin stays inside, so the icon and the clear button line up with its box. */}
      <div className="relative flow-root">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-2 bottom-0 left-2 flex items-center text-ink-soft"
        >
          {chosen ? (
            <Thumbnail item={chosen} className="w-8" />
          ) : (
            <Search className="ml-1 h-5 w-5" strokeWidth={1.75} />
          )}
        </span>
        <Input
          ref={input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Type a name: sherwani, linen…"
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setChosen(null);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn("pl-12", query && "pr-12")}
        />
        {query && (
          <button
            type="button"
            aria-label="Clear the item"
            onClick={() => {
              setQuery("");
              setChosen(null);
              setOpen(true);
              input.current?.focus();
            }}
            className="absolute top-2 right-0 bottom-0 flex w-12 items-center justify-center rounded-r-card text-ink-soft hover:text-ink"
          >
            <X aria-hidden="true" className="h-5 w-5" strokeWidth={1.75} />
          </button>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={searching ? `Items matching ${typed}` : "Every trial item"}
        // A tap on the list must not blur the field first (that would close the list under the finger).
        onMouseDown={(event) => event.preventDefault()}
        hidden={!expanded}
        className="mt-1 max-h-80 overflow-y-auto overscroll-contain rounded-card border border-line-strong bg-paper py-1 shadow-sm"
      >
        {shown.map((item, index) => (
          <li
            key={item.ref}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => choose(item)}
            className={cn(
              "flex min-h-14 cursor-pointer items-center gap-3 px-2 py-1.5 text-sm",
              index === active ? "bg-sand" : "hover:bg-ivory",
            )}
          >
            <Thumbnail item={item} className="w-10" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words text-ink">{item.title}</span>
              <span className="block text-xs text-ink-soft">{item.collection}</span>
            </span>
            {chosen?.ref === item.ref && <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-brass-deep" />}
          </li>
        ))}
      </ul>
      {/* Read out as the results change; shown too, where there is nothing to list. */}
      <p role="status" className={cn("text-sm", expanded || !status ? "sr-only" : "mt-1.5 text-ink-soft")}>
        {status}
      </p>
    </div>
  );
}

/** The item's cover at its smallest rendition (the one image pipeline), lazily. */
function Thumbnail({ item, className }: { item: PickerItem; className: string }) {
  if (!item.thumbnail) {
    return (
      <span className={cn("flex aspect-[4/5] shrink-0 items-center justify-center rounded-card bg-sand", className)}>
        <ImageOff aria-hidden="true" className="h-4 w-4 text-ink-soft" />
      </span>
    );
  }
  return (
    <Picture
      image={{ key: item.thumbnail.key, kind: item.thumbnail.kind as ImageKind, alt: "" }}
      sizes="40px"
      className={cn("aspect-[4/5] shrink-0 rounded-card bg-sand", className)}
    />
  );
}
