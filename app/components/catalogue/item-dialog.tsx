import * as Dialog from "~/components/ui/dialog";
import { ArrowLeft, CalendarPlus, Check, Images, MapPin, MessageCircle, Share2, X } from "lucide-react";
import { type MouseEvent, type RefObject, useEffect, useRef, useState } from "react";
import { href, Link } from "react-router";
import { copyText } from "~/components/ui/copy-text";
import { toast } from "~/components/ui/toast";
import { ToastHost } from "~/components/ui/toast-host";
import { useMounted } from "~/components/ui/use-mounted";
import { CarouselNext, CarouselPrevious, CarouselRoot, CarouselSlide, CarouselSlides } from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import { type CarouselState, useCarousel } from "~/components/ui/use-carousel";
import type { CatalogueItem } from "~/lib/catalogue/catalogue-item";
import { useStore } from "~/components/site/site-context";
import { cn } from "~/lib/ui/cn";
import { COPIED_FEEDBACK_MS } from "~/lib/ui/copy-feedback";
import { askAboutText, PRICE_ON_REQUEST } from "~/lib/catalogue/item-inquiry";
import { itemShareData, linkCopiedToast } from "~/lib/catalogue/item-share";
import { itemPath } from "~/lib/catalogue/paths";
import { chatLink } from "~/lib/contact/links";
import { type CollectionScreenConfig, itemEyebrow } from "~/lib/catalogue/collection-view";
import { itemDetails, offersTrial } from "~/lib/catalogue/item-window";
import { StarRating } from "./star-rating";
import { ReviewCard } from "~/components/reviews/review-card";
import { type ItemRating, itemRatingLabel } from "~/lib/reviews/item-rating";
import type { ShownReview } from "~/lib/reviews/public-reviews";
import { ratingText, reviewCountWords } from "~/lib/reviews/review-aggregate";

/** An item's reviews as its route reads them: its figures and its newest few. */
export type ItemReviews = { rating: ItemRating; reviews: readonly ShownReview[] };
import { buttonVariants } from "~/components/ui/button-variants";

type ItemDialogProps = {
  item: CatalogueItem;
  config: CollectionScreenConfig;
  /** The collection's URL with its filters: where closing goes. */
  closeTo: string;
  onClose: () => void;
  /** The reviews of visits that tried it (the item route's loader), when it has any. */
  reviews?: ItemReviews;
};

/**
 * The one item dialog of every collection screen, shown by an item's own URL
 * (`/groom/<slug>`): summary first (image 0), then the gallery, which is the site's
 * carousel (same index rule, keys and swipe as every other). The dialog primitive
 * gives the modal semantics, focus trap, Escape and backdrop close; closing is the
 * route's (`onClose` navigates back to the collection), and focus returns to the
 * item's card. Without JavaScript the close control is a link to `closeTo`.
 */
export function ItemDialog({ item, config, closeTo, onClose, reviews }: ItemDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => !open && onClose()}
      // The card of this item, also when the page was opened at the item's URL.
      returnFocusTo={() => document.querySelector<HTMLElement>(`[data-item-link="${item.slug}"]`)}
    >
      <ItemDialogBody key={item.slug} item={item} config={config} closeTo={closeTo} reviews={reviews} />
    </Dialog.Root>
  );
}

