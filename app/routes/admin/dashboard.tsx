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
import { staffTitle } from "~/components/admin/staff-title";
import { formatKolkata } from "~/lib/time/admin-dates";
import { formatDuration } from "~/lib/time/business-hours";
import { cn } from "~/lib/ui/cn";
import { plural } from "~/lib/inbox/inbox-actions";
import { assertSameOrigin, requireAdmin } from "~/services/accounts/auth.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { bookingFigures } from "~/services/bookings/bookings.server";
import { inboxFigures } from "~/services/inbox/inbox.server";
import { notifyOutbox, outboxSummary, retryFailed } from "~/services/mail/outbox.server";
import { readForm } from "~/services/platform/request-body.server";
import { backupSummary } from "~/services/backup/backups.server";
import type { Route } from "./+types/dashboard";
import type { loader as layoutLoader } from "./staff-layout";
import { buttonVariants } from "~/components/ui/button-variants";
import { GoLiveChecklist } from "~/components/admin/go-live-checklist";
import { goLive } from "~/services/settings/go-live.server";
import { can } from "~/lib/accounts/roles";
import { currentSettings, storeFacts } from "~/services/settings/settings.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Dashboard") }];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const database = getDatabase();
  const now = Date.now();
  const [figures, outbox, visits, checklist, settings, backup] = await Promise.all([
    inboxFigures(database, now),
    outboxSummary(database, now),
    bookingFigures(database, now),
    // The checklist's lines are fixed on the owner's screens (settings, accounts).
    can(admin.role, "manage-settings") ? goLive(database) : [],
    currentSettings(database),
    backupSummary(now),
  ]);
  const store = storeFacts(settings);
  const alerts = getConfig().alerts;
  return {
    checklist,
    promise: {
      words: store.replyPromise,
      hours: settings.details.value.replyHours,
      week: store.hours.everyDay,
      closure: store.closure.notice,
    },
    figures,
    visits,
    backup,
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

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const staff = useRouteLoaderData<typeof layoutLoader>("routes/admin/staff-layout");
  const { checklist, promise, figures, visits, alerts, outbox, backup } = loaderData;
  useActionToast(actionData);
  const replies = figures.replies30d;
  const medianLate = replies.medianMs !== null && replies.medianMs > replies.promiseMs;
  const within = `${promise.hours} business hour${promise.hours === 1 ? "" : "s"}`;

  return (
    <div className="mx-auto max-w-5xl">
      <p className={adminStyles.eyebrow}>Dashboard</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Welcome, {staff?.name ?? FALLBACK_NAME}</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        We promise visitors a reply {promise.words} ({promise.week}
        {promise.closure ? `; ${promise.closure.charAt(0).toLowerCase()}${promise.closure.slice(1)}` : ""}). Times below
        count business hours only.
      </p>

      <GoLiveChecklist lines={checklist} />

      <h2 className="mt-10 font-sans text-sm font-semibold tracking-wide text-ink uppercase">Messages waiting</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label="New messages"
          value={figures.newCount.toLocaleString("en-IN")}
          Icon={Inbox}
          hint="Not opened yet"
          to={figures.newCount ? "/admin/contact-messages?status=new" : undefined}
        />
        <Figure
          label={`Waiting over ${within}`}
          value={figures.waiting.toLocaleString("en-IN")}
          Icon={Clock}
          tone={figures.waiting > 0 ? "late" : "good"}
          hint={
            figures.longestWaitMs !== null
              ? `Longest wait: ${formatDuration(figures.longestWaitMs)}`
              : "Nothing is waiting for a reply"
          }
          to={figures.waiting ? "/admin/contact-messages?status=waiting" : undefined}
        />
        <Figure
          label="Median time to reply, last 30 days"
          value={replies.medianMs === null ? "—" : formatDuration(replies.medianMs)}
          Icon={Timer}
          tone={medianLate ? "late" : "plain"}
          hint={
            replies.count
              ? `${plural(replies.count, "reply", "replies")} marked; ${replies.withinPromise} within ${within} (${Math.round((100 * replies.withinPromise) / replies.count)} %)`
              : "No reply marked in the last 30 days"
          }
        />
      </dl>

      <h2 className="mt-10 font-sans text-sm font-semibold tracking-wide text-ink uppercase">Visits booked</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Figure
          label="Visits today"
          value={visits.today.toLocaleString("en-IN")}
          Icon={CalendarDays}
          hint="Trial holds and fittings, not cancelled"
          to={visits.today ? "/admin/orders" : undefined}
        />
        <Figure
          label="Waiting for confirmation"
          value={visits.waiting.toLocaleString("en-IN")}
          Icon={Clock}
          tone={visits.waiting > 0 ? "late" : "good"}
          hint={visits.waiting ? "Confirm them on WhatsApp or by phone" : "Every upcoming visit is confirmed"}
          to={visits.waiting ? "/admin/orders?status=requested" : undefined}
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

      <section id="alerts" aria-labelledby="alerts-title" className="mt-10 scroll-mt-4">
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
