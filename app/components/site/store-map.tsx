import { MapPin, Navigation } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button-variants";
import { Picture } from "~/components/ui/picture";
import { useMounted } from "~/components/ui/use-mounted";
import { storeFrontImage } from "~/content/site/visit";
import { useStore } from "~/components/site/site-context";
import { formatAddress } from "~/lib/settings/address";
import { cn } from "~/lib/ui/cn";
import { mapsDirectionsLink, mapsEmbedLink } from "~/lib/contact/links";

/** A map host that has not answered by then is as good as down (phones on a poor network included). */
const PROBE_TIMEOUT_MS = 15_000;

/**
 * The store's embedded map, laid over a fallback that needs neither the map nor
 * script: the store front, the address and "Open in Maps".
 *
 * The server sends only the fallback, so a visitor without JavaScript keeps it (and
 * makes no request to the map's host). In the browser the map goes on top of it, and
 * once it has loaded the fallback underneath is made inert (nothing hidden takes
 * focus). A map that cannot load does not leave a blank: the browser fills the frame
 * with its own error page, which covers the fallback. The frame cannot be looked into,
 * so a request to the same address answers instead: offline, blocked (an extension, a
 * firewall, a policy) or no answer within PROBE_TIMEOUT_MS, and the map is taken away.
 * (The CSP's connect-src allows the map's hosts for this: server/security-headers.ts.)
 */
export function StoreMap({ title, className }: { title: string; className?: string }) {
  const store = useStore();
  const mounted = useMounted();
  const [map, setMap] = useState<"loading" | "loaded" | "failed">("loading");
  const src = mapsEmbedLink(store.coordinates.lat, store.coordinates.lng);

  useEffect(() => {
    // Any answer at all (opaque to us) means the host is reachable; only a request
    // that fails (offline included) or times out rejects.
    fetch(src, {
      method: "HEAD",
      mode: "no-cors",
      referrerPolicy: "no-referrer",
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    }).catch(() => setMap("failed"));
  }, [src]);

  return (
    <div className={cn("relative isolate overflow-hidden rounded-card border border-line bg-ink", className)}>
      <div inert={map === "loaded"} className="flex h-full flex-col justify-end">
        <Picture
          image={storeFrontImage}
          sizes="(min-width: 1024px) 45vw, 100vw"
          className="absolute inset-0 -z-10 h-full w-full"
        />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-t from-ink via-ink/70 to-transparent" />
        <div className="p-5 text-ivory sm:p-6">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <MapPin aria-hidden="true" className="h-5 w-5 shrink-0 text-brass" strokeWidth={1.75} />
            {store.address.locality}, {store.address.city}
          </p>
          <p className="mt-1 text-sm text-ivory/85">{formatAddress(store)}</p>
          <a
            href={mapsDirectionsLink(formatAddress(store))}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ className: "mt-4" })}
          >
            <Navigation aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            Open in Maps<span className="sr-only"> (opens in a new window)</span>
          </a>
        </div>
      </div>
      {mounted && map !== "failed" && (
        <iframe
          title={title}
          src={src}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          onLoad={() => setMap((state) => (state === "loading" ? "loaded" : state))}
          className="absolute inset-0 h-full w-full border-0"
        />
      )}
    </div>
  );
}