function ItemDialogBody({ item, config, closeTo, reviews }: Omit<ItemDialogProps, "onClose">) {
  const [expanded, setExpanded] = useState(false);
  // Kept here, not in the gallery view: back to the details and in again keeps the image.
  const carousel = useCarousel({ count: item.images.length });
  const nextButton = useRef<HTMLButtonElement>(null);
  const viewAllButton = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);

  // Moving between the views replaces the focused button: put focus somewhere useful.
  useEffect(() => {
    if (!switched.current) return;
    (expanded ? nextButton : viewAllButton).current?.focus();
  }, [expanded]);

  const openGallery = (index?: number) => {
    if (index !== undefined) carousel.goTo(index);
    switched.current = true;
    setExpanded(true);
  };
  const backToSummary = () => {
    switched.current = true;
    setExpanded(false);
  };

  return (
    <Dialog.Content
      overlayClassName="fixed inset-0 z-50 bg-ink/70 backdrop-blur-[2px]"
      // Arrow keys move the gallery wherever the focus is in the dialog (the close
      // button sits outside the carousel's region).
      onKeyDown={expanded ? carousel.rootProps.onKeyDown : undefined}
      data-view={expanded ? "gallery" : "summary"}
      // In the dialog's layer: a toast under a modal dialog would be hidden and inert.
      layer={<ToastHost />}
      // What focus or "scroll into view" brings up stops above the action bar that stays
      // at the window's foot, never under it (a style, not a class: public CSS is budgeted).
      style={{ scrollPaddingBottom: "5.5rem" }}
      className={cn(
        "fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-ivory shadow-2xl shadow-ink/30 outline-none",
        expanded ? "max-w-5xl" : "max-w-4xl",
      )}
    >
      <Dialog.CloseLink
        to={closeTo}
        aria-label="Close"
        className="absolute top-3 right-3 z-10 inline-flex h-10 w-10 items-center justify-center rounded-full bg-paper/95 text-ink shadow-sm transition-colors hover:bg-sand"
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </Dialog.CloseLink>
      {expanded ? (
        <GalleryView item={item} carousel={carousel} back={backToSummary} nextRef={nextButton} />
      ) : (
        <SummaryView
          item={item}
          config={config}
          openGallery={openGallery}
          viewAllRef={viewAllButton}
          reviews={reviews}
        />
      )}
    </Dialog.Content>
  );
}

