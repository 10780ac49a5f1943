import { Maximize2, X } from "lucide-react";
import { Link, useLocation } from "react-router";
import * as Dialog from "~/components/ui/dialog";
import { Picture } from "~/components/ui/picture";
import type { GalleryCollection } from "~/lib/settings/showcase-views";

/**
 * "View Collection": every image of a collection; each is a link to its fullscreen
 * view (`imageHref`, in place of this dialog's history entry), and the close control a
 * link back to `closeTo`, so all of it works before the script runs and without it.
 */
export function CollectionGridDialog({
  collection,
  imageHref,
  closeTo,
  onClose,
}: {
  collection: GalleryCollection;
  imageHref: (index: number) => string;
  closeTo: string;
  onClose: () => void;
}) {
  const { state } = useLocation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        overlayClassName="fixed inset-0 z-50 bg-ink/70 backdrop-blur-sm"
        className="fixed inset-x-3 top-1/2 z-50 flex max-h-[90vh] -translate-y-1/2 flex-col overflow-hidden rounded-card bg-ivory shadow-2xl outline-none sm:inset-x-auto sm:left-1/2 sm:w-[min(64rem,calc(100vw-3rem))] sm:-translate-x-1/2"
        data-testid="collection-grid"
      >
        <header className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-8 sm:py-6">
          <div>
            <p className="text-xs font-semibold tracking-[0.24em] text-brass-deep uppercase">{collection.category}</p>
            <Dialog.Title className="mt-1 font-display text-3xl text-ink">{collection.title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-ink-soft">
              {collection.images.length} images. Choose one to view it fullscreen.
            </Dialog.Description>
          </div>
          <Dialog.CloseLink
            to={closeTo}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-line text-ink transition-colors hover:bg-ink hover:text-ivory"
          >
            <X aria-hidden="true" className="h-5 w-5" strokeWidth={1.75} />
            <span className="sr-only">Close</span>
          </Dialog.CloseLink>
        </header>
        <ul className="grid grid-cols-2 gap-3 overflow-y-auto p-5 sm:grid-cols-3 sm:gap-4 sm:p-8">
          {collection.images.map((image, i) => (
            <li key={image.key}>
              <Link
                to={imageHref(i)}
                replace
                preventScrollReset
                state={state}
                aria-label={`View Fullscreen: ${image.alt}`}
                className="group relative block w-full overflow-hidden rounded-card bg-sand text-left"
              >
                <Picture
                  image={image}
                  sizes="(min-width: 640px) 30vw, 45vw"
                  className="aspect-[4/5]"
                  imgClassName="transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                />
                <span className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-ink/80 px-3 py-2 text-xs font-semibold text-ivory">
                  <Maximize2 aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={1.75} />
                  View Fullscreen
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Dialog.Content>
    </Dialog.Root>
  );
}
