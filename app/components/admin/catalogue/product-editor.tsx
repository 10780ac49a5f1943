import { FootBar } from "~/components/admin/foot-bar";
import { getFormProps, type Submission, useForm } from "@conform-to/react";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import * as z from "zod/mini";
import { ChangeHistory } from "~/components/admin/catalogue/change-history";
import { ProductDetailsFields } from "~/components/admin/catalogue/product-details-fields";
import { ProductPhotos, UPLOAD_FORM_ID } from "~/components/admin/catalogue/product-photos";
import { ConfirmPanel } from "~/components/admin/confirm-panel";
import { ConflictMessage, FormMessage } from "~/components/admin/form-message";
import { StatusPill } from "~/components/admin/status-pill";
import { useStaffCan } from "~/components/admin/use-staff-can";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import type { ChangeLine } from "~/lib/catalogue/change-words";
import {
  parseProductForm,
  type ProductActionData,
  type ProductCollection,
  type ProductFormValues,
} from "~/lib/catalogue/product-form";
import type { ItemStatus } from "~/lib/catalogue/catalogue-item";
import { readSubmission } from "~/lib/forms/submission";
import { PRODUCT_CONFLICT } from "~/lib/catalogue/photo-order";

/** An existing product as its page shows it (a new one has none of this yet). */
export type EditedProduct = {
  id: number;
  status: ItemStatus;
  slug: string;
  version: number;
  published: boolean;
  updated: string;
  images: ReadonlyArray<{ id: number; key: string; kind: string; alt: string; draft: boolean }>;
  history: ChangeLine[];
  confirmDelete: boolean;
  flash: { tone: "success" | "error"; message: string; place?: "photos" | "figures" } | null;
};

type Checked = Submission<ProductFormValues, string[], unknown>;

// Buttons that post elsewhere (the photos' moves and remove) skip the product's checks.
const unchecked = z.looseObject({});

function onlyFormErrors(error: Record<string, unknown> | null | undefined): boolean {
  const names = Object.keys(error ?? {});
  return names.length > 0 && names.every((name) => name === "");
}

/**
 * A product's page (or a new one's, once its collection is chosen): the details
 * form, checked by the product schema as staff type and when they submit, with the
 * server's answer fed back into the same fields; the photos; the status buttons;
 * delete with a question; the history.
 */
