import { Star } from "lucide-react";
import { cn } from "~/lib/ui/cn";
import { starCount } from "~/lib/catalogue/rating";

/**
 * Floor of the rating, out of 5 (docs/behaviour.md#collections); read as one label by
 * assistive tech: "Rated 4 out of 5", or the caller's fuller words ("Rated 4.3 out of 5
 * from 3 reviews").
 */
export function StarRating({ rating, label, className }: { rating: number; label?: string; className?: string }) {
  const filled = starCount(rating);
  return (
    <span
      role="img"
      aria-label={label ?? `Rated ${filled} out of 5`}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          strokeWidth={1.5}
          className={cn("h-3.5 w-3.5", i < filled ? "fill-brass text-brass-deep" : "fill-transparent text-line")}
        />
      ))}
    </span>
  );
}
