import { buttonVariants } from "~/components/ui/button-variants";

/**
 * Shared looks of the staff screens (phone first: every target at least 44 px). The
 * buttons are the site's one button primitive, at the staff screens' compact size.
 */
export const adminStyles = {
  input:
    "block w-full rounded-card border border-line-strong bg-paper px-3 py-2.5 text-base text-ink placeholder:text-ink-soft focus:border-brass-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brass-deep",
  label: "text-sm font-medium text-ink",
  primary: buttonVariants({ variant: "dark", size: "compact" }),
  secondary: buttonVariants({ variant: "subtle", size: "compact" }),
  danger: buttonVariants({ variant: "danger", size: "compact" }),
  dangerSolid: buttonVariants({ variant: "dangerSolid", size: "compact" }),
  eyebrow: "text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase",
  panel: "rounded-card border border-line bg-paper",
} as const;
