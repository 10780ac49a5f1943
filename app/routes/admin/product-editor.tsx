import { ArrowLeft, ExternalLink, History } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { ConflictMessage, FormMessage } from "~/components/admin/form-message";
import { StatusPill } from "~/components/admin/status-pill";
import { CheckboxField, Field, Input, Select, Textarea } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { ProductPhotos, UPLOAD_FORM_ID } from "~/components/admin/product-photos";
import { staffTitle } from "~/components/admin/staff-title";
import { formatKolkata } from "~/lib/time/admin-dates";
import { changeWords } from "~/lib/catalogue/change-words";
import { assignableCategories, type FilterDefinition, typeChoices } from "~/lib/catalogue/collection-filter";
import type { ItemField } from "~/lib/catalogue/collection-view";
import { charCount } from "~/lib/text/characters";
import {
  type ItemStatus,
  PRODUCT_LIMITS,
  type ProductErrors,
  publishProblems,
  validateProduct,
  WARMTH_LEVELS,
} from "~/lib/catalogue/product-form";
import { assertPermission, assertSameOrigin, requireAdmin } from "~/services/accounts/auth.server";
import { useStaffCan } from "~/components/admin/use-staff-can";
import { collectionChoices, productForEdit } from "~/services/catalogue/staff-catalogue.server";
import { createProduct, deleteProduct, saveProduct, type SaveIntent } from "~/services/catalogue/products.server";
import { removeImage, reorderImages } from "~/services/catalogue/product-photos.server";
import { getDatabase, getDb } from "~/services/platform/db.server";
import { readRequestBody } from "~/services/platform/request-body.server";
import { Forbidden, isForbidden } from "~/components/admin/forbidden";
import type { Route } from "./+types/product-editor";

export const CONFLICT_MESSAGE = "This product was changed by someone else since you opened it";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: staffTitle(matches, loaderData?.mode === "edit" ? loaderData.values.title : "New product", "Products"),
  },
];

type FormValues = {
  title: string;
  description: string;
  category: string;
  type: string;
  extraTypes: string[];
  price: string;
  rating: string;
  fabric: string;
  fit: string;
  warmth: string;
  brand: string;
  features: string;
  isNew: boolean;
};

type CollectionChoice = { slug: string; name: string; path: string; filters: FilterDefinition; fields: ItemField[] };

const EMPTY: FormValues = {
  title: "",
  description: "",
  category: "",
  type: "",
  extraTypes: [],
  price: "",
  rating: "",
  fabric: "",
  fit: "",
  warmth: "",
  brand: "",
  features: "",
  isNew: false,
};

function parseId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const db = getDb();
  if (params.id === "new") {
    const choices = await collectionChoices(db);
    const chosen = choices.find((c) => c.slug === url.searchParams.get("collection")) ?? null;
    return {
      mode: "new" as const,
      collections: choices.map((c) => ({ slug: c.slug, name: c.name })),
      collection: chosen as CollectionChoice | null,
      values: EMPTY,
    };
  }
  const id = parseId(params.id) ?? notFound();
  const product = (await productForEdit(db, id)) ?? notFound();
  const { item } = product;
  return {
    mode: "edit" as const,
    id,
    status: item.status as ItemStatus,
    slug: item.slug,
    version: item.version,
    published: item.published_at !== null,
    updated: formatKolkata(item.updated_at),
    collection: product.collection as CollectionChoice,
    images: product.images,
    history: product.history.map((h) => ({ ...h, when: formatKolkata(h.at), what: changeWords(h.action) })),
    values: {
      title: item.title,
      description: item.description,
      category: item.category ?? "",
      type: item.type,
      extraTypes: JSON.parse(item.extra_types) as string[],
      price: item.price ?? "",
      rating: item.rating === null ? "" : String(item.rating),
      fabric: item.fabric ?? "",
      fit: item.fit ?? "",
      warmth: item.warmth ?? "",
      brand: item.brand ?? "",
      features: (JSON.parse(item.features) as string[]).join("\n"),
      isNew: item.is_new === 1,
    } satisfies FormValues,
    confirmDelete: url.searchParams.get("confirm") === "delete",
    saved: url.searchParams.get("saved"),
    uploaded: Number(url.searchParams.get("uploaded") ?? 0) || 0,
    uploadError: url.searchParams.get("upload-error")?.slice(0, 600) ?? null,
  };
}

