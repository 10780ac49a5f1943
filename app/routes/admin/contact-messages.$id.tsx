import { Archive, ArrowLeft, Check, Clock, Inbox, RotateCcw, ShieldAlert, Trash2, Undo2, Users } from "lucide-react";
import { data, Form, Link } from "react-router";
import { FootBar } from "~/components/admin/foot-bar";
import { adminStyles } from "~/components/admin/admin-styles";
import { InboxActionFeedback } from "~/components/admin/inbox/inbox-action-feedback";
import { MessageReplyLinks } from "~/components/admin/inbox/message-reply-links";
import { StatusBadge } from "~/components/admin/status-badge";
import { staffTitle } from "~/components/admin/staff-title";
import { useStaffCan } from "~/components/admin/use-staff-can";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { businessMsBetween, formatDuration } from "~/lib/time/business-hours";
import { cn } from "~/lib/ui/cn";
import { categoryLabel } from "~/lib/contact/contact-fields";
import { RECHECK_RELEASER, spamReasonWords } from "~/lib/contact/spam";
import { targetValue } from "~/lib/inbox/inbox-actions";
import { inboxFilterParams, parseInboxFilter, withQuery } from "~/lib/inbox/inbox-filters";
import { replyLinks } from "~/lib/inbox/message-replies";
import { recordLanguage } from "~/lib/intake/language";
import { LanguageTag } from "~/components/admin/language-tag";
import { parseRecordId } from "~/lib/record-id";
import { requireAdmin } from "~/services/accounts/index.server";
import { openMessage, inboxAction } from "~/services/inbox/index.server";
import { currentSettings, replyClock, storeTimeZone } from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { Forbidden, isForbidden } from "~/components/admin/forbidden";
import type { Route } from "./+types/contact-messages.$id";

