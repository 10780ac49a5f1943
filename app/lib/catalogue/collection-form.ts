// zod/mini: the staff collection page loads these schemas, and the small build of zod checks the same.
import * as z from "zod/mini";
import { checkbox, foldedLine, text } from "../forms/fields.ts";
import { readSubmission } from "../forms/submission.ts";
import { type FormReply } from "../forms/reply.ts";
import { charCount } from "../text/characters.ts";
import { TRANSLATED_LOCALES, type Translations, translationName } from "../i18n/localized.ts";
import { splitTranslations, translationShape, translationsOf } from "../i18n/translation-fields.ts";

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

function textSchema(key: CollectionTextField) {
  const label = COLLECTION_TEXT_LABELS[key];
  return foldedLine(label, COLLECTION_LIMITS[key], {
    required: OPTIONAL.has(key) ? undefined : `${label} cannot be empty.`,
  });
}

const filterLabel = foldedLine("A filter label", COLLECTION_LIMITS.filterLabel, {
  required: "A filter needs a label.",
});

/** The name of a filter label's field: `filter-<id>`. */
export const filterField = (id: number) => `filter-${id}`;

/**
 * The collection form's schema: the screen's words, and the label of each of its
 * filters (`filter-<id>`, the ids the page was drawn with), the same in the browser
 * and on the server. It gives the texts and the labels by filter id.
 */
const TEXT_FIELDS = Object.keys(COLLECTION_TEXT_LABELS) as CollectionTextField[];

/** The screen's words in Kannada and Hindi, each at its English field's limit (issue 33). */
const TEXT_TRANSLATIONS = Object.fromEntries(
  TEXT_FIELDS.map((key) => [key, { label: COLLECTION_TEXT_LABELS[key], max: COLLECTION_LIMITS[key] }]),
) as Record<CollectionTextField, { label: string; max: number }>;

/** A collection's words and labels in Kannada and Hindi, as a save writes them. */
export type CollectionTranslations = {
  texts: Translations<CollectionTextField>;
  /** By filter id; a filter whose translation fields were not posted is left as it is. */
  labels: ReadonlyMap<number, Translations<"label">>;
};

export function collectionSchema(filterIds: readonly number[]) {
  const texts = Object.fromEntries(TEXT_FIELDS.map((key) => [key, textSchema(key)])) as Record<
    CollectionTextField,
    ReturnType<typeof textSchema>
  >;
  const labels = Object.fromEntries(filterIds.map((id) => [filterField(id), z.optional(filterLabel)]));
  const labelTranslations = Object.fromEntries(
    filterIds.flatMap((id) =>
      TRANSLATED_LOCALES.map((locale) => [
        translationName(filterField(id), locale),
        z.optional(foldedLine("A filter label", COLLECTION_LIMITS.filterLabel)),
      ]),
    ),
  );
  return z.pipe(
    z.object({ ...texts, ...labels, ...labelTranslations, ...translationShape(TEXT_TRANSLATIONS) }),
    z.transform((value) => {
      const posted = value as Record<string, string | undefined>;
      const { translations } = splitTranslations(posted, TEXT_FIELDS);
      return {
        texts: Object.fromEntries(TEXT_FIELDS.map((key) => [key, value[key]])) as CollectionTextValues,
        labels: new Map(
          filterIds
            .map((id) => [id, posted[filterField(id)]] as const)
            .filter((entry): entry is readonly [number, string] => typeof entry[1] === "string" && entry[1] !== ""),
        ),
        translations: {
          texts: translations,
          labels: new Map(
            filterIds
              .filter((id) => TRANSLATED_LOCALES.some((l) => posted[translationName(filterField(id), l)] !== undefined))
              .map((id) => {
                const own = translationsOf(
                  Object.fromEntries(
                    TRANSLATED_LOCALES.map((l) => [
                      translationName("label", l),
                      posted[translationName(filterField(id), l)] ?? "",
                    ]),
                  ),
                  ["label"],
                );
                return [id, own] as const;
              }),
          ),
        } satisfies CollectionTranslations,
      };
    }),
  );
}

/**
 * Read as posted (no coercion, as every form): a filter label cleared by staff ("")
 * must say it needs a label, while one not posted at all is left as it is.
 */
export function parseCollectionForm(payload: FormData | URLSearchParams, filterIds: readonly number[]) {
  return readSubmission(payload, collectionSchema(filterIds));
}

/** A new type's name: 2 to 40 characters with at least one letter or digit. */
export const typeLabelSchema = z.object({
  label: foldedLine("A type's name", COLLECTION_LIMITS.filterLabel).check(
    z.refine((v) => charCount(v) >= 2 && /[\p{L}\p{N}]/u.test(v), "Enter the name of the new type, e.g. Nehru Jacket."),
  ),
  group: text("Group"),
});

export function parseTypeForm(payload: FormData | URLSearchParams) {
  return readSubmission(payload, typeLabelSchema);
}

const ticked = checkbox();
const NO_TRIAL = "noTrial-";

/**
 * "Reserve for trial": whether the collection offers it, and the types ticked as not
 * offering it (`noTrial-<type>`, one box per type the page was drawn with). Which types
 * exist is the save's to check, against the collection as it is then.
 */
export const trialSchema = z.pipe(
  z.looseObject({ trialOffered: checkbox() }),
  z.transform((value) => ({
    offered: value.trialOffered,
    exceptTypes: Object.entries(value)
      .filter(([name, box]) => name.startsWith(NO_TRIAL) && ticked.parse(box))
      .map(([name]) => name.slice(NO_TRIAL.length)),
  })),
);

export function parseTrialForm(payload: FormData | URLSearchParams) {
  return readSubmission(payload, trialSchema);
}

/** What a refused post gives the collection's forms back: a form's result, a conflict, or a message. */
export type CollectionActionData = {
  form?: "words" | "type" | "trial" | "badges";
  result?: FormReply;
  conflict?: boolean;
  message?: string;
};
