import { Star } from "lucide-react";
import { cn } from "~/lib/ui/cn";

/** A review's stars as staff see them: five outlines, the given ones filled, and the number in words for a reader. */
export function ReviewStars({ stars, className }: { stars: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)}>
      <span className="sr-only">{stars} of 5 stars</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn("h-4 w-4", n <= stars ? "fill-brass text-brass-deep" : "text-line-strong")}
          strokeWidth={1.75}
        />
      ))}
    </span>
  );
}
