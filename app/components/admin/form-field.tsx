import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";

/**
 * One labelled control of a staff form: the field owns the id, the label, the hint,
 * the error text and the aria wiring (`aria-invalid`, `aria-describedby`), so every
 * input of the catalogue forms reads the same to a screen reader and looks the same.
 * The control is passed as a render function that receives those props.
 */
export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
};

export const controlStyles =
  "mt-1.5 block w-full rounded-card border border-ink-soft/60 bg-paper px-3 py-2.5 text-base text-ink placeholder:text-ink-soft/70 focus:border-brass-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brass-deep aria-[invalid=true]:border-danger";

export function Field({
  label,
  name,
  error,
  hint,
  optional = false,
  aside,
  className,
  children,
}: {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** Shown at the label's right, e.g. a character count. */
  aside?: ReactNode;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
          {optional && <span className="ml-2 text-xs font-normal text-ink-soft">Optional</span>}
        </label>
        {aside}
      </div>
      {children({
        id,
        name,
        className: controlStyles,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-soft">
          {hint}
        </p>
      )}
    </div>
  );
}

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
      className={cn(
        "rounded-card border p-4 text-sm text-ink",
        tone === "error" && "border-danger/50 bg-danger/5",
        tone === "success" && "border-brass-deep/40 bg-sand/60",
        tone === "info" && "border-line bg-paper",
        className,
      )}
    >
      {children}
    </div>
  );
}

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-card px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50";

/** The staff screens' button looks: one strong action per form, quiet ones beside it. */
export const staffButton = {
  primary: `${buttonBase} bg-ink text-ivory hover:bg-[#26314a]`,
  accent: `${buttonBase} bg-brass text-ink hover:bg-[#d2ad6c]`,
  quiet: `${buttonBase} border border-ink/30 bg-paper text-ink hover:border-ink`,
  danger: `${buttonBase} border border-danger/60 bg-paper text-danger hover:bg-danger hover:text-paper`,
  icon: "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-card border border-line bg-paper text-ink transition-colors hover:border-ink disabled:cursor-not-allowed disabled:opacity-40",
} as const;

/** "Draft", "Published", "Hidden" as a small pill; colour is never the only cue (the word is there). */
export function StatusPill({ status }: { status: "draft" | "published" | "hidden" }) {
  const styles = {
    published: "border-[#2f6b45]/40 bg-[#e7f3ea] text-[#1f4d31]",
    draft: "border-brass-deep/40 bg-sand text-brass-deep",
    hidden: "border-ink-soft/40 bg-paper text-ink-soft",
  } as const;
  const labels = { published: "Published", draft: "Draft", hidden: "Hidden" } as const;
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        styles[status],
      )}
    >
      {labels[status]}
    </span>
  );
}
