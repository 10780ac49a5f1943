import { ImageOff } from "lucide-react";
import { href, Link } from "react-router";
import { Picture } from "~/components/ui/picture";
import type { ItemFigures as ItemRow } from "~/lib/insights/report";

const FIGURES = [
  ["opens", "Opened"],
  ["asks", "Asked"],
  ["shares", "Shared"],
  ["reservations", "Reserved"],
] as const;

/**
 * Items with their counts: the picture, the title (to edit it), its collection and
 * whether it is on the site, then opened / asked (WhatsApp or phone) / shared /
 * reserved, four figures across the card's width (a phone's too).
 */
export function ItemFiguresList({ items, label }: { items: readonly ItemRow[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-4 grid gap-3 xl:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.itemId}
          className="rounded-card border border-line bg-paper p-3 sm:p-4"
          data-testid="item-figures"
        >
          <div className="flex gap-3">
            {item.image ? (
              <Picture
                image={{ ...item.image, alt: "" }}
                sizes="48px"
                className="aspect-[4/5] w-12 shrink-0 rounded-card bg-sand"
              />
            ) : (
              <span className="flex aspect-[4/5] w-12 shrink-0 items-center justify-center rounded-card bg-sand text-ink-soft">
                <ImageOff aria-hidden="true" className="h-5 w-5" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <Link
                to={href("/admin/products/:id", { id: String(item.itemId) })}
                className="font-medium break-words text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
              >
                {item.title}
              </Link>
              <p className="mt-0.5 text-sm text-ink-soft">
                {item.collection}
                {item.status !== "published" && " · not on the site"}
              </p>
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
            {FIGURES.map(([field, name]) => (
              <div key={field} className="rounded-card bg-ivory px-1 py-1.5">
                <dt className="text-xs text-ink-soft">{name}</dt>
                <dd className="text-lg font-semibold text-ink tabular-nums">{item[field].toLocaleString("en-IN")}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
