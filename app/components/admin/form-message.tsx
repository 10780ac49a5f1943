import { AlertTriangle, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { cn } from "~/lib/ui/cn";

const TONES = {
  error: "border-danger/50 bg-danger/5",
  success: "border-brass-deep/40 bg-sand/60",
  info: "border-line bg-paper",
} as const;

/** A banner at the top of a form: an error the whole form shares, or a saved notice. */
export function FormMessage({
  tone,
  children,
  className,
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("rounded-card border p-4 text-sm text-ink", TONES[tone], className)}
    >
      {children}
    </div>
  );
}

/**
 * The optimistic-locking refusal of a staff edit: what happened, that the typed
 * changes are still in the form, and a full reload to the latest version.
 */
export function ConflictMessage({
  message,
  hint,
  reloadTo,
  reloadLabel,
}: {
  message: string;
  hint: string;
  reloadTo: string;
  reloadLabel: string;
}) {
  return (
    <FormMessage tone="error">
      <p className="flex items-start gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-danger" />
        {message}.
      </p>
      <p className="mt-1">{hint}</p>
      <Link
        to={reloadTo}
        reloadDocument
        className={buttonVariants({ variant: "subtle", size: "compact", className: "mt-3" })}
      >
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        {reloadLabel}
      </Link>
    </FormMessage>
  );
}
