import { data, redirect } from "react-router";
import { changeLines } from "../../lib/catalogue/change-words.ts";
import {
  PRODUCT_TRANSLATED,
  parseProductForm,
  type ProductActionData,
  type ProductCollection,
  type ProductFormValues,
} from "../../lib/catalogue/product-form.ts";
import type { ItemStatus } from "../../lib/catalogue/catalogue-item.ts";
import {
  PHOTOS_NOT_MOVED,
  PHOTOS_NOT_MOVED_SHOWN,
  type PhotoOrderAnswer,
  PRODUCT_CONFLICT,
  readIdList,
} from "../../lib/catalogue/photo-order.ts";
import { moveIntent } from "../../lib/ui/move-intent.ts";
import { readTranslations, translationValues } from "../../lib/i18n/localized.ts";
import { parseRecordId } from "../../lib/record-id.ts";
import { formatStoreTime } from "../../lib/time/admin-dates.ts";
import { storeTimeZone } from "../settings/index.server.ts";
import { assertPermission, assertSameOrigin, type SessionAdmin } from "../accounts/index.server.ts";
import { getDatabase, getDb } from "../platform/db.server.ts";
import { type Flash, redirectWithFlash, takeFlash } from "../platform/flash.server.ts";
import { formValues, readRequestBody } from "../platform/request-body.server.ts";
import { createProduct, deleteProduct, saveProduct } from "./products.server.ts";
import { removeImage, reorderImages } from "./product-photos.server.ts";
import { collectionChoices, productForEdit } from "./staff-catalogue.server.ts";

/**
 * The product editor's server half (the route /admin/products/:id is its loader,
 * action and screen; the screen is components/admin/catalogue/product-editor.tsx):
 * "new" asks for a collection, then creates a draft; an existing product is saved,
 * published, hidden or deleted. Its photos are the images route's.
 */

const SAVED_WORDS: Record<"saved" | ItemStatus, string> = {
  saved: "Saved.",
  published: "Published: it is on the site now.",
  hidden: "Hidden: it is off the site, and kept here.",
  draft: "Saved as a draft.",
};

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function productEditorLoader(request: Request, rawId: string) {
  const timeZone = await storeTimeZone();
  const url = new URL(request.url);
  const db = getDb();
  if (rawId === "new") {
    const choices = await collectionChoices(db);
    const chosen = choices.find((c) => c.slug === url.searchParams.get("collection")) ?? null;
    return data({
      mode: "new" as const,
      collections: choices.map((c) => ({ slug: c.slug, name: c.name })),
      collection: chosen as ProductCollection | null,
      values: null,
    });
  }
  const id = parseRecordId(rawId) ?? notFound();
  const product = (await productForEdit(db, id)) ?? notFound();
  const { item } = product;
  const { flash, headers } = await takeFlash(request);
  const values: ProductFormValues = {
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
    isNew: item.is_new === 1 ? "on" : "",
    ...translationValues(readTranslations(item.translations), PRODUCT_TRANSLATED),
  };
  return data(
    {
      mode: "edit" as const,
      id,
      status: item.status as ItemStatus,
      slug: item.slug,
      version: item.version,
      published: item.published_at !== null,
      updated: formatStoreTime(item.updated_at, timeZone),
      collection: product.collection as ProductCollection,
      images: product.images,
      history: changeLines(product.history, (iso) => formatStoreTime(iso, timeZone)),
      values,
      confirmDelete: url.searchParams.get("confirm") === "delete",
      flash,
    },
    { headers },
  );
}

/** The photos' alt texts as typed in the form (`alt-<photo id>`), saved with it (the photo day's too). */
export function typedAlts(values: URLSearchParams): Map<number, string> {
  const alts = new Map<number, string>();
  for (const [key, value] of values) {
    const match = /^alt-(\d{1,9})$/.exec(key);
    // As typed: saveProduct checks them (checkAlt) and says what is wrong instead of cutting them short.
    if (match) alts.set(Number(match[1]), value);
  }
  return alts;
}

