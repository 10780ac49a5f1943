import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locale.ts";

/**
 * What the store writes, in the visitor's language (issue 33). Staff give a Kannada and
 * a Hindi version of a field beside the English one; every record keeps them in one
 * shape, a `translations` JSON text (a column, or a key of a settings document):
 * `{"kn": {"title": "…"}, "hi": {"title": "…"}}`. English is the record's own columns.
 *
 * Where a translation is missing the English shows, and the page marks it `lang="en"`
 * so a screen reader reads it as English. Nothing is ever blank.
 */

/** The languages staff translate into: every language but English, from the one table. */
export type TranslatedLocale = Exclude<Locale, "en">;
export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE,
);

/** A record's translations: per language, per field, the text staff gave. */
export type Translations<F extends string = string> = Partial<Record<TranslatedLocale, Partial<Record<F, string>>>>;

/** Which fields of a localized record fell back to English (only on a Kannada or Hindi page). */
export type InEnglish<F extends string = string> = Partial<Record<F, true>>;

// Zero-width characters and spaces show nothing: a translation of only those is missing.
const INVISIBLE = /[\s\u200b-\u200d\u2060\ufeff]/gu;

function given(value: string | undefined): value is string {
  return value !== undefined && value.replace(INVISIBLE, "") !== "";
}

/** The text to show for one field, and whether it is the English fallback on another language's page. */
export function localized(
  english: string,
  translations: Translations | undefined,
  field: string,
  locale: Locale,
): { text: string; inEnglish: boolean } {
  if (locale === DEFAULT_LOCALE) return { text: english, inEnglish: false };
  const own = translations?.[locale as TranslatedLocale]?.[field];
  if (given(own)) return { text: own, inEnglish: false };
  return { text: english, inEnglish: english !== "" };
}

/**
 * A record with `fields` in `locale`, and `inEnglish` naming those that fell back. On an
 * English page the record itself comes back, unchanged, so English pages (and their
 * loader data) stay byte for byte as they were.
 */
export function localizedFields<T extends object, F extends keyof T & string>(
  record: T,
  fields: readonly F[],
  translations: Translations<F> | undefined,
  locale: Locale,
): T & { inEnglish?: InEnglish<F> } {
  if (locale === DEFAULT_LOCALE) return record as T & { inEnglish?: InEnglish<F> };
  const result: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  const inEnglish: InEnglish<F> = {};
  for (const field of fields) {
    const english = record[field];
    if (typeof english !== "string") continue;
    const shown = localized(english, translations, field, locale);
    result[field] = shown.text;
    if (shown.inEnglish) inEnglish[field] = true;
  }
  if (Object.keys(inEnglish).length > 0) result.inEnglish = inEnglish;
  return result as T & { inEnglish?: InEnglish<F> };
}

/** `lang="en"` on an element whose text fell back to English; nothing otherwise (English pages unchanged). */
export function langOf(inEnglish: InEnglish | undefined, field: string): "en" | undefined {
  return inEnglish?.[field] ? "en" : undefined;
}

/**
 * The stored JSON as translations: the one reading of every record's `translations`.
 * Tolerant, like every JSON column here: an unknown language, a field that is not text,
 * or text that is not JSON is left out, never an error on a public page.
 */
export function readTranslations(json: string | null | undefined): Translations {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  return asTranslations(parsed);
}

/** Any value as translations: what `readTranslations` keeps of parsed JSON (a settings document's key). */
export function asTranslations(value: unknown): Translations {
  const result: Translations = {};
  if (!value || typeof value !== "object") return result;
  for (const locale of TRANSLATED_LOCALES) {
    const fields = (value as Record<string, unknown>)[locale];
    if (!fields || typeof fields !== "object") continue;
    const kept: Record<string, string> = {};
    for (const [field, text] of Object.entries(fields as Record<string, unknown>)) {
      if (typeof text === "string" && given(text)) kept[field] = text.trim().normalize("NFC");
    }
    if (Object.keys(kept).length > 0) result[locale] = kept;
  }
  return result;
}

/**
 * Translations as stored: NFC (so search and comparison see one spelling), empty fields
 * and languages left out, so an unchanged save writes the same text and logs no change.
 */
export function writeTranslations(translations: Translations): string {
  return JSON.stringify(asTranslations(translations));
}

/*
 * The form names of the translated fields, shared by the staff screens and their schemas
 * (translation-fields.ts), here so a screen names them without loading the validation library.
 */
const SUFFIX = { kn: "Kn", hi: "Hi" } as const satisfies Record<TranslatedLocale, string>;

/** The form names of some fields' translations: "title" -> "titleKn" | "titleHi". */
export type TranslationName<F extends string> = `${F}${(typeof SUFFIX)[TranslatedLocale]}`;

/** The form name of a field's translation: ("title", "kn") -> "titleKn". */
export function translationName<F extends string>(field: F, locale: TranslatedLocale): TranslationName<F> {
  return `${field}${SUFFIX[locale]}`;
}

/** Stored translations as the form's starting values ("" where there is none). */
export function translationValues<F extends string>(
  translations: Translations<F>,
  fields: readonly F[],
): Record<TranslationName<F>, string> {
  const values: Record<string, string> = {};
  for (const locale of TRANSLATED_LOCALES) {
    for (const field of fields) values[translationName(field, locale)] = translations[locale]?.[field] ?? "";
  }
  return values as Record<TranslationName<F>, string>;
}
