import { ArrowDown, ArrowLeft, ArrowUp, ExternalLink, History, ImageOff, Plus } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, redirect, useFetcher, useNavigation } from "react-router";
import { ConflictMessage, FormMessage } from "~/components/admin/form-message";
import { StatusPill } from "~/components/admin/status-pill";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { SortableList } from "~/components/admin/sortable-list";
import { Picture } from "~/components/ui/picture";
import type { ImageKind } from "~/lib/media/image-ref";
import { staffTitle } from "~/components/admin/staff-title";
import { formatKolkata } from "~/lib/time/admin-dates";
import { changeWords } from "~/lib/catalogue/change-words";
import {
  checkTypeLabel,
  COLLECTION_LIMITS,
  COLLECTION_TEXT_LABELS,
  type CollectionTextField,
  validateCollectionForm,
} from "~/lib/catalogue/collection-form";
import { assertSameOrigin, requireAdmin } from "~/services/accounts/auth.server";
import { addTypeOption, moveFilter, saveCollection } from "~/services/catalogue/collections.server";
import { collectionForEdit } from "~/services/catalogue/staff-catalogue.server";
import { reorderItems } from "~/services/catalogue/products.server";
import { getDatabase, getDb } from "~/services/platform/db.server";
import { readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/collection-editor";

export const COLLECTION_CONFLICT_MESSAGE = "This collection was changed by someone else since you opened it";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: staffTitle(matches, loaderData?.name ?? "Collection", "Collections") },
];

const TEXT_FIELDS: CollectionTextField[] = [
  "heroEyebrow",
  "heroTitle",
  "heroSubtitle",
  "heroText",
  "sectionTitle",
  "sectionIntro",
  "emptyHint",
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const found = await collectionForEdit(getDb(), params.slug);
  if (!found) throw data(null, { status: 404 });
  const { collection, config, filters, items, history } = found;
  const url = new URL(request.url);
  // Rows as staff see them: the category row, then the shared type row or one row per group.
  const categoryRow = filters.filter((f) => f.kind === "category");
  const typeRows = [
    ...(config.filters.types
      ? [{ key: "", label: config.filters.types.label, hidden: Boolean(config.filters.types.hidden) }]
      : []),
    ...Object.entries(config.filters.typesByCategory ?? {}).map(([group, row]) => ({
      key: group,
      label: row.label,
      hidden: false,
    })),
  ].map((row) => ({ ...row, options: filters.filter((f) => f.kind === "type" && f.group_value === row.key) }));
  const rows = [
    ...(config.filters.categories && categoryRow.length
      ? [{ key: "category", label: config.filters.categories.label, hidden: false, options: categoryRow }]
      : []),
    ...typeRows.map((r) => ({ ...r, key: `type:${r.key}` })),
  ].map((row) => ({ ...row, options: row.options.map((o) => ({ id: o.id, value: o.value, label: o.label })) }));
  return {
    slug: collection.slug,
    name: collection.name,
    path: collection.path,
    version: collection.version,
    texts: {
      heroEyebrow: collection.hero_eyebrow,
      heroTitle: collection.hero_title,
      heroSubtitle: collection.hero_subtitle ?? "",
      heroText: collection.hero_text,
      sectionTitle: collection.section_title,
      sectionIntro: collection.section_intro,
      emptyHint: collection.empty_hint,
    } satisfies Record<CollectionTextField, string>,
    rows,
    groups: config.filters.typesByCategory
      ? (config.filters.categories?.options ?? []).filter((o) => config.filters.typesByCategory?.[o.value])
      : null,
    canAddType: Boolean(config.filters.types || config.filters.typesByCategory),
    items: items.map((i) => ({ id: i.id, title: i.title, status: i.status, thumbnail: i.thumbnail })),
    history: history.map((h) => ({ ...h, when: formatKolkata(h.at) })),
    saved: url.searchParams.get("saved"),
  };
}

