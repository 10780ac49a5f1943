import { ChevronRight, ExternalLink } from "lucide-react";
import { cn } from "~/lib/ui/cn";

/**
 * The foot of a staff list card that opens an editor (its title's link stretches over
 * the card): the public page it edits, as a link of its own above the stretched one,
 * and the chevron that says the card opens.
 */
export function PublicPageLink({ path, className }: { path: string; className?: string }) {
  return (
    <div className={cn("flex items-center justify-between gap-3", className)}>
      <a
        href={path}
        className="relative z-10 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brass-deep underline underline-offset-4"
      >
        {path}
        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
        <span className="sr-only">(the public page)</span>
      </a>
      <ChevronRight aria-hidden="true" className="h-5 w-5 text-ink-soft" />
    </div>
  );
}
