import { cn } from "~/lib/ui/cn";

/**
 * The site's buttons, public and staff: one look per variant, one height per size.
 * `buttonVariants()` gives the classes for a link that looks like a button
 * (`<Link className={buttonVariants({ variant: "dark" })}>`); `<Button>`
 * (button.tsx) is the real button. Callers add layout (margins, width, grid placement) through
 * `className`; colour, height and padding come from `variant` and `size`.
 */
const base =
  "inline-flex items-center justify-center gap-2 rounded-card text-sm font-semibold tracking-wide transition-colors duration-200 focus-visible:outline-offset-4 disabled:cursor-not-allowed disabled:opacity-70";

const variants = {
  /** Brass ground, ink text (6.0:1): the one accent, kept for the main action. */
  primary: "bg-brass text-ink hover:bg-[#d2ad6c]",
  /** Ink ground, ivory text (15:1). */
  dark: "bg-ink text-ivory hover:bg-[#26314a]",
  /** Outline on dark photos or ink grounds. */
  outlineLight: "border border-ivory/70 text-ivory hover:bg-ivory hover:text-ink",
  /** Outline on ivory or white grounds. */
  outlineDark: "border border-ink/30 text-ink hover:border-ink hover:bg-ink hover:text-ivory",
  /** A quiet choice among several (pagers, toolbars); its border is 3:1 on white. */
  subtle: "border border-line-strong bg-paper text-ink hover:border-ink",
  /** Danger-red outline and text on white (7:1): an action that deletes. */
  danger: "border border-danger/60 bg-paper text-danger hover:bg-danger hover:text-paper",
  /** The confirmation of a destructive action. */
  dangerSolid: "bg-danger text-ivory hover:bg-[#8a1f24]",
} as const;

const sizes = {
  /** 44 px: the smallest comfortable touch target. */
  md: "min-h-11 px-6",
  /** 48 px, wider: the one submit of a form. */
  lg: "min-h-12 px-8",
  /** 44 px, narrow padding: beside other controls in a card. */
  compact: "min-h-11 px-4",
  /** 40 px square at least: numbered pages, icon buttons. */
  square: "min-h-10 min-w-10 px-3",
  /** 44 px square, no padding: an icon button a thumb must hit (move up, move down). */
  icon: "min-h-11 min-w-11 shrink-0 px-0",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;
export type ButtonStyleProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

export function buttonVariants({ variant = "primary", size = "md", className }: ButtonStyleProps = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}
