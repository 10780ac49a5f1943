import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form } from "react-router";
import { cn } from "~/lib/ui/cn";
import { pageNumbers } from "~/lib/paging";

const pagerButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-card border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-45";

/**
 * Prev, numbered pages, Next (docs/behaviour.md#staff-messages) as a GET form: works without JavaScript and
 * keeps the list's filters (passed as hidden fields) on every page.
 */
export function Pager({
  page,
  pageCount,
  label,
  keep,
}: {
  page: number;
  pageCount: number;
  label: string;
  keep?: URLSearchParams;
}) {
  return (
    <Form method="get" className="mt-6">
      {[...(keep ?? new URLSearchParams()).entries()]
        .filter(([name]) => name !== "page")
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <nav aria-label={label} className="flex flex-wrap items-center gap-2">
        <button
          type="submit"
          name="page"
          value={page - 1}
          disabled={page <= 1}
          className={cn(pagerButton, "border-line bg-paper text-ink hover:border-ink")}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Prev
        </button>
        {pageNumbers(page, pageCount).map((n) => (
          <button
            key={n}
            type="submit"
            name="page"
            value={n}
            aria-current={n === page ? "page" : undefined}
            aria-label={`Page ${n}`}
            className={cn(
              pagerButton,
              n === page ? "border-ink bg-ink text-ivory" : "border-line bg-paper text-ink hover:border-ink",
            )}
          >
            {n}
          </button>
        ))}
        <button
          type="submit"
          name="page"
          value={page + 1}
          disabled={page >= pageCount}
          className={cn(pagerButton, "border-line bg-paper text-ink hover:border-ink")}
        >
          Next
          <ChevronRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        </button>
      </nav>
    </Form>
  );
}
