import { useEffect, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { applyOrder, moveStep } from "~/lib/catalogue/ordering";
import type { PhotoOrderAnswer } from "~/lib/catalogue/photo-order";

/**
 * A photo list's order with script, for every list whose photos staff put in order
 * (a product's, a showcase slide's): drag and "Make cover" send the whole new order
 * in one post to `route` (`intent=reorder-photos`, `order`, `version`, answered with
 * a PhotoOrderAnswer), without a page load. The new order shows at once; the
 * server's list replaces it once saved, and the old one comes back if it was
 * refused. Without script, the lists' MoveButtons post one move at a time instead.
 */
export type PhotoOrder<T> = ReturnType<typeof usePhotoOrder<T & { id: number }>>;

export function usePhotoOrder<T extends { id: number }>(route: string, version: number, photos: readonly T[]) {
  const revalidator = useRevalidator();
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

  return { shown, answer, listRef, putInOrder, makeCover };
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
