import { History } from "lucide-react";
import { useId } from "react";
import type { ChangeLine } from "~/lib/catalogue/change-words";

/** Who changed a product or a collection, what and when, newest first (nothing when there is no change yet). */
export function ChangeHistory({ lines }: { lines: readonly ChangeLine[] }) {
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="flex items-center gap-2 font-sans text-base font-semibold text-ink">
        <History aria-hidden="true" className="h-4 w-4 text-brass-deep" />
        History
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {lines.map((h) => (
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
  );
}
