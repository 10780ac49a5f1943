import type { InEnglish, Translations } from "../i18n/localized.ts";

/** An offer's words staff may give in Kannada and Hindi (issue 33); the terms one per line, as in English. */
export type OfferTranslatedField = "headline" | "title" | "description" | "terms";

/**
 * Promo codes. An offer is on the site while it is published and today (the store's
 * calendar) lies within its dates, both days included; either date may be left open.
 * Dates, not instants: an offer begins at midnight in Bengaluru and ends at the next
 * midnight after its last day, so the pages only change at midnight (the page cache
 * turns over then: app/services/settings/settings.server.ts).
 */
export type Offer = {
  code: string;
  /** The big words: "10% OFF". */
  headline: string;
  title: string;
  description: string;
  terms: string[];
  /** ISO dates in store time, or null for "from now on" / "until further notice". */
  validFrom: string | null;
  validUntil: string | null;
  /** Kannada and Hindi, as staff gave them; absent on what a public page is handed. */
  translations?: Translations<OfferTranslatedField>;
  /** On a Kannada or Hindi page: the words that show in English (`lang="en"`). */
  inEnglish?: InEnglish<OfferTranslatedField>;
};

export type OfferStatus = "published" | "hidden";

/** True while an offer's dates include `today` (ISO, store calendar). */
export function validOn(offer: Pick<Offer, "validFrom" | "validUntil">, today: string): boolean {
  return (
    (offer.validFrom === null || offer.validFrom <= today) && (offer.validUntil === null || today <= offer.validUntil)
  );
}

export type OfferTiming = "running" | "upcoming" | "ended";

/** Where an offer stands at `today`: what the staff list shows beside it. */
export function offerTiming(offer: Pick<Offer, "validFrom" | "validUntil">, today: string): OfferTiming {
  if (offer.validUntil !== null && offer.validUntil < today) return "ended";
  if (offer.validFrom !== null && today < offer.validFrom) return "upcoming";
  return "running";
}

function dayMonth(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** "Until 15 November", "From 1 November", "1 November to 15 November"; null when it has no dates. */
export function offerDates(offer: Pick<Offer, "validFrom" | "validUntil">): string | null {
  if (offer.validFrom && offer.validUntil) return `${dayMonth(offer.validFrom)} to ${dayMonth(offer.validUntil)}`;
  if (offer.validUntil) return `Until ${dayMonth(offer.validUntil)}`;
  if (offer.validFrom) return `From ${dayMonth(offer.validFrom)}`;
  return null;
}
