import { type FilterableItem, type FilterDefinition, itemFilterLabel } from "./collection-filter.ts";
import { categoryLabel } from "./collection-view.ts";
import { cleanQuery } from "./search-query.ts";

/**
 * Search across the catalogue: how a shopper's words and an item's words are brought
 * to one form, which items match, and in what order. Plain functions over plain data;
 * the server (app/services/catalogue/catalogue.server.ts) builds the index from the published
 * items and keeps it until the catalogue changes.
 *
 * Shoppers type the way they speak, on a phone: "Sherwanis", "kurta pyjama",
 * "t shirt", "tee", "dhothi". Both sides therefore go through the same steps:
 *
 * 1. lower case, accents off, apostrophes dropped ("Men's" -> "mens");
 * 2. split into words at anything that is not a letter or digit;
 * 3. each word to a singular ("sherwanis" -> "sherwani", "accessories" -> "accessory");
 * 4. a few shop words to one spelling (tee and T-shirt, pajama and pyjama, pants and
 *    trousers, veshti and dhoti...): see ALIASES.
 *
 * An item also carries every pair of neighbouring words written together, so "T-shirt",
 * "T shirt" and "Tshirt", or "Kurta Pyjama" and "kurta-pyjama", meet whichever way
 * either side wrote them.
 */

/**
 * Words that say nothing in a menswear shop ("shirts for men"). Dropped from a query
 * unless the query has nothing else.
 */
const STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "the",
  "for",
  "with",
  "of",
  "in",
  "on",
  "to",
  "by",
  "men",
  "man",
  "gent",
]);

/**
 * Spellings that mean the same garment, to one canonical word (after the singular).
 * Kept to the shop's own vocabulary and how Bengaluru shoppers name it.
 */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ["tee", "tshirt"],
  ["teeshirt", "tshirt"],
  ["pajama", "pyjama"],
  ["payjama", "pyjama"],
  ["pant", "trouser"],
  ["kurtha", "kurta"],
  ["sherwaani", "sherwani"],
  ["dhothi", "dhoti"],
  ["veshti", "dhoti"],
  ["vesti", "dhoti"],
  ["panche", "dhoti"],
  ["mundu", "dhoti"],
  ["banian", "vest"],
  ["baniyan", "vest"],
  ["brooch", "broach"],
  ["mojari", "mojdi"],
  ["mojri", "mojdi"],
  ["jutti", "mojdi"],
  ["pagdi", "safa"],
  ["pagri", "safa"],
  ["turban", "safa"],
  ["bandhgala", "jodhpuri"],
  ["bandgala", "jodhpuri"],
]);

/** A field's weight in the ranking: a word in the title counts most, one in the description least. */
export const FIELD_WEIGHTS = {
  title: 10,
  type: 6,
  category: 5,
  brand: 6,
  fabric: 4,
  collection: 3,
  description: 2,
} as const;

export type SearchField = keyof typeof FIELD_WEIGHTS;

/** The words of an item that search reads. Optional fields are left out when the item has none. */
export type SearchFields = { title: string; description: string; collection: string } & Partial<
  Record<Exclude<SearchField, "title" | "description" | "collection">, string>
>;

type FieldWords = {
  field: SearchField;
  /** Each word on its own (prefixes of a shopper's unfinished word are looked for here). */
  words: ReadonlySet<string>;
  /** The words and every neighbouring pair written together. */
  all: ReadonlySet<string>;
  /** The whole field as normalised words, to find the query as a phrase. */
  text: string;
  /** Its last word, alone and joined to the one before: in a title, the garment ("... Dhoti Set" is a set). */
  head: ReadonlySet<string>;
};

export type IndexedItem<T> = { readonly value: T; readonly fields: readonly FieldWords[] };
export type SearchIndex<T> = readonly IndexedItem<T>[];

function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "");
}

/** Runs of letters or digits: the words of a text, in order. */
function rawWords(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A plural to its singular, simply: enough for garment names, the same on both sides. */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith("s") || word.endsWith("ss")) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The one form a word is compared in: singular, then the shop's alias if it has one. */
export function canonicalWord(word: string): string {
  const one = singular(word);
  return ALIASES.get(one) ?? one;
}

function indexField(field: SearchField, value: string): FieldWords {
  const raw = rawWords(value);
  const words = raw.map(canonicalWord);
  const all = new Set(words);
  for (let i = 0; i + 1 < raw.length; i++) all.add(canonicalWord(raw[i]! + raw[i + 1]!));
  const head = new Set(words.slice(-1));
  if (raw.length > 1) head.add(canonicalWord(raw.at(-2)! + raw.at(-1)!));
  return { field, words: new Set(words), all, text: ` ${words.join(" ")} `, head };
}

