import * as z from "zod/mini";
import { charCount } from "../text/characters.ts";
import {
  checked,
  fieldErrors,
  type FormResult,
  hasControl,
  isIsoDate,
  lines,
  paragraph,
  requiredLine,
  text,
} from "./form-rules.ts";
import type { Offer, OfferStatus } from "./offer-dates.ts";

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
export type OfferFormValues = Record<Exclude<OfferField, "published">, string> & { published: boolean };

/** As typed, spaces removed and in capitals: "welcome10 " is WELCOME10. */
export function normalizeCode(value: unknown): string {
  return text(value).replace(/\s+/g, "").toUpperCase();
}

const wordsSchema = z.object({
  headline: requiredLine("Headline", OFFER_LIMITS.headline, "headline, e.g. 10% OFF"),
  title: requiredLine("Title", OFFER_LIMITS.title),
  description: paragraph("Description", OFFER_LIMITS.description),
});

export function validateOffer(
  fields: Record<string, unknown>,
  context: { otherCodes: readonly string[] },
): FormResult<Offer & { published: boolean }, OfferField> {
  const raw = { headline: text(fields.headline), title: text(fields.title), description: text(fields.description) };
  const parsed = wordsSchema.safeParse(raw);
  const errors: Partial<Record<OfferField, string>> = parsed.success ? {} : fieldErrors(parsed.error);

  const code = normalizeCode(fields.code);
  if (!/^[A-Z0-9]{3,20}$/.test(code)) errors.code = "Use 3 to 20 letters and digits, no spaces, e.g. DIWALI20.";
  else if (context.otherCodes.includes(code)) errors.code = `Another offer already uses the code ${code}.`;

  const terms = lines(fields.terms);
  if (terms.length > OFFER_LIMITS.terms) errors.terms = `List at most ${OFFER_LIMITS.terms} terms, one per line.`;
  else {
    const control = terms.findIndex((t) => hasControl(t));
    const long = terms.findIndex((t) => charCount(t) > OFFER_LIMITS.term);
    if (control >= 0) errors.terms = `Term ${control + 1} cannot contain control characters.`;
    else if (long >= 0) errors.terms = `Term ${long + 1} is longer than ${OFFER_LIMITS.term} characters.`;
  }

  const validFrom = text(fields.validFrom) || null;
  const validUntil = text(fields.validUntil) || null;
  if (validFrom !== null && !isIsoDate(validFrom)) errors.validFrom = "Choose a date, or leave it empty.";
  if (validUntil !== null && !isIsoDate(validUntil)) errors.validUntil = "Choose a date, or leave it empty.";
  else if (validFrom !== null && validUntil !== null && !errors.validFrom && validUntil < validFrom)
    errors.validUntil = "The last day must be on or after the first day.";

  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: { code, ...parsed.data, terms, validFrom, validUntil, published: checked(fields.published) },
  };
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
  };
}
