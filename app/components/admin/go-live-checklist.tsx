import { ArrowRight, CircleAlert, Rocket } from "lucide-react";
import { Link } from "react-router";
import type { ChecklistLine } from "~/lib/settings/go-live";

/**
 * The dashboard's go-live checklist: shown while anything stands between a fresh
 * install and the store's own site, one line each with the place it is fixed (backups:
 * the dashboard's backup card, which says how). The owner's: staff do not see it.
 */
export function GoLiveChecklist({ lines }: { lines: readonly ChecklistLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby="go-live-title"
      className="mt-8 rounded-card border-2 border-brass-deep/50 bg-paper p-4 sm:p-6"
      data-testid="go-live"
    >
      <h2 id="go-live-title" className="flex items-center gap-2 font-sans text-lg font-semibold text-ink">
        <Rocket aria-hidden="true" className="h-5 w-5 text-brass-deep" strokeWidth={1.75} />
        Before you go live
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {lines.length === 1 ? "One thing is" : `${lines.length} things are`} still open. Each line goes once it is done.
      </p>
      <ul className="mt-4 divide-y divide-line">
        {lines.map((line) => (
          <li key={line.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <span className="flex items-start gap-2 text-sm text-ink">
              <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-danger" strokeWidth={1.75} />
              {line.text}
            </span>
            {line.href && (
              <Link
                to={line.href}
                className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brass-deep underline-offset-4 hover:underline sm:ml-4"
              >
                {line.action}
                <ArrowRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