export function buildSearchIndex<T>(entries: ReadonlyArray<{ fields: SearchFields; value: T }>): SearchIndex<T> {
  return entries.map(({ fields, value }) => ({
    value,
    fields: (Object.keys(FIELD_WEIGHTS) as SearchField[]).flatMap((field) => {
      const text = fields[field];
      return text ? [indexField(field, text)] : [];
    }),
  }));
}

/**
 * The query's terms, each a canonical word every result must contain. A word written
 * with hyphens or slashes is one term ("t-shirt" -> "tshirt", "3/4th" -> "34th"),
 * unless it has more than two parts; a single letter joins the next word ("t shirt").
 */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  const chunks = fold(cleanQuery(query)).split(" ");
  for (let i = 0; i < chunks.length; i++) {
    const parts = chunks[i]!.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (parts.length === 0) continue;
    if (parts.length === 2) {
      terms.push(canonicalWord(parts.join("")));
      continue;
    }
    if (parts.length === 1 && /^\p{L}$/u.test(parts[0]!) && !STOP_WORDS.has(parts[0]!)) {
      const next = chunks[i + 1]?.match(/^[\p{L}\p{N}]+$/u)?.[0];
      if (next) {
        terms.push(canonicalWord(parts[0]! + next));
        i++;
        continue;
      }
    }
    terms.push(...parts.map(canonicalWord));
  }
  const unique = [...new Set(terms)];
  const meaningful = unique.filter((term) => !STOP_WORDS.has(term));
  // "men" alone still searches for men; "a" alone searches for nothing.
  return meaningful.length > 0 ? meaningful : unique.filter((term) => term.length > 1);
}

/** How strongly one field holds a term: whole word, the start of a word (half), or not. */
function termWeight(term: string, field: FieldWords): number {
  const weight = FIELD_WEIGHTS[field.field];
  if (field.all.has(term)) return weight;
  // An unfinished word ("sherw", "kurt"); short ones would match too much ("cap" -> capri).
  if (term.length >= 4) {
    for (const word of field.words) if (word.startsWith(term)) return weight / 2;
  }
  return 0;
}

/**
 * Items whose words hold every term of the query, best first. A term scores the
 * weight of the heaviest field holding it, plus a fifth of the others holding it too
 * (a sherwani, whose title and type both say so, before the broach "for a sherwani");
 * the title holding every term, naming the garment by its last word ("shirts": a shirt
 * before a shirt-and-dhoti set), and holding the terms as the phrase typed add more. Ties
 * keep the index's order (the catalogue's own), so a query always lists the same way.
 */
export function searchCatalogue<T>(index: SearchIndex<T>, query: string): T[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const phrase = ` ${terms.join(" ")} `;
  const scored: Array<{ value: T; score: number; order: number }> = [];
  index.forEach((item, order) => {
    const title = item.fields.find((f) => f.field === "title");
    let score = 0;
    let titleHoldsAll = title !== undefined;
    for (const term of terms) {
      const weights = item.fields.map((field) => termWeight(term, field));
      const best = Math.max(0, ...weights);
      if (best === 0) return;
      score += best + (weights.reduce((sum, w) => sum + w, 0) - best) / 5;
      if (title && termWeight(term, title) === 0) titleHoldsAll = false;
      if (title?.head.has(term)) score += FIELD_WEIGHTS.title / 2;
    }
    if (titleHoldsAll) score += FIELD_WEIGHTS.title;
    if (terms.length > 1 && title?.text.includes(phrase)) score += FIELD_WEIGHTS.title / 2;
    scored.push({ value: item.value, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((s) => s.value);
}

/**
 * The words search reads of a catalogue item: its own, the label of its type (or
 * sub-type) and category on its screen, and the name of its collection.
 */
export function itemSearchFields(
  collection: { name: string; filters: FilterDefinition },
  item: FilterableItem & { title: string; description: string; fabric?: string },
): SearchFields {
  const type = itemFilterLabel(collection.filters, item);
  const category = categoryLabel(collection.filters, item.category);
  return {
    title: item.title,
    description: item.description,
    collection: collection.name,
    ...(type ? { type } : {}),
    ...(category && category !== type ? { category } : {}),
    ...(item.brand ? { brand: item.brand } : {}),
    ...(item.fabric ? { fabric: item.fabric } : {}),
  };
}
