// The schema lives apart from the types' users so that pages reading the store's
// facts do not ship zod (about 25 KB gzip) to the browser: they import only the type.
import { z } from "zod";
import { isTimeZone, STORE_TIME_ZONE } from "../time/store-zone.ts";
import { asTranslations } from "../i18n/localized.ts";

/**
 * The store's facts as staff keep them (the "Store details" settings, a JSON document
 * in the database; app/content/store.ts is a fresh install's copy). What the pages
 * print (hours in words, the tagline, the reply promise) is derived from this and
 * the hours in app/lib/settings/site.ts, never stored twice.
 */
const phoneSchema = z.object({
  /** As printed on the page. */
  display: z.string().min(1),
  /** E.164 without the plus: what tel: and wa.me need. */
  e164: z.string().regex(/^\d{8,15}$/),
});

export const SOCIAL_NETWORKS = ["instagram", "facebook", "youtube", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const storeDetailsSchema = z.object({
  name: z.string().min(1),
  foundedYear: z.number().int(),
  address: z.object({
    street: z.string(),
    locality: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string().regex(/^\d{6}$/),
    country: z.string().length(2),
  }),
  coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  /** The store's numbers: the first is the one "Call Store" dials; the second is optional. */
  phones: z.array(phoneSchema).min(1).max(2),
  /** The number the chat app reaches: the chat button, item inquiries, "Confirm on WhatsApp". */
  whatsapp: phoneSchema,
  email: z.email(),
  /** An IANA zone ("Asia/Kolkata"): every "today" and every date staff and visitors read is on its calendar. */
  timeZone: z.string().refine(isTimeZone, `Enter a time zone such as ${STORE_TIME_ZONE} (an IANA zone name).`),
  /** https addresses; an empty one hides that network's link. */
  social: z.object({
    instagram: z.string(),
    facebook: z.string(),
    youtube: z.string(),
    linkedin: z.string(),
  }),
  /** Business hours within which a message is answered (the contact page's promise and the inbox's clock). */
  replyHours: z.number().int().min(1).max(72),
  /** Seed-only facts (not on the form). */
  features: z.array(z.string()).length(4),
  curatedBrands: z.string(),
  /** The spec's fixed 2024, still in stored documents; no page shows it: the footer's year follows the calendar. */
  copyrightYear: z.number().int(),
});

export type StoreDetails = z.infer<typeof storeDetailsSchema>;
export type Phone = StoreDetails["whatsapp"];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const openHoursSchema = z.object({ opens: clock, closes: clock });

/** The weekly hours and the monthly closure (the "hours" document). */
export const storeHoursSchema = z.object({
  week: z.array(openHoursSchema.nullable()).length(7),
  monthlyClosure: z
    .object({
      weekday: z.number().int().min(0).max(6),
      week: z.enum(["first", "second", "third", "fourth", "last"]),
    })
    .nullable(),
});

/** Kannada and Hindi in a settings document (issue 33): kept as localized.ts reads them, absent when none. */
const translations = z
  .unknown()
  .optional()
  .transform((value) => {
    const kept = asTranslations(value);
    return Object.keys(kept).length > 0 ? kept : undefined;
  });

export const announcementSchema = z
  .object({ on: z.boolean(), text: z.string(), link: z.string(), translations })
  .transform(({ translations: given, ...announcement }) =>
    given ? { ...announcement, translations: given } : announcement,
  );

export const claimsSchema = z.object({
  customers: z.string(),
  customersShort: z.string(),
  rating: z.string(),
  reviews: z.string(),
  reviewsUrl: z.string(),
});
