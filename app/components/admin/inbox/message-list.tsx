import { Archive, Check, RotateCcw, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { useMounted } from "~/components/ui/use-mounted";
import { cn } from "~/lib/ui/cn";
import { targetValue } from "~/lib/inbox/inbox-actions";
import { withQuery, type MessageStatus } from "~/lib/inbox/inbox-filters";
import { adminStyles } from "~/components/admin/admin-styles";
import { DateOverTime } from "~/components/admin/date-over-time";
import { EmailLink, PhoneLink } from "~/components/admin/contact-links";
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
  status: MessageStatus;
};

// The list's columns (docs/behaviour.md#staff-messages); each row's status sits under the name (a column of its own did not
// fit beside the open sidebar at 1280 px).
const COLUMNS = ["S. No.", "Name", "Email", "Phone", "Subject", "Message", "Category", "Date"];

/**
 * The message list with its bulk actions: a card per message where the list is
 * narrower than 56rem (phones, tablets), the table where it is wider (1280 px
 * beside the open sidebar is 58rem), laid out to fit that width: the cells wrap, only
 * the number, phone and date do not. Unread rows are bold. One form: tick rows,
 * then Mark replied, Archive or Delete; a link opens the message page and keeps the
 * list's filters for the way back.
 */
export function MessageList({
  rows,
  firstNumber,
  listQuery,
  archivedView,
  dimmed,
}: {
  rows: ListRow[];
  firstNumber: number;
  listQuery: URLSearchParams;
  archivedView: boolean;
  dimmed?: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);
  const mounted = useMounted();
  const canDelete = useStaffCan("delete-permanently");
  const [selected, setSelected] = useState(0);
  const id = useId();
  const href = (messageId: number) => withQuery(`/admin/contact-messages/${messageId}`, listQuery);

  // Cards and table carry the same checkboxes (only one set is displayed): count
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

  // Only with JavaScript: without it there is nothing that could tick the boxes.
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

  return (
    <Form method="post" ref={form} onChange={recount} aria-label="Messages and bulk actions" className="@container">
      <div
        role="group"
        aria-label="Bulk actions"
        className="sticky top-0 z-10 -mx-4 mt-4 flex flex-wrap items-center gap-2 border-b border-line bg-ivory/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:px-3"
      >
        {mounted && (
          <span className="mr-auto text-sm text-ink-soft" aria-live="polite">
            {selected === 0 ? "Tick messages to act on them" : `${selected} selected`}
          </span>
        )}
        {!archivedView && (
          <>
            <button type="submit" name="intent" value="replied" className={adminStyles.secondary}>
              <Check aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              Mark replied
            </button>
            <button type="submit" name="intent" value="archive" className={adminStyles.secondary}>
              <Archive aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              Archive
            </button>
          </>
        )}
        {archivedView && (
          <button type="submit" name="intent" value="restore" className={adminStyles.secondary}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            Restore
          </button>
        )}
        {canDelete && (
          <button type="submit" name="intent" value="delete" className={adminStyles.danger}>
            <Trash2 aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            Delete
          </button>
        )}
      </div>

      {/* A narrow list: each message as a card, nothing to scroll sideways. */}
      <div className={cn("mt-3 @4xl:hidden", dimmed && "opacity-60")}>
        {selectAll(false)}
        <ol className="mt-2 space-y-3" aria-label="Contact messages">
          {rows.map((m, index) => (
            <li
              key={m.id}
              className={cn(
                "rounded-card border bg-paper p-4",
                m.status === "new" ? "border-brass/70 shadow-sm" : "border-line",
              )}
            >
              <div className="flex items-start gap-3">
                <input
                  id={`${id}-card-${m.id}`}
                  type="checkbox"
                  name="select"
                  value={targetValue(m)}
                  className="mt-1 h-5 w-5 shrink-0 accent-ink"
                  aria-label={`Select message from ${m.name}`}
                />
                <div className="min-w-0 flex-1">
                  <div className="flex items-baseline justify-between gap-3">
                    <p className={cn("min-w-0 text-ink", m.status === "new" ? "font-bold" : "font-medium")}>
                      <span className="mr-1.5 text-ink-soft">{firstNumber + index}.</span>
                      <Link to={href(m.id)} className="underline-offset-4 hover:underline">
                        {m.name}
                      </Link>
                    </p>
                    <StatusBadge status={m.status} className="shrink-0" />
                  </div>
                  <p className="mt-0.5 text-xs text-ink-soft">{m.date}</p>
                  <dl className="mt-3 grid grid-cols-[4.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
                    <dt className="text-ink-soft">Email</dt>
                    <dd className="min-w-0 [overflow-wrap:anywhere]">
                      <EmailLink email={m.email} />
                    </dd>
                    <dt className="text-ink-soft">Phone</dt>
                    <dd>
                      <PhoneLink phone={m.phone} e164={m.phone_e164} />
                    </dd>
                    <dt className="text-ink-soft">Subject</dt>
                    <dd className={cn("break-words", m.status === "new" && "font-semibold")}>{m.subject || "—"}</dd>
                    <dt className="text-ink-soft">Category</dt>
                    <dd>{m.categoryLabel || "—"}</dd>
                  </dl>
                  <p className="mt-3 line-clamp-4 border-t border-line pt-3 text-sm break-words whitespace-pre-wrap text-ink">
                    {m.message}
                  </p>
                  <Link
                    to={href(m.id)}
                    className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brass-deep underline-offset-4 hover:underline"
                  >
                    Open message<span className="sr-only"> from {m.name}</span>
                  </Link>
                </div>
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
                    className="mt-1 h-5 w-5 accent-ink"
                    aria-label={`Select message from ${m.name}`}
                  />
                </td>
                <td className="px-2.5 py-3 text-ink-soft">{firstNumber + index}</td>
                <td className={cn("min-w-[6rem] px-2.5 py-3 break-words text-ink", unread(m))}>
                  <Link to={href(m.id)} className="underline decoration-line underline-offset-4 hover:decoration-ink">
                    {m.name}
                  </Link>
                  <div className="mt-1.5">
                    <StatusBadge status={m.status} />
                  </div>
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
  );
}

/** Unread rows: bold where the words are (the name, subject and message), not the narrow columns. */
const unread = (m: ListRow) => m.status === "new" && "font-semibold";