type ActionResult = {
  ok: false;
  conflict?: boolean;
  message?: string;
  problems?: string[];
  errors?: ProductErrors;
  values?: FormValues;
};

function submittedValues(fields: Record<string, unknown>): FormValues {
  const text = (name: keyof FormValues) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  return {
    title: text("title"),
    description: text("description"),
    category: text("category"),
    type: text("type"),
    extraTypes: Array.isArray(fields.extraTypes)
      ? fields.extraTypes.filter((v): v is string => typeof v === "string")
      : [],
    price: text("price"),
    rating: text("rating"),
    fabric: text("fabric"),
    fit: text("fit"),
    warmth: text("warmth"),
    brand: text("brand"),
    features: text("features"),
    isNew: fields.isNew === "on",
  };
}

function submittedAlts(fields: Record<string, unknown>): Map<number, string> {
  const alts = new Map<number, string>();
  for (const [key, value] of Object.entries(fields)) {
    const match = /^alt-(\d{1,9})$/.exec(key);
    // As typed: saveProduct checks them (checkAlt) and says what is wrong instead of cutting them short.
    if (match && typeof value === "string") alts.set(Number(match[1]), value);
  }
  return alts;
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 64 * 1024 });
  if (!body.ok)
    return data<ActionResult>({ ok: false, message: body.message }, { status: body.status, headers: body.headers });
  // Ticked checkboxes repeat their name: the form's other types come as a list.
  const fields: Record<string, unknown> = { ...body.fields, extraTypes: body.valueLists.extraTypes ?? [] };
  const intent = typeof fields.intent === "string" ? fields.intent : "";
  const database = getDatabase();

  if (params.id === "new") {
    const choices = await collectionChoices(database.db);
    const collection = choices.find((c) => c.slug === fields.collection);
    if (!collection) return data<ActionResult>({ ok: false, message: "Choose a collection first." }, { status: 400 });
    const result = validateProduct(fields, collection);
    if (!result.ok) {
      return data<ActionResult>({ ok: false, errors: result.errors, values: submittedValues(fields) }, { status: 422 });
    }
    const created = await createProduct(database, admin, collection.slug, result.value);
    if (!created.ok) return data<ActionResult>({ ok: false, message: "Choose a collection first." }, { status: 400 });
    throw redirect(`/admin/products/${created.value.id}?saved=created`);
  }

  const id = parseId(params.id) ?? notFound();
  const version = Number(fields.version);
  const here = `/admin/products/${id}`;

  if (intent === "delete") {
    assertPermission(request, admin, "delete-permanently");
    const deleted = await deleteProduct(database, admin, id, version);
    if (deleted.ok || deleted.reason === "not-found") {
      throw redirect(`/admin/products?deleted=${encodeURIComponent(String(fields.title ?? "the product"))}`);
    }
    return data<ActionResult>({ ok: false, conflict: true }, { status: 409 });
  }

  if (intent.startsWith("photo:")) {
    const match = /^photo:(up|down|delete):(\d{1,9})$/.exec(intent);
    if (!match) return data<ActionResult>({ ok: false, message: "Unknown photo action." }, { status: 400 });
    const imageId = Number(match[2]);
    const result =
      match[1] === "delete"
        ? await removeImage(database, admin, id, imageId)
        : await reorderImages(database, admin, id, { id: imageId, step: match[1] === "up" ? -1 : 1 });
    if (!result.ok && result.reason === "invalid") {
      return data<ActionResult>({ ok: false, problems: result.problems }, { status: 422 });
    }
    if (!result.ok && result.reason === "not-found") notFound();
    throw redirect(`${here}${match[1] === "delete" ? "?saved=photo-removed" : ""}#photos`);
  }

  if (intent === "reorder-photos") {
    const ids = String(fields.order ?? "")
      .split(",")
      .filter((s) => /^\d{1,9}$/.test(s))
      .map(Number);
    const result = await reorderImages(database, admin, id, { ids });
    if (!result.ok && result.reason === "not-found") notFound();
    return { ok: true as const };
  }

  if (intent !== "save" && intent !== "publish" && intent !== "hide") {
    return data<ActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
  }
  const product = (await productForEdit(database.db, id)) ?? notFound();
  const values = submittedValues(fields);
  const result = validateProduct(fields, product.collection);
  if (!result.ok) return data<ActionResult>({ ok: false, errors: result.errors, values }, { status: 422 });
  const saved = await saveProduct(
    database,
    admin,
    id,
    version,
    result.value,
    intent as SaveIntent,
    submittedAlts(fields),
  );
  if (saved.ok) throw redirect(`${here}?saved=${intent === "save" ? "saved" : saved.value.status}`);
  if (saved.reason === "invalid")
    return data<ActionResult>({ ok: false, problems: saved.problems, values }, { status: 422 });
  if (saved.reason === "conflict") return data<ActionResult>({ ok: false, conflict: true, values }, { status: 409 });
  return notFound();
}