type ActionResult = {
  ok: false;
  conflict?: boolean;
  errors?: Partial<Record<string, string>>;
  message?: string;
  typeError?: string;
};

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 32 * 1024 });
  if (!body.ok)
    return data<ActionResult>({ ok: false, message: body.message }, { status: body.status, headers: body.headers });
  const fields = body.fields;
  const intent = typeof fields.intent === "string" ? fields.intent : "";
  const database = getDatabase();
  const here = `/admin/collections/${params.slug}`;
  const notFound = () => {
    throw data(null, { status: 404 });
  };

  const step = /^(filter|item):(up|down):(\d{1,9})$/.exec(intent);
  if (step) {
    const id = Number(step[3]);
    const direction = step[2] === "up" ? -1 : 1;
    const result =
      step[1] === "filter"
        ? await moveFilter(database, admin, params.slug, id, direction)
        : await reorderItems(database, admin, params.slug, { id, step: direction });
    if (!result.ok) notFound();
    throw redirect(`${here}#${step[1] === "filter" ? "filters" : "items"}`);
  }

  if (intent === "reorder-items") {
    const ids = String(fields.order ?? "")
      .split(",")
      .filter((s) => /^\d{1,9}$/.test(s))
      .map(Number);
    const result = await reorderItems(database, admin, params.slug, { ids });
    if (!result.ok) notFound();
    return { ok: true as const };
  }

  if (intent === "add-type") {
    const checked = checkTypeLabel(fields.label);
    if (!checked.ok) return data<ActionResult>({ ok: false, typeError: checked.message }, { status: 422 });
    const added = await addTypeOption(database, admin, params.slug, checked.label, String(fields.group ?? ""));
    if (added.ok) throw redirect(`${here}?saved=type#filters`);
    if (added.reason === "invalid") {
      return data<ActionResult>({ ok: false, typeError: added.problems.join(" ") }, { status: 422 });
    }
    return notFound();
  }

  if (intent !== "save") return data<ActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
  const form = validateCollectionForm(fields);
  if (!form.ok) return data<ActionResult>({ ok: false, errors: form.errors }, { status: 422 });
  const result = await saveCollection(
    database,
    admin,
    params.slug,
    Number(fields.version),
    { ...form.texts, heroSubtitle: form.texts.heroSubtitle || null },
    form.labels,
  );
  if (result.ok) throw redirect(`${here}?saved=texts`);
  if (result.reason === "conflict") return data<ActionResult>({ ok: false, conflict: true }, { status: 409 });
  return notFound();
}

const SAVED: Record<string, string> = {
  texts: "Saved: the screen shows the new words now.",
  type: "Type added. It is a filter on the screen once an item has it.",
};

