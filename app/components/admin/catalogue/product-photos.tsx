import { ImagePlus, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Picture } from "~/components/ui/picture";
import { useMounted } from "~/components/ui/use-mounted";
import type { ImageKind } from "~/lib/media/image-ref";
import { PRODUCT_LIMITS } from "~/lib/catalogue/product-form";
import { PHOTOS_NOT_MOVED, PRODUCT_CONFLICT } from "~/lib/catalogue/photo-order";
import { ConflictMessage, FormMessage } from "~/components/admin/form-message";
import { Field, Textarea } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { SortableList } from "~/components/admin/sortable-list";
import { MoveButtons } from "~/components/admin/move-buttons";
import { usePhotoOrder } from "~/components/admin/use-photo-order";

type Photo = { id: number; key: string; kind: string; alt: string };

type Upload = { name: string; progress: number; state: "sending" | "done" | "failed"; message?: string };

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
export const UPLOAD_FORM_ID = "photo-upload";

/**
 * A product's photos inside its form: alt text per photo (saved with the form), and
 * their order. With script, "Make cover" and drag (pointer, touch or keyboard) send
 * the whole new order in one post, without a page load; without it, "Make cover" and
 * move up / down are plain form buttons, one post each. Remove is a plain form button
 * either way. Uploads: with script each chosen photo is sent on its own with a
 * progress bar; without it the chosen photos go in one form post (the form
 * `UPLOAD_FORM_ID`, rendered outside the product form because forms cannot nest).
 */
