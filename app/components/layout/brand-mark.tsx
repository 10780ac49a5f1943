import { href, Link } from "react-router";
import { cn } from "~/lib/ui/cn";

/** The logo and the store's name; the name and year come from the store's settings (the caller's). */
export function BrandMark({
  name,
  since,
  tone = "dark",
  className,
}: {
  name: string;
  since: number;
  tone?: "dark" | "light";
  className?: string;
}) {
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
          {name}
        </span>
        <span
          className={cn(
            "mt-1 text-[0.65rem] tracking-[0.3em] uppercase",
            tone === "dark" ? "text-brass-deep" : "text-brass",
          )}
        >
          Since {since}
        </span>
      </span>
    </Link>
  );
}
