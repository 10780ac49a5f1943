import type { Announcement } from "../lib/settings/announcement.ts";
import type { Claims } from "../lib/settings/claims.ts";
import { publicStore, type StoreHours } from "../lib/settings/site.ts";
import type { StoreDetails } from "../lib/settings/store-schema.ts";
import { dailyRule, type HoursRule } from "../lib/time/store-hours.ts";
import { STORE_TIME_ZONE } from "../lib/time/store-zone.ts";

/**
 * A fresh install's store settings: written to the database on the first start
 * (app/services/settings/seed.server.ts), then staff keep them in the staff area
 * (Settings). The running site never reads this file. The phones and e-mail are
 * deliberate placeholders that reach nobody (Bengaluru numbers never start with 0;
 * example.com is reserved): the go-live checklist on the dashboard says so until
 * staff set the real ones.
 */
export const storeSeed: StoreDetails = {
  name: "The Men's Studio",
  foundedYear: 1984,
  address: {
    street: "No. 1, Main Road",
    locality: "Yeshwanthpur",
    city: "Bengaluru",
    region: "Karnataka",
    postalCode: "560057",
    country: "IN",
  },
  coordinates: { lat: 13.0079, lng: 77.5128 },
  phones: [
    { display: "+91 80 0000 0001", e164: "918000000001" },
    { display: "+91 80 0000 0002", e164: "918000000002" },
  ],
  whatsapp: { display: "+91 80 0000 0001", e164: "918000000001" },
  email: "store@example.com",
  timeZone: STORE_TIME_ZONE,
  social: {
    instagram: "https://www.instagram.com/themensstudio.blr",
    facebook: "https://www.facebook.com/themensstudio.blr",
    youtube: "https://www.youtube.com/@themensstudio.blr",
    linkedin: "https://www.linkedin.com/company/themensstudio-blr",
  },
  replyHours: 2,
  features: ["VIP Trial Rooms", "Personal Styling", "Tailoring Services", "Premium Parking"],
  curatedBrands: "Our own collections and 10+ curated brands",
  copyrightYear: 2024,
};

/** docs/behaviour.md#store: 10:00 AM to 9:00 PM every day, closed on the last Tuesday of every month. */
export const STORE_HOURS: HoursRule = dailyRule({
  opens: "10:00",
  closes: "21:00",
  closureWeekday: 2,
  timeZone: storeSeed.timeZone,
});

export const hoursSeed: StoreHours = { week: STORE_HOURS.week, monthlyClosure: STORE_HOURS.monthlyClosure };

/** docs/behaviour.md#shell: the top banner's "Visit Our Store". */
export const announcementSeed: Announcement = { on: true, text: "Visit Our Store", link: "/visit" };

/** docs/behaviour.md#shop: 50,000+ happy customers, 4.9/5; 10k+ customers and 2.5k+ reviews on the collection heroes. */
export const claimsSeed: Claims = {
  customers: "50,000+",
  customersShort: "10k+",
  rating: "4.9",
  reviews: "2.5k+",
  reviewsUrl: "",
};

/** The seeded store as the pages print it: what tests of a fresh install compare against. */
export const store = publicStore(storeSeed, hoursSeed);
