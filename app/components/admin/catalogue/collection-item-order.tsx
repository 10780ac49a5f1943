import { ImageOff } from "lucide-react";
import { Form, Link, useFetcher } from "react-router";
import { MoveButtons } from "~/components/admin/move-buttons";
import { SortableList } from "~/components/admin/sortable-list";
import { StatusPill } from "~/components/admin/status-pill";
import { Picture } from "~/components/ui/picture";
import type { ItemStatus } from "~/lib/catalogue/catalogue-item";
import type { ImageKind } from "~/lib/media/image-ref";

/** The order of the collection's items on its screen: drag a row, or the arrow buttons. */
export function CollectionItemOrder({
  items,
  slug,
  name,
}: {
  items: ReadonlyArray<{
    id: number;
    title: string;
    status: ItemStatus;
    thumbnail: { key: string; kind: string } | null;
  }>;
  slug: string;
  name: string;
}) {
  const reorder = useFetcher({ key: `items-${slug}` });
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
            label={`Items of ${name}, in order`}
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
