import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import * as z from "zod/mini";
import { email, line, phone } from "../forms/fields.ts";
import { charCount } from "../text/characters.ts";
import { acrossFields, formatted, httpsUrlOrEmpty } from "./form-rules.ts";
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

const MAX = { name: 80, address: 120, region: 60, email: 120 } as const;

const words = (label: string, max: number, what: string) => line(label, max, { required: `Enter the ${what}.` });

const PHONE_INVALID = `Enter a valid Indian phone number, ${PHONE_EXAMPLE}.`;

/** The one phone rule (lib/forms), and a number India's plan has: the store's numbers are dialled from here. */
const indianPhone = (label: string, required?: string) =>
  phone(label, { required, invalid: PHONE_INVALID, control: PHONE_INVALID }).check(
    z.refine((v) => v === "" || parseIndianPhone(v) !== undefined, PHONE_INVALID),
  );

const EMAIL_INVALID = "Enter the store's e-mail address, e.g. hello@yourstore.in.";

function numberIn(value: string, min: number, max: number, decimals: number): number | undefined {
  if (!new RegExp(`^-?\\d{1,4}(\\.\\d{1,${decimals}})?$`).test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

const wholeHours = (value: string) => (/^\d{1,2}$/.test(value) ? Number(value) : NaN);
const year = (value: string) => (/^\d{4}$/.test(value) ? Number(value) : NaN);

/**
 * The form, read into the store's details; `current` supplies what the form does not
 * edit (time zone, seed-only facts) and the numbers as they were printed.
 */
export const storeFormSchema = (current: StoreDetails, currentYear: number) =>
  z.pipe(
    z
      .object({
        name: words("Store name", MAX.name, "store's name"),
        foundedYear: formatted("Founded in", `Enter the year the store opened, from 1800 to ${currentYear}.`, (v) => {
          const founded = year(v);
          return founded >= 1800 && founded <= currentYear;
        }),
        phone1: indianPhone("Phone", `Enter the store's phone number, ${PHONE_EXAMPLE}.`),
        phone2: indianPhone("Second phone"),
        whatsapp: indianPhone(
          "WhatsApp number",
          "Enter the number that answers WhatsApp (it can be one of the above).",
        ),
        email: email("E-mail", {
          required: EMAIL_INVALID,
          invalid: EMAIL_INVALID,
        }).check(z.refine((v) => charCount(v) <= MAX.email, `E-mail can be at most ${MAX.email} characters.`)),
        street: words("Street", MAX.address, "street and number"),
        locality: words("Area", MAX.address, "area (locality)"),
        city: words("City", MAX.region, "city"),
        region: words("State", MAX.region, "state"),
        postalCode: formatted("PIN code", "Enter the 6-digit PIN code, e.g. 560057.", (v) => /^[1-9]\d{5}$/.test(v)),
        lat: formatted(
          "Latitude",
          "Enter a latitude from -90 to 90, e.g. 13.0079.",
          (v) => numberIn(v, -90, 90, 7) !== undefined,
        ),
        lng: formatted(
          "Longitude",
          "Enter a longitude from -180 to 180, e.g. 77.5128.",
          (v) => numberIn(v, -180, 180, 7) !== undefined,
        ),
        instagram: httpsUrlOrEmpty("Instagram"),
        facebook: httpsUrlOrEmpty("Facebook"),
        youtube: httpsUrlOrEmpty("YouTube"),
        linkedin: httpsUrlOrEmpty("LinkedIn"),
        replyHours: formatted("Reply within", "Enter whole hours from 1 to 72.", (v) => {
          const hours = wholeHours(v);
          return hours >= 1 && hours <= 72;
        }),
      } satisfies Record<StoreField, z.ZodMiniType>)
      .check(
        acrossFields<StoreFormValues>(({ phone1, phone2 }) => {
          const first = parseIndianPhone(phone1)?.e164;
          return first && first === parseIndianPhone(phone2)?.e164
            ? { phone2: "This is the same number as the first one." }
            : {};
        }),
      ),
    z.transform((form): StoreDetails => {
      // A number saved again unchanged keeps the way it was printed.
      const known = (raw: string) => {
        const parsed = parseIndianPhone(raw)!;
        return [...current.phones, current.whatsapp].find((p) => p.e164 === parsed.e164) ?? parsed;
      };
      return {
        ...current,
        name: form.name,
        foundedYear: year(form.foundedYear),
        phones: form.phone2 ? [known(form.phone1), known(form.phone2)] : [known(form.phone1)],
        whatsapp: known(form.whatsapp),
        email: form.email,
        address: {
          ...current.address,
          street: form.street,
          locality: form.locality,
          city: form.city,
          region: form.region,
          postalCode: form.postalCode,
        },
        coordinates: { lat: Number(form.lat), lng: Number(form.lng) },
        social: {
          instagram: form.instagram,
          facebook: form.facebook,
          youtube: form.youtube,
          linkedin: form.linkedin,
        },
        replyHours: wholeHours(form.replyHours),
      };
    }),
  );

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
