import type * as z from "zod/mini";
import { line, paragraph } from "../forms/fields.ts";
import { LOCALE_NAME } from "./locale.ts";
import { TRANSLATED_LOCALES, type TranslationName, translationName, type Translations } from "./localized.ts";

/**
 * The Kannada and Hindi fields of a staff form (issue 33), beside its English ones and
 * read by the same schema: `titleKn`, `titleHi`, … each held to the English field's
 * limit, never required (a missing translation shows the English). One helper for every
 * editor, so each form's translations post, check and come back the same way.
 */

export type TranslatedField = { label: string; max: number; multiLine?: boolean };

/** The schema entries of the translated fields, to spread into a form's `z.object`. */
export function translationShape<F extends string>(
  fields: Record<F, TranslatedField>,
): Record<TranslationName<F>, z.ZodMiniType<string, unknown>> {
  const shape: Record<string, z.ZodMiniType<string, unknown>> = {};
  for (const [field, { label, max, multiLine }] of Object.entries(fields) as Array<[F, TranslatedField]>) {
    for (const locale of TRANSLATED_LOCALES) {
      const named = `${label} (${LOCALE_NAME[locale]})`;
      shape[translationName(field, locale)] = multiLine ? paragraph(named, max) : line(named, max);
    }
  }
  return shape as Record<TranslationName<F>, z.ZodMiniType<string, unknown>>;
}

/** The parsed form's translated fields as stored translations (empty ones left out). */
export function translationsOf<F extends string>(
  values: Readonly<Record<string, unknown>>,
  fields: readonly F[],
): Translations<F> {
  const translations: Translations<F> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const own: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const value = values[translationName(field, locale)];
      if (typeof value === "string" && value.trim() !== "") own[field] = value;
    }
    if (Object.keys(own).length > 0) translations[locale] = own;
  }
  return translations;
}

/**
 * A parsed form's values apart: the English fields as they were, and the translated
 * ones as stored translations (empty ones left out).
 */
export function splitTranslations<T extends Record<string, unknown>, F extends string>(
  values: T,
  fields: readonly F[],
): { english: Omit<T, TranslationName<F>>; translations: Translations<F> } {
  const names = new Set<string>(fields.flatMap((field) => TRANSLATED_LOCALES.map((l) => translationName(field, l))));
  const english = Object.fromEntries(Object.entries(values).filter(([name]) => !names.has(name)));
  return { english: english as Omit<T, TranslationName<F>>, translations: translationsOf(values, fields) };
}
