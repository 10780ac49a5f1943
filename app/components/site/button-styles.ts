/** Button looks of the showcase pages; brass is the one accent, kept for the main action. */
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-card px-6 text-sm font-semibold tracking-wide transition-colors duration-200 focus-visible:outline-offset-4";

export const buttonStyles = {
  /** Brass ground, ink text (6.0:1). */
  primary: `${base} bg-brass text-ink hover:bg-[#d2ad6c]`,
  /** Ink ground, ivory text. */
  dark: `${base} bg-ink text-ivory hover:bg-[#26314a]`,
  /** Outline on dark photos or ink grounds. */
  outlineLight: `${base} border border-ivory/70 text-ivory hover:bg-ivory hover:text-ink`,
  /** Outline on ivory grounds. */
  outlineDark: `${base} border border-ink/30 text-ink hover:border-ink hover:bg-ink hover:text-ivory`,
} as const;
