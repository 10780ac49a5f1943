import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";

/**
 * The staff area's question before an act that cannot be undone ("Delete … for good?").
 * The act's own button is a link to the screen with `?confirm=…`, whose loader shows
 * this panel: it holds the one post that acts, and a way back. Without JavaScript it
 * is the same two steps.
 */
export function ConfirmPanel({
  id,
  title,
  children,
  fields,
  intent,
  confirmLabel,
  keepTo,
  keepLabel = "Keep it",
  busy,
}: {
  /** The section's id (a link's `#…` brings it into view) and its title's. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** Posted with the act, e.g. the version the person saw. */
  fields: Record<string, string | number>;
  intent: string;
  confirmLabel: string;
  keepTo: string;
  keepLabel?: string;
  busy: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-6 scroll-mt-4 rounded-card border-2 border-danger/60 bg-paper p-5"
    >
      <h2 id={`${id}-title`} className="font-sans text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{children}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" name="intent" value={intent} variant="danger" size="compact" disabled={busy}>
          {confirmLabel}
        </Button>
        <Link to={keepTo} className={buttonVariants({ variant: "subtle", size: "compact" })}>
          {keepLabel}
        </Link>
      </Form>
    </section>
  );
}
