import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import * as z from "zod/mini";
import { fieldErrors, httpsUrlOrEmpty, type FormResult, line, requiredLine, text } from "./form-rules.ts";
import type { Phone, StoreDetails } from "./store-schema.ts";

/**
 * The "Store details" form: name, numbers, e-mail, address, map position, social
 * links, the reply promise and the founding year. Phone numbers are read as Indian
 * numbers the way people type them ("080 2345 6789", "+91 98450-12345") and stored
 * in E.164 with a printed form; what is not a real Indian number is refused.
 */
export const STORE_FIELDS = [
  "name",
  "foundedYear",
  "phone1",
  "phone2",
  "whatsapp",
  "email",
  "street",
  "locality",
  "city",
  "region",
  "postalCode",
  "lat",
  "lng",
  "instagram",
  "facebook",
  "youtube",
  "linkedin",
  "replyHours",
] as const;
export type StoreField = (typeof STORE_FIELDS)[number];

export type StoreFormValues = Record<StoreField, string>;

const PHONE_EXAMPLE = "e.g. 080 2345 6789 or 98450 12345";

/** A number as typed → E.164 digits and the printed form, or undefined when it is not a real Indian number. */
export function parseIndianPhone(raw: string): Phone | undefined {
  const parsed = parsePhoneNumberFromString(raw, "IN");
  if (!parsed?.isValid() || parsed.country !== "IN") return undefined;
  return { e164: parsed.number.slice(1), display: parsed.formatInternational() };
}

const MAX = { name: 80, address: 120, region: 60 } as const;

const wordsSchema = z.object({
  name: requiredLine("Store name", MAX.name, "store's name"),
  street: requiredLine("Street", MAX.address, "street and number"),
  locality: requiredLine("Area", MAX.address, "area (locality)"),
  city: requiredLine("City", MAX.region, "city"),
  region: requiredLine("State", MAX.region, "state"),
  postalCode: z.string().check(z.refine((v) => /^[1-9]\d{5}$/.test(v), "Enter the 6-digit PIN code, e.g. 560057.")),
  email: line("E-mail", 120).check(
    z.refine((v) => z.email().safeParse(v).success, "Enter the store's e-mail address, e.g. hello@yourstore.in."),
  ),
  instagram: httpsUrlOrEmpty("Instagram"),
  facebook: httpsUrlOrEmpty("Facebook"),
  youtube: httpsUrlOrEmpty("YouTube"),
  linkedin: httpsUrlOrEmpty("LinkedIn"),
});

function numberIn(value: string, min: number, max: number, decimals: number): number | undefined {
  if (!new RegExp(`^-?\\d{1,4}(\\.\\d{1,${decimals}})?$`).test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** Reads the posted form; `current` supplies what the form does not edit (time zone, seed-only facts). */
export function validateStoreDetails(
  fields: Record<string, unknown>,
  current: StoreDetails,
  currentYear: number,
): FormResult<StoreDetails, StoreField> {
  const raw = Object.fromEntries(STORE_FIELDS.map((f) => [f, text(fields[f])])) as StoreFormValues;
  const parsed = wordsSchema.safeParse(raw);
  const errors: Partial<Record<StoreField, string>> = parsed.success ? {} : fieldErrors(parsed.error);

  const phone = (field: "phone1" | "phone2" | "whatsapp", required: string | null): Phone | undefined => {
    if (!raw[field]) {
      if (required) errors[field] = required;
      return undefined;
    }
    const parsedPhone = parseIndianPhone(raw[field]);
    if (!parsedPhone) errors[field] = `Enter a valid Indian phone number, ${PHONE_EXAMPLE}.`;
    // A number saved again unchanged keeps the way it was printed.
    const known = [...current.phones, current.whatsapp].find((p) => p.e164 === parsedPhone?.e164);
    return known ?? parsedPhone;
  };
  const phone1 = phone("phone1", `Enter the store's phone number, ${PHONE_EXAMPLE}.`);
  const phone2 = phone("phone2", null);
  const whatsapp = phone("whatsapp", "Enter the number that answers WhatsApp (it can be one of the above).");
  if (phone1 && phone2 && phone1.e164 === phone2.e164) errors.phone2 = "This is the same number as the first one.";

  const lat = numberIn(raw.lat, -90, 90, 7);
  if (lat === undefined) errors.lat = "Enter a latitude from -90 to 90, e.g. 13.0079.";
  const lng = numberIn(raw.lng, -180, 180, 7);
  if (lng === undefined) errors.lng = "Enter a longitude from -180 to 180, e.g. 77.5128.";

  const replyHours = /^\d{1,2}$/.test(raw.replyHours) ? Number(raw.replyHours) : NaN;
  if (!(replyHours >= 1 && replyHours <= 72)) errors.replyHours = "Enter whole hours from 1 to 72.";

  const foundedYear = /^\d{4}$/.test(raw.foundedYear) ? Number(raw.foundedYear) : NaN;
  if (!(foundedYear >= 1800 && foundedYear <= currentYear))
    errors.foundedYear = `Enter the year the store opened, from 1800 to ${currentYear}.`;

  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const words = parsed.data;
  return {
    ok: true,
    value: {
      ...current,
      name: words.name,
      foundedYear,
      phones: phone2 ? [phone1!, phone2] : [phone1!],
      whatsapp: whatsapp!,
      email: words.email,
      address: {
        ...current.address,
        street: words.street,
        locality: words.locality,
        city: words.city,
        region: words.region,
        postalCode: words.postalCode,
      },
      coordinates: { lat: lat!, lng: lng! },
      social: {
        instagram: words.instagram,
        facebook: words.facebook,
        youtube: words.youtube,
        linkedin: words.linkedin,
      },
      replyHours,
    },
  };
}

/** The saved details as the form shows them. */
export function storeFormValues(details: StoreDetails): StoreFormValues {
  return {
    name: details.name,
    foundedYear: String(details.foundedYear),
    phone1: details.phones[0]?.display ?? "",
    phone2: details.phones[1]?.display ?? "",
    whatsapp: details.whatsapp.display,
    email: details.email,
    street: details.address.street,
    locality: details.address.locality,
    city: details.address.city,
    region: details.address.region,
    postalCode: details.address.postalCode,
    lat: String(details.coordinates.lat),
    lng: String(details.coordinates.lng),
    instagram: details.social.instagram,
    facebook: details.social.facebook,
    youtube: details.social.youtube,
    linkedin: details.social.linkedin,
    replyHours: String(details.replyHours),
  };
}

/** What changed between two saves, in the form's words (the history's "what"); numbers by what they dial. */
export function changedStoreFields(before: StoreDetails, after: StoreDetails): string[] {
  const numbers = (d: StoreDetails) => ({
    phone1: d.phones[0]?.e164 ?? "",
    phone2: d.phones[1]?.e164 ?? "",
    whatsapp: d.whatsapp.e164,
  });
  const a: Record<string, string> = { ...storeFormValues(before), ...numbers(before) };
  const b: Record<string, string> = { ...storeFormValues(after), ...numbers(after) };
  return STORE_FIELDS.filter((f) => a[f] !== b[f]).map((f) => STORE_FIELD_LABELS[f]);
}

export const STORE_FIELD_LABELS: Record<StoreField, string> = {
  name: "Store name",
  foundedYear: "Founded in",
  phone1: "Phone",
  phone2: "Second phone",
  whatsapp: "WhatsApp number",
  email: "E-mail",
  street: "Street",
  locality: "Area",
  city: "City",
  region: "State",
  postalCode: "PIN code",
  lat: "Latitude",
  lng: "Longitude",
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  replyHours: "Reply within",
};