export default function CollectionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const reorder = useFetcher({ key: `items-${loaderData.slug}` });
  const failed = actionData && "ok" in actionData && !actionData.ok ? (actionData as ActionResult) : undefined;
  const errors = failed?.errors ?? {};
  const { items, rows } = loaderData;

  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to="/admin/collections"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brass-deep underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Collections
      </Link>
      <h1 className="mt-2 text-3xl sm:text-4xl">{loaderData.name}</h1>
      <p className="mt-2 text-sm text-ink-soft">
        <a
          href={loaderData.path}
          className="inline-flex items-center gap-1 font-medium text-brass-deep underline underline-offset-4"
        >
          See {loaderData.path} on the site
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
        </a>
      </p>

      <div className="mt-6 space-y-3" aria-live="polite">
        {failed?.conflict && (
          <ConflictMessage
            message={COLLECTION_CONFLICT_MESSAGE}
            hint="Your changes are not saved; they are still in the form. Reload to see the latest words."
            reloadTo={`/admin/collections/${loaderData.slug}`}
            reloadLabel="Reload the collection"
          />
        )}
        {failed?.message && <FormMessage tone="error">{failed.message}</FormMessage>}
        {failed?.errors && <FormMessage tone="error">Some fields need a look: see the messages below.</FormMessage>}
        {!failed && loaderData.saved && SAVED[loaderData.saved] && (
          <FormMessage tone="success">{SAVED[loaderData.saved]}</FormMessage>
        )}
      </div>

      <Form method="post" noValidate className="mt-6 space-y-8">
        <input type="hidden" name="version" value={loaderData.version} />
        <fieldset className="space-y-5 rounded-card border border-line bg-paper p-4 sm:p-6">
          <legend className="px-1 font-display text-2xl text-ink">Words on the screen</legend>
          {TEXT_FIELDS.map((key) => {
            const long = key === "heroText" || key === "sectionIntro" || key === "emptyHint";
            return (
              <Field
                key={key}
                label={COLLECTION_TEXT_LABELS[key]}
                optional={key === "heroSubtitle"}
                error={errors[key]}
                hint={`At most ${COLLECTION_LIMITS[key]} characters.`}
              >
                {long ? (
                  <Textarea
                    name={key}
                    rows={3}
                    defaultValue={loaderData.texts[key]}
                    maxLength={COLLECTION_LIMITS[key]}
                  />
                ) : (
                  <Input
                    name={key}
                    type="text"
                    defaultValue={loaderData.texts[key]}
                    maxLength={COLLECTION_LIMITS[key]}
                  />
                )}
              </Field>
            );
          })}
        </fieldset>

        <fieldset id="filters" className="rounded-card border border-line bg-paper p-4 sm:p-6">
          <legend className="px-1 font-display text-2xl text-ink">Filters</legend>
          <p className="text-sm text-ink-soft">
            Rename a filter, or move it along its row. Labels are saved with the words.
          </p>
          {rows.map((row) => (
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
                      error={errors[`filter-${option.id}`]}
                      className="min-w-0 flex-1"
                    >
                      <Input
                        name={`filter-${option.id}`}
                        type="text"
                        defaultValue={option.label}
                        maxLength={COLLECTION_LIMITS.filterLabel}
                      />
                    </Field>
                    <Button
                      type="submit"
                      name="intent"
                      value={`filter:up:${option.id}`}
                      disabled={index === 0}
                      aria-label={`Move ${option.label} up`}
                      variant="subtle"
                      size="icon"
                    >
                      <ArrowUp aria-hidden="true" className="h-4 w-4" />
                    </Button>
                    <Button
                      type="submit"
                      name="intent"
                      value={`filter:down:${option.id}`}
                      disabled={index === row.options.length - 1}
                      aria-label={`Move ${option.label} down`}
                      variant="subtle"
                      size="icon"
                    >
                      <ArrowDown aria-hidden="true" className="h-4 w-4" />
                    </Button>
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

      {loaderData.canAddType && (
        <section
          id="add-type"
          aria-labelledby="add-type-title"
          className="mt-8 rounded-card border border-line bg-paper p-4 sm:p-6"
        >
          <h2 id="add-type-title" className="font-display text-2xl text-ink">
            Add a type
          </h2>
          <p className="mt-1 text-sm text-ink-soft">A new kind of garment for this collection, e.g. Nehru Jacket.</p>
          <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
            <Field label="Name" required error={failed?.typeError}>
              <Input name="label" type="text" maxLength={COLLECTION_LIMITS.filterLabel} required />
            </Field>
            {loaderData.groups && (
              <Field label="Group" required>
                <Select name="group" required>
                  {loaderData.groups!.map((g) => (
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
      )}

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
              label={`Items of ${loaderData.name}, in order`}
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
                    <Button
                      type="submit"
                      name="intent"
                      value={`item:up:${item.id}`}
                      disabled={index === 0}
                      aria-label={`Move ${item.title} up`}
                      variant="subtle"
                      size="icon"
                    >
                      <ArrowUp aria-hidden="true" className="h-4 w-4" />
                    </Button>
                    <Button
                      type="submit"
                      name="intent"
                      value={`item:down:${item.id}`}
                      disabled={index === items.length - 1}
                      aria-label={`Move ${item.title} down`}
                      variant="subtle"
                      size="icon"
                    >
                      <ArrowDown aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </div>
                </div>
              )}
            />
          </Form>
        )}
      </section>

      {loaderData.history.length > 0 && (
        <section aria-labelledby="collection-history" className="mt-8">
          <h2 id="collection-history" className="flex items-center gap-2 font-sans text-base font-semibold text-ink">
            <History aria-hidden="true" className="h-4 w-4 text-brass-deep" />
            History
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {loaderData.history.map((h) => (
              <li key={h.id} className="rounded-card border border-line bg-paper px-3 py-2">
                <span className="font-medium text-ink">{changeWords(h.action)}</span>
                {h.fields.length > 0 && ` (${h.fields.join(", ")})`}
                <span className="block text-xs text-ink-soft">
                  {h.who} · {h.when}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl">
      {missing && <p className="font-display text-6xl text-brass-deep">404</p>}
      <h1 className="mt-2 text-3xl">{missing ? "There is no such collection" : "Something went wrong"}</h1>
      <Link to="/admin/collections" className="mt-4 inline-block text-brass-deep underline underline-offset-4">
        Back to the collections
      </Link>
    </div>
  );
}
