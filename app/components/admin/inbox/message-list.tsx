import { Archive, Check, Inbox, RotateCcw, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { useMounted } from "~/components/ui/use-mounted";
import { cn } from "~/lib/ui/cn";
import { targetValue } from "~/lib/inbox/inbox-actions";
import { withQuery, type MessageStatus } from "~/lib/inbox/inbox-filters";
import { adminStyles } from "~/components/admin/admin-styles";
import { DateOverTime } from "~/components/admin/date-over-time";
import { EmailLink, PhoneLink } from "~/components/admin/contact-links";
import { LanguageTag } from "~/components/admin/language-tag";
import { StatusBadge } from "~/components/admin/status-badge";
import { TableScroller } from "~/components/admin/table-scroller";
import { useStaffCan } from "~/components/admin/use-staff-can";

export type ListRow = {
  id: number;
  version: number;
  name: string;
  email: string;
  phone: string;
  phone_e164: string | null;
  subject: string;
  message: string;
  categoryLabel: string;
  date: string;
  /** How long ago it came, in a row's few characters ("3 h"). */
  age: string;
  status: MessageStatus;
  /** In the Spam view: why the spam checks caught it. */
  spamReason?: string;
  /** The language it was written in: a tag in its own script when not English. */
  language: string;
};

// The list's columns (docs/behaviour.md#staff-messages); each row's status sits under the name (a column of its own did not
// fit beside the open sidebar at 1280 px).
const COLUMNS = ["S. No.", "Name", "Email", "Phone", "Subject", "Message", "Category", "Date"];

/** The row's one line of text: the subject, else the message's first line. */
function firstLine(m: ListRow): string {
  const line = m.message.split("\n").find((l) => l.trim()) ?? "";
  return m.subject ? `${m.subject} — ${line}` : line;
}

/**
 * The message list with its bulk actions. Where the list is narrower than 56rem
 * (phones, tablets) each message is one compact row (name, how long ago, status and
 * the first line), the whole row opening the message; where it is wider, the
 * table, laid out to fit beside the open sidebar at 1280 px. One form: tick rows,
 * then act. The actions appear once something is ticked (CSS `:has`, so also before
 * the script runs and without it), at the bottom of a phone's screen within thumb's
 * reach. In the Spam view each row has its own "Not spam", one tap.
 */
export function MessageList({
  rows,
  firstNumber,
  listQuery,
  archivedView,
  spamView = false,
  dimmed,
}: {
  rows: ListRow[];
  firstNumber: number;
  listQuery: URLSearchParams;
  archivedView: boolean;
  spamView?: boolean;
  dimmed?: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);
  const mounted = useMounted();
  const canDelete = useStaffCan("delete-permanently");
  const [selected, setSelected] = useState(0);
  const id = useId();
  const href = (messageId: number) => withQuery(`/admin/contact-messages/${messageId}`, listQuery);
  const releaseForm = (messageId: number) => `${id}-release-${messageId}`;

  // Rows and table carry the same checkboxes (only one set is displayed): count
  // and toggle the displayed set, so a hidden twin is never posted by accident.
  function visibleBoxes(): HTMLInputElement[] {
    return [...(form.current?.querySelectorAll<HTMLInputElement>('input[name="select"]') ?? [])].filter(
      (box) => box.offsetParent !== null,
    );
  }
  function recount() {
    setSelected(visibleBoxes().filter((b) => b.checked).length);
  }
  function toggleAll(checked: boolean) {
    for (const box of visibleBoxes()) box.checked = checked;
    recount();
  }
  const allChecked = mounted && selected > 0 && selected === rows.length;

  // Only with JavaScript: ticking every box needs the script.
  const selectAll = (labelHidden: boolean) =>
    mounted && (
      <label className={cn("inline-flex min-h-11 items-center gap-2 text-sm text-ink", !labelHidden && "px-1")}>
        <input
          type="checkbox"
          checked={allChecked}
          onChange={(e) => toggleAll(e.currentTarget.checked)}
          className="h-5 w-5 accent-ink"
        />
        <span className={labelHidden ? "sr-only" : undefined}>Select all on this page</span>
      </label>
    );

  const icon = { "aria-hidden": true, className: "h-4 w-4", strokeWidth: 1.75 } as const;

  return (
    <>
      <Form
        method="post"
        ref={form}
        onChange={recount}
        aria-label="Messages and bulk actions"
        className="group/list @container"
      >
        <div
          role="group"
          aria-label="Bulk actions"
          data-foot-bar
          className={cn(
            // Hidden until a row is ticked; on a phone it sits above the tab bar.
            "fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 hidden flex-wrap items-center gap-2 border-t border-line bg-ivory/95 px-4 py-2 shadow-[0_-4px_12px_rgb(26_34_51/0.08)] backdrop-blur group-has-[[data-row-select]:checked]/list:flex",
            "md:sticky md:top-0 md:bottom-auto md:mt-4 md:rounded-card md:border md:px-3 md:shadow-none",
          )}
        >
          {mounted && (
            <span className="mr-auto text-sm text-ink-soft" aria-live="polite">
              {selected}
              <span className="max-sm:sr-only"> selected</span>
            </span>
          )}
          {/* On a phone the row is one line: short words for the eye, the full names for screen readers. */}
          {spamView ? (
            <button type="submit" name="intent" value="release" className={cn(adminStyles.secondary, "px-3")}>
              <Inbox {...icon} />
              Not spam
            </button>
          ) : archivedView ? (
            <button type="submit" name="intent" value="restore" className={cn(adminStyles.secondary, "px-3")}>
              <RotateCcw {...icon} />
              Restore
            </button>
          ) : (
            <>
              <button type="submit" name="intent" value="replied" className={cn(adminStyles.secondary, "px-3")}>
                <Check {...icon} />
                <span className="sm:hidden" aria-hidden="true">
                  Replied
                </span>
                <span className="max-sm:sr-only">Mark replied</span>
              </button>
              <button type="submit" name="intent" value="archive" className={cn(adminStyles.secondary, "px-3")}>
                <Archive {...icon} />
                Archive
              </button>
            </>
          )}
          {canDelete && (
            <button type="submit" name="intent" value="delete" className={cn(adminStyles.danger, "px-3")}>
              <Trash2 {...icon} />
              <span className="max-sm:sr-only">Delete</span>
            </button>
          )}
        </div>

        {/* A narrow list: one compact row per message, nothing to scroll sideways. */}
        <div className={cn("mt-2 @4xl:hidden", dimmed && "opacity-60")}>
          {mounted && <div className="flex justify-end">{selectAll(false)}</div>}
          <ol
            className="-mx-4 divide-y divide-line border-y border-line bg-paper sm:mx-0 sm:rounded-card sm:border"
            aria-label="Contact messages"
          >
            {rows.map((m) => (
              <li
                key={m.id}
                className={cn(
                  "relative flex items-start gap-3 px-4 py-3 focus-within:bg-sand/40 hover:bg-sand/30",
                  m.status === "new" && "bg-brass/5",
                )}
              >
                <input
                  id={`${id}-row-${m.id}`}
                  type="checkbox"
                  name="select"
                  value={targetValue(m)}
                  data-row-select=""
                  // Above the row's link, which covers the row.
                  className="relative z-[1] mt-0.5 h-5 w-5 shrink-0 accent-ink"
                  aria-label={`Select message from ${m.name}`}
                />
                <div className="min-w-0 flex-1">
                  <div className="flex items-baseline justify-between gap-3">
                    <Link
                      to={href(m.id)}
                      className={cn(
                        "min-w-0 truncate text-ink after:absolute after:inset-0 focus-visible:outline-none",
                        m.status === "new" ? "font-bold" : "font-medium",
                      )}
                    >
                      {m.name}
                    </Link>
                    <span className="shrink-0 text-xs text-ink-soft tabular-nums">
                      <span className="sr-only">Received </span>
                      {m.age}
                      <span className="sr-only"> ago</span>
                    </span>
                  </div>
                  <div className="mt-1 flex items-center gap-2">
                    {m.status !== "open" && <StatusBadge status={m.status} className="shrink-0 px-2 py-0" />}
                    <LanguageTag language={m.language} className="shrink-0 px-2 py-0" />
                    <p className={cn("min-w-0 truncate text-sm", m.status === "new" ? "text-ink" : "text-ink-soft")}>
                      {firstLine(m)}
                    </p>
                  </div>
                  {spamView && (
                    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                      <p className="text-xs text-ink-soft">{m.spamReason}</p>
                      <button
                        type="submit"
                        form={releaseForm(m.id)}
                        className={cn(adminStyles.secondary, "relative z-[1] ml-auto whitespace-nowrap")}
                        aria-label={`Not spam: move the message from ${m.name} to the inbox`}
                      >
                        <Inbox {...icon} />
                        Not spam
                      </button>
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </div>

        <TableScroller
          label="Contact messages table"
          className={cn("mt-3 hidden transition-opacity @4xl:block", dimmed && "opacity-60")}
        >
          <table className="w-full border-collapse text-left text-sm">
            <thead className="bg-sand/70 text-xs tracking-wider text-ink-soft uppercase">
              <tr>
                <th scope="col" className="w-10 px-2.5 py-1">
                  {mounted ? selectAll(true) : <span className="sr-only">Select</span>}
                </th>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="px-2.5 py-3 font-semibold whitespace-nowrap">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((m, index) => (
                <tr key={m.id} className={cn("align-top hover:bg-ivory", m.status === "new" && "bg-brass/5")}>
                  <td className="px-2.5 py-2">
                    <input
                      type="checkbox"
                      name="select"
                      value={targetValue(m)}
                      data-row-select=""
                      className="mt-1 h-5 w-5 accent-ink"
                      aria-label={`Select message from ${m.name}`}
                    />
                  </td>
                  <td className="px-2.5 py-3 text-ink-soft">{firstNumber + index}</td>
                  <td className={cn("min-w-[6rem] px-2.5 py-3 break-words text-ink", unread(m))}>
                    <Link to={href(m.id)} className="underline decoration-line underline-offset-4 hover:decoration-ink">
                      {m.name}
                    </Link>
                    <div className="mt-1.5 flex flex-wrap gap-1">
                      <StatusBadge status={m.status} />
                      <LanguageTag language={m.language} />
                    </div>
                    {spamView && (
                      <>
                        <p className="mt-1.5 text-xs font-normal text-ink-soft">{m.spamReason}</p>
                        <button
                          type="submit"
                          form={releaseForm(m.id)}
                          className={cn(adminStyles.secondary, "mt-2 px-3 whitespace-nowrap")}
                          aria-label={`Not spam: move the message from ${m.name} to the inbox`}
                        >
                          <Inbox {...icon} />
                          Not spam
                        </button>
                      </>
                    )}
                  </td>
                  <td className="min-w-[9.5rem] px-2.5 py-3">
                    <EmailLink email={m.email} className="[overflow-wrap:anywhere]" />
                  </td>
                  <td className="px-2.5 py-3 whitespace-nowrap">
                    <PhoneLink phone={m.phone} e164={m.phone_e164} />
                  </td>
                  <td className={cn("min-w-[5.5rem] px-2.5 py-3 break-words", unread(m))}>{m.subject}</td>
                  {/* React escapes text: a message containing markup is shown, never run. */}
                  <td className={cn("max-w-[22rem] min-w-[8rem] px-2.5 py-3 text-ink", unread(m))}>
                    <span className="line-clamp-3 break-words whitespace-pre-wrap">{m.message}</span>
                  </td>
                  <td className="px-2.5 py-3">{m.categoryLabel}</td>
                  <td className="px-2.5 py-3 whitespace-nowrap text-ink-soft">
                    <DateOverTime value={m.date} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </Form>
      {/* "Not spam" on a row posts one of these: a form cannot sit inside the list's form. */}
      {spamView &&
        rows.map((m) => (
          <Form key={m.id} id={releaseForm(m.id)} method="post" hidden>
            <input type="hidden" name="intent" value="release" />
            <input type="hidden" name="select" value={targetValue(m)} />
          </Form>
        ))}
    </>
  );
}

/** Unread rows: bold where the words are (the name, subject and message), not the narrow columns. */
const unread = (m: ListRow) => m.status === "new" && "font-semibold";
