import { CalendarX } from "lucide-react";
import { useClientNow } from "~/components/ui/use-client-now";
import { store } from "~/content/store";
import { cn } from "~/lib/ui/cn";
import { compareDates, formatCivilDate, nextClosureDate, storeStatus, zonedNow } from "~/lib/time/store-hours";
import { STORE_HOURS as rule } from "~/content/store";

/**
 * "Open now" and the next closure depend on the visitor's "now". This page is
 * prerendered at build time, so the HTML carries a neutral placeholder and the
 * real answer is filled in after hydration, on the store's calendar (Asia/Kolkata).
 */
export function OpenNowBadge({ className }: { className?: string }) {
  const now = useClientNow();
  const status = now === null ? null : storeStatus(new Date(now), rule);
  return (
    <p
      role="status"
      data-testid="open-status"
      data-state={status === null ? "pending" : status.open ? "open" : "closed"}
      className={cn(
        "inline-flex min-h-9 items-center gap-2 rounded-2xl border px-4 py-1.5 text-sm font-medium",
        status === null
          ? "border-line text-ink-soft"
          : status.open
            ? "border-[#2f6b4a]/30 bg-[#e8f1ea] text-[#1f5237]"
            : "border-danger/25 bg-[#f7e9e8] text-danger",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn("h-2 w-2 rounded-full", status === null ? "bg-line" : status.open ? "bg-[#2f6b4a]" : "bg-danger")}
      />
      {status === null ? "Checking today's hours…" : status.label}
    </p>
  );
}

export function NextClosure() {
  const now = useClientNow();
  let text = "Checking the next closure date…";
  if (now !== null) {
    const today = zonedNow(new Date(now), store.timeZone);
    const date = nextClosureDate(today, store.closure.weekday);
    const isToday = compareDates(date, today) === 0;
    text = `${isToday ? "Closed today" : "Next closure"}: ${formatCivilDate(date)}`;
  }
  return (
    <p data-testid="next-closure" className="flex items-center gap-2 text-sm font-medium text-ink">
      <CalendarX aria-hidden="true" className="h-4 w-4 text-brass-deep" strokeWidth={1.75} />
      <span aria-live="polite">{text}</span>
    </p>
  );
}
