import { getFormProps, type Submission, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, ExternalLink, ImageOff, Plus } from "lucide-react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import * as z from "zod";
import { ChangeHistory } from "~/components/admin/catalogue/change-history";
import { ConflictMessage, FormMessage } from "~/components/admin/form-message";
import { MoveButtons } from "~/components/admin/move-buttons";
import { SortableList } from "~/components/admin/sortable-list";
import { StatusPill } from "~/components/admin/status-pill";
import { Button } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { Picture } from "~/components/ui/picture";
import type { ChangeLine } from "~/lib/catalogue/change-words";
import {
  COLLECTION_LIMITS,
  COLLECTION_TEXT_LABELS,
  type CollectionActionData,
  type CollectionTextField,
  type CollectionTextValues,
  filterField,
  parseCollectionForm,
  parseTypeForm,
} from "~/lib/catalogue/collection-form";
import type { ItemStatus } from "~/lib/catalogue/product-form";
import type { ImageKind } from "~/lib/media/image-ref";

export const COLLECTION_CONFLICT_MESSAGE = "This collection was changed by someone else since you opened it";

/** A collection as its staff page shows it. */
export type EditedCollection = {
  slug: string;
  name: string;
  path: string;
  version: number;
  texts: CollectionTextValues;
  rows: Array<{
    key: string;
    label: string;
    hidden: boolean;
    options: Array<{ id: number; value: string; label: string }>;
  }>;
  groups: ReadonlyArray<{ value: string; label: string }> | null;
  canAddType: boolean;
  items: Array<{ id: number; title: string; status: ItemStatus; thumbnail: { key: string; kind: string } | null }>;
  history: ChangeLine[];
  flash: { tone: "success" | "error"; message: string } | null;
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
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData, submitter }) =>
      (submitter?.formNoValidate
        ? parseWithZod(formData, { schema: unchecked })
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
        {actionData?.conflict && (
          <ConflictMessage
            message={COLLECTION_CONFLICT_MESSAGE}
            hint="Your changes are not saved; they are still in the form. Reload to see the latest words."
            reloadTo={`/admin/collections/${collection.slug}`}
            reloadLabel="Reload the collection"
          />
        )}
        {actionData?.message && <FormMessage tone="error">{actionData.message}</FormMessage>}
        {invalid && <FormMessage tone="error">Some fields need a look: see the messages below.</FormMessage>}
        {!actionData && collection.flash && (
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
        </fieldset>

        <div className="sticky bottom-0 z-20 -mx-4 border-t border-line bg-ivory/95 px-4 py-3 backdrop-blur-sm sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
          <Button type="submit" name="intent" value="save" variant="primary" size="compact" disabled={busy}>
            Save words and labels
          </Button>
        </div>
      </Form>

      {collection.canAddType && (
        <AddType
          groups={collection.groups}
          busy={busy}
          actionData={actionData?.form === "type" ? actionData : undefined}
        />
      )}
      <ItemOrder collection={collection} />
      <ChangeHistory lines={collection.history} />
    </div>
  );
}

/** "Add a type": a new kind of garment for the collection (in one group of the groom screen). */
function AddType({
  groups,
  busy,
  actionData,
}: {
  groups: EditedCollection["groups"];
  busy: boolean;
  actionData: CollectionActionData | undefined;
}) {
  const [form, fields] = useForm<{ label: string; group: string }, unknown, string[]>({
    id: "add-type",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseTypeForm(formData) as Checked,
  });
  return (
    <section
      id="add-type"
      aria-labelledby="add-type-title"
      className="mt-8 rounded-card border border-line bg-paper p-4 sm:p-6"
    >
      <h2 id="add-type-title" className="font-display text-2xl text-ink">
        Add a type
      </h2>
      <p className="mt-1 text-sm text-ink-soft">A new kind of garment for this collection, e.g. Nehru Jacket.</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <Field label="Name" required error={fields.label.errors?.[0]}>
          <Input
            name="label"
            type="text"
            maxLength={COLLECTION_LIMITS.filterLabel}
            required
            defaultValue={String(fields.label.initialValue ?? "")}
          />
        </Field>
        {groups && (
          <Field label="Group" required>
            <Select name="group" required defaultValue={String(fields.group.initialValue ?? "")}>
              {groups.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Button type="submit" name="intent" value="add-type" variant="dark" size="compact" disabled={busy}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add type
        </Button>
      </Form>
    </section>
  );
}

/** The order of the collection's items on its screen: drag a row, or the arrow buttons. */
function ItemOrder({ collection }: { collection: EditedCollection }) {
  const reorder = useFetcher({ key: `items-${collection.slug}` });
  const { items } = collection;
  return (
    <section
      id="items"
      aria-labelledby="items-title"
      className="mt-8 rounded-card border border-line bg-paper p-4 sm:p-6"
    >
      <h2 id="items-title" className="font-display text-2xl text-ink">
        Order of the items
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        The screen shows its published items in this order. Drag a row by its handle, or use the arrows.
      </p>
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-ink-soft">No items yet.</p>
      ) : (
        <Form method="post" className="mt-4">
          <SortableList
            items={items.map((i) => ({ ...i, label: i.title }))}
            label={`Items of ${collection.name}, in order`}
            className="space-y-2"
            onReorder={(ids) => reorder.submit({ intent: "reorder-items", order: ids.join(",") }, { method: "post" })}
            renderItem={(item, index, handle) => (
              <div className="flex items-center gap-2 rounded-card border border-line bg-ivory p-2">
                {handle}
                {item.thumbnail ? (
                  <Picture
                    image={{ key: item.thumbnail.key, kind: item.thumbnail.kind as ImageKind, alt: "" }}
                    sizes="48px"
                    className="hidden aspect-[4/5] w-10 shrink-0 rounded-card bg-sand sm:block"
                  />
                ) : (
                  <span className="hidden aspect-[4/5] w-10 shrink-0 items-center justify-center rounded-card bg-sand sm:flex">
                    <ImageOff aria-hidden="true" className="h-4 w-4 text-ink-soft" />
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/admin/products/${item.id}`}
                    className="block text-sm font-medium break-words text-ink hover:underline"
                  >
                    {item.title}
                  </Link>
                  {item.status !== "published" && <StatusPill status={item.status} />}
                </div>
                <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:gap-2">
                  <MoveButtons intent="item" id={item.id} index={index} count={items.length} label={item.title} />
                </div>
              </div>
            )}
          />
        </Form>
      )}
    </section>
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
