import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

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