export function ProductEditor({
  product,
  collection,
  values,
  actionData,
}: {
  product: EditedProduct | null;
  collection: ProductCollection;
  values: ProductFormValues | null;
  actionData: ProductActionData | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  // Deleting for good is the owner's (the server refuses anyone else with 403).
  const canDelete = useStaffCan("delete-permanently");
  const problemsRef = useRef<HTMLDivElement>(null);
  const images = product?.images ?? [];
  const [form, fields] = useForm<ProductFormValues, unknown, string[]>({
    id: "product",
    lastResult: actionData?.result,
    defaultValue: values ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      if (submitter?.formNoValidate) return readSubmission(formData, unchecked) as Checked;
      const publishWith =
        formData.get("intent") === "publish"
          ? images.map((image) => ({ alt: String(formData.get(`alt-${image.id}`) ?? image.alt) }))
          : undefined;
      const submission = parseProductForm(formData, collection, { publishWith });
      if (submission.status !== "success" && onlyFormErrors(submission.error)) {
        requestAnimationFrame(() => problemsRef.current?.focus());
      }
      return submission as Checked;
    },
  });
  // Conform brings the first field in error into focus; a form-wide problem (what
  // publishing still needs) has no field, so its list takes the focus.
  const problems = form.errors ?? [];
  useEffect(() => {
    if (onlyFormErrors(actionData?.result?.error)) problemsRef.current?.focus();
  }, [actionData]);
  const status = product?.status;
  const top = product?.flash && product.flash.place !== "photos" ? product.flash : null;

  return (
    <div className="mx-auto max-w-3xl pb-28">
      <BackToProducts />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-3xl break-words sm:text-4xl">
          {product ? values?.title || "Untitled" : "New product"}
        </h1>
        {status && <StatusPill status={status} />}
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        {collection.name}
        {product && ` · changed ${product.updated}`}
        {status === "published" && (
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
        {actionData?.conflict && (
          <ConflictMessage
            message={PRODUCT_CONFLICT}
            hint="Your changes are not saved. They are still in the form below: copy what you need, then reload to see the latest version."
            reloadTo={`/admin/products/${product?.id}`}
            reloadLabel="Reload the product"
          />
        )}
        {actionData?.message && <FormMessage tone="error">{actionData.message}</FormMessage>}
        {problems.length > 0 && (
          <div ref={problemsRef} tabIndex={-1} data-problems>
            <FormMessage tone="error">
              <p className="font-semibold">Not published yet:</p>
              <ul className="mt-1 list-disc pl-5">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </FormMessage>
          </div>
        )}
        {!actionData && top && <FormMessage tone={top.tone}>{top.message}</FormMessage>}
      </div>

      {product?.confirmDelete && canDelete && (
        <ConfirmDelete product={product} title={values?.title ?? ""} busy={busy} />
      )}

      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-8">
        {product && <input type="hidden" name="version" value={product.version} />}
        {!product && <input type="hidden" name="collection" value={collection.slug} />}
        <ProductDetailsFields
          fields={fields}
          collection={collection}
          titleHint={product?.published ? `Its link name stays “${product.slug}”.` : undefined}
          typeHint={
            product ? (
              <>
                A kind of garment that is missing can be added on the{" "}
                <Link to={`/admin/collections/${collection.slug}#add-type`} className="underline underline-offset-2">
                  collection’s page
                </Link>
                .
              </>
            ) : undefined
          }
        />
        {product && (
          <ProductPhotos
            productId={product.id}
            version={product.version}
            images={product.images}
            notice={product.flash?.place === "photos" && !actionData ? product.flash : null}
          />
        )}
        <ActionBar product={product} busy={busy} />
      </Form>
      {product && (
        <form
          id={UPLOAD_FORM_ID}
          method="post"
          action={`/admin/products/${product.id}/images`}
          encType="multipart/form-data"
          hidden
        />
      )}
      {product && <ChangeHistory lines={product.history} />}
    </div>
  );
}

/** Save, publish or hide (as the status allows), and delete; fixed at the bottom of a phone's screen. */
function ActionBar({ product, busy }: { product: EditedProduct | null; busy: boolean }) {
  const status = product?.status;
  const canDelete = useStaffCan("delete-permanently");
  const submit = (intent: string, label: string, variant: "primary" | "subtle" | "dark") => (
    <Button type="submit" name="intent" value={intent} variant={variant} size="compact" disabled={busy}>
      {label}
    </Button>
  );
  return (
    <FootBar>
      {!product && submit("save", "Save draft", "dark")}
      {product && status !== "published" && (
        <>
          {submit("publish", "Publish", "primary")}
          {submit("save", status === "hidden" ? "Save" : "Save draft", "subtle")}
        </>
      )}
      {status === "published" && (
        <>
          {submit("save", "Save changes", "primary")}
          {submit("hide", "Hide", "subtle")}
        </>
      )}
      {product && canDelete && (
        <Link
          to="?confirm=delete"
          className={buttonVariants({ variant: "danger", size: "compact", className: "ml-auto" })}
        >
          Delete
        </Link>
      )}
    </FootBar>
  );
}

function ConfirmDelete({ product, title, busy }: { product: EditedProduct; title: string; busy: boolean }) {
  return (
    <ConfirmPanel
      id="delete"
      title={`Delete “${title}” for good?`}
      fields={{ version: product.version, title }}
      intent="delete"
      confirmLabel="Delete for good"
      keepTo={`/admin/products/${product.id}`}
      busy={busy}
    >
      It leaves the site and this list, with its photos. To take it off the site and keep it, use Hide instead.
    </ConfirmPanel>
  );
}

/** "Which collection is it for?": the first step of a new product. */
export function ChooseCollection({ collections }: { collections: ReadonlyArray<{ slug: string; name: string }> }) {
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

export function BackToProducts() {
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
