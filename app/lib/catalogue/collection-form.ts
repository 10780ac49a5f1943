import { charCount, hasControlCharacter } from "../text/characters.ts";

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

export type CollectionFormResult =
  | { ok: true; texts: CollectionTextValues; labels: Map<number, string> }
  | { ok: false; errors: Partial<Record<string, string>> };

function text(value: unknown): string {
  return typeof value === "string" ? value.trim().replace(/\s+/g, " ") : "";
}

/** Reads the texts and every `filter-<id>` label of a posted collection form. */
export function validateCollectionForm(fields: Record<string, unknown>): CollectionFormResult {
  const errors: Partial<Record<string, string>> = {};
  const texts = {} as CollectionTextValues;
  for (const key of Object.keys(COLLECTION_TEXT_LABELS) as CollectionTextField[]) {
    const value = text(fields[key]);
    const label = COLLECTION_TEXT_LABELS[key];
    if (!value && !OPTIONAL.has(key)) errors[key] = `${label} cannot be empty.`;
    else if (hasControlCharacter(value)) errors[key] = `${label} cannot contain control characters.`;
    else if (charCount(value) > COLLECTION_LIMITS[key]) {
      errors[key] = `${label} can be at most ${COLLECTION_LIMITS[key]} characters.`;
    }
    texts[key] = value;
  }
  const labels = new Map<number, string>();
  for (const [name, raw] of Object.entries(fields)) {
    const match = /^filter-(\d{1,9})$/.exec(name);
    if (!match) continue;
    const value = text(raw);
    if (!value) errors[name] = "A filter needs a label.";
    else if (hasControlCharacter(value) || charCount(value) > COLLECTION_LIMITS.filterLabel) {
      errors[name] = `A filter label can be at most ${COLLECTION_LIMITS.filterLabel} characters.`;
    } else labels.set(Number(match[1]), value);
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, texts, labels };
}

/** A new type's name: 2 to 40 characters with at least one letter or digit. */
export function checkTypeLabel(value: unknown): { ok: true; label: string } | { ok: false; message: string } {
  const label = text(value);
  if (charCount(label) < 2 || !/[\p{L}\p{N}]/u.test(label) || hasControlCharacter(label)) {
    return { ok: false, message: "Enter the name of the new type, e.g. Nehru Jacket." };
  }
  if (charCount(label) > COLLECTION_LIMITS.filterLabel) {
    return { ok: false, message: `A type's name can be at most ${COLLECTION_LIMITS.filterLabel} characters.` };
  }
  return { ok: true, label };
}
