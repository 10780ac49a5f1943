import type { Store } from "../lib/settings/store-schema.ts";
import type { HoursRule } from "../lib/time/store-hours.ts";

export type { Store };

/**
 * Every fact about the store lives here and nowhere else. The phones and e-mail are
 * deliberate placeholders that reach nobody (Bengaluru numbers never start with 0;
 * example.com is reserved): the deployer sets the real ones first (see README).
 */
const instagramHandle = "@themensstudio.blr";

export const store: Store = {
  name: "The Men's Studio",
  tagline: "The Men's Studio • Since 1984",
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
  chatPhone: { display: "+91 80 0000 0001", e164: "918000000001" },
  email: "store@example.com",
  timeZone: "Asia/Kolkata",
  hours: {
    opens: "10:00",
    closes: "21:00",
    summary: "Mon–Sun 10AM–9PM",
    everyDay: "10:00 AM to 9:00 PM, every day",
  },
  closure: {
    weekday: 2,
    notice: "Closed on the last Tuesday of every month",
  },
  features: ["VIP Trial Rooms", "Personal Styling", "Tailoring Services", "Premium Parking"],
  curatedBrands: "Our own collections and 10+ curated brands",
  social: {
    instagram: `https://www.instagram.com/${instagramHandle.slice(1)}`,
    facebook: "https://www.facebook.com/themensstudio.blr",
    youtube: "https://www.youtube.com/@themensstudio.blr",
    linkedin: "https://www.linkedin.com/company/themensstudio-blr",
  },
  instagramHandle,
  replyPromise: "within 2 hours during business hours",
  copyrightYear: 2024,
};

export function formatAddress(s: Store = store): string {
  const a = s.address;
  return `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}`;
}

/** The store's own rule: what the pages, the inbox and bookings count with. */
export const STORE_HOURS: HoursRule = {
  opens: store.hours.opens,
  closes: store.hours.closes,
  closureWeekday: store.closure.weekday,
  timeZone: store.timeZone,
};
