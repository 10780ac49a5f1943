import { href, Link } from "react-router";
import { store } from "~/content/store";
import { cn } from "~/lib/ui/cn";

export function BrandMark({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <Link to={href("/")} className={cn("flex items-center gap-3", className)}>
      <span
        aria-hidden="true"
        className={cn(
          "flex h-11 w-11 shrink-0 items-center justify-center rounded-card border font-display text-lg font-semibold",
          tone === "dark" ? "border-brass bg-ink text-brass" : "border-brass text-brass",
        )}
      >
        MS
      </span>
      <span className="flex flex-col leading-none">
        <span
          className={cn("font-display text-xl font-semibold sm:text-2xl", tone === "dark" ? "text-ink" : "text-ivory")}
        >
          {store.name}
        </span>
        <span
          className={cn(
            "mt-1 text-[0.65rem] tracking-[0.3em] uppercase",
            tone === "dark" ? "text-brass-deep" : "text-brass",
          )}
        >
          Since {store.foundedYear}
        </span>
      </span>
    </Link>
  );
}
