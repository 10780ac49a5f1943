import { cn } from "~/lib/ui/cn";

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
