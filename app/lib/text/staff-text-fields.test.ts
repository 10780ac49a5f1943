import { describe, expect, it } from "vitest";
import { announcementSeed, claimsSeed, storeSeed } from "../../content/store.ts";
import { readBooking } from "../booking/booking-schema.ts";
import { replyErrors } from "../forms/reply.ts";
import type { FilterDefinition } from "../catalogue/collection-filter.ts";
import {
  COLLECTION_TEXT_LABELS,
  filterField,
  parseCollectionForm,
  parseTypeForm,
} from "../catalogue/collection-form.ts";
import { checkAlt, parseProductForm } from "../catalogue/product-form.ts";
import { readMeasurement, readNote } from "../customers/customer-forms.ts";
import { readReviewChange } from "../reviews/staff-forms.ts";
import { readForm } from "../../../tests/support/settings-forms.ts";
import { announcementFormSchema } from "../settings/announcement.ts";
import { claimsFormSchema } from "../settings/claims.ts";
import { closureFormSchema } from "../settings/closure-form.ts";
import { offerFormSchema } from "../settings/offers.ts";
import { policyFormSchema } from "../settings/policy-form.ts";
import { LIST_SPECS, SLIDE_LISTS } from "../settings/showcase.ts";
import { checkSlideAlt, slideFormSchema } from "../settings/slide-words.ts";
import { storeFormSchema, storeFormValues } from "../settings/store-form.ts";

/**
 * Every text field of every staff form (catalogue, settings, customers, the
 * counter's New visit, a review's answer), walked: a NUL, an escape sequence or a right-to-left
 * override in the middle of an otherwise good value is refused with that field's
 * message (characters.ts, one rule for all of them), or, where the public form's
 * rule is to drop direction controls from a name, never kept. On SQLite these were
 * stored; on PostgreSQL a NUL answered 500.
 */
const BAD = { NUL: "\u0000", ESC: "\u001b[2J", RLO: "\u202e" } as const;

/** What the form made of the posted fields: the field's message, or the value it would store. */
type Outcome = { error: string | undefined } | { kept: string };

type StaffForm = {
  form: string;
  base: Record<string, string>;
  fields: readonly string[];
  check(fields: Record<string, string>, field: string): Outcome;
  /** The public form's rule for a visitor's name: direction controls are dropped, not refused. */
  drops?: readonly string[];
};

const stringValues = (value: unknown): string =>
  typeof value === "string" ? value : JSON.stringify(value instanceof Map ? [...value] : value);

/** A lib validator's { ok, errors } answer, as an outcome for `field`. */
function outcome(
  result: { ok: boolean; errors?: Record<string, string | string[] | undefined>; value?: unknown; data?: unknown },
  field: string,
): Outcome {
  if (result.ok) return { kept: stringValues(result.value ?? result.data) };
  const message = result.errors?.[field];
  return { error: Array.isArray(message) ? message[0] : message };
}

function post(fields: Record<string, string>) {
  return new URLSearchParams(fields);
}

const groom: FilterDefinition = {
  categories: {
    label: "Collection",
    options: [
      { value: "all", label: "All Collections" },
      { value: "traditional", label: "Traditional" },
    ],
  },
  defaultCategory: "all",
  typesByCategory: {
    traditional: { label: "Traditional wear", options: [{ value: "sherwani", label: "Sherwani" }] },
  },
};
const productContext = {
  filters: groom,
  fields: ["price", "fabric", "fit", "brand", "features"] as const,
};

const slideBase = (list: (typeof SLIDE_LISTS)[number]) =>
  Object.fromEntries(
    LIST_SPECS[list].words.map(({ word, count, max }) => [
      word,
      // A count, and a short field (a milestone's year), take what they are for.
      word === "link" ? "/collections/formals" : count ? "1204" : max < 12 ? "2010" : "Festive edit",
    ]),
  );