export async function productEditorAction(request: Request, admin: SessionAdmin, rawId: string) {
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 64 * 1024 });
  if (!body.ok) {
    return data<ProductActionData>({ message: body.message }, { status: body.status, headers: body.headers });
  }
  const values = formValues(body);
  const intent = values.get("intent") ?? "";
  const database = getDatabase();
  const refuse = (status: number, message: string) => data<ProductActionData>({ message }, { status });

  if (rawId === "new") {
    const collection = (await collectionChoices(database.db)).find((c) => c.slug === values.get("collection"));
    if (!collection) return refuse(400, "Choose a collection first.");
    const submission = parseProductForm(values, collection);
    if (submission.status !== "success")
      return data<ProductActionData>({ result: submission.reply() }, { status: 422 });
    const created = await createProduct(database, admin, collection.slug, submission.value);
    if (!created.ok) return refuse(400, "Choose a collection first.");
    throw await redirectWithFlash(request, `/admin/products/${created.value.id}`, {
      tone: "success",
      message: "Draft saved. Add photos, describe them, then publish.",
    });
  }

  const id = parseRecordId(rawId) ?? notFound();
  const version = Number(values.get("version"));
  const here = `/admin/products/${id}`;

  if (intent === "delete") {
    assertPermission(request, admin, "delete-permanently");
    const deleted = await deleteProduct(database, admin, id, version);
    if (deleted.ok || deleted.reason === "not-found") {
      const title = values.get("title")?.trim().slice(0, 140) || "the product";
      throw await redirectWithFlash(request, "/admin/products", {
        tone: "success",
        message: `Deleted “${title}”. It is no longer on the site.`,
      });
    }
    return data<ProductActionData>({ conflict: true }, { status: 409 });
  }
  if (intent !== "save" && intent !== "publish" && intent !== "hide") return refuse(400, "Unknown action.");

  const product = (await productForEdit(database.db, id)) ?? notFound();
  const submission = parseProductForm(values, product.collection);
  if (submission.status !== "success") return data<ProductActionData>({ result: submission.reply() }, { status: 422 });
  const saved = await saveProduct(database, admin, id, version, submission.value, intent, typedAlts(values));
  if (saved.ok) {
    const flash: Flash = { tone: "success", message: SAVED_WORDS[intent === "save" ? "saved" : saved.value.status] };
    throw await redirectWithFlash(request, here, flash);
  }
  if (saved.reason === "invalid") {
    return data<ProductActionData>({ result: submission.reply({ formErrors: saved.problems }) }, { status: 422 });
  }
  if (saved.reason === "conflict") {
    return data<ProductActionData>({ result: submission.reply(), conflict: true }, { status: 409 });
  }
  return notFound();
}

/**
 * The photo buttons of the product form (make cover, move up, move down, remove; they
 * post to the images route) and, with script, the drag and "Make cover" that send the
 * whole new order (one post, answered in JSON). Every move names the product's
 * version the page showed: a move made on photos changed since is refused as a
 * conflict, and nothing moves.
 */
export async function productPhotoAction(request: Request, admin: SessionAdmin, id: number, photoDay = false) {
  const body = await readRequestBody(request, { maxBytes: 64 * 1024 });
  const here = photoDay ? "/admin/photo-day" : `/admin/products/${id}`;
  // The photo day shows its notices at the top; the product page beside its photos.
  const back = (flash: Flash) =>
    photoDay
      ? redirectWithFlash(request, here, flash)
      : redirectWithFlash(request, `${here}#photos`, { ...flash, place: "photos" });
  if (!body.ok) return back({ tone: "error", message: body.message });
  const values = formValues(body);
  const intent = values.get("intent") ?? "";
  const version = Number(values.get("version"));
  const database = getDatabase();

  if (intent === "reorder-photos") {
    const result = await reorderImages(database, admin, id, version, { ids: readIdList(values.get("order")) });
    if (result.ok) return data<PhotoOrderAnswer>({ ok: true, version: result.value.version });
    const conflict = result.reason === "conflict";
    return data<PhotoOrderAnswer>(
      {
        ok: false,
        conflict,
        message: conflict ? PHOTOS_NOT_MOVED : "This product no longer exists.",
      },
      { status: conflict ? 409 : 404 },
    );
  }
  const move = moveIntent(intent, ["photo"], { first: true });
  const remove = /^photo:delete:(\d{1,9})$/.exec(intent);
  if (!move && !remove) {
    return back({ tone: "error", message: "That photo action is not known. Reload the page and try again." });
  }
  const result = move
    ? await reorderImages(database, admin, id, version, { id: move.id, step: move.step })
    : await removeImage(database, admin, id, Number(remove![1]));
  if (!result.ok && result.reason === "not-found") notFound();
  if (!result.ok && result.reason === "conflict") {
    return back({ tone: "error", message: `${PRODUCT_CONFLICT}. ${PHOTOS_NOT_MOVED_SHOWN}` });
  }
  if (!result.ok) return back({ tone: "error", message: "problems" in result ? result.problems.join(" ") : "" });
  return remove ? back({ tone: "success", message: "Photo removed." }) : redirect(`${here}#photos`);
}