export function ProductPhotos({
  productId,
  version,
  images,
  notice,
}: {
  productId: number;
  /** The product's version as the page shows it: every move names it, so a stale one is refused. */
  version: number;
  images: readonly Photo[];
  /** What the last upload, move or removal did (without JavaScript, or a plain form's answer). */
  notice: { tone: "success" | "error"; message: string } | null;
}) {
  const photosRoute = `/admin/products/${productId}/images`;
  const mounted = useMounted();
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const { shown, answer, listRef, putInOrder, makeCover } = usePhotoOrder(photosRoute, version, images);
  const inputId = useId();
  const sending = uploads.some((u) => u.state === "sending");
  const items = useMemo(() => shown.map((image, i) => ({ ...image, label: `photo ${i + 1}` })), [shown]);

  function update(index: number, patch: Partial<Upload>) {
    setUploads((list) => list.map((u, i) => (i === index ? { ...u, ...patch } : u)));
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    if (!files.length) return;
    const start = uploads.length;
    setUploads((list) => [...list, ...files.map((f) => ({ name: f.name, progress: 0, state: "sending" as const }))]);
    input.value = "";
    // One photo at a time: each gets its own progress, and a phone on a weak network
    // finishes the first photo instead of sharing the line between all of them.
    for (const [offset, file] of files.entries()) {
      const result = await sendPhoto(productId, file, (progress) => update(start + offset, { progress }));
      update(start + offset, result.ok ? { state: "done", progress: 1 } : { state: "failed", message: result.message });
    }
    await revalidator.revalidate();
  }

  return (
    <section id="photos" aria-labelledby="photos-title" className="rounded-card border border-line bg-paper p-4 sm:p-6">
      <h2 id="photos-title" className="font-display text-2xl text-ink">
        Photos
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        The first photo is the cover: the card’s picture.{" "}
        {mounted
          ? "Make another the cover in one tap, or drag a photo by its handle to reorder (with the keyboard: Space on the handle, the arrow keys, Space)."
          : "Make another the cover, or move a photo up or down."}{" "}
        Describe each one in a few words (the garment, its colour, what the photo shows): needed before publishing.
      </p>

      {notice && (
        <FormMessage tone={notice.tone} className="mt-3">
          {notice.message}
        </FormMessage>
      )}
      <div aria-live="polite" className="mt-3 empty:hidden">
        {answer && !answer.ok && answer.conflict && (
          <ConflictMessage
            message={PRODUCT_CONFLICT}
            hint={PHOTOS_NOT_MOVED}
            reloadTo={`/admin/products/${productId}#photos`}
            reloadLabel="Reload the product"
          />
        )}
        {answer && !answer.ok && !answer.conflict && <FormMessage tone="error">{answer.message}</FormMessage>}
      </div>

      {images.length === 0 ? (
        <p className="mt-4 rounded-card border border-dashed border-line p-6 text-center text-sm text-ink-soft">
          No photos yet.
        </p>
      ) : (
        <div ref={listRef}>
          <SortableList
            items={items}
            label="Photos, in the order the site shows them"
            className="mt-4 space-y-3"
            onReorder={(ids) => void putInOrder(ids)}
            renderItem={(image, index, handle) => (
              <div data-photo={image.id} className="rounded-card border border-line bg-ivory p-3">
                <div className="flex gap-3">
                  <div className="flex shrink-0 flex-col items-center gap-1">
                    <Picture
                      image={{ key: image.key, kind: image.kind as ImageKind, alt: "" }}
                      sizes="96px"
                      className="aspect-[4/5] w-16 rounded-card bg-sand sm:w-24"
                    />
                    <span className={index === 0 ? "text-xs font-semibold text-brass-deep" : "text-xs text-ink-soft"}>
                      {index === 0 ? "Cover" : `Photo ${index + 1}`}
                    </span>
                  </div>
                  <Field label={`Alt text of photo ${index + 1}`} className="min-w-0 flex-1">
                    <Textarea
                      name={`alt-${image.id}`}
                      rows={3}
                      defaultValue={image.alt}
                      maxLength={PRODUCT_LIMITS.alt}
                      placeholder="e.g. Ivory silk bandi with gold buttons, front view"
                    />
                  </Field>
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  {handle}
                  <MoveButtons
                    intent="photo"
                    id={image.id}
                    index={index}
                    count={shown.length}
                    label={`photo ${index + 1}`}
                    formAction={photosRoute}
                    first="Make cover"
                    firstShort="Cover"
                    steps={!mounted}
                    onFirst={mounted ? () => makeCover(image.id) : undefined}
                  />
                  <Button
                    type="submit"
                    name="intent"
                    value={`photo:delete:${image.id}`}
                    formAction={photosRoute}
                    formNoValidate
                    variant="danger"
                    size="compact"
                    className="ml-auto max-sm:min-w-11 max-sm:px-0"
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    {/* On a phone the bin alone, so the row's buttons stay on one line. */}
                    <span className="max-sm:sr-only">Remove</span>
                    <span className="sr-only"> photo {index + 1}</span>
                  </Button>
                </div>
              </div>
            )}
          />
        </div>
      )}
      <p role="status" className="mt-2 text-xs text-ink-soft">
        {answer?.ok ? "New order saved: the site shows it now." : ""}
      </p>

      <div className="mt-5 rounded-card border border-dashed border-ink-soft/50 p-4">
        <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-semibold text-ink">
          <ImagePlus aria-hidden="true" className="h-5 w-5 text-brass-deep" />
          Add photos
        </label>
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-ink-soft">
          JPEG, PNG, WebP or AVIF, up to 15 MB and 40 megapixels each. Choose several at once.
        </p>
        <input
          id={inputId}
          type="file"
          name="photos"
          multiple
          accept={ACCEPT}
          form={UPLOAD_FORM_ID}
          aria-describedby={`${inputId}-hint`}
          onChange={mounted ? upload : undefined}
          disabled={sending}
          className="mt-3 block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-card file:border-0 file:bg-ink file:px-4 file:text-sm file:font-semibold file:text-ivory"
        />
        {!mounted && (
          <Button type="submit" form={UPLOAD_FORM_ID} variant="dark" size="compact" className="mt-3">
            Upload the chosen photos
          </Button>
        )}
        {uploads.length > 0 && (
          <ul aria-label="Uploads" className="mt-4 space-y-2 text-sm">
            {uploads.map((u, i) => (
              <li key={`${u.name}-${i}`}>
                <div className="flex justify-between gap-3">
                  <span className="min-w-0 truncate">{u.name}</span>
                  <span className={u.state === "failed" ? "font-semibold text-danger" : "text-ink-soft"}>
                    {u.state === "sending"
                      ? `${Math.round(u.progress * 100)}%`
                      : u.state === "done"
                        ? "Added"
                        : "Not added"}
                  </span>
                </div>
                <progress
                  max={1}
                  value={u.progress}
                  aria-label={`Upload of ${u.name}`}
                  className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brass [&::-webkit-progress-bar]:bg-sand [&::-webkit-progress-value]:bg-brass"
                />
                {u.message && (
                  <p role="alert" className="mt-1 text-danger">
                    {u.message}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Sends one photo with upload progress (fetch cannot report it yet; XMLHttpRequest can). */
function sendPhoto(
  productId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ ok: boolean; message?: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/admin/products/${productId}/images`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { ok?: boolean; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // An error page instead of JSON: the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.ok !== false) resolve({ ok: true });
      else resolve({ ok: false, message: body.message || `The upload failed (${xhr.status}). Please try again.` });
    };
    xhr.onerror = () => resolve({ ok: false, message: "The upload failed: check the connection and try again." });
    xhr.ontimeout = () => resolve({ ok: false, message: "The upload took too long. Please try again." });
    const form = new FormData();
    form.append("photos", file);
    xhr.send(form);
  });
}
