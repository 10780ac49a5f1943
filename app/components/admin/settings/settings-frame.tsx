import { ArrowLeft, History } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FootBar } from "~/components/admin/foot-bar";
import { ConflictMessage, FormMessage } from "~/components/admin/form-message";
import { adminStyles } from "~/components/admin/admin-styles";
import { type FormReply, replyErrors } from "~/lib/forms/reply";

/**
 * The frame every settings screen shares: the way back to Settings, the title, what
 * happened to the last save (saved, refused as stale, refused as wrong), and the
 * section's history of who changed what.
 *
 * A refused save answers with the form's FormReply (lib/forms: each field's message
 * and what was typed, shown again), and beside it what no field owns: a save refused
 * as stale (409), a body refused before it was read, problems of the whole slide.
 */
export type SettingsRefusal = {
  reply?: FormReply;
  conflict?: true;
  message?: string;
  problems?: string[];
};

/** What was typed, from a refused save's reply: the values the form shows again. */
export function typedValues(reply: FormReply | undefined): Record<string, string> | undefined {
  if (!reply?.initialValue) return undefined;
  return Object.fromEntries(
    Object.entries(reply.initialValue).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

export function SettingsHeader({
  title,
  lead,
  back = { to: "/admin/settings", label: "Settings" },
  children,
}: {
  title: string;
  lead?: ReactNode;
  back?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <header>
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brass-deep underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {back.label}
      </Link>
      <h1 className="mt-2 text-3xl break-words sm:text-4xl">{title}</h1>
      {lead && <p className="mt-2 max-w-2xl text-sm text-ink-soft">{lead}</p>}
      {children}
    </header>
  );
}

/**
 * After a save: "Saved." (and where it shows), or why it was refused. A stale save
 * says so with the catalogue's words and a reload link; the typed values stay in the form.
 */
export function SaveOutcome({
  saved,
  failed,
  conflictMessage,
  reloadTo,
}: {
  saved?: string | null;
  failed?: SettingsRefusal;
  conflictMessage: string;
  reloadTo: string;
}) {
  return (
    <div className="mt-6 space-y-3 empty:hidden" aria-live="polite">
      {failed?.conflict && (
        <ConflictMessage
          message={conflictMessage}
          hint="Your changes are not saved. They are still in the form below: copy what you need, then reload to see the latest version."
          reloadTo={reloadTo}
          reloadLabel="Reload"
        />
      )}
      {failed?.message && <FormMessage tone="error">{failed.message}</FormMessage>}
      {Object.keys(replyErrors(failed?.reply)).length > 0 && !failed?.conflict && (
        <FormMessage tone="error">Nothing was saved: please correct the fields marked below.</FormMessage>
      )}
      {failed?.problems && failed.problems.length > 0 && (
        <div tabIndex={-1} data-problems>
          <FormMessage tone="error">
            <ul className="list-disc pl-5">
              {failed.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </FormMessage>
        </div>
      )}
      {!failed && saved && <FormMessage tone="success">{saved}</FormMessage>}
    </div>
  );
}

export type HistoryView = { id: number; who: string; when: string; what: string; subject: string; fields: string[] };

export function ChangeHistory({
  entries,
  showSubject = false,
}: {
  entries: readonly HistoryView[];
  showSubject?: boolean;
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="history-title" className="mt-10">
      <h2 id="history-title" className="flex items-center gap-2 font-sans text-base font-semibold text-ink">
        <History aria-hidden="true" className="h-4 w-4 text-brass-deep" />
        History
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((h) => (
          <li key={h.id} className={`${adminStyles.panel} px-3 py-2`}>
            <span className="font-medium text-ink">
              {h.what}
              {showSubject && `: ${h.subject}`}
            </span>
            {h.fields.length > 0 && <span className="text-ink"> — {h.fields.join(", ")}</span>}
            <span className="block text-xs text-ink-soft">
              {h.who} · {h.when}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The save buttons: pinned on a phone's screen just above the staff tab bar (4rem), in
 * the flow on wider ones.
 */
export function SaveBar({ children }: { children: ReactNode }) {
  return <FootBar>{children}</FootBar>;
}
