import { AlertTriangle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { toast } from "~/components/ui/toast";
import { replyErrors, type FormReply } from "~/lib/forms/reply";
import { plural } from "~/lib/inbox/inbox-actions";
import { cn } from "~/lib/ui/cn";
import { adminStyles } from "~/components/admin/admin-styles";

type ActionData =
  | { ok: true; notice: string; confirmDelete?: { values: string[]; count: number } }
  /** A refusal: the one form result (lib/forms), its words the form's error. */
  | { ok: false; reply: FormReply }
  | undefined;

/** Any staff action's result a toast can tell (the dashboard's too). */
type Told = ActionData | { ok: boolean; notice: string };

/** What an action's result says: its outcome, or why it was refused. */
const wordsOf = (told: NonNullable<Told>) => ("reply" in told ? (replyErrors(told.reply)[""] ?? "") : told.notice);

/** With JavaScript, an action's result also comes as a toast (the page shows it inline either way). */
export function useActionToast(actionData: Told) {
  const shown = useRef<Told>(undefined);
  useEffect(() => {
    if (!actionData || actionData === shown.current || ("confirmDelete" in actionData && actionData.confirmDelete))
      return;
    const words = wordsOf(actionData);
    if (!words) return;
    shown.current = actionData;
    if (actionData.ok) toast.success(words);
    else toast.error(words);
  }, [actionData]);
}

/**
 * What an inbox action did, where it was done (the message list, a message, a
 * customer): the delete question, or the outcome in words (also toasted).
 */
export function InboxActionFeedback({ actionData }: { actionData: ActionData }) {
  useActionToast(actionData);
  if (!actionData) return null;
  if (actionData.ok && actionData.confirmDelete) return <ConfirmDelete confirm={actionData.confirmDelete} />;
  const words = wordsOf(actionData);
  if (!words) return null;
  return (
    <p
      role={actionData.ok ? "status" : "alert"}
      className={cn(
        "mt-4 rounded-card border p-3 text-sm text-ink",
        actionData.ok ? "border-line bg-paper" : "border-danger/40 bg-danger/5",
      )}
    >
      {words}
    </p>
  );
}

/**
 * "Delete 3 messages for good?": the server asks before deleting, so the question
 * works without JavaScript too; the answer posts the same selection again.
 */
function ConfirmDelete({ confirm }: { confirm: { values: string[]; count: number } }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  // Focus the question (screen readers announce it) and bring the whole panel into view.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.closest("section")?.scrollIntoView({ block: "start" });
  }, [confirm]);
  const what = plural(confirm.count, "message");
  return (
    <section
      aria-labelledby="confirm-delete-title"
      className="mt-4 scroll-mt-4 rounded-card border-2 border-danger/60 bg-paper p-4 sm:p-5"
    >
      <h2
        id="confirm-delete-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-sans text-base font-semibold text-ink focus:outline-none"
      >
        <AlertTriangle aria-hidden="true" className="h-5 w-5 text-danger" strokeWidth={1.75} />
        Delete {what} for good?
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {confirm.count === 1 ? "It" : "They"} and any alert still waiting to be sent will be removed. This cannot be
        undone.
      </p>
      <Form method="post" className="mt-4 flex flex-wrap gap-2">
        {confirm.values.map((value) => (
          <input key={value} type="hidden" name="select" value={value} />
        ))}
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" name="intent" value="delete" className={adminStyles.dangerSolid}>
          Delete {what}
        </button>
        <Link to={location.pathname + location.search} replace className={adminStyles.secondary}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}
