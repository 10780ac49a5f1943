/**
 * The site's three languages (issue 33). English stays at the spec's addresses; the
 * others live under their own prefix: /kn/groom, /hi/visit. One table, so the routes,
 * the switch, the sitemap, the page cache and the fonts agree on what a language is.
 */
export const LOCALES = ["en", "kn", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The BCP 47 tag of each language as spoken here, for `<html lang>`, `Intl` and `og:locale`. */
export const LOCALE_TAG: Record<Locale, string> = { en: "en-IN", kn: "kn-IN", hi: "hi-IN" };

/** Each language named in its own script, as the language switch and the inbox show it. */
export const LOCALE_NAME: Record<Locale, string> = { en: "English", kn: "ಕನ್ನಡ", hi: "हिन्दी" };

/** The cookie that remembers a visitor's choice for their next visit to `/`. */
export const LANGUAGE_COOKIE = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in: its first segment when that names a language, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** A path with its language prefix removed: "/kn/groom" -> "/groom", "/hi" -> "/". */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || "/";
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * The same page in another language, its query kept: what the switch links to and
 * what every hreflang alternate names. `path` may carry a query and a fragment.
 */
export function pathInLocale(path: string, locale: Locale): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? "" : path.slice(cut);
  const bare = pathWithoutLocale(pathname || "/");
  if (locale === DEFAULT_LOCALE) return bare + tail;
  return (bare === "/" ? `/${locale}` : `/${locale}${bare}`) + tail;
}
