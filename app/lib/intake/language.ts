import { DEFAULT_LOCALE, isLocale, LOCALES, localeOfPath, type Locale } from "../i18n/locale.ts";

/**
 * The language a visitor's message or booking is recorded in (issue 33), so staff
 * can answer in it. The forms post to their own page's address, so the page's
 * language is the request's own path: /kn/contact is Kannada. Only the request's
 * URL is read, never a Referer, which any client may write or leave out.
 */
export function pageLanguage(requestUrl: string): Locale {
  return localeOfPath(new URL(requestUrl).pathname);
}

/** What the JSON API answers for a `language` that names none of the site's languages. */
export const LANGUAGE_PROBLEM = `The language must be one of ${LOCALES.join(", ")}.`;

/**
 * The JSON API's optional `language` field: absent (or empty) is English, as every
 * client written before it meant; a language the site has is taken; anything else
 * is null, refused with LANGUAGE_PROBLEM rather than stored as English by mistake.
 */
export function readLanguage(value: unknown): Locale | null {
  if (value === undefined || value === "") return DEFAULT_LOCALE;
  return isLocale(value) ? value : null;
}

/** A stored record's language, as staff screens read it: anything unknown is English (never a blank). */
export function recordLanguage(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}
