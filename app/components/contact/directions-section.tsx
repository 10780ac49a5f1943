import { Navigation, Phone } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonVariants } from "~/components/ui/button-variants";
import { StoreDetails } from "~/components/site/store-details";
import { StoreMap } from "~/components/site/store-map";
import { useStore } from "~/components/site/site-context";
import { formatAddress } from "~/lib/settings/address";
import { mapsDirectionsLink, telLink } from "~/lib/contact/links";

/**
 * Shown once "Get Directions" is pressed, then kept: the map and everything needed to
 * get here. Its own chunk (the contact page loads it lazily); `onShown` receives the
 * section once it is in the page, to scroll to it. (`id` is DIRECTIONS_ID, handed
 * down so this chunk does not share the page's content module.)
 */
export function DirectionsSection({ id, onShown }: { id: string; onShown?: (section: HTMLElement) => void }) {
  const store = useStore();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (ref.current) onShown?.(ref.current);
  }, [onShown]);
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby="directions-title"
      tabIndex={-1}
      className="bg-sand/60 py-16 focus:outline-none sm:py-20"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <StoreMap
          title={`Map showing ${store.name}, ${store.address.locality}, ${store.address.city}`}
          className="h-72 sm:h-96 lg:h-full lg:min-h-[26rem]"
        />
        <div className="flex flex-col gap-6 rounded-card border border-line bg-paper p-6 sm:p-8">
          <div>
            <p className="text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">Directions</p>
            <h2 id="directions-title" className="mt-3 text-3xl sm:text-4xl">
              {store.name}
            </h2>
          </div>
          <StoreDetails tone="onLight" details={["address", "phones", "hours"]} />
          <ul className="flex flex-wrap gap-2" aria-label="At the store">
            {store.features.map((f) => (
              <li
                key={f}
                className="rounded-full border border-brass/50 bg-ivory px-3 py-1 text-xs font-medium text-ink"
              >
                {f}
              </li>
            ))}
          </ul>
          <div className="mt-auto flex flex-wrap gap-3">
            <a
              href={mapsDirectionsLink(formatAddress(store))}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants()}
            >
              <Navigation aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              Open in Maps<span className="sr-only"> (opens in a new window)</span>
            </a>
            <a href={telLink(store.phones[0]!.e164)} className={buttonVariants({ variant: "outlineDark" })}>
              <Phone aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              Call Store
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
