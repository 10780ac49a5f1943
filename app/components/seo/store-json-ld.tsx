import { useClientNow } from "~/components/ui/use-client-now";
import { clothingStoreJsonLd, jsonLdText } from "~/lib/structured-data";

/**
 * The ClothingStore JSON-LD (home, visit, contact).
 *
 * The closures it lists depend on "now". A prerendered page is written at build time,
 * so its HTML carries the six closures counted from the build date (`renderedAt`
 * comes from the route loader, which runs at build for prerendered routes and per
 * request for SSR ones such as /contact; the same value is sent to the client, so
 * hydration matches). After hydration the component recounts from the visitor's
 * clock, so crawlers that run scripts see current dates. A rebuild at least every
 * six months keeps the static HTML's list from running out.
 */
export function StoreJsonLd({ renderedAt }: { renderedAt: number }) {
  const now = useClientNow() ?? renderedAt;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(clothingStoreJsonLd(new Date(now))) }} />;
}
