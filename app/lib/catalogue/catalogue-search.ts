import { type FilterableItem, type FilterDefinition, itemFilterLabel } from "./collection-filter.ts";
import { categoryLabel } from "./collection-view.ts";
import { cleanQuery } from "./search-query.ts";
import { TRANSLATED_LOCALES, type Translations } from "../i18n/localized.ts";

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
 *
 * Kannada and Hindi (issue 33) take the same steps: both sides in NFC, the joiners a
 * keyboard may leave inside a word dropped, a long and a short vowel sign read alike
 * (शेरवानी, शेरवानि), and each word through the cross-script table the server passes in
 * (app/content/site/search-words.ts), so "ಶೇರ್ವಾನಿ" is "sherwani" on both sides.
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
  // Kannada's and Hindi's own ("ಶರ್ಟ್ ಮತ್ತು ಪಂಚೆ", "सुनहरी किनारी वाली धोती").
  "ಮತ್ತು",
  "और",
  "का",
  "कि", // की, as folded
  "के",
  "वाला",
  "वालि", // वाली, as folded
  "वाले",
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
  /** The staff's Kannada and Hindi titles and descriptions, weighed as the English ones. */
  translatedTitle: 10,
  translatedDescription: 2,
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
/** The items as search reads them, and the words it brings to one form on both sides. */
export type SearchIndex<T> = { readonly items: readonly IndexedItem<T>[]; readonly vocabulary: Vocabulary };

/** A garment or fabric word with its Kannada and Hindi spellings (app/content/site/search-words.ts). */
export type CrossScriptWord = { word: string; kn: readonly string[]; hi: readonly string[] };

/** Each spelling a shopper may type, as folded, to the one word search compares. */
export type Vocabulary = ReadonlyMap<string, string>;

/** No cross-script words: what the search knows without the server's table. */
const ENGLISH_ONLY: Vocabulary = new Map();

// The long vowel signs (and letters) of Devanagari and Kannada to their short ones, and
// Devanagari's nukta and candrabindu to nothing and anusvara: spellings a shopper swaps.
const INDIC_VARIANTS: ReadonlyMap<string, string> = new Map([
  ["\u0940", "\u093f"], // ी -> ि
  ["\u0942", "\u0941"], // ू -> ु
  ["\u0908", "\u0907"], // ई -> इ
  ["\u090a", "\u0909"], // ऊ -> उ
  ["\u093c", ""], // nukta: ज़ -> ज
  ["\u0901", "\u0902"], // candrabindu -> anusvara
  ["\u0cc0", "\u0cbf"], // ೀ -> ಿ
  ["\u0cc2", "\u0cc1"], // ೂ -> ು
  ["\u0cc7", "\u0cc6"], // ೇ -> ೆ
  ["\u0ccb", "\u0cca"], // ೋ -> ೊ
  ["\u0c88", "\u0c87"], // ಈ -> ಇ
  ["\u0c8a", "\u0c89"], // ಊ -> ಉ
  ["\u0c8f", "\u0c8e"], // ಏ -> ಎ
  ["\u0c93", "\u0c92"], // ಓ -> ಒ
]);
// An alternation, not a class: the signs are combining marks, each one character on its own.
const INDIC_VARIANT = new RegExp([...INDIC_VARIANTS.keys()].join("|"), "gu");

/**
 * One form of a text for comparing. Accents come off Latin letters only ("Café"): a
 * Kannada or Hindi vowel sign is a mark too, but it is part of the word.
 */
function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(INDIC_VARIANT, (sign) => INDIC_VARIANTS.get(sign) ?? sign);
}