const FORMS: StaffForm[] = [
  {
    form: "product",
    base: {
      title: "Onion Pink Sherwani",
      description: "Handwork on raw silk.",
      category: "traditional",
      type: "sherwani",
      price: "On request",
      fabric: "Raw silk",
      fit: "Regular",
      brand: "House",
      features: "Hand embroidery\nLined",
    },
    fields: ["title", "description", "price", "fabric", "fit", "brand", "features"],
    check(fields, field) {
      const submission = parseProductForm(post(fields), { ...productContext, fields: [...productContext.fields] });
      return submission.status === "success"
        ? { kept: stringValues(submission.value) }
        : { error: submission.error?.[field]?.[0] };
    },
  },
  {
    form: "product photo's alt text",
    base: { alt: "Ivory sherwani, front" },
    fields: ["alt"],
    check(fields) {
      const alt = checkAlt(fields.alt);
      return alt.ok ? { kept: alt.alt } : { error: alt.message };
    },
  },
  {
    form: "collection words and filter labels",
    base: {
      ...Object.fromEntries(Object.keys(COLLECTION_TEXT_LABELS).map((key) => [key, "Wedding wear"])),
      [filterField(7)]: "Sherwanis",
    },
    fields: [...Object.keys(COLLECTION_TEXT_LABELS), filterField(7)],
    check(fields, field) {
      const submission = parseCollectionForm(post(fields), [7]);
      return submission.status === "success"
        ? { kept: stringValues(submission.value.texts) + stringValues(submission.value.labels) }
        : { error: submission.error?.[field]?.[0] };
    },
  },
  {
    form: "new type",
    base: { label: "Nehru Jacket", group: "traditional" },
    fields: ["label"],
    check(fields, field) {
      const submission = parseTypeForm(post(fields));
      return submission.status === "success"
        ? { kept: stringValues(submission.value) }
        : { error: submission.error?.[field]?.[0] };
    },
  },
  {
    form: "store details",
    base: storeFormValues(storeSeed),
    fields: ["name", "street", "locality", "city", "region", "email", "instagram"],
    check: (fields, field) => outcome(readForm(storeFormSchema(storeSeed, 2026), fields), field),
  },
  {
    form: "offer",
    base: { code: "DIWALI20", headline: "20% OFF", title: "Festive offer", description: "On silk.", terms: "In store" },
    fields: ["code", "headline", "title", "description", "terms"],
    check: (fields, field) => outcome(readForm(offerFormSchema({ otherCodes: [] }), fields), field),
  },
  {
    form: "banner",
    base: { on: "on", text: announcementSeed.text, link: announcementSeed.link ?? "/visit" },
    fields: ["text", "link"],
    check: (fields, field) => outcome(readForm(announcementFormSchema, fields), field),
  },
  {
    form: "claims",
    base: { ...claimsSeed },
    fields: ["customers", "customersShort", "rating", "reviews", "reviewsUrl"],
    check: (fields, field) => outcome(readForm(claimsFormSchema, fields), field),
  },
  {
    form: "closure",
    base: { from: "2099-03-02", kind: "closed", note: "Stock-taking" },
    fields: ["note"],
    check: (fields, field) => outcome(readForm(closureFormSchema({ today: "2026-11-20", others: [] }), fields), field),
  },
  ...SLIDE_LISTS.map((list): StaffForm => ({
    form: `${list} slide`,
    base: slideBase(list),
    fields: LIST_SPECS[list].words.map((w) => w.word),
    check: (fields, field) => outcome(readForm(slideFormSchema(list), fields), field),
  })),
  {
    form: "slide photo's description",
    base: { alt: "A groom in an ivory sherwani" },
    fields: ["alt"],
    check(fields) {
      const alt = checkSlideAlt(fields.alt);
      return alt.ok ? { kept: alt.alt } : { error: alt.message };
    },
  },
  {
    form: "policy page",
    base: { title: "Privacy policy", summary: "What we keep.", body: "We keep your number.\n\nNothing else." },
    fields: ["title", "summary", "body"],
    check: (fields, field) => outcome(readForm(policyFormSchema, fields), field),
  },
  {
    form: "customer note",
    base: { body: "Prefers a slim fit.\nCall after 6." },
    fields: ["body"],
    check(fields) {
      const read = readNote(fields);
      return read.status === "success" ? { kept: read.value.body } : { error: replyErrors(read.reply()).body };
    },
  },
  {
    form: "measurements",
    base: { chest: "40", takenOn: "2026-11-20", note: "Over a kurta", other: "Thigh 24" },
    fields: ["note", "other"],
    check: (fields, field) => {
      const read = readMeasurement(fields, "2026-11-20");
      return read.ok ? { kept: stringValues(read.value) } : { error: replyErrors(read.reply)[field] };
    },
  },
  {
    form: "New visit (the counter)",
    base: {
      kind: "fitting",
      purpose: "tailoring",
      date: "2026-11-28",
      time: "16:30",
      name: "Ravi Kumar",
      phone: "98450 12345",
      size: "40",
      note: "Bring the blazer.",
    },
    fields: ["name", "size", "note"],
    drops: ["name", "size"],
    check: (fields, field) => {
      const read = readBooking(fields);
      return outcome(read.ok ? { ok: true, value: read.value } : { ok: false, errors: replyErrors(read.reply) }, field);
    },
  },
  {
    form: "a review's answer (Reviews)",
    base: { intent: "answer", id: "3", version: "1", answer: "Thank you, Ravi.\nSee you at the trial." },
    fields: ["answer"],
    check: (fields, field) => {
      const read = readReviewChange(post(fields));
      return read.ok && read.change.kind === "answer"
        ? { kept: read.change.answer }
        : { error: read.ok ? "not an answer" : replyErrors(read.reply)[field] };
    },
  },
];

describe("every staff text field refuses NUL, escape sequences and direction overrides", () => {
  for (const { form, base, fields, check } of FORMS) {
    it(`${form}: the form's good values pass`, () => {
      expect(check(base, fields[0]!)).toHaveProperty("kept");
    });
  }

  for (const { form, base, fields, check, drops } of FORMS) {
    for (const field of fields) {
      for (const [name, bad] of Object.entries(BAD)) {
        it(`${form}: ${field} with ${name}`, () => {
          const value = base[field] ?? "";
          const middle = Math.max(1, Math.floor(value.length / 2));
          const result = check({ ...base, [field]: value.slice(0, middle) + bad + value.slice(middle) }, field);
          if ("kept" in result) {
            // Only a visitor-style name may drop a direction control, and then nothing of it is kept.
            expect(drops?.includes(field) && name === "RLO", `${form}.${field} kept ${name}`).toBe(true);
            expect(result.kept).not.toContain(bad);
            return;
          }
          expect(result.error, `${form}.${field} with ${name}: a message next to the field`).toBeTruthy();
        });
      }
    }
  }
});
