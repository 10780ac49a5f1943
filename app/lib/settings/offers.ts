import * as z from "zod/mini";
import { checkbox, line, paragraph } from "../forms/fields.ts";
import { charCount, hasControlCharacter } from "../text/characters.ts";
import { acrossFields, entry, isIsoDate, lines } from "./form-rules.ts";
import type { Offer, OfferStatus } from "./offer-dates.ts";
import { splitTranslations, translationShape } from "../i18n/translation-fields.ts";
import { type TranslationName, translationValues } from "../i18n/localized.ts";

/** The offer form's rules (the server's and the browser's); when offers show: offer-dates.ts. */

export const OFFER_LIMITS = {
  headline: 20,
  title: 80,
  description: 400,
  terms: 10,
  term: 120,
} as const;

export type OfferField =
  "code" | "headline" | "title" | "description" | "terms" | "validFrom" | "validUntil" | "published";
export type OfferFormValues = Record<Exclude<OfferField, "published">, string> & { published: boolean } & Record<
    TranslationName<TranslatedOfferField>,
    string
  >;

/** The offer's words with a Kannada and a Hindi field each, at the English field's limit. */
export const OFFER_TRANSLATED = {
  headline: { label: "Headline", max: OFFER_LIMITS.headline },
  title: { label: "Title", max: OFFER_LIMITS.title },
  description: { label: "Description", max: OFFER_LIMITS.description, multiLine: true },
  terms: { label: "Terms", max: OFFER_LIMITS.terms * (OFFER_LIMITS.term + 1), multiLine: true },
} as const;
type TranslatedOfferField = keyof typeof OFFER_TRANSLATED;
const TRANSLATED_FIELDS = Object.keys(OFFER_TRANSLATED) as TranslatedOfferField[];

/** As typed, spaces removed and in capitals: "welcome10 " is WELCOME10. */
export function normalizeCode(value: unknown): string {
  return (typeof value === "string" ? value : "").replace(/\s+/g, "").toUpperCase();
}

const DATE_MESSAGE = "Choose a date, or leave it empty.";

type OfferFields = Offer & { published: boolean };
type OfferDraft = Omit<OfferFields, "validFrom" | "validUntil"> & { validFrom: string; validUntil: string };

/** The offer form, read: `otherCodes` are the codes the other offers use (the server's, as they are in its transaction). */
export const offerFormSchema = (context: { otherCodes: readonly string[] }) =>
  z.pipe(
    z
      .object({
        code: z.pipe(
          entry(),
          z.transform((value: string) => normalizeCode(value)),
        ),
        headline: line("Headline", OFFER_LIMITS.headline, {
          required: "Enter the headline, e.g. 10% OFF.",
        }),
        title: line("Title", OFFER_LIMITS.title, { required: "Enter the title." }),
        description: paragraph("Description", OFFER_LIMITS.description),
        terms: z.pipe(entry(), z.transform(lines)),
        validFrom: entry(),
        validUntil: entry(),
        published: checkbox(),
        ...translationShape(OFFER_TRANSLATED),
      })
      .check(acrossFields<OfferDraft>((offer) => offerErrors(offer, context))),
    z.transform((values): OfferFields => {
      const { english: offer, translations } = splitTranslations(values, TRANSLATED_FIELDS);
      return {
        ...offer,
        validFrom: offer.validFrom || null,
        validUntil: offer.validUntil || null,
        ...(Object.keys(translations).length > 0 ? { translations } : {}),
      };
    }),
  );

function offerErrors(offer: OfferDraft, context: { otherCodes: readonly string[] }) {
  const errors: Record<string, string> = {};
  const { code, terms } = offer;
  if (!/^[A-Z0-9]{3,20}$/.test(code)) errors.code = "Use 3 to 20 letters and digits, no spaces, e.g. DIWALI20.";
  else if (context.otherCodes.includes(code)) errors.code = `Another offer already uses the code ${code}.`;

  if (terms.length > OFFER_LIMITS.terms) errors.terms = `List at most ${OFFER_LIMITS.terms} terms, one per line.`;
  else {
    const control = terms.findIndex((t) => hasControlCharacter(t));
    const long = terms.findIndex((t) => charCount(t) > OFFER_LIMITS.term);
    if (control >= 0) errors.terms = `Term ${control + 1} contains characters that are not allowed.`;
    else if (long >= 0) errors.terms = `Term ${long + 1} is longer than ${OFFER_LIMITS.term} characters.`;
  }

  const { validFrom, validUntil } = offer;
  if (validFrom && !isIsoDate(validFrom)) errors.validFrom = DATE_MESSAGE;
  if (validUntil && !isIsoDate(validUntil)) errors.validUntil = DATE_MESSAGE;
  else if (validFrom && validUntil && !errors.validFrom && validUntil < validFrom)
    errors.validUntil = "The last day must be on or after the first day.";
  return errors;
}

export function offerFormValues(offer?: Offer & { status: OfferStatus }): OfferFormValues {
  return {
    code: offer?.code ?? "",
    headline: offer?.headline ?? "",
    title: offer?.title ?? "",
    description: offer?.description ?? "",
    terms: offer?.terms.join("\n") ?? "",
    validFrom: offer?.validFrom ?? "",
    validUntil: offer?.validUntil ?? "",
    published: offer ? offer.status === "published" : true,
    ...translationValues(offer?.translations ?? {}, TRANSLATED_FIELDS),
  };
}
