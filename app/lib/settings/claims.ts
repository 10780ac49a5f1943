import * as z from "zod/mini";
import { line } from "../forms/fields.ts";
import { formatted, httpsUrlOrEmpty } from "./form-rules.ts";

/**
 * The store's claims: the figures the home stats strip and the collection heroes
 * state (customers, rating, reviews). They are the store's to state and to correct,
 * so they are kept with its settings; "years in business" is never stored but
 * counted from the founding year on the store's calendar.
 */
export type Claims = {
  /** The home strip's figure: "50,000+". */
  customers: string;
  /** The collection heroes' rounder figure: "10k+". */
  customersShort: string;
  /** Out of 5, one decimal: "4.9". */
  rating: string;
  /** How many reviews the rating rests on: "2.5k+". */
  reviews: string;
  /** Where the reviews can be read (https), or "" for no link. */
  reviewsUrl: string;
};

export function yearsInBusiness(foundedYear: number, currentYear: number): number {
  return Math.max(0, currentYear - foundedYear);
}

/** "4.9/5". */
export function ratingWords(claims: Pick<Claims, "rating">): string {
  return `${claims.rating}/5`;
}

/**
 * A collection hero's claim with the store's figures filled in: the catalogue keeps
 * "Loved by {customersShort} customers", the page shows "Loved by 10k+ customers".
 */
export function fillClaims(template: string, claims: Claims): string {
  return template
    .replaceAll("{customersShort}", claims.customersShort)
    .replaceAll("{customers}", claims.customers)
    .replaceAll("{rating}", ratingWords(claims))
    .replaceAll("{reviews}", claims.reviews);
}

/** True when a claim's template shows the rating (the claim then links to the reviews). */
export function mentionsRating(template: string): boolean {
  return template.includes("{rating}");
}

export const CLAIM_LIMITS = { figure: 16 } as const;

const figure = (label: string) =>
  line(label, CLAIM_LIMITS.figure).check(z.refine((v) => /\d/.test(v), `${label} needs a number, e.g. 50,000+.`));

export const claimsFormSchema = z.object({
  customers: figure("Happy customers"),
  customersShort: figure("Customers, short"),
  rating: formatted(
    "Rating",
    "Enter a rating from 1 to 5 with at most one decimal, e.g. 4.9.",
    (v) => /^[1-5](\.\d)?$/.test(v) && Number(v) <= 5,
  ),
  reviews: figure("Reviews"),
  reviewsUrl: httpsUrlOrEmpty("Your Google reviews link"),
} satisfies Record<keyof Claims, z.ZodMiniType>);
