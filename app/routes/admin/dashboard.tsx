import {
  AlertTriangle,
  ArrowRight,
  BellOff,
  BellRing,
  CalendarDays,
  Clock,
  Inbox,
  MailWarning,
  Timer,
} from "lucide-react";
import { data, Form, href, Link, useRouteLoaderData } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { BackupCard } from "~/components/admin/backup-card";
import { FALLBACK_NAME } from "~/components/admin/staff-sidebar";
import { useActionToast } from "~/components/admin/inbox-action-feedback";
import { store } from "~/content/store";
import { formatKolkata } from "~/lib/time/admin-dates";
import { formatDuration, REPLY_PROMISE_MS } from "~/lib/time/business-hours";
import { cn } from "~/lib/ui/cn";
import { plural } from "~/lib/inbox/inbox-actions";
import { assertSameOrigin, requireAdmin } from "~/services/accounts/auth.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { bookingFigures, bookingSubject, listBookings } from "~/services/bookings/bookings.server";
import { inboxFigures, listInbox, spamFigures } from "~/services/inbox/inbox.server";
import { businessMsBetween } from "~/lib/time/business-hours";
import { formatTime } from "~/lib/time/store-hours";
import { bookingStatusLabel } from "~/lib/booking/booking-fields";
import { STORE_HOURS } from "~/content/store";
import { notifyOutbox, outboxSummary, retryFailed } from "~/services/mail/outbox.server";
import { readForm } from "~/services/platform/request-body.server";
import { backupSummary } from "~/services/backup/backups.server";
import type { Route } from "./+types/dashboard";
import type { loader as layoutLoader } from "./staff-layout";
import { buttonVariants } from "~/components/ui/button-variants";

export const meta = () => [{ title: `Dashboard | Staff | ${store.name}` }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const database = getDatabase();
  const now = Date.now();
  const [figures, outbox, visits, backup, today, waiting, spam] = await Promise.all([
    inboxFigures(database, now),
    outboxSummary(database, now),
    bookingFigures(database.db, now),
    backupSummary(now),
    listBookings(database, { q: "", status: "", kind: "" }, now),
    listInbox(database, { view: "waiting", q: "" }, 1, 3, now),
    spamFigures(database, now),
  ]);
  const alerts = getConfig().alerts;
  return {
    figures,
    visits,
    backup,
    spam,
    // The first screen of a phone: today's visits, and the messages waiting longest.
    todayVisits: today.today
      .filter((b) => b.status !== "cancelled")
      .slice(0, 6)
      .map((b) => ({
        id: b.id,
        reference: b.reference,
        clock: formatTime(b.time),
        name: b.name,
        what: bookingSubject(b),
        status: b.status,
        statusLabel: bookingStatusLabel(b.status),
      })),
    waitingMessages: waiting.rows.map((m) => ({
      id: m.id,
      name: m.name,
      waited: formatDuration(businessMsBetween(Date.parse(m.created_at), now, STORE_HOURS)),
    })),
    alerts: alerts ? { to: alerts.notify } : null,
    outbox: {
      ...outbox,
      lastSent: outbox.lastSentMs ? formatKolkata(new Date(outbox.lastSentMs).toISOString()) : null,
      failedEntries: outbox.failedEntries.map((e) => ({
        ...e,
        messageId: e.ref?.startsWith("contact_message:") ? Number(e.ref.slice("contact_message:".length)) : null,
        queued: formatKolkata(new Date(e.created_ms).toISOString()),
      })),
    },
  };
}

