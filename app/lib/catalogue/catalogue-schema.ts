import { z } from "zod";
import { isValidImageKey } from "../media/image-ref.ts";

/**
 * The schema every catalogue item must satisfy, checked by the catalogue tests (and
 * so by `npm test` before a release). It lives apart from the item type so zod
 * stays out of the collection pages' JavaScript.
 */
const imageRefSchema = z.object({
  key: z.string().refine(isValidImageKey, "invalid image key"),
  alt: z.string().min(12),
  kind: z.enum(["portrait", "landscape", "square", "wide"]),
});

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** A seeded translation: in its own script (a Latin word slipped in is a copy, not a translation), and NFC. */
const translated = (script: RegExp) =>
  z
    .string()
    .refine((text) => script.test(text) && !/[A-Za-z]/.test(text), "written in the language's own script")
    .refine((text) => text === text.normalize("NFC"), "in NFC");
const translation = (script: RegExp) =>
  z.strictObject({
    title: translated(script).pipe(z.string().min(3).max(120)),
    description: translated(script).pipe(z.string().min(40).max(2000)).optional(),
  });

export const catalogueItemSchema = z.strictObject({
  slug,
  title: z.string().min(3).max(80),
  description: z.string().min(40).max(400),
  category: slug.optional(),
  type: slug,
  extraTypes: z.array(slug).min(1).optional(),
  brand: z.string().min(2).optional(),
  price: z
    .string()
    .regex(/^₹\d{1,3}(,\d{2})*(,\d{3})?$/)
    .optional(),
  rating: z.number().min(4.4).max(4.9).optional(),
  fabric: z.string().min(3).optional(),
  fit: z.string().min(3).optional(),
  warmth: z.enum(["Medium", "Medium-High", "High", "Very High"]).optional(),
  features: z.array(z.string().min(3)).length(4).optional(),
  images: z.array(imageRefSchema).min(1),
  translations: z
    .strictObject({ kn: translation(/\p{Script=Kannada}/u), hi: translation(/\p{Script=Devanagari}/u) })
    .optional(),
});