/** Runs of letters, their signs, or digits: the words of a text, in order. */
function rawWords(text: string): string[] {
  return fold(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** A plural to its singular, simply: enough for garment names, the same on both sides. */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith("s") || word.endsWith("ss")) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The one form a word is compared in: singular, then the shop's alias if it has one. */
export function canonicalWord(word: string, vocabulary: Vocabulary = ENGLISH_ONLY): string {
  const spelled = vocabulary.get(word);
  if (spelled) return spelled;
  const one = singular(word.endsWith("ಗಳು") && word.length > 4 ? word.slice(0, -3) : word);
  return vocabulary.get(one) ?? ALIASES.get(one) ?? one;
}

/**
 * The cross-script table as search reads it: each Kannada and Hindi spelling, folded
 * like any word, to the English word's canonical form ("ಪಂಚೆ" -> "panche" -> "dhoti").
 */
export function searchVocabulary(words: readonly CrossScriptWord[]): Vocabulary {
  const vocabulary = new Map<string, string>();
  for (const { word, kn, hi } of words) {
    const canonical = canonicalWord(fold(word));
    for (const spelling of [...kn, ...hi]) vocabulary.set(fold(spelling), canonical);
  }
  return vocabulary;
}

function indexField(field: SearchField, value: string, vocabulary: Vocabulary): FieldWords {
  const raw = rawWords(value);
  const words = raw.map((word) => canonicalWord(word, vocabulary));
  const all = new Set(words);
  for (let i = 0; i + 1 < raw.length; i++) all.add(canonicalWord(raw[i]! + raw[i + 1]!, vocabulary));
  const head = new Set(words.slice(-1));
  if (raw.length > 1) head.add(canonicalWord(raw.at(-2)! + raw.at(-1)!, vocabulary));
  return { field, words: new Set(words), all, text: ` ${words.join(" ")} `, head };
}

export function buildSearchIndex<T>(
  entries: ReadonlyArray<{ fields: SearchFields; value: T }>,
  vocabulary: Vocabulary = ENGLISH_ONLY,
): SearchIndex<T> {
  return {
    vocabulary,
    items: entries.map(({ fields, value }) => ({
      value,
      fields: (Object.keys(FIELD_WEIGHTS) as SearchField[]).flatMap((field) => {
        const text = fields[field];
        return text ? [indexField(field, text, vocabulary)] : [];
      }),
    })),
  };
}

/**
 * The query's terms, each a canonical word every result must contain. A word written
 * with hyphens or slashes is one term ("t-shirt" -> "tshirt", "3/4th" -> "34th"),
 * unless it has more than two parts; a single letter joins the next word ("t shirt").
 */
export function queryTerms(query: string, vocabulary: Vocabulary = ENGLISH_ONLY): string[] {
  const canonical = (word: string) => canonicalWord(word, vocabulary);
  const terms: string[] = [];
  const chunks = fold(cleanQuery(query)).split(" ");
  for (let i = 0; i < chunks.length; i++) {
    const parts = chunks[i]!.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
    if (parts.length === 0) continue;
    if (parts.length === 2) {
      terms.push(canonical(parts.join("")));
      continue;
    }
    if (parts.length === 1 && /^\p{L}$/u.test(parts[0]!) && !STOP_WORDS.has(parts[0]!)) {
      const next = chunks[i + 1]?.match(/^[\p{L}\p{M}\p{N}]+$/u)?.[0];
      if (next) {
        terms.push(canonical(parts[0]! + next));
        i++;
        continue;
      }
    }
    terms.push(...parts.map(canonical));
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
  const terms = queryTerms(query, index.vocabulary);
  if (terms.length === 0) return [];
  const phrase = ` ${terms.join(" ")} `;
  const scored: Array<{ value: T; score: number; order: number }> = [];
  index.items.forEach((item, order) => {
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
  translations: Translations = {},
): SearchFields {
  const type = itemFilterLabel(collection.filters, item);
  const category = categoryLabel(collection.filters, item.category);
  const translated = (field: "title" | "description") =>
    TRANSLATED_LOCALES.map((locale) => translations[locale]?.[field] ?? "")
      .filter(Boolean)
      .join(" ");
  const translatedTitle = translated("title");
  const translatedDescription = translated("description");
  return {
    ...(translatedTitle ? { translatedTitle } : {}),
    ...(translatedDescription ? { translatedDescription } : {}),
    title: item.title,
    description: item.description,
    collection: collection.name,
    ...(type ? { type } : {}),
    ...(category && category !== type ? { category } : {}),
    ...(item.brand ? { brand: item.brand } : {}),
    ...(item.fabric ? { fabric: item.fabric } : {}),
  };
}
