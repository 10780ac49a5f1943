/**
 * The search query as the site reads it from `?q=`: the one rule the header's field,
 * the search page and the server share (kept apart from the matching in
 * catalogue-search.ts, so a page that only shows the field carries no more than this).
 */

/** Longer queries are cut here: nobody types more into a shop's search, and the work stays bounded. */
export const QUERY_MAX_LENGTH = 100;

/** What the search fields suggest typing (the header's and the search page's). */
export const QUERY_PLACEHOLDER = "Sherwani, linen shirt, dhoti…";

/**
 * The query as it is searched and shown: spaces collapsed, at most QUERY_MAX_LENGTH
 * characters, cut before a word the limit would split (a half word would match nothing).
 */
export function cleanQuery(raw: string | null | undefined): string {
  if (!raw) return "";
  const characters = [...raw.replace(/\s+/g, " ").trim()];
  if (characters.length <= QUERY_MAX_LENGTH) return characters.join("");
  const kept = characters.slice(0, QUERY_MAX_LENGTH).join("");
  const lastSpace = kept.lastIndexOf(" ");
  const splitsWord = characters[QUERY_MAX_LENGTH] !== " " && lastSpace > 0;
  return (splitsWord ? kept.slice(0, lastSpace) : kept).trim();
}
