import { getFormProps, type Submission, useForm } from "@conform-to/react";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import * as z from "zod/mini";
import { AddTypeForm } from "~/components/admin/catalogue/add-type-form";
import { CollectionTrialForm } from "~/components/admin/catalogue/collection-trial-form";
import { ChangeHistory } from "~/components/admin/catalogue/change-history";
import { CollectionItemOrder } from "~/components/admin/catalogue/collection-item-order";
import { HeroBadgesForm, HeroPictureSection } from "~/components/admin/catalogue/collection-hero-fields";
import { ConflictMessage, FormMessage } from "~/components/admin/form-message";
import { MoveButtons } from "~/components/admin/move-buttons";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import type { ChangeLine } from "~/lib/catalogue/change-words";
import {
  COLLECTION_LIMITS,
  COLLECTION_TEXT_LABELS,
  type CollectionActionData,
  type CollectionTextField,
  type CollectionTextValues,
  filterField,
  parseCollectionForm,
} from "~/lib/catalogue/collection-form";
import type { ItemStatus } from "~/lib/catalogue/catalogue-item";
import type { HeroFigure } from "~/lib/catalogue/collection-hero";
import type { ImageRef } from "~/lib/media/image-ref";
import { readSubmission } from "~/lib/forms/submission";
import { TranslationFields, type TranslatedInput } from "~/components/admin/translation-fields";
import { TRANSLATED_LOCALES, type Translations, translationName, translationValues } from "~/lib/i18n/localized";

export const COLLECTION_CONFLICT_MESSAGE = "This collection was changed by someone else since you opened it";

/** A collection as its staff page shows it. */
export type EditedCollection = {
  slug: string;
  name: string;
  path: string;
  version: number;
  texts: CollectionTextValues;
  /** The words in Kannada and Hindi (issue 33). */
  translations: Translations<CollectionTextField>;
  rows: Array<{
    key: string;
    label: string;
    hidden: boolean;
    options: Array<{ id: number; value: string; label: string; translations: Translations<"label"> }>;
  }>;
  groups: ReadonlyArray<{ value: string; label: string }> | null;
  canAddType: boolean;
  trial: { offered: boolean; exceptTypes: readonly string[]; types: Array<{ value: string; label: string }> };
  /** The hero's picture (the seeded artwork until `uploaded`). */
  hero: { image: ImageRef; uploaded: boolean };
  /** The hero's hand-written badge, tag and figures; `shown` is a figure as the screen prints it. */
  badges: { badge: string; tag: string; figures: Array<HeroFigure & { shown: string }> };
  items: Array<{ id: number; title: string; status: ItemStatus; thumbnail: { key: string; kind: string } | null }>;
  history: ChangeLine[];
  flash: { tone: "success" | "error"; message: string; place?: "photos" | "figures" } | null;
};

const TEXT_FIELDS = Object.keys(COLLECTION_TEXT_LABELS) as CollectionTextField[];
const LONG: ReadonlySet<CollectionTextField> = new Set(["heroText", "sectionIntro", "emptyHint"]);
const unchecked = z.looseObject({});
type Checked = Submission<Record<string, string>, string[], unknown>;

/**
 * A collection's staff page: its words and filter labels (one form, checked by the
 * collection schema as staff type and on the server), the filters' and items' order,
 * and new types.
 */
