import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useStore } from "~/components/site/site-context";
import { Picture } from "~/components/ui/picture";
import type { CatalogueItem } from "~/lib/catalogue/catalogue-item";
import { type CollectionScreenConfig, itemBadge, itemEyebrow } from "~/lib/catalogue/collection-view";
import { askAboutText, PRICE_ON_REQUEST } from "~/lib/catalogue/item-inquiry";
import { itemPath } from "~/lib/catalogue/paths";
import { chatLink } from "~/lib/contact/links";
import { ITEM_LINK_STATE } from "./item-link-state";
import { StarRating } from "./star-rating";
import { itemRatingLabel } from "~/lib/reviews/item-rating";

/**
 * On a collection screen the card links to the item's URL over the grid (filters kept);
 * elsewhere (search results) to the item's own page, with the line above the title given.
 */
type ItemCardProps = {
  item: CatalogueItem;
  /** On a phone's first screen (the first row of a collection): its picture loads at once, see CARDS_ON_A_PHONES_FIRST_SCREEN. */
  priority?: boolean;
} & (
  | {
      config: CollectionScreenConfig;
      /** The grid's filter query, kept on the item's URL ("?category=traditional"). */
      search: string;
    }
  // Search results: the eyebrow is the item's collection, which its WhatsApp question names.
  | { href: string; eyebrow: string }
);

/**
 * 2, 3, 4 columns by width (one only on the narrowest screens, docs/behaviour.md#collections: two per
 * row on a phone shows the collection instead of one piece at a time); the sizes hint matches.
 */
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 296px, (min-width: 1024px) 31vw, 46vw";

/**
 * A phone shows the first row of a collection (two cards) on its first screen, and
 * the first card's picture is often the largest thing there: lazy, it would only be
 * requested once the page had been laid out, a round trip after the hero, and the
 * largest paint waited for it. Wider screens show more of the row, but their
 * networks are faster; the rest of the grid stays lazy.
 */
export const CARDS_ON_A_PHONES_FIRST_SCREEN = 2;

/** The grid the cards sit in, on collection screens and search results alike. */
export const ITEM_GRID_CLASSES =
  "grid grid-cols-2 gap-x-4 gap-y-9 sm:gap-x-6 sm:gap-y-12 lg:grid-cols-3 xl:grid-cols-4";

const ACTION_CLASSES =
  "inline-flex min-h-6 items-center gap-1.5 text-sm font-medium text-ink underline decoration-brass decoration-1 underline-offset-[6px] transition-colors after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-brass-deep";

/**
 * A list item with the title as its heading and one link to the item's own URL, which
 * opens its dialog over the grid (a page of its own without JavaScript). The link's
 * ::after covers the card, so a tap anywhere on it opens the item.
 */
export function ItemCard(props: ItemCardProps) {
  const { item } = props;
  const store = useStore();
  const eyebrow = "config" in props ? itemEyebrow(props.config, item) : props.eyebrow;
  const badge = "config" in props ? itemBadge(props.config, item) : undefined;
  const cover = item.images[0]!;
  const action = (
    <>
      View details
      <span className="sr-only">: {item.title}</span>
      {/* A right arrow, not an outward one: the details open here, not on another site. */}
      <ArrowRight
        aria-hidden="true"
        className="h-4 w-4 transition-transform duration-200 group-hover:translate-x-0.5"
      />
    </>
  );
  return (
    <li className="group relative flex flex-col">
      <div className="relative overflow-hidden rounded-card bg-sand">
        <Picture
          image={cover}
          sizes={CARD_IMAGE_SIZES}
          priority={props.priority}
          className="aspect-[4/5]"
          imgClassName="transition-transform duration-300 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        {(badge || item.isNew) && (
          <div className="absolute top-2 left-2 flex flex-wrap gap-1.5 sm:top-3 sm:left-3 sm:gap-2">
            {item.isNew && (
              <span className="rounded-full bg-ink px-2 py-0.5 text-[0.6rem] font-semibold tracking-[0.12em] text-ivory uppercase shadow-sm sm:px-3 sm:py-1 sm:text-[0.7rem] sm:tracking-[0.14em]">
                New
              </span>
            )}
            {badge && (
              <span className="rounded-full bg-paper/95 px-2 py-0.5 text-[0.6rem] font-semibold tracking-[0.12em] text-ink uppercase shadow-sm sm:px-3 sm:py-1 sm:text-[0.7rem] sm:tracking-[0.14em]">
                {badge}
              </span>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col pt-3 sm:pt-4">
        {eyebrow && (
          <p className="truncate text-[0.65rem] font-semibold tracking-[0.16em] text-brass-deep uppercase sm:text-[0.7rem] sm:tracking-[0.2em]">
            {eyebrow}
          </p>
        )}
        <h3
          className="mt-1 line-clamp-2 text-lg leading-snug sm:mt-1.5 sm:text-[1.35rem]"
          lang={item.inEnglish?.title ? "en" : undefined}
        >
          {item.title}
        </h3>
        {item.reviews?.average !== undefined && (
          <StarRating
            rating={item.reviews.average}
            label={itemRatingLabel(item.reviews.average, item.reviews.count)}
            className="mt-1.5 sm:mt-2"
          />
        )}
        <p
          className="mt-1.5 line-clamp-2 text-xs leading-relaxed text-ink-soft sm:mt-2 sm:text-sm"
          lang={item.inEnglish?.description ? "en" : undefined}
        >
          {item.description}
        </p>
        {/* Price and the button share a row where they fit, and stack on a narrow card. */}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-3 sm:pt-4">
          {item.price ? (
            <p className="text-sm font-semibold tracking-wide text-ink sm:text-base">{item.price}</p>
          ) : (
            // A blank price reads as "too expensive to say": ask instead, above the card's own link.
            <a
              href={chatLink(
                store.chatPhone.e164,
                askAboutText(item, "config" in props ? props.config.name : props.eyebrow),
              )}
              target="_blank"
              rel="noopener noreferrer"
              className="relative z-[1] inline-flex min-h-6 items-center text-sm font-medium text-ink underline decoration-dotted underline-offset-[6px]"
            >
              {PRICE_ON_REQUEST}
              <span className="sr-only">: ask about the {item.title} on WhatsApp (opens in a new tab)</span>
            </a>
          )}
          {"config" in props ? (
            <Link
              to={`${itemPath(props.config.path, item.slug)}${props.search}`}
              state={ITEM_LINK_STATE}
              // The grid stays where it is under the dialog.
              preventScrollReset
              // Its module is fetched on hover or touch, ahead of the tap.
              prefetch="intent"
              data-item-link={item.slug}
              className={ACTION_CLASSES}
            >
              {action}
            </Link>
          ) : (
            <Link to={props.href} prefetch="intent" className={ACTION_CLASSES}>
              {action}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
