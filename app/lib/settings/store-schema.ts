// The schema lives apart from the data so that pages importing the store facts do
// not ship zod (about 25 KB gzip) to the browser: store.ts imports only the type.
import { z } from "zod";

const phoneSchema = z.object({
  /** As printed on the page. */
  display: z.string().min(1),
  /** E.164 without the plus: what tel: and wa.me need. */
  e164: z.string().regex(/^\d{8,15}$/),
});

export const storeSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  foundedYear: z.number().int(),
  address: z.object({
    street: z.string(),
    locality: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string().regex(/^\d{6}$/),
    country: z.string().length(2),
  }),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  phones: z.tuple([phoneSchema, phoneSchema]),
  /** The number the chat app reaches. */
  chatPhone: phoneSchema,
  email: z.email(),
  timeZone: z.string(),
  hours: z.object({
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
    /** Short form for headers and the footer. */
    summary: z.string(),
    /** Long form for the visit and contact pages. */
    everyDay: z.string(),
  }),
  closure: z.object({
    /** 0 = Sunday ... 6 = Saturday; the store closes on the last such day of each month. */
    weekday: z.number().int().min(0).max(6),
    notice: z.string(),
  }),
  features: z.array(z.string()).length(4),
  curatedBrands: z.string(),
  social: z.object({
    instagram: z.url(),
    facebook: z.url(),
    youtube: z.url(),
    linkedin: z.url(),
  }),
  instagramHandle: z.string().startsWith("@"),
  /** How soon a message is answered (docs/behaviour.md#contact), completing "We'll get back to you …". */
  replyPromise: z.string(),
  copyrightYear: z.number().int(),
});

export type Store = z.infer<typeof storeSchema>;
