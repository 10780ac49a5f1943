import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/ui/cn";

/** One figure of the dashboard: a label, the number, a hint, and a link to the rows it counts when there are any. */
export function Figure({
  label,
  value,
  Icon,
  hint,
  to,
  tone = "plain",
}: {
  label: string;
  value: string;
  Icon: LucideIcon;
  hint?: string;
  to?: string;
  tone?: "plain" | "good" | "late";
}) {
  const body = (
    <>
      <dt className="flex items-center gap-2 text-sm text-ink-soft">
        <Icon aria-hidden="true" className="h-4 w-4 text-brass-deep" strokeWidth={1.75} />
        {label}
      </dt>
      <dd className={cn("mt-3 font-display text-5xl", tone === "late" ? "text-danger" : "text-ink")}>{value}</dd>
      {hint && <dd className="mt-2 text-sm text-ink-soft">{hint}</dd>}
    </>
  );
  return (
    <div
      className={cn(
        "relative rounded-card border bg-paper p-5 sm:p-6",
        tone === "late" ? "border-danger/50" : "border-line",
        to && "transition-colors focus-within:border-ink hover:border-ink",
      )}
    >
      {body}
      {to && (
        <dd className="mt-3">
          <Link
            to={to}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brass-deep after:absolute after:inset-0"
          >
            Show them
            <span className="sr-only">: {label}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          </Link>
        </dd>
      )}
    </div>
  );
}
