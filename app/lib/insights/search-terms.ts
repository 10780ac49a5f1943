/**
 * A search as Insights keeps it: "Linen  Kurta!" and "linen kurta" are the same
 * wish, so they are one line on the screen. Letters of every script are kept (a
 * search in Kannada is a search), case and punctuation are not.
 */

/** Longer normalised searches are cut here (the site's own field stops at 100 characters). */
export const SEARCH_TERM_MAX_LENGTH = 60;

const EMAIL_LIKE = /\S@\S/;
const NUMBER_RUN = /\d[\d\s().+-]*/g;

/**
 * Seven digits in a row, or ten written in groups with one of four or more
 * ("98450 12345", "+91-80-2345-6789"), are a phone number, an order or an ID, not a
 * size: "42 44 46 48 50" stays.
 */
function looksLikeNumber(text: string): boolean {
  for (const [run] of text.matchAll(NUMBER_RUN)) {
    const groups = run.match(/\d+/g) ?? [];
    const digits = groups.join("").length;
    const longest = Math.max(...groups.map((g) => g.length));
    if (longest >= 7 || (digits >= 10 && longest >= 4)) return true;
  }
  return false;
}

/**
 * The normalised search, or null when there is nothing to keep: empty, only
 * punctuation, or something that looks like personal data (an e-mail address, a
 * phone number), which Insights never stores.
 */
export function normaliseSearch(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (EMAIL_LIKE.test(raw) || looksLikeNumber(raw)) return null;
  const words = raw
    .normalize("NFKC")
    .toLocaleLowerCase("en-IN")
    // Letters, marks (Indic vowel signs) and digits stay; everything else separates words.
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
  if (!words) return null;
  if (words.length <= SEARCH_TERM_MAX_LENGTH) return words;
  const cut = words.slice(0, SEARCH_TERM_MAX_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
}
