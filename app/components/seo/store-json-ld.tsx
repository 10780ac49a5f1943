/**
 * The ClothingStore JSON-LD (home, visit, contact). The route's loader builds the
 * text with `clothingStoreJsonLdText(new Date())` from ~/lib/structured-data, so
 * the date logic stays on the server and out of the page's JavaScript.
 *
 * "Now" here is the render time: per request for SSR pages (/contact), but the
 * build time for prerendered pages (/, /visit), whose HTML is written once. Their
 * six announced closures therefore count from the build date and stay correct for
 * about five months; rebuild (deploy) at least that often. The visible "open now"
 * and "next closure" on /visit are computed in the browser and never go stale.
 */
export function StoreJsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