export function CollectionEditor({
  collection,
  actionData,
}: {
  collection: EditedCollection;
  actionData: CollectionActionData | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const filterIds = collection.rows.flatMap((row) => row.options.map((o) => o.id));
  const [form, fields] = useForm<Record<string, string>, unknown, string[]>({
    id: "collection-words",
    lastResult: actionData?.form === "words" ? actionData.result : undefined,
    defaultValue: {
      ...collection.texts,
      ...Object.fromEntries(collection.rows.flatMap((row) => row.options.map((o) => [filterField(o.id), o.label]))),
      ...translationValues(collection.translations, TEXT_FIELDS),
      ...Object.fromEntries(
        collection.rows.flatMap((row) =>
          row.options.flatMap((o) =>
            TRANSLATED_LOCALES.map((l) => [translationName(filterField(o.id), l), o.translations[l]?.label ?? ""]),
          ),
        ),
      ),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData, submitter }) =>
      (submitter?.formNoValidate
        ? readSubmission(formData, unchecked)
        : parseCollectionForm(formData, filterIds)) as Checked,
  });
  const error = (name: string) => fields[name]?.errors?.[0];
  const initial = (name: string) => String(fields[name]?.initialValue ?? "");
  const invalid = form.status === "error" && Object.keys(form.allErrors).length > 0;

  return (
    <div className="mx-auto max-w-3xl">
      <BackToCollections />
      <h1 className="mt-2 text-3xl sm:text-4xl">{collection.name}</h1>
      <p className="mt-2 text-sm text-ink-soft">
        <a
          href={collection.path}
          className="inline-flex items-center gap-1 font-medium text-brass-deep underline underline-offset-4"
        >
          See {collection.path} on the site
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
        </a>
      </p>

      <div className="mt-6 space-y-3" aria-live="polite">
        {actionData?.conflict && actionData.form !== "badges" && (
          <ConflictMessage
            message={COLLECTION_CONFLICT_MESSAGE}
            hint="Your changes are not saved; they are still in the form. Reload to see the latest words."
            reloadTo={`/admin/collections/${collection.slug}`}
            reloadLabel="Reload the collection"
          />
        )}
        {actionData?.message && <FormMessage tone="error">{actionData.message}</FormMessage>}
        {invalid && <FormMessage tone="error">Some fields need a look: see the messages below.</FormMessage>}
        {!actionData && collection.flash && !collection.flash.place && (
          <FormMessage tone={collection.flash.tone}>{collection.flash.message}</FormMessage>
        )}
      </div>

      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-8">
        <input type="hidden" name="version" value={collection.version} />
        <fieldset className="space-y-5 rounded-card border border-line bg-paper p-4 sm:p-6">
          <legend className="px-1 font-display text-2xl text-ink">Words on the screen</legend>
          {TEXT_FIELDS.map((key) => {
            const Control = LONG.has(key) ? Textarea : Input;
            return (
              <Field
                key={key}
                label={COLLECTION_TEXT_LABELS[key]}
                optional={key === "heroSubtitle"}
                error={error(key)}
                hint={`At most ${COLLECTION_LIMITS[key]} characters.`}
              >
                <Control
                  name={key}
                  {...(LONG.has(key) ? { rows: 3 } : { type: "text" })}
                  defaultValue={initial(key)}
                  maxLength={COLLECTION_LIMITS[key]}
                />
              </Field>
            );
          })}
          <TranslatedWords
            fields={TEXT_FIELDS.map((key) => ({
              name: key,
              label: COLLECTION_TEXT_LABELS[key],
              max: COLLECTION_LIMITS[key],
              multiLine: LONG.has(key),
            }))}
            initial={initial}
            error={error}
          />
        </fieldset>

        <fieldset id="filters" className="rounded-card border border-line bg-paper p-4 sm:p-6">
          <legend className="px-1 font-display text-2xl text-ink">Filters</legend>
          <p className="text-sm text-ink-soft">
            Rename a filter, or move it along its row. Labels are saved with the words.
          </p>
          {collection.rows.map((row) => (
            <div key={row.key} className="mt-5">
              <h2 className="font-sans text-sm font-semibold tracking-wide text-brass-deep uppercase">
                {row.label}
                {row.hidden && (
                  <span className="ml-2 font-normal normal-case">(types for the form, not shown as filters)</span>
                )}
              </h2>
              <ol className="mt-2 space-y-2">
                {row.options.map((option, index) => (
                  <li key={option.id} className="flex items-end gap-2">
                    <Field
                      label={`Filter ${index + 1} of ${row.label}`}
                      error={error(filterField(option.id))}
                      className="min-w-0 flex-1"
                    >
                      <Input
                        name={filterField(option.id)}
                        type="text"
                        defaultValue={initial(filterField(option.id))}
                        maxLength={COLLECTION_LIMITS.filterLabel}
                      />
                    </Field>
                    <MoveButtons
                      intent="filter"
                      id={option.id}
                      index={index}
                      count={row.options.length}
                      label={option.label}
                    />
                  </li>
                ))}
              </ol>
            </div>
          ))}
          <div className="mt-5">
            <TranslatedWords
              fields={collection.rows.flatMap((row) =>
                row.options.map((option) => ({
                  name: filterField(option.id),
                  label: option.label,
                  max: COLLECTION_LIMITS.filterLabel,
                })),
              )}
              initial={initial}
              error={error}
            />
          </div>
        </fieldset>

        <div
          data-foot-bar
          className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 -mx-4 border-t border-line bg-ivory/95 px-4 py-3 backdrop-blur-sm sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0"
        >
          <Button type="submit" name="intent" value="save" variant="primary" size="compact" disabled={busy}>
            Save words and labels
          </Button>
        </div>
      </Form>

      <HeroPictureSection
        slug={collection.slug}
        version={collection.version}
        image={collection.hero.image}
        uploaded={collection.hero.uploaded}
        notice={!actionData && collection.flash?.place === "photos" ? collection.flash : null}
        busy={busy}
      />

      <HeroBadgesForm
        version={collection.version}
        badges={collection.badges}
        reply={actionData?.form === "badges" ? actionData.result : undefined}
        conflict={actionData?.form === "badges" && Boolean(actionData.conflict)}
        conflictMessage={COLLECTION_CONFLICT_MESSAGE}
        reloadTo={`/admin/collections/${collection.slug}#badges`}
        notice={!actionData && collection.flash?.place === "figures" ? collection.flash : null}
        busy={busy}
      />

      <CollectionTrialForm
        version={collection.version}
        offered={collection.trial.offered}
        exceptTypes={collection.trial.exceptTypes}
        types={collection.trial.types}
        busy={busy}
      />

      {collection.canAddType && (
        <AddTypeForm
          groups={collection.groups}
          busy={busy}
          actionData={actionData?.form === "type" ? actionData : undefined}
        />
      )}
      <CollectionItemOrder items={collection.items} slug={collection.slug} name={collection.name} />
      <ChangeHistory lines={collection.history} />
    </div>
  );
}

export function BackToCollections() {
  return (
    <Link
      to="/admin/collections"
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brass-deep underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Collections
    </Link>
  );
}

/** The Kannada and Hindi fields of some of the form's words, with Conform's values and errors. */
function TranslatedWords({
  fields,
  initial,
  error,
}: {
  fields: TranslatedInput[];
  initial: (name: string) => string;
  error: (name: string) => string | undefined;
}) {
  const names = fields.flatMap((f) => TRANSLATED_LOCALES.map((l) => translationName(f.name, l)));
  return (
    <TranslationFields
      fields={fields}
      values={Object.fromEntries(names.map((name) => [name, initial(name)]))}
      errors={Object.fromEntries(names.map((name) => [name, error(name)]))}
    />
  );
}