function SummaryView({
  item,
  config,
  openGallery,
  viewAllRef,
  reviews,
}: {
  reviews: ItemReviews | undefined;
  item: CatalogueItem;
  config: CollectionScreenConfig;
  /** Opens the gallery, at an image when one was tapped. */
  openGallery: (index?: number) => void;
  viewAllRef: RefObject<HTMLButtonElement | null>;
}) {
  const store = useStore();
  const eyebrow = itemEyebrow(config, item);
  // The price is under the title, not again among the details.
  const details = itemDetails(config, item).filter((detail) => detail.key !== "price");
  const count = item.images.length;
  // Without JavaScript the gallery controls are links to every image listed below the
  // details. Until the script runs they are those links too, and a tap on one is kept
  // (`data-early-tap`, components/early-taps) and replayed here once the page is live:
  // the link's own handler opens the gallery, then it becomes the button it is.
  const scripted = useMounted();
  const GalleryControl = scripted ? "button" : "a";
  const galleryControl = (index?: number) =>
    scripted
      ? ({ type: "button", onClick: () => openGallery(index) } as const)
      : ({
          href: `#${ALL_IMAGES_ID}`,
          "data-early-tap": "",
          onClick: (event: MouseEvent) => {
            event.preventDefault();
            openGallery(index);
          },
        } as const);
  const trial = offersTrial(config, item);
  // The item route's figures when it has read them, else the collection's (the same query, a moment older).
  const rating = reviews?.rating ?? item.reviews;
  const whatsApp = chatLink(store.chatPhone.e164, askAboutText(item, config.name));
  return (
    <div className="grid md:grid-cols-[minmax(0,0.95fr)_minmax(0,1.05fr)]">
      <PhotoStrip item={item} control={GalleryControl} controlProps={galleryControl} />

      <div className="flex min-w-0 flex-col px-5 pt-5 sm:px-8 sm:pt-8">
        {eyebrow && (
          <p className="pr-10 text-[0.7rem] font-semibold tracking-[0.22em] text-brass-deep uppercase">{eyebrow}</p>
        )}
        <Dialog.Title
          className="mt-2 pr-10 text-3xl leading-tight sm:text-[2.1rem]"
          lang={item.inEnglish?.title ? "en" : undefined}
        >
          {item.title}
        </Dialog.Title>
        {/* Under the title, so a phone's first screen has it beside Reserve and WhatsApp (issue 38). */}
        <p data-testid="item-price" className="mt-2 text-xl font-semibold tracking-wide text-ink">
          {item.price ?? (
            <a
              href={whatsApp}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-6 items-center text-base font-medium underline decoration-dotted underline-offset-4 hover:text-brass-deep"
            >
              {PRICE_ON_REQUEST}
              <span className="sr-only">: ask on WhatsApp (opens in a new tab)</span>
            </a>
          )}
        </p>
        {rating?.average !== undefined && (
          <a href={`#${REVIEWS_ID}`} className="mt-3 inline-flex min-h-6 items-center gap-2 text-sm text-ink-soft">
            <StarRating rating={rating.average} label={itemRatingLabel(rating.average, rating.count)} />
            <span aria-hidden="true">
              {ratingText(rating.average)} · {reviewCountWords(rating.count)}
            </span>
          </a>
        )}
        <Dialog.Description
          className="mt-4 text-[0.95rem] leading-relaxed text-ink-soft"
          lang={item.inEnglish?.description ? "en" : undefined}
        >
          {item.description}
        </Dialog.Description>

        {details.length > 0 && (
          <dl className="mt-6 divide-y divide-line border-y border-line text-sm">
            {details.map((detail) => (
              <div key={detail.key} className="flex justify-between gap-6 py-2.5">
                <dt className="text-ink-soft">{detail.label}</dt>
                <dd className="text-right font-medium text-ink">{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}

        {item.features && item.features.length > 0 && (
          <div className="mt-6">
            <h3 className="font-sans text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">Features</h3>
            <ul className="mt-3 space-y-2 text-sm text-ink">
              {item.features.map((feature) => (
                <li key={feature} className="flex gap-2.5">
                  <span aria-hidden="true" className="mt-2 h-1 w-1 shrink-0 rounded-full bg-brass" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="mt-6 flex flex-wrap gap-3">
          <GalleryControl
            {...galleryControl()}
            ref={viewAllRef as RefObject<never>}
            className={buttonVariants({ variant: "outlineDark", size: "compact", className: "flex-1" })}
          >
            <Images aria-hidden="true" className="h-4 w-4" />
            View All Images ({count})
          </GalleryControl>
          {trial && (
            <Link
              to={href("/visit")}
              className={buttonVariants({ variant: "outlineDark", size: "compact", className: "flex-1" })}
            >
              <MapPin aria-hidden="true" className="h-4 w-4" />
              Visit Store
            </Link>
          )}
        </div>
        {/* Sharing needs the script (share sheet or clipboard); without it the address bar has the link. */}
        {scripted && (
          <div className="mt-2">
            <ShareButton item={item} path={itemPath(config.path, item.slug)} />
          </div>
        )}

        {reviews && reviews.reviews.length > 0 && (
          <section id={REVIEWS_ID} aria-labelledby={`${REVIEWS_ID}-title`} className="mt-8">
            <h3
              id={`${REVIEWS_ID}-title`}
              className="font-sans text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase"
            >
              Reviews from store visits
            </h3>
            <ul className="mt-3 flex flex-col gap-3">
              {reviews.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} headingLevel={4} />
                </li>
              ))}
            </ul>
            <Link
              to={href("/reviews")}
              className="mt-3 inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4 hover:text-brass-deep"
            >
              All the store's reviews
            </Link>
          </section>
        )}

        {/*
          The next step, always in sight: it stays at the bottom of the window however
          far the details scroll. "Reserve for trial" where the collection offers it,
          else the visit; WhatsApp beside it either way.
        */}
        <div
          data-testid="item-actions"
          className="sticky bottom-0 z-10 -mx-5 mt-6 flex gap-2 border-t border-line bg-ivory/95 px-5 py-3 backdrop-blur-sm sm:-mx-8 sm:px-8 md:mt-auto"
        >
          {trial ? (
            <Link
              to={`${href("/book")}?item=${encodeURIComponent(`${config.path.slice(1)}/${item.slug}`)}`}
              className={buttonVariants({ variant: "dark", size: "compact", className: "flex-1" })}
            >
              <CalendarPlus aria-hidden="true" className="h-4 w-4 shrink-0" />
              Reserve for trial
            </Link>
          ) : (
            <Link
              to={href("/visit")}
              className={buttonVariants({ variant: "outlineDark", size: "compact", className: "flex-1" })}
            >
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
              Visit Store
            </Link>
          )}
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({
              variant: trial ? "outlineDark" : "dark",
              size: "compact",
              className: "flex-1",
            })}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
            Ask on WhatsApp
            <span className="sr-only"> about this item (opens in a new tab)</span>
          </a>
        </div>
      </div>

      {/* Without JavaScript the gallery cannot open: every image is listed here instead. */}
      <noscript className="md:col-span-2">
        <div id={ALL_IMAGES_ID} className="border-t border-line p-6 sm:p-8">
          <h3 className="font-sans text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">
            All {count} images
          </h3>
          <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
            {item.images.map((image) => (
              <li key={image.key}>
                <Picture image={image} sizes="(min-width: 768px) 220px, 46vw" className="aspect-[4/5] rounded-card" />
              </li>
            ))}
          </ul>
        </div>
      </noscript>
    </div>
  );
}

/**
 * The photos in place: a row that swipes sideways with the finger (the browser's own
 * scroll snapping, so it works before the script runs and without it), one photo a
 * screen, the count in the corner. A tap on a photo opens the gallery at it.
 */
function PhotoStrip({
  item,
  control: Control,
  controlProps,
}: {
  item: CatalogueItem;
  control: "a" | "button";
  controlProps: (index?: number) => object;
}) {
  const [index, setIndex] = useState(0);
  const count = item.images.length;
  return (
    <div className="relative bg-sand md:rounded-l-card">
      <ul
        aria-label={`Photos of the ${item.title}${count > 1 ? ", swipe for more" : ""}`}
        onScroll={(event) => {
          const strip = event.currentTarget;
          setIndex(Math.min(count - 1, Math.max(0, Math.round(strip.scrollLeft / strip.clientWidth))));
        }}
        className="flex h-full [scroll-snap-type:x_mandatory] [scrollbar-width:none] overflow-x-auto overscroll-x-contain md:rounded-l-card"
      >
        {item.images.map((image, i) => (
          <li key={image.key} className="w-full shrink-0 snap-start">
            <Control
              {...controlProps(i)}
              aria-label={`Photo ${i + 1} of ${count}: open the gallery`}
              className="group block h-full w-full overflow-hidden"
            >
              <Picture
                image={i === 0 ? image : { ...image, alt: "" }}
                sizes="(min-width: 768px) 430px, 100vw"
                priority={i === 0}
                // Contained, not cropped: a collar or a French cuff is what the visitor came to see.
                className="aspect-square sm:aspect-[16/11] md:aspect-[4/5] md:h-full"
                fit="contain"
                imgClassName="transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
              />
            </Control>
          </li>
        ))}
      </ul>
      {/* Outside the photos so its visible text does not compete with their names. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-paper/95 px-3 py-1 text-xs font-medium text-ink tabular-nums"
      >
        <Images className="h-3.5 w-3.5" />
        {index + 1} / {count}
      </span>
    </div>
  );
}

const ALL_IMAGES_ID = "item-all-images";
const REVIEWS_ID = "item-reviews";

/**
 * Share: the phone's share sheet where there is one (Web Share API), else the item's
 * link copied, with the copied state for 2 s and a toast, as the promo code's Copy.
 */
function ShareButton({ item, path }: { item: CatalogueItem; path: string }) {
  const store = useStore();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function share() {
    const data = itemShareData(item, new URL(path, window.location.origin).href, store);
    if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Dismissed by the visitor: done. Refused (no permission, not allowed here): copy instead.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    if (await copyText(data.url!)) {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
      const message = linkCopiedToast(item.title);
      toast.success(message.title, { description: message.description });
    } else {
      toast.error("Could not copy the link", { description: `Please copy it from the address bar: ${data.url}` });
    }
  }

  return (
    <button
      type="button"
      onClick={share}
      data-insights-tap="share"
      className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-ink underline-offset-4 hover:underline"
    >
      {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Share2 aria-hidden="true" className="h-4 w-4" />}
      {copied ? "Link copied" : "Share"}
      {!copied && <span className="sr-only"> the {item.title}</span>}
    </button>
  );
}

function GalleryView({
  item,
  carousel,
  back,
  nextRef,
}: {
  item: CatalogueItem;
  carousel: CarouselState;
  back: () => void;
  nextRef: RefObject<HTMLButtonElement | null>;
}) {
  const { index, count, goTo } = carousel;
  const arrow = "absolute top-1/2 z-[2] h-11 w-11 -translate-y-1/2 bg-paper/95 text-ink shadow-md hover:bg-brass";

  return (
    <CarouselRoot state={carousel} label={`Images of the ${item.title}`} className="p-4 pt-5 sm:p-8">
      <div className="flex items-start gap-3 pr-12">
        <button
          type="button"
          onClick={back}
          className="mt-1 inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full border border-line bg-paper px-3 text-sm text-ink-soft transition-colors hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Details
        </button>
        <div className="min-w-0">
          <Dialog.Title className="text-2xl leading-tight sm:text-3xl" lang={item.inEnglish?.title ? "en" : undefined}>
            {item.title}
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            {`Gallery of ${count} images. Use the arrow keys or swipe to move between them.`}
          </Dialog.Description>
        </div>
      </div>

      <div className="relative mt-5 touch-pan-y select-none" data-testid="gallery-stage">
        <CarouselSlides>
          {item.images.map((image, i) => (
            <CarouselSlide key={image.key} index={i}>
              <Picture
                image={image}
                sizes="(min-width: 1024px) 560px, 92vw"
                priority={i === 0}
                className="mx-auto aspect-[4/5] w-full max-w-[min(100%,calc((100dvh-17rem)*0.8))] rounded-card bg-sand"
                imgClassName="pointer-events-none"
              />
            </CarouselSlide>
          ))}
        </CarouselSlides>
        <CarouselPrevious aria-label="Previous image" className={cn(arrow, "left-2 sm:left-4")} />
        <CarouselNext ref={nextRef} aria-label="Next image" className={cn(arrow, "right-2 sm:right-4")} />
        <p className="absolute bottom-3 left-1/2 z-[2] -translate-x-1/2 rounded-full bg-ink/85 px-3 py-1 text-xs font-medium text-ivory tabular-nums">
          <span className="sr-only">Image </span>
          {index + 1} / {count}
        </p>
      </div>

      <ul aria-label={`Choose an image of the ${item.title}`} className="mt-4 flex justify-center gap-2 sm:gap-3">
        {item.images.map((image, i) => (
          <li key={image.key}>
            <button
              type="button"
              onClick={() => goTo(i)}
              aria-label={`Show image ${i + 1} of ${count}`}
              aria-current={i === index ? "true" : undefined}
              className={cn(
                "block w-14 overflow-hidden rounded-card border-2 transition-all sm:w-20",
                i === index ? "border-brass" : "border-transparent opacity-70 hover:opacity-100",
              )}
            >
              <Picture image={{ ...image, alt: "" }} sizes="80px" className="aspect-[4/5]" />
            </button>
          </li>
        ))}
      </ul>
    </CarouselRoot>
  );
}
