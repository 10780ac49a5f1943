import { parseWithZod, type SubmissionResult } from "@conform-to/zod/v4";
import * as z from "zod";
import { formText } from "../text/form-text.ts";
import { charCount } from "../text/characters.ts";

/**
 * The collection form's rules (the words of a collection screen and its filter
 * labels), shared by the browser and the server. Bounds keep every screen's layout
 * intact at 375 px: a hero title of 100 characters still fits in four lines.
 */
export const COLLECTION_LIMITS = {
  heroEyebrow: 60,
  heroTitle: 100,
  heroSubtitle: 100,
  heroText: 400,
  sectionTitle: 100,
  sectionIntro: 400,
  emptyHint: 200,
  filterLabel: 40,
} as const;

export type CollectionTextField = Exclude<keyof typeof COLLECTION_LIMITS, "filterLabel">;

export const COLLECTION_TEXT_LABELS: Record<CollectionTextField, string> = {
  heroEyebrow: "Hero eyebrow",
  heroTitle: "Hero title",
  heroSubtitle: "Hero subtitle",
  heroText: "Hero text",
  sectionTitle: "Section title",
  sectionIntro: "Section intro",
  emptyHint: "Hint when no item matches",
};

const OPTIONAL: ReadonlySet<CollectionTextField> = new Set(["heroSubtitle"]);

export type CollectionTextValues = Record<CollectionTextField, string>;

const text = formText({ oneLine: true });

function textSchema(key: CollectionTextField) {
  const label = COLLECTION_TEXT_LABELS[key];
  return formText({ oneLine: true, label }).check(
    z.refine((v) => v !== "" || OPTIONAL.has(key), `${label} cannot be empty.`),
    z.refine(
      (v) => charCount(v) <= COLLECTION_LIMITS[key],
      `${label} can be at most ${COLLECTION_LIMITS[key]} characters.`,
    ),
  );
}

const filterLabel = formText({ oneLine: true, label: "A filter label" }).check(
  z.refine((v) => v !== "", "A filter needs a label."),
  z.refine(
    (v) => charCount(v) <= COLLECTION_LIMITS.filterLabel,
    `A filter label can be at most ${COLLECTION_LIMITS.filterLabel} characters.`,
  ),
);

/** The name of a filter label's field: `filter-<id>`. */
export const filterField = (id: number) => `filter-${id}`;

/**
 * The collection form's schema: the screen's words, and the label of each of its
 * filters (`filter-<id>`, the ids the page was drawn with), the same in the browser
 * and on the server. It gives the texts and the labels by filter id.
 */
export function collectionSchema(filterIds: readonly number[]) {
  const texts = Object.fromEntries(
    (Object.keys(COLLECTION_TEXT_LABELS) as CollectionTextField[]).map((key) => [key, textSchema(key)]),
  ) as Record<CollectionTextField, ReturnType<typeof textSchema>>;
  const labels = Object.fromEntries(filterIds.map((id) => [filterField(id), filterLabel.optional()]));
  return z.object({ ...texts, ...labels }).transform((value) => ({
    texts: Object.fromEntries(
      (Object.keys(COLLECTION_TEXT_LABELS) as CollectionTextField[]).map((key) => [key, value[key]]),
    ) as CollectionTextValues,
    labels: new Map(
      filterIds
        .map((id) => [id, (value as Record<string, string | undefined>)[filterField(id)]] as const)
        .filter((entry): entry is readonly [number, string] => typeof entry[1] === "string" && entry[1] !== ""),
    ),
  }));
}

/**
 * Read as posted, without Conform's coercion: a filter label cleared by staff ("")
 * must say it needs a label, while one not posted at all is left as it is.
 */
export function parseCollectionForm(payload: FormData | URLSearchParams, filterIds: readonly number[]) {
  return parseWithZod(payload, { schema: collectionSchema(filterIds), disableAutoCoercion: true });
}

/** A new type's name: 2 to 40 characters with at least one letter or digit. */
export const typeLabelSchema = z.object({
  label: formText({ oneLine: true, label: "A type's name" }).check(
    z.refine((v) => charCount(v) >= 2 && /[\p{L}\p{N}]/u.test(v), "Enter the name of the new type, e.g. Nehru Jacket."),
    z.refine(
      (v) => charCount(v) <= COLLECTION_LIMITS.filterLabel,
      `A type's name can be at most ${COLLECTION_LIMITS.filterLabel} characters.`,
    ),
  ),
  group: text,
});

export function parseTypeForm(payload: FormData | URLSearchParams) {
  return parseWithZod(payload, { schema: typeLabelSchema });
}

/** What a refused post gives the collection's forms back: a form's result, a conflict, or a message. */
export type CollectionActionData = {
  form?: "words" | "type" | "trial";
  result?: SubmissionResult<string[]>;
  conflict?: boolean;
  message?: string;
};
