import type { CatalogueItem } from "../catalogue/catalogue-item.ts";
import { absoluteUrl, defaultShareImage } from "./site-meta.ts";
import type { PageShell } from "./seo.ts";
import type { Store } from "../settings/site.ts";
import { imageFallbackSrc } from "../media/images.ts";
import {
  isoDate,
  upcomingExceptions,
  upcomingMonthlyClosures,
  WEEKDAY_NAMES,
  zonedNow,
  type HoursRule,
  type OpenHours,
} from "../time/store-hours.ts";

/** How many monthly closures the structured data announces ahead. */
export const ANNOUNCED_CLOSURES = 6;

/** Monday first; weekdays with the same hours share one specification. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

function openingHours(week: HoursRule["week"]) {
  const groups = new Map<string, { hours: OpenHours; days: string[] }>();
  for (const day of WEEK_ORDER) {
    const hours = week[day];
    if (!hours) continue;
    const key = `${hours.opens}-${hours.closes}`;
    const group = groups.get(key) ?? { hours, days: [] };
    group.days.push(WEEKDAY_NAMES[day]!);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ hours, days }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days,
    opens: hours.opens,
    closes: hours.closes,
  }));
}

/**
 * schema.org ClothingStore for the home, visit and contact pages, from the store's
 * settings: each phone number and the WhatsApp number as a contact point, the weekly
 * hours, and as special opening hours the dated exceptions still to come (closed all
 * day, opens = closes = "00:00", or their special hours) with the next six monthly
 * closures counted from `now` on the store's calendar. `siteUrl`: the site's public
 * origin as the server was started with it (SITE_URL).
 */
export function clothingStoreJsonLd(now: Date, s: Store, rule: HoursRule, siteUrl: string) {
  const today = zonedNow(now, rule.timeZone);
  const special = [
    ...upcomingExceptions(today, rule.exceptions).map((e) => ({
      validFrom: e.from,
      validThrough: e.to,
      opens: e.hours?.opens ?? "00:00",
      closes: e.hours?.closes ?? "00:00",
    })),
    ...upcomingMonthlyClosures(today, rule, ANNOUNCED_CLOSURES).map((date) => ({
      validFrom: isoDate(date),
      validThrough: isoDate(date),
      opens: "00:00",
      closes: "00:00",
    })),
  ].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const contactPoint = (phone: Store["chatPhone"], name?: string) => ({
    "@type": "ContactPoint",
    telephone: `+${phone.e164}`,
    contactType: "customer service",
    areaServed: s.address.country,
    ...(name ? { name } : {}),
  });
  return {
    "@context": "https://schema.org",
    "@type": "ClothingStore",
    "@id": `${siteUrl}/#store`,
    name: s.name,
    slogan: s.tagline,
    foundingDate: String(s.foundedYear),
    url: absoluteUrl(siteUrl, "/"),
    image: absoluteUrl(siteUrl, imageFallbackSrc(defaultShareImage.key, defaultShareImage.kind)),
    telephone: `+${s.phones[0]!.e164}`,
    email: s.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${s.address.street}, ${s.address.locality}`,
      addressLocality: s.address.city,
      addressRegion: s.address.region,
      postalCode: s.address.postalCode,
      addressCountry: s.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: s.coordinates.lat, longitude: s.coordinates.lng },
    contactPoint: [...s.phones.map((phone) => contactPoint(phone)), contactPoint(s.chatPhone, "WhatsApp")],
    openingHoursSpecification: openingHours(rule.week),
    specialOpeningHoursSpecification: special.map((day) => ({ "@type": "OpeningHoursSpecification", ...day })),
    sameAs: Object.values(s.social),
  };
}

/**
 * A price as staff write it ("₹46,000", "Rs. 1,299.50", "INR 899") as schema.org's
 * plain number, or undefined when it is not one plain amount ("On request", "From
 * ₹4,000", a range): an offer is only claimed for a price that says exactly that.
 */
export function priceAmount(display: string | undefined): string | undefined {
  const match = /^\s*(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})*|\d+)(\.\d{1,2})?\s*(?:\/-)?\s*$/i.exec(display ?? "");
  if (!match) return undefined;
  const amount = `${match[1]!.replace(/,/g, "")}${match[2] ?? ""}`;
  return Number(amount) > 0 ? amount : undefined;
}

/**
 * schema.org Product for an item's page: name, every picture, description, its brand
 * (the store's own name when it has none), its address, and an in-store offer in
 * rupees when it has a price. Nothing is sold online, hence InStoreOnly.
 */
export function productJsonLd(item: CatalogueItem, path: string, shell: PageShell, reviews?: ItemReviewsData) {
  const url = absoluteUrl(shell.siteUrl, path);
  const price = priceAmount(item.price);
  return {
    ...productBase(item, url, price, shell),
    ...(reviews ? reviewsJsonLd(reviews) : {}),
  };
}

/** What an item's page shows of its reviews, as its structured data repeats it. */
export type ItemReviewsData = {
  /** Present only when the page shows it (from three reviews: lib/reviews/shown-figures.ts). */
  average?: number;
  count: number;
  reviews: ReadonlyArray<{ stars: number; name: string; date: string; words?: string | null }>;
};

/**
 * AggregateRating and Review for an item's page: only what the page itself shows (the
 * search engines' rule), so the aggregate only when the page states the average. The
 * store's own rating is never marked up on the ClothingStore: self-serving LocalBusiness
 * ratings are ignored or penalised (docs/behaviour.md#reviews).
 */
export function reviewsJsonLd({ average, count, reviews }: ItemReviewsData) {
  return {
    ...(average !== undefined && count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: average,
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length
      ? {
          review: reviews.map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.name },
            datePublished: r.date,
            reviewRating: { "@type": "Rating", ratingValue: r.stars, bestRating: 5, worstRating: 1 },
            ...(r.words ? { reviewBody: r.words } : {}),
          })),
        }
      : {}),
  };
}

function productBase(item: CatalogueItem, url: string, price: string | undefined, { storeName, siteUrl }: PageShell) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: item.title,
    image: item.images.map((image) => absoluteUrl(siteUrl, imageFallbackSrc(image.key, image.kind))),
    description: item.description,
    brand: { "@type": "Brand", name: item.brand ?? storeName },
    url,
    ...(price
      ? {
          offers: {
            "@type": "Offer",
            price,
            priceCurrency: "INR",
            availability: "https://schema.org/InStoreOnly",
            url,
            seller: { "@type": "ClothingStore", "@id": `${siteUrl}/#store`, name: storeName },
          },
        }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in any string. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The script text for a page rendered at `now` (see StoreJsonLd for why "now" matters). */
export function clothingStoreJsonLdText(now: Date, s: Store, rule: HoursRule, siteUrl: string): string {
  return jsonLdText(clothingStoreJsonLd(now, s, rule, siteUrl));
}
