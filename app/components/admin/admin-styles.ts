/** Shared looks of the staff screens (phone first: every target at least 44 px). */
const button =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-card px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50";

export const adminStyles = {
  input:
    "block w-full rounded-card border border-line bg-paper px-3 py-2.5 text-base text-ink placeholder:text-ink-soft focus:border-brass-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brass-deep",
  label: "text-sm font-medium text-ink",
  primary: `${button} bg-ink text-ivory hover:bg-[#26314a]`,
  secondary: `${button} border border-line bg-paper text-ink hover:border-ink`,
  danger: `${button} border border-danger/50 bg-paper text-danger hover:bg-danger hover:text-ivory`,
  dangerSolid: `${button} bg-danger text-ivory hover:bg-[#8a1f24]`,
  eyebrow: "text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase",
  panel: "rounded-card border border-line bg-paper",
} as const;