/** "Retry" on alerts that gave up: they go back in the queue and are sent at once. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  assertSameOrigin(request);
  const form = await readForm(request);
  if (form.get("intent") !== "retry-alerts") {
    return data({ ok: false, notice: "That action is not known." }, { status: 400 });
  }
  const count = await retryFailed(getDatabase(), "all");
  notifyOutbox();
  return { ok: true, notice: count ? `${plural(count, "alert")} queued again.` : "No failed alerts to retry." };
}

function Figure({
  label,
  value,
  Icon,
  hint,
  to,
  tone = "plain",
}: {
  label: string;
  value: string;
  Icon: typeof Inbox;
  hint?: string;
  to?: string;
  tone?: "plain" | "good" | "late";
}) {
  const body = (
    <>
      <dt className="flex items-center gap-2 text-sm text-ink-soft">
        <Icon aria-hidden="true" className="h-4 w-4 text-brass-deep" strokeWidth={1.75} />
        {label}
      </dt>
      <dd className={cn("mt-3 font-display text-5xl", tone === "late" ? "text-danger" : "text-ink")}>{value}</dd>
      {hint && <dd className="mt-2 text-sm text-ink-soft">{hint}</dd>}
    </>
  );
  return (
    <div
      className={cn(
        "relative rounded-card border bg-paper p-5 sm:p-6",
        tone === "late" ? "border-danger/50" : "border-line",
        to && "transition-colors focus-within:border-ink hover:border-ink",
      )}
    >
      {body}
      {to && (
        <dd className="mt-3">
          <Link
            to={to}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brass-deep after:absolute after:inset-0"
          >
            Show them
            <span className="sr-only">: {label}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          </Link>
        </dd>
      )}
    </div>
  );
}

/** A figure of the first screen: a number that is a link to the list it counts. */
function Tile({
  label,
  value,
  to,
  Icon,
  late = false,
}: {
  label: string;
  value: number;
  to: string;
  Icon: typeof Inbox;
  late?: boolean;
}) {
  return (
    <li>
      <Link
        to={to}
        className={cn(
          "flex h-full flex-col rounded-card border bg-paper p-3 transition-colors hover:border-ink sm:p-4",
          late ? "border-danger/50" : "border-line",
        )}
      >
        <span className="flex items-center gap-1.5 text-xs text-ink-soft sm:text-sm">
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-brass-deep" strokeWidth={1.75} />
          {label}
        </span>
        <span className={cn("mt-1 font-display text-4xl leading-none", late ? "text-danger" : "text-ink")}>
          {value.toLocaleString("en-IN")}
        </span>
      </Link>
    </li>
  );
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const staff = useRouteLoaderData<typeof layoutLoader>("routes/admin/staff-layout");
  const { figures, visits, alerts, outbox, backup, todayVisits, waitingMessages, spam } = loaderData;
  useActionToast(actionData);
  const replies = figures.replies30d;
  const medianLate = replies.medianMs !== null && replies.medianMs > REPLY_PROMISE_MS;

  return (
    <div className="mx-auto max-w-5xl">
      <p className={cn(adminStyles.eyebrow, "hidden sm:block")}>Dashboard</p>
      <h1 className="text-3xl sm:mt-3 sm:text-5xl">Welcome, {staff?.name ?? FALLBACK_NAME}</h1>

      {/* A phone's first screen: what needs doing now. */}
      <section aria-labelledby="now-title" className="mt-4 sm:mt-8">
        <h2 id="now-title" className="sr-only">
          Now
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
          <Tile label="Visits today" value={visits.today} to="/admin/orders" Icon={CalendarDays} />
          <Tile
            label="To confirm"
            value={visits.waiting}
            to="/admin/orders?status=requested"
            Icon={Clock}
            late={visits.waiting > 0}
          />
          <Tile
            label="Waiting over 2 h"
            value={figures.waiting}
            to="/admin/contact-messages?status=waiting"
            Icon={MailWarning}
            late={figures.waiting > 0}
          />
          <Tile label="New messages" value={figures.newCount} to="/admin/contact-messages?status=new" Icon={Inbox} />
        </ul>

        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="min-w-0 rounded-card border border-line bg-paper">
            <h3 className="flex items-center justify-between border-b border-line px-3 py-2 font-sans text-sm font-semibold text-ink">
              Today&rsquo;s visits
              <Link
                to="/admin/orders"
                className="inline-flex min-h-9 items-center text-sm font-medium text-brass-deep underline"
              >
                Orders
              </Link>
            </h3>
            {todayVisits.length === 0 ? (
              <p className="px-3 py-3 text-sm text-ink-soft">No visits booked for today.</p>
            ) : (
              <ul className="divide-y divide-line">
                {todayVisits.map((v) => (
                  <li key={v.id} className="flex items-baseline gap-3 px-3 py-2 text-sm">
                    <span className="w-[4.75rem] shrink-0 font-semibold whitespace-nowrap text-ink tabular-nums">
                      {v.clock}
                    </span>
                    <span className="min-w-0 flex-1 truncate">
                      <Link
                        to={`/admin/orders?q=${encodeURIComponent(v.reference)}`}
                        className="font-medium text-ink underline decoration-line underline-offset-4"
                      >
                        {v.name}
                      </Link>
                      <span className="text-ink-soft"> · {v.what}</span>
                    </span>
                    <span
                      className={cn(
                        "shrink-0 text-xs",
                        v.status === "requested" ? "font-semibold text-danger" : "text-ink-soft",
                      )}
                    >
                      {v.statusLabel}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="min-w-0 rounded-card border border-line bg-paper">
            <h3 className="flex items-center justify-between border-b border-line px-3 py-2 font-sans text-sm font-semibold text-ink">
              Waiting over 2 hours
              <Link
                to="/admin/contact-messages?status=waiting"
                className="inline-flex min-h-9 items-center text-sm font-medium text-brass-deep underline"
              >
                Inbox
              </Link>
            </h3>
            {waitingMessages.length === 0 ? (
              <p className="px-3 py-3 text-sm text-ink-soft">Nothing is waiting past the 2-hour promise.</p>
            ) : (
              <ul className="divide-y divide-line">
                {waitingMessages.map((m) => (
                  <li key={m.id} className="flex items-baseline justify-between gap-3 px-3 py-2 text-sm">
                    <Link
                      to={`/admin/contact-messages/${m.id}`}
                      className="min-w-0 truncate font-medium text-ink underline decoration-line underline-offset-4"
                    >
                      {m.name}
                    </Link>
                    <span className="shrink-0 text-xs text-danger">{m.waited}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        {spam.held > 0 && (
          <p className="mt-3 text-sm text-ink-soft">
            <Link to="/admin/contact-messages?status=spam" className="font-medium text-brass-deep underline">
              {plural(spam.held, "message")} in Spam
            </Link>{" "}
            ({spam.caught} caught in the last 30 days): check that no person is among them.
          </p>
        )}
      </section>

      <p className="mt-10 max-w-2xl text-ink-soft">
        We promise visitors a reply {store.replyPromise} ({store.hours.everyDay}; closed on the last Tuesday of the
        month). Times below count business hours only.
      </p>

      <h2 className="mt-6 font-sans text-sm font-semibold tracking-wide text-ink uppercase">Replies</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Figure
          label="Median time to reply, last 30 days"
          value={replies.medianMs === null ? "—" : formatDuration(replies.medianMs)}
          Icon={Timer}
          tone={medianLate ? "late" : "plain"}
          hint={
            replies.count
              ? `${plural(replies.count, "reply", "replies")} marked; ${replies.withinPromise} within 2 hours (${Math.round((100 * replies.withinPromise) / replies.count)} %)`
              : "No reply marked in the last 30 days"
          }
        />
        <Figure
          label="Longest wait for a reply"
          value={figures.longestWaitMs !== null ? formatDuration(figures.longestWaitMs) : "—"}
          Icon={Clock}
          tone={figures.waiting > 0 ? "late" : "good"}
          hint={figures.longestWaitMs !== null ? "Business hours, New or Open" : "Nothing is waiting for a reply"}
          to={figures.waiting ? "/admin/contact-messages?status=waiting" : undefined}
        />
      </dl>

      <h2 className="mt-10 font-sans text-sm font-semibold tracking-wide text-ink uppercase">All messages</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Figure label="Total messages" value={figures.total.toLocaleString("en-IN")} Icon={Inbox} />
        <Figure
          label="Messages in the last 7 days"
          value={figures.lastWeek.toLocaleString("en-IN")}
          Icon={CalendarDays}
        />
      </dl>

      <section aria-labelledby="alerts-title" className="mt-10">
        <h2 id="alerts-title" className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
          E-mail alerts
        </h2>
        <div className="mt-4 rounded-card border border-line bg-paper p-5 sm:p-6">
          {alerts ? (
            <p className="flex items-start gap-2 text-ink">
              <BellRing aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brass-deep" strokeWidth={1.75} />
              <span>
                Alerts are on: every message and visit booking is e-mailed to{" "}
                <strong className="[overflow-wrap:anywhere]">{alerts.to.join(", ")}</strong>.
              </span>
            </p>
          ) : (
            <p className="flex items-start gap-2 text-ink">
              <BellOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-ink-soft" strokeWidth={1.75} />
              <span>
                Alerts are off: no e-mail is sent when a message or a booking arrives. To turn them on, set SMTP_URL and
                NOTIFY_EMAIL (see the README).
              </span>
            </p>
          )}
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-ink-soft">Sent, last 24 h</dt>
              <dd className="mt-1 text-xl text-ink">{outbox.sentLastDay}</dd>
            </div>
            <div>
              <dt className="text-ink-soft">Waiting to send</dt>
              <dd className="mt-1 text-xl text-ink">{outbox.pending}</dd>
            </div>
            <div>
              <dt className="text-ink-soft">Retrying</dt>
              <dd className={cn("mt-1 text-xl", outbox.retrying ? "text-danger" : "text-ink")}>{outbox.retrying}</dd>
            </div>
            <div>
              <dt className="text-ink-soft">Failed</dt>
              <dd className={cn("mt-1 text-xl", outbox.failed ? "text-danger" : "text-ink")}>{outbox.failed}</dd>
            </div>
          </dl>
          {outbox.lastSent && <p className="mt-3 text-sm text-ink-soft">Last alert sent {outbox.lastSent}.</p>}
          {outbox.retrying > 0 && (
            <p className="mt-3 flex items-start gap-2 text-sm text-ink">
              <MailWarning aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-danger" strokeWidth={1.75} />
              The mail server is refusing or not answering; alerts are retried automatically for 24 hours.
            </p>
          )}
          {outbox.failed > 0 && (
            <div className="mt-4 border-t border-line pt-4">
              <p className="flex items-start gap-2 text-sm font-medium text-danger">
                <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" strokeWidth={1.75} />
                {plural(outbox.failed, "alert")} could not be sent within 24 hours. Check those messages yourself.
              </p>
              <ul className="mt-3 space-y-2 text-sm">
                {outbox.failedEntries.map((e) => (
                  <li key={e.id} className="rounded-card bg-ivory p-3">
                    {e.messageId ? (
                      <Link
                        to={`/admin/contact-messages/${e.messageId}`}
                        className="font-medium text-brass-deep underline-offset-4 hover:underline"
                      >
                        Message {e.messageId}
                      </Link>
                    ) : (
                      <span className="font-medium">{e.kind}</span>
                    )}
                    <span className="text-ink-soft">
                      {" "}
                      · queued {e.queued} · {plural(e.attempts, "attempt")}
                    </span>
                    {e.last_error && <p className="mt-1 break-words text-ink-soft">{e.last_error}</p>}
                  </li>
                ))}
              </ul>
              <Form method="post" className="mt-3">
                <button type="submit" name="intent" value="retry-alerts" className={adminStyles.secondary}>
                  Retry failed alerts
                </button>
              </Form>
            </div>
          )}
        </div>
      </section>

      <BackupCard status={backup} />

      <Link to={href("/admin/contact-messages")} className={buttonVariants({ variant: "dark", className: "mt-8" })}>
        Read contact messages
        <ArrowRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
      </Link>
    </div>
  );
}
