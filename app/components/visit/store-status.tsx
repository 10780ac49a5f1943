import { CalendarX } from "lucide-react";
import { useClientNow } from "~/components/ui/use-client-now";
import { cn } from "~/lib/ui/cn";
import { dayWords, formatCivilDate, nextClosure, storeStatus, zonedNow, type HoursRule } from "~/lib/time/store-hours";

/**
 * "Open now" and the next closure depend on the visitor's "now". The page is rendered
 * once and served from the page cache, so the HTML carries a neutral placeholder and
 * the real answer is filled in after hydration, on the store's calendar (Asia/Kolkata),
 * from the hours staff set: weekly hours, the monthly closure and dated exceptions.
 */
export function OpenNowBadge({ hours, className }: { hours: HoursRule; className?: string }) {
  const now = useClientNow();
  const status = now === null ? null : storeStatus(new Date(now), hours);
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
        className={cn(
          "h-2 w-2 shrink-0 rounded-full",
          status === null ? "bg-line" : status.open ? "bg-[#2f6b4a]" : "bg-danger",
        )}
      />
      {status === null ? "Checking today's hours…" : status.note ? `${status.label} (${status.note})` : status.label}
    </p>
  );
}

/**
 * "Next closure: Tuesday, 25 November 2026"; "Closed tomorrow: Thursday, 12 November
 * 2026 — Closed for Deepavali" (the note staff gave the closure); null when none is ahead.
 */
export function closureWords(now: number, rule: HoursRule): string | null {
  const today = zonedNow(new Date(now), rule.timeZone);
  const closure = nextClosure(today, rule);
  if (!closure) return null;
  const when = dayWords(today, closure.date);
  const lead = when === "today" || when === "tomorrow" ? `Closed ${when}` : "Next closure";
  return `${lead}: ${formatCivilDate(closure.date)}${closure.note ? ` — ${closure.note}` : ""}`;
}

export function NextClosure({ hours }: { hours: HoursRule }) {
  const now = useClientNow();
  const words = now === null ? "Checking the next closure date…" : closureWords(now, hours);
  if (words === null) return null;
  return (
    <p data-testid="next-closure" className="flex items-center gap-2 text-sm font-medium text-ink">
      <CalendarX aria-hidden="true" className="h-4 w-4 shrink-0 text-brass-deep" strokeWidth={1.75} />
      <span aria-live="polite">{words}</span>
    </p>
  );
}
