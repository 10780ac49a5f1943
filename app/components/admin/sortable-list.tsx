import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useMounted } from "~/components/ui/use-mounted";
import { cn } from "~/lib/ui/cn";

/**
 * A list staff put in order by dragging (pointer, touch, or the keyboard: Space to
 * pick up, arrows to move, Space to drop, with spoken announcements). Drag needs
 * JavaScript; every row also has its own move up / move down buttons (plain form
 * posts), which are the way without it. The new order is shown at once and sent
 * with `onReorder`; the server's answer then replaces it.
 */
export type SortableEntry = { id: number; label: string };

export function SortableList<T extends SortableEntry>({
  items,
  label,
  onReorder,
  renderItem,
  className,
}: {
  items: readonly T[];
  /** Names the list, e.g. "Photos of Ivory Silk Bandi Set". */
  label: string;
  onReorder: (ids: number[]) => void;
  /** The row's content; `handle` is the drag handle (null before hydration). */
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
  className?: string;
}) {
  const mounted = useMounted();
  // The dropped order shows until the server's list (new `items`) replaces it.
  const [local, setLocal] = useState<{ from: readonly T[]; order: readonly T[] } | null>(null);
  const order = local && local.from === items ? local.order : items;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  if (!mounted) {
    return (
      <ol aria-label={label} className={className}>
        {items.map((item, index) => (
          <li key={item.id}>{renderItem(item, index, null)}</li>
        ))}
      </ol>
    );
  }

  const position = (id: unknown) => order.findIndex((i) => i.id === id) + 1;
  const name = (id: unknown) => order.find((i) => i.id === id)?.label ?? "The item";

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((i) => i.id === active.id);
    const to = order.findIndex((i) => i.id === over.id);
    const next = arrayMove([...order], from, to);
    setLocal({ from: items, order: next });
    onReorder(next.map((i) => i.id));
  }

  return (
    <DndContext
      id={`sortable-${label}`}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            "To move it, press Space to pick it up, the up and down arrow keys to move it, and Space again to drop it. Escape cancels.",
        },
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up ${name(active.id)}, at position ${position(active.id)} of ${order.length}.`,
          onDragOver: ({ active, over }) =>
            over ? `${name(active.id)} is over position ${position(over.id)} of ${order.length}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over ? `${name(active.id)} dropped at position ${position(over.id)} of ${order.length}.` : undefined,
          onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={order.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className={className}>
          {order.map((item, index) => (
            <SortableRow key={item.id} item={item}>
              {(handle) => renderItem(item, index, handle)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ item, children }: { item: SortableEntry; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag to move ${item.label}`}
      className="inline-flex h-11 w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-card text-ink-soft hover:bg-sand hover:text-ink active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="h-5 w-5" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("relative", isDragging && "z-10 shadow-lg")}
    >
      {children(handle)}
    </li>
  );
}