const SAVED_WORDS: Record<string, string> = {
  created: "Draft saved. Add photos, describe them, then publish.",
  saved: "Saved.",
  published: "Published: it is on the site now.",
  hidden: "Hidden: it is off the site, and kept here.",
  draft: "Saved as a draft.",
  "photo-removed": "Photo removed.",
};

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === "new" && !loaderData.collection)
    return <ChooseCollection collections={loaderData.collections} />;
  return <ProductEditor loaderData={loaderData} actionData={actionData} />;
}

function ChooseCollection({ collections }: { collections: Array<{ slug: string; name: string }> }) {
  return (
    <div className="mx-auto max-w-3xl">
      <BackToProducts />
      <h1 className="mt-3 text-4xl">New product</h1>
      <h2 className="mt-6 font-sans text-base font-semibold text-ink">Which collection is it for?</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {collections.map((c) => (
          <li key={c.slug}>
            <Link
              to={`?collection=${c.slug}`}
              className="flex min-h-12 items-center rounded-card border border-line bg-paper px-4 font-medium text-ink hover:border-ink"
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BackToProducts() {
  return (
    <Link
      to="/admin/products"
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brass-deep underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Products
    </Link>
  );
}

type EditorProps = {
  loaderData: Route.ComponentProps["loaderData"];
  actionData: Route.ComponentProps["actionData"];
};

function ProductEditor({ loaderData, actionData }: EditorProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const edit = loaderData.mode === "edit" ? loaderData : null;
  const canDelete = useStaffCan("delete-permanently");
  const collection = loaderData.collection!;
  const failed = actionData && "ok" in actionData && !actionData.ok ? (actionData as ActionResult) : undefined;
  const values = failed?.values ?? loaderData.values;
  const [errors, setErrors] = useState<ProductErrors>(failed?.errors ?? {});
  const [problems, setProblems] = useState<string[]>(failed?.problems ?? []);
  const [counts, setCounts] = useState({ title: charCount(values.title), description: charCount(values.description) });
  const [category, setCategory] = useState(values.category);
  const [mainType, setMainType] = useState(values.type);
  const formRef = useRef<HTMLFormElement>(null);
  const shownErrors = failed?.errors ?? errors;
  const shownProblems = failed?.problems ?? problems;

  const uses = new Set(collection.fields);
  const categories = assignableCategories(collection.filters);
  const grouped = collection.filters.typesByCategory;
  const types = typeChoices(collection.filters, category || null);
  const status = edit?.status;

  // The same rules as the server, before the round trip: errors show at once, and the
  // first field in error gets the focus.
  function check(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value;
    if (intent !== "save" && intent !== "publish" && intent !== "hide") return;
    const form = new FormData(event.currentTarget);
    const fields = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;
    const result = validateProduct({ ...fields, extraTypes: form.getAll("extraTypes") }, collection);
    const nextErrors = result.ok ? {} : result.errors;
    const alts = (edit?.images ?? []).map((image) => ({ alt: fields[`alt-${image.id}`] ?? image.alt }));
    const nextProblems = intent === "publish" && result.ok ? publishProblems(result.value, alts) : [];
    setErrors(nextErrors);
    setProblems(nextProblems);
    if (Object.keys(nextErrors).length || nextProblems.length) {
      event.preventDefault();
      const first = Object.keys(nextErrors)[0];
      const target = first
        ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)
        : formRef.current?.querySelector<HTMLElement>("[data-problems]");
      target?.focus();
    }
  }

  return (
    <div className="mx-auto max-w-3xl pb-28">
      <BackToProducts />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-3xl break-words sm:text-4xl">
          {edit ? values.title || "Untitled" : "New product"}
        </h1>
        {status && <StatusPill status={status} />}
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        {collection.name}
        {edit && ` · changed ${edit.updated}`}
        {edit && status === "published" && (
          <>
            {" · "}
            <a
              href={collection.path}
              className="inline-flex items-center gap-1 font-medium text-brass-deep underline underline-offset-4"
            >
              See it on the site
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
            </a>
          </>
        )}
      </p>

      <div className="mt-6 space-y-3" aria-live="polite">
        {failed?.conflict && (
          <ConflictMessage
            message={CONFLICT_MESSAGE}
            hint="Your changes are not saved. They are still in the form below: copy what you need, then reload to see the latest version."
            reloadTo={`/admin/products/${edit?.id}`}
            reloadLabel="Reload the product"
          />
        )}
        {failed?.message && <FormMessage tone="error">{failed.message}</FormMessage>}
        {shownProblems.length > 0 && (
          <div tabIndex={-1} data-problems>
            <FormMessage tone="error">
              <p className="font-semibold">Not published yet:</p>
              <ul className="mt-1 list-disc pl-5">
                {shownProblems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </FormMessage>
          </div>
        )}
        {!failed && edit?.saved && SAVED_WORDS[edit.saved] && (
          <FormMessage tone="success">{SAVED_WORDS[edit.saved]}</FormMessage>
        )}
      </div>

      {edit?.confirmDelete && canDelete && (
        <section aria-labelledby="delete-title" className="mt-6 rounded-card border-2 border-danger/60 bg-paper p-5">
          <h2 id="delete-title" className="font-sans text-lg font-semibold text-ink">
            Delete “{values.title}” for good?
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            It leaves the site and this list, with its photos. To take it off the site and keep it, use Hide instead.
          </p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="version" value={edit.version} />
            <input type="hidden" name="title" value={values.title} />
            <Button type="submit" name="intent" value="delete" variant="danger" size="compact" disabled={busy}>
              Delete for good
            </Button>
            <Link to={`/admin/products/${edit.id}`} className={buttonVariants({ variant: "subtle", size: "compact" })}>
              Keep it
            </Link>
          </Form>
        </section>
      )}

      <Form method="post" ref={formRef} onSubmit={check} noValidate className="mt-6 space-y-8">
        {edit && <input type="hidden" name="version" value={edit.version} />}
        {!edit && <input type="hidden" name="collection" value={collection.slug} />}

        <fieldset className="space-y-5 rounded-card border border-line bg-paper p-4 sm:p-6">
          <legend className="px-1 font-display text-2xl text-ink">Details</legend>
          <Field
            label="Title"
            required
            error={shownErrors.title}
            aside={<Counter value={counts.title} max={PRODUCT_LIMITS.title} />}
            hint={edit?.published ? `Its link name stays “${edit.slug}”.` : undefined}
          >
            <Input
              name="title"
              type="text"
              defaultValue={values.title}
              required
              minLength={PRODUCT_LIMITS.titleMin}
              maxLength={PRODUCT_LIMITS.title}
              onInput={(e) => {
                const title = charCount(e.currentTarget.value);
                setCounts((c) => ({ ...c, title }));
              }}
            />
          </Field>

          {categories.length > 0 && (
            <Field label="Category" required error={shownErrors.category}>
              <Select
                name="category"
                defaultValue={values.category}
                required
                onChange={(e) => setCategory(e.currentTarget.value)}
              >
                <option value="">Choose a category</option>
                {categories.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </Select>
            </Field>
          )}

          <Field
            label="Type"
            required
            error={shownErrors.type}
            hint={
              edit ? (
                <>
                  A kind of garment that is missing can be added on the{" "}
                  <Link to={`/admin/collections/${collection.slug}#add-type`} className="underline underline-offset-2">
                    collection’s page
                  </Link>
                  .
                </>
              ) : undefined
            }
          >
            <Select
              name="type"
              defaultValue={values.type}
              required
              onChange={(e) => setMainType(e.currentTarget.value)}
            >
              <option value="">Choose a type</option>
              {grouped
                ? // Without JavaScript every group's types are listed, each under its group.
                  Object.entries(grouped)
                    .filter(([group]) => !category || group === category)
                    .map(([group, row]) => (
                      <optgroup key={group} label={categories.find((c) => c.value === group)?.label ?? row.label}>
                        {row.options.map((t) => (
                          <option key={t.value} value={t.value}>
                            {t.label}
                          </option>
                        ))}
                      </optgroup>
                    ))
                : types.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
            </Select>
          </Field>

          <OtherTypes
            rows={
              grouped
                ? Object.entries(grouped)
                    .filter(([group]) => !category || group === category)
                    .map(([group, row]) => ({
                      label: categories.find((c) => c.value === group)?.label ?? row.label,
                      options: row.options,
                    }))
                : [{ label: "", options: types }]
            }
            mainType={mainType}
            checked={values.extraTypes}
            error={shownErrors.extraTypes}
          />

          <Field
            label="Description"
            error={shownErrors.description}
            aside={<Counter value={counts.description} max={PRODUCT_LIMITS.description} />}
            hint="Needed before publishing. Shown on the card and in the item’s window."
          >
            <Textarea
              name="description"
              rows={5}
              defaultValue={values.description}
              maxLength={PRODUCT_LIMITS.description}
              onInput={(e) => {
                const description = charCount(e.currentTarget.value);
                setCounts((c) => ({ ...c, description }));
              }}
            />
          </Field>

          <div className="grid gap-5 sm:grid-cols-2">
            {uses.has("price") && (
              <Field label="Price" optional error={shownErrors.price} hint="As shown, e.g. ₹6,800">
                <Input
                  name="price"
                  type="text"
                  inputMode="text"
                  defaultValue={values.price}
                  maxLength={PRODUCT_LIMITS.price}
                />
              </Field>
            )}
            {uses.has("rating") && (
              <Field label="Rating" optional error={shownErrors.rating} hint="1 to 5, e.g. 4.7">
                <Input
                  name="rating"
                  type="text"
                  inputMode="decimal"
                  defaultValue={values.rating}
                  maxLength={3}
                  pattern="[1-5](\.[0-9])?"
                />
              </Field>
            )}
            {uses.has("brand") && (
              <Field label="Brand" optional error={shownErrors.brand}>
                <>
                  <Input
                    name="brand"
                    type="text"
                    list="brand-names"
                    defaultValue={values.brand}
                    maxLength={PRODUCT_LIMITS.short}
                  />
                  <datalist id="brand-names">
                    {(collection.filters.categories?.options ?? [])
                      .filter((o) => o.value !== "all" && !o.match)
                      .map((o) => (
                        <option key={o.value} value={o.label} />
                      ))}
                  </datalist>
                </>
              </Field>
            )}
            {uses.has("fabric") && (
              <Field label="Fabric" optional error={shownErrors.fabric}>
                <Input name="fabric" type="text" defaultValue={values.fabric} maxLength={PRODUCT_LIMITS.short} />
              </Field>
            )}
            {uses.has("fit") && (
              <Field label="Fit" optional error={shownErrors.fit}>
                <Input name="fit" type="text" defaultValue={values.fit} maxLength={PRODUCT_LIMITS.short} />
              </Field>
            )}
            {uses.has("warmth") && (
              <Field label="Warmth" optional error={shownErrors.warmth}>
                <Select name="warmth" defaultValue={values.warmth}>
                  <option value="">Not given</option>
                  {WARMTH_LEVELS.map((w) => (
                    <option key={w} value={w}>
                      {w}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          </div>

          {uses.has("features") && (
            <Field
              label="Features"
              optional
              error={shownErrors.features}
              hint={`One per line, at most ${PRODUCT_LIMITS.features}.`}
            >
              <Textarea name="features" rows={4} defaultValue={values.features} />
            </Field>
          )}

          <CheckboxField name="isNew" defaultChecked={values.isNew} label="Show a “New” badge on its card" />
        </fieldset>

        {edit && (
          <ProductPhotos
            productId={edit.id}
            images={edit.images}
            uploaded={edit.uploaded}
            uploadError={edit.uploadError}
          />
        )}

        <div className="fixed right-0 bottom-0 left-16 z-30 border-t border-line bg-ivory/95 px-4 py-3 backdrop-blur-sm md:static md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none">
          <div className="mx-auto flex max-w-3xl flex-wrap gap-2 md:gap-3">
            {!edit && (
              <Button type="submit" name="intent" value="save" variant="dark" size="compact" disabled={busy}>
                Save draft
              </Button>
            )}
            {edit && status !== "published" && (
              <>
                <Button type="submit" name="intent" value="publish" variant="primary" size="compact" disabled={busy}>
                  Publish
                </Button>
                <Button type="submit" name="intent" value="save" variant="subtle" size="compact" disabled={busy}>
                  {status === "hidden" ? "Save" : "Save draft"}
                </Button>
              </>
            )}
            {edit && status === "published" && (
              <>
                <Button type="submit" name="intent" value="save" variant="primary" size="compact" disabled={busy}>
                  Save changes
                </Button>
                <Button type="submit" name="intent" value="hide" variant="subtle" size="compact" disabled={busy}>
                  Hide
                </Button>
              </>
            )}
            {edit && canDelete && (
              <Link
                to="?confirm=delete"
                className={buttonVariants({ variant: "danger", size: "compact", className: "ml-auto" })}
              >
                Delete
              </Link>
            )}
          </div>
        </div>
      </Form>
      {edit && (
        <form
          id={UPLOAD_FORM_ID}
          method="post"
          action={`/admin/products/${edit.id}/images`}
          encType="multipart/form-data"
          hidden
        />
      )}

      {edit && edit.history.length > 0 && (
        <section aria-labelledby="history-title" className="mt-10">
          <h2 id="history-title" className="flex items-center gap-2 font-sans text-base font-semibold text-ink">
            <History aria-hidden="true" className="h-4 w-4 text-brass-deep" />
            History
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {edit.history.map((h) => (
              <li key={h.id} className="rounded-card border border-line bg-paper px-3 py-2">
                <span className="font-medium text-ink">{h.what}</span>
                {h.fields.length > 0 && <span className="text-ink">: {h.fields.join(", ")}</span>}
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

/**
 * The other types a shopper would look for the product under (a handwork sherwani is
 * also a sherwani): ticked ones show it under those filters too; its card keeps the
 * main type. Without JavaScript every group is listed, as in the type list above.
 */
function OtherTypes({
  rows,
  mainType,
  checked,
  error,
}: {
  rows: Array<{ label: string; options: ReadonlyArray<{ value: string; label: string }> }>;
  mainType: string;
  checked: readonly string[];
  error?: string;
}) {
  const shown = rows
    .map((row) => ({ ...row, options: row.options.filter((o) => o.value !== mainType) }))
    .filter((row) => row.options.length > 0);
  if (shown.length === 0) return null;
  return (
    <fieldset aria-describedby="other-types-hint" data-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-ink">
        Also listed under <span className="font-normal text-ink-soft">(optional)</span>
      </legend>
      <p id="other-types-hint" className="mt-1 text-xs text-ink-soft">
        Shoppers also find it under each ticked type; its card shows the main type.
      </p>
      {error && (
        <p className="mt-1 text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
      {shown.map((row) => (
        <div key={row.label} className="mt-3">
          {shown.length > 1 && (
            <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{row.label}</p>
          )}
          <div className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
            {row.options.map((o) => (
              <CheckboxField
                key={o.value}
                name="extraTypes"
                value={o.value}
                label={o.label}
                defaultChecked={checked.includes(o.value)}
                className="py-1.5"
              />
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

function Counter({ value, max }: { value: number; max: number }) {
  return (
    <span className={value > max ? "text-xs font-semibold text-danger" : "text-xs text-ink-soft"}>
      {value.toLocaleString("en-IN")} / {max.toLocaleString("en-IN")}
    </span>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <Forbidden />;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl">
      <BackToProducts />
      {missing ? (
        <>
          <p className="mt-4 font-display text-6xl text-brass-deep">404</p>
          <h1 className="mt-2 text-3xl">This product does not exist</h1>
          <p className="mt-2 text-ink-soft">It may have been deleted.</p>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-3xl">Something went wrong</h1>
          <p className="mt-2 text-ink-soft">Nothing was saved by this error. Reload the page and try again.</p>
        </>
      )}
    </div>
  );
}