/** Opening the page marks the message read: New becomes Open. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const timeZone = await storeTimeZone();
  const id = parseRecordId(params.id);
  const url = new URL(request.url);
  const back = withQuery("/admin/contact-messages", inboxFilterParams(parseInboxFilter(url.searchParams)));
  const database = getDatabase();
  const message = id === null ? undefined : await openMessage(database, id);
  if (!message) throw data({ back }, { status: 404 });
  const fromCustomer = Number(
    (
      await database.db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("customer_key", "=", message.customer_key)
        .where("status", "!=", "spam")
        .executeTakeFirstOrThrow()
    ).n,
  );
  const now = Date.now();
  const { rule, promiseMs } = await replyClock(database);
  const unanswered = message.status === "new" || message.status === "open";
  const waitedMs = unanswered ? businessMsBetween(Date.parse(message.created_at), now, rule) : null;
  const answeredMs = message.replied_at
    ? businessMsBetween(Date.parse(message.created_at), Date.parse(message.replied_at), rule)
    : null;
  return {
    message: {
      ...message,
      categoryLabel: categoryLabel(message.category) ?? "",
      date: formatStoreTime(message.created_at, timeZone),
      repliedDate: message.replied_at ? formatStoreTime(message.replied_at, timeZone) : null,
      spamWords: message.spam_reason ? spamReasonWords(message.spam_reason) : null,
      releasedBy: message.spam_released_by === RECHECK_RELEASER ? "the sender's own page" : message.spam_released_by,
    },
    links: replyLinks(
      { ...message, phoneE164: message.phone_e164, language: recordLanguage(message.language) },
      (await currentSettings(database)).details.value.name,
    ),
    waited: waitedMs === null ? null : { text: formatDuration(waitedMs), late: waitedMs > promiseMs },
    answered: answeredMs === null ? null : { text: formatDuration(answeredMs), late: answeredMs > promiseMs },
    fromCustomer,
    back,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: staffTitle(matches, loaderData?.message.name ?? "Message", "Contact messages") },
];

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  // Once deleted, back to the list as it was filtered.
  const list = inboxFilterParams(parseInboxFilter(new URL(request.url).searchParams));
  return inboxAction(request, admin, { afterDelete: withQuery("/admin/contact-messages", list) });
}

export default function MessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { message: m, links, waited, answered, fromCustomer, back } = loaderData;
  const target = targetValue(m);
  const canDelete = useStaffCan("delete-permanently");

  const statusButton = (
    intent: string,
    label: string,
    Icon: typeof Check,
    className: string = adminStyles.secondary,
    width = "w-full sm:w-auto",
  ) => (
    <button type="submit" name="intent" value={intent} className={cn(className, width)}>
      <Icon aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
      {label}
    </button>
  );

  // In the bar, the buttons share its one row on a phone.
  const inBar = "grow whitespace-nowrap md:grow-0";

  return (
    <article className="mx-auto max-w-3xl">
      <Link
        to={back}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brass-deep underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        Back to messages
      </Link>

      <header className="mt-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-soft">
          <StatusBadge status={m.status} />
          <LanguageTag language={m.language} />
          <span>
            Received <time dateTime={m.created_at}>{m.date}</time>
          </span>
        </div>
        <h1 className="mt-3 text-4xl break-words sm:text-5xl">{m.name}</h1>
        {m.subject && <p className="mt-2 text-lg break-words text-ink">{m.subject}</p>}
        {waited && (
          <p
            className={cn(
              "mt-3 inline-flex items-center gap-2 rounded-card px-3 py-1.5 text-sm",
              waited.late ? "bg-danger/10 text-danger" : "bg-sand text-ink",
            )}
          >
            <Clock aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            Waiting {waited.text} of business hours{waited.late ? ": past the 2-hour promise" : ""}
          </p>
        )}
      </header>

      {m.status === "spam" && (
        <section
          aria-labelledby="spam-title"
          className="mt-4 rounded-card border-2 border-danger/40 bg-paper p-4 sm:p-5"
        >
          <h2 id="spam-title" className="flex items-center gap-2 font-sans text-base font-semibold text-ink">
            <ShieldAlert aria-hidden="true" className="h-5 w-5 shrink-0 text-danger" strokeWidth={1.75} />
            In Spam: {m.spamWords}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            It sent no alert and is in no count. If a person wrote it, move it to the inbox: it arrives as New.
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="select" value={target} />
            {statusButton("release", "Not spam: move to the inbox", Inbox, adminStyles.primary)}
          </Form>
        </section>
      )}
      {m.status !== "spam" && m.spamWords && m.releasedBy && (
        <p className="mt-4 text-sm text-ink-soft">
          Held in Spam at first ({m.spamWords.toLowerCase()}); moved to the inbox by {m.releasedBy}.
        </p>
      )}

      <InboxActionFeedback actionData={actionData} />

      <section aria-labelledby="message-text" className="mt-6">
        <h2 id="message-text" className="sr-only">
          Message
        </h2>
        {/* Shown as text: markup a visitor typed is displayed, never run. */}
        <p className="rounded-card border border-line bg-paper p-4 text-base leading-relaxed break-words whitespace-pre-wrap text-ink sm:p-5">
          {m.message}
        </p>
      </section>

      {/* Opening the WhatsApp reply marks a message that waits for one Replied (with an Undo). */}
      <MessageReplyLinks links={links} markOnOpen={m.status === "new" || m.status === "open" ? target : undefined} />

      <section aria-labelledby="status-title" className="mt-6">
        <h2 id="status-title" className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
          Status
        </h2>
        {m.repliedDate && (
          <p className="mt-2 text-sm text-ink">
            Marked replied by <strong>{m.replied_by}</strong> on {m.repliedDate}
            {answered && (
              <span className={cn(answered.late ? "text-danger" : "text-ink-soft")}>
                {" "}
                ({answered.text} of business hours{answered.late ? ", past the 2-hour promise" : ""})
              </span>
            )}
            .
          </p>
        )}
        <Form method="post" className="mt-3 md:flex md:flex-wrap md:gap-3">
          <input type="hidden" name="select" value={target} />
          {/* The status a message moves through, pinned above the tab bar on a phone: "Mark
              replied" is whole on the first screen however long the message is (issue 38). */}
          {m.status !== "spam" && (
            <FootBar label="Status">
              {m.status !== "replied" &&
                m.status !== "archived" &&
                statusButton("replied", "Mark replied", Check, adminStyles.primary, inBar)}
              {m.status === "replied" && statusButton("unreplied", "Mark not replied", Undo2, undefined, inBar)}
              {m.status !== "archived" && statusButton("archive", "Archive", Archive, undefined, inBar)}
              {m.status === "archived" &&
                statusButton("restore", "Move back to the inbox", RotateCcw, undefined, inBar)}
            </FootBar>
          )}
          {canDelete && (
            <div className="mt-2 grid sm:flex md:mt-0">
              {statusButton("delete", "Delete", Trash2, adminStyles.danger)}
            </div>
          )}
        </Form>
      </section>

      <section aria-labelledby="details-title" className="mt-8 rounded-card border border-line bg-paper p-4 sm:p-5">
        <h2 id="details-title" className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
          Details
        </h2>
        <dl className="mt-3 grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-2 text-sm">
          <dt className="text-ink-soft">Email</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{m.email}</dd>
          <dt className="text-ink-soft">Phone</dt>
          <dd>
            {m.phone}
            {m.phone_e164 && m.phone_e164 !== m.phone.replace(/[^\d+]/g, "") && (
              <span className="text-ink-soft"> ({m.phone_e164})</span>
            )}
          </dd>
          <dt className="text-ink-soft">Category</dt>
          <dd>{m.categoryLabel || "—"}</dd>
          {m.status !== "spam" && (
            <>
              <dt className="text-ink-soft">Customer</dt>
              <dd>
                <Link
                  to={`/admin/customers/${encodeURIComponent(m.customer_key)}`}
                  className="inline-flex items-center gap-1.5 font-medium text-brass-deep underline-offset-4 hover:underline"
                >
                  <Users aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
                  {fromCustomer === 1 ? "First message from them" : `${fromCustomer} messages from them`}
                </Link>
              </dd>
            </>
          )}
        </dl>
      </section>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <Forbidden />;
  return (
    <div className="mx-auto max-w-3xl">
      <p className="font-display text-6xl text-brass-deep">404</p>
      <h1 className="mt-2 text-3xl">This message does not exist</h1>
      <p className="mt-2 text-ink-soft">It may have been deleted by a colleague or by the retention rule.</p>
      <Link to="/admin/contact-messages" className="mt-4 inline-block text-brass-deep underline underline-offset-4">
        Back to messages
      </Link>
    </div>
  );
}
