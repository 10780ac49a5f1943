import { Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { ConflictMessage, FormMessage } from "~/components/admin/form-message";
import { MoveButtons } from "~/components/admin/move-buttons";
import { SortableList } from "~/components/admin/sortable-list";
import { Button } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import { useMounted } from "~/components/ui/use-mounted";
import { applyOrder, moveStep } from "~/lib/catalogue/ordering";
import { PHOTOS_NOT_MOVED, type PhotoOrderAnswer } from "~/lib/catalogue/photo-order";
import type { ImageKind } from "~/lib/media/image-ref";
import { StatusPill } from "~/components/admin/status-pill";
import { cn } from "~/lib/ui/cn";

/** `draft`: uploaded, on no public page until its owner (a product) is saved. */
export type OrderedPhoto = { id: number; key: string; kind: string; draft?: boolean };

/**
 * A list of photos whose first is the cover (a product's card, a gallery collection's
 * card): "Make cover" in one tap, and a drag (pointer, touch or keyboard) that sends
 * the whole new order in one post, without a page load; without script, "Make cover"
 * and move up / down are plain form buttons, one post each, and so is Remove. The
 * product editor and the showcase's slides share it; each gives the route its moves
 * post to (`reorder-photos` with the order and the version, answered in JSON;
 * `photo:first:<id>`, `photo:up:<id>` as form posts) and each photo's own fields.
 */
export function PhotoOrderList<P extends OrderedPhoto>({
  photos,
  version,
  route,
  label,
  conflict,
  frame = "aspect-[4/5] w-16 sm:w-24",
  sizes = "96px",
  busy = false,
  removeAction,
  canRemove = true,
  renderFields,
}: {
  photos: readonly P[];
  /** The owner's version as the page shows it: every move names it, so a stale one is refused. */
  version: number;
  /** Where the moves post (and, unless `removeAction` says otherwise, Remove). */
  route: string;
  /** Names the list for screen readers. */
  label: string;
  /** What a refused order says, and where to reload. */
  conflict: { message: string; reloadTo: string; reloadLabel: string };
  /**
   * The thumbnail's box (aspect and width), in the list's own frame so staff see what
   * the page crops: a product's is portrait, a showcase list's portrait, square, etc.
   */
  frame?: string;
  /** The thumbnail's widest rendered width, for its srcset. */
  sizes?: string;
  /** A form post of the page is on its way: the plain buttons wait for it. */
  busy?: boolean;
  /** Where Remove posts, when not to `route`; null for a form's own action. */
  removeAction?: string | null;
  canRemove?: boolean;
  /** The photo's own fields beside its thumbnail (its alt text). */
  renderFields: (photo: P, index: number) => ReactNode;
}) {
  const mounted = useMounted();
  const revalidator = useRevalidator();
  // The order on its way shows at once; the server's list replaces it once saved, and
  // the old one comes back if it was refused.
  const [pending, setPending] = useState<number[] | null>(null);
  const [answer, setAnswer] = useState<PhotoOrderAnswer | null>(null);
  // An order made while the last is still on its way waits for that answer (and the
  // version it raised) instead of racing it and being refused as stale.
  const line = useRef<{ busy: boolean; next: number[] | null; version: number }>({
    busy: false,
    next: null,
    version: 0,
  });
  const focusAfter = useRef<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const shown = useMemo(() => {
    if (!pending) return photos;
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    return applyOrder(
      photos.map((photo) => photo.id),
      { ids: pending },
    ).map((id) => byId.get(id)!);
  }, [photos, pending]);
  const items = useMemo(() => shown.map((photo, i) => ({ ...photo, label: `photo ${i + 1}` })), [shown]);

  async function putInOrder(ids: number[]) {
    setPending(ids);
    setAnswer(null);
    const queue = line.current;
    queue.next = ids;
    if (queue.busy) return;
    queue.busy = true;
    let last: PhotoOrderAnswer | null = null;
    while (queue.next) {
      const order = queue.next;
      queue.next = null;
      last = await sendOrder(route, order, Math.max(version, queue.version));
      // Refused: an order waiting behind it was made on it, so it goes too.
      if (!last.ok) break;
      queue.version = last.version;
    }
    queue.next = null;
    queue.busy = false;
    if (last?.ok) await revalidator.revalidate();
    setPending(null);
    setAnswer(last);
  }

  // The photo just made the cover keeps the focus (its button is gone: a cover has none).
  useEffect(() => {
    const id = focusAfter.current;
    if (id === null) return;
    focusAfter.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-photo="${id}"] button`)?.focus();
  }, [shown]);

  function makeCover(id: number) {
    focusAfter.current = id;
    void putInOrder(
      moveStep(
        shown.map((photo) => photo.id),
        id,
        "first",
      ),
    );
  }

  return (
    <>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {answer && !answer.ok && answer.conflict && (
          <ConflictMessage
            message={conflict.message}
            hint={PHOTOS_NOT_MOVED}
            reloadTo={conflict.reloadTo}
            reloadLabel={conflict.reloadLabel}
          />
        )}
        {answer && !answer.ok && !answer.conflict && <FormMessage tone="error">{answer.message}</FormMessage>}
      </div>
      {photos.length === 0 ? (
        <p className="mt-4 rounded-card border border-dashed border-line p-6 text-center text-sm text-ink-soft">
          No photos yet.
        </p>
      ) : (
        <div ref={listRef}>
          <SortableList
            items={items}
            label={label}
            className="mt-4 space-y-3"
            onReorder={(ids) => void putInOrder(ids)}
            renderItem={(photo, index, handle) => (
              <div data-photo={photo.id} className="rounded-card border border-line bg-ivory p-3">
                <div className="flex gap-3">
                  <div className="flex shrink-0 flex-col items-center gap-1">
                    <Picture
                      image={{ key: photo.key, kind: photo.kind as ImageKind, alt: "" }}
                      sizes={sizes}
                      className={cn("rounded-card bg-sand", frame)}
                    />
                    <span className={index === 0 ? "text-xs font-semibold text-brass-deep" : "text-xs text-ink-soft"}>
                      {index === 0 ? "Cover" : `Photo ${index + 1}`}
                    </span>
                    {photo.draft && <StatusPill status="draft" />}
                  </div>
                  <div className="min-w-0 flex-1">{renderFields(photo, index)}</div>
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  {handle}
                  <MoveButtons
                    intent="photo"
                    id={photo.id}
                    index={index}
                    count={shown.length}
                    label={`photo ${index + 1}`}
                    formAction={route}
                    disabled={busy}
                    first="Make cover"
                    firstShort="Cover"
                    steps={!mounted}
                    onFirst={mounted ? () => makeCover(photo.id) : undefined}
                  />
                  {canRemove && (
                    <Button
                      type="submit"
                      name="intent"
                      value={`photo:delete:${photo.id}`}
                      formAction={removeAction === null ? undefined : (removeAction ?? route)}
                      formNoValidate
                      disabled={busy}
                      variant="danger"
                      size="compact"
                      className="ml-auto max-sm:min-w-11 max-sm:px-0"
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      {/* On a phone the bin alone, so the row's buttons stay on one line. */}
                      <span className="max-sm:sr-only">Remove</span>
                      <span className="sr-only"> photo {index + 1}</span>
                    </Button>
                  )}
                </div>
              </div>
            )}
          />
        </div>
      )}
      <p role="status" className="mt-2 text-xs text-ink-soft">
        {answer?.ok ? "New order saved: the site shows it now." : ""}
      </p>
    </>
  );
}

/** Sends a whole photo order in one post, with the version it was made on; a refusal or a lost line comes back as an answer. */
async function sendOrder(route: string, ids: number[], version: number): Promise<PhotoOrderAnswer> {
  try {
    const response = await fetch(route, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ intent: "reorder-photos", order: ids.join(","), version: String(version) }),
    });
    const body = (await response.json().catch(() => null)) as PhotoOrderAnswer | null;
    if (body && typeof body.ok === "boolean") return body;
    return {
      ok: false,
      conflict: false,
      message: `The new order was not saved (${response.status}). Please try again.`,
    };
  } catch {
    return { ok: false, conflict: false, message: "The new order was not saved: check the connection and try again." };
  }
}
