import { X } from "lucide-react";
import { useState } from "react";
import * as Dialog from "~/components/ui/dialog";
import { CarouselNext, CarouselPrevious, CarouselRoot, CarouselSlide, CarouselSlides } from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import { useCarousel } from "~/components/ui/use-carousel";
import type { GalleryCollection } from "~/lib/settings/showcase-views";
import { nextIndex, previousIndex } from "~/lib/carousel/carousel-index";
import { counterText } from "~/lib/carousel/gallery-view";

// A solid dark disc: the arrows keep their contrast over the lightest photograph too.
const control = "h-12 w-12 border border-ivory/25 bg-ink/85 text-ivory hover:bg-ivory hover:text-ink";

/**
 * The fullscreen view of one collection: a modal dialog (focus kept inside, Escape
 * closes) holding a carousel that never moves by itself. The image shown is in the
 * page's URL (`hrefOf`): previous/next are links to the neighbouring images' URLs, so
 * they work from the first paint and without JavaScript; the Left/Right arrow keys
 * and swipe go there too (`onMove`). The close control is a link back to `closeTo`.
 */
export function FullscreenCarousel({
  collection,
  index,
  hrefOf,
  onMove,
  closeTo,
  onClose,
  returnFocusTo,
}: {
  collection: GalleryCollection;
  index: number;
  hrefOf: (index: number) => string;
  onMove: (index: number) => void;
  closeTo: string;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null;
}) {
  const carousel = useCarousel({ count: collection.images.length, index, onIndexChange: onMove });
  // The image the view opened at is the one the page's HTML must load first.
  const [first] = useState(index);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()} returnFocusTo={returnFocusTo}>
      <Dialog.Content
        overlayClassName="fixed inset-0 z-50 bg-ink/95"
        className="fixed inset-0 z-50 flex flex-col bg-ink text-ivory outline-none"
        data-testid="fullscreen-carousel"
      >
        <CarouselRoot
          state={carousel}
          label={`${collection.title} fullscreen`}
          className="flex min-h-0 flex-1 flex-col"
        >
          <header className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="truncate font-display text-2xl text-ivory sm:text-3xl">
                {collection.title}
              </Dialog.Title>
              <Dialog.Description className="sr-only">
                Use the previous and next buttons or the arrow keys to browse.
              </Dialog.Description>
            </div>
            <div className="flex items-center gap-4">
              <p className="font-mono text-sm tracking-widest text-ivory/85" data-testid="carousel-counter">
                {counterText(carousel.index, carousel.count)}
              </p>
              <Dialog.CloseLink
                to={closeTo}
                className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-ivory/10 text-ivory transition-colors hover:bg-ivory hover:text-ink"
              >
                <X aria-hidden="true" className="h-5 w-5" strokeWidth={1.75} />
                <span className="sr-only">Close</span>
              </Dialog.CloseLink>
            </div>
          </header>
          <div className="relative flex min-h-0 flex-1 items-center">
            <CarouselSlides className="h-full w-full px-2 pb-6 sm:px-20">
              {collection.images.map((image, i) => (
                <CarouselSlide
                  key={image.key}
                  index={i}
                  className="flex h-full min-h-0 flex-col items-center justify-center gap-3"
                >
                  <Picture
                    image={image}
                    sizes="(min-width: 640px) 80vw, 100vw"
                    priority={i === first}
                    className="min-h-0 w-full flex-1"
                    fit="contain"
                  />
                  <p className="px-4 text-center text-sm text-ivory/80">{image.alt}</p>
                </CarouselSlide>
              ))}
            </CarouselSlides>
            <CarouselPrevious
              to={hrefOf(previousIndex(carousel.index, carousel.count))}
              className={`${control} absolute top-1/2 left-2 z-10 -translate-y-1/2 sm:left-5`}
            />
            <CarouselNext
              to={hrefOf(nextIndex(carousel.index, carousel.count))}
              className={`${control} absolute top-1/2 right-2 z-10 -translate-y-1/2 sm:right-5`}
            />
          </div>
        </CarouselRoot>
      </Dialog.Content>
    </Dialog.Root>
  );
}
