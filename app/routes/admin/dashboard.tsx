import { ArrowRight, CalendarDays, Clock, Inbox, Timer } from "lucide-react";
import { data, href, Link, useRouteLoaderData } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { AlertsCard } from "~/components/admin/dashboard/alerts-card";
import { Figure } from "~/components/admin/dashboard/figure";
import { BackupCard } from "~/components/admin/backup-card";
import { FALLBACK_NAME } from "~/components/admin/staff-sidebar";
import { useActionToast } from "~/components/admin/inbox/inbox-action-feedback";
import { cn } from "~/lib/ui/cn";
import { staffTitle } from "~/components/admin/staff-title";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { formatDuration } from "~/lib/time/business-hours";
import { plural } from "~/lib/inbox/inbox-actions";
import { assertSameOrigin, requireAdmin } from "~/services/accounts/index.server";
import { bookingFigures, findBookingById, listBookings } from "~/services/bookings/index.server";
import { inboxFigures, spamFigures, listInbox } from "~/services/inbox/index.server";
import { readInsightsSummary, todayIn } from "~/services/insights/index.server";
import { mailConfigured, mailRouteView, notifyOutbox, outboxSummary, retryFailed } from "~/services/mail/index.server";
import { backupStatus, backupSummary } from "~/services/backup/index.server";
import { photoDayProgress } from "~/services/catalogue/index.server";
import { goLive, currentSettings, hoursRule, storeFacts, storeTimeZone } from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { log } from "~/services/platform/log.server";
import { bookingSubject } from "~/lib/booking/booking-links";
import { InsightsWeekLines } from "~/components/admin/insights/week-lines";
import { NowPanel } from "~/components/admin/dashboard/now-panel";
import { businessMsBetween } from "~/lib/time/business-hours";
import { formatTime } from "~/lib/time/store-hours";
import { bookingStatusLabel } from "~/lib/booking/booking-fields";
import { readForm } from "~/services/platform/request-body.server";
import { lowReviewsSince, reviewSummary } from "~/services/reviews/index.server";
import { ReviewsMonthCard } from "~/components/admin/reviews/reviews-month-card";
import { ratingText } from "~/lib/reviews/review-aggregate";
import { LOW_REVIEW_FOLLOW_UP_MS, storeMonth } from "~/lib/reviews/staff-figures";
import type { Route } from "./+types/dashboard";
import type { loader as layoutLoader } from "./staff-layout";
import { buttonVariants } from "~/components/ui/button-variants";
import { GoLiveChecklist } from "~/components/admin/go-live-checklist";
import { can } from "~/lib/accounts/roles";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Dashboard") }];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const timeZone = await storeTimeZone();
  const database = getDatabase();
  const now = Date.now();
  const settings = await currentSettings(database);
  const store = storeFacts(settings);
  const month = storeMonth(now, store.timeZone);
  const [figures, outbox, visits, checklist, backup, insights, today, waiting, spam, reviews, lows] = await Promise.all(
    [
      inboxFigures(database, now),
      outboxSummary(database, now),
      bookingFigures(database, now),
      // The checklist's lines are fixed on the owner's screens (settings, accounts).
      can(admin.role, "manage-settings")
        ? Promise.all([backupStatus(now), photoDayProgress(database)]).then(([backup, artwork]) =>
            goLive(database, {
              backup,
              mail: { configured: mailConfigured() },
              productsOnArtwork: artwork.total - artwork.done,
            }),
          )
        : [],
      backupSummary(now),
      // Insights are a nicety here: if they cannot be read, the dashboard still shows.
      readInsightsSummary(database, todayIn(store.timeZone, now)).catch((error: unknown) => {
        log.warn("insights_summary_failed", { error: String(error) });
        return null;
      }),
      listBookings(database, { q: "", status: "", kind: "" }, now),
      listInbox(database, { view: "waiting", q: "" }, 1, 3, now),
      spamFigures(database, now),
      // Every review of the month counts, whatever its stars or hidden words: the site's own sums.
      reviewSummary(database, { since: month.fromIso }),
      lowReviewsSince(database, new Date(now - LOW_REVIEW_FOLLOW_UP_MS).toISOString(), 1),
    ],
  );
  // The newest low review, by the name the customer booked with, so the owner knows whom they call.
  const low = lows[0];
  const lowVisit =
    low?.bookingId != null && !low.anonymised ? await findBookingById(database.db, low.bookingId) : undefined;
  const alerts = mailRouteView();
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
    insights,
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
      waited: formatDuration(businessMsBetween(Date.parse(m.created_at), now, hoursRule(settings))),
    })),
    reviews: {
      month: month.label,
      average: reviews.average === null ? null : ratingText(reviews.average),
      count: reviews.count,
      low: low
        ? {
            id: low.id,
            stars: low.stars,
            name: lowVisit?.name ?? low.name,
            when: formatStoreTime(low.createdAt, timeZone),
          }
        : null,
    },
    alerts: alerts ? { to: alerts.server.notify, source: alerts.source } : null,
    outbox: {
      ...outbox,
      lastSent: outbox.lastSentMs ? formatStoreTime(new Date(outbox.lastSentMs).toISOString(), timeZone) : null,
      failedEntries: outbox.failedEntries.map((e) => ({
        ...e,
        messageId: e.ref?.startsWith("contact_message:") ? Number(e.ref.slice("contact_message:".length)) : null,
        queued: formatStoreTime(new Date(e.created_ms).toISOString(), timeZone),
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

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const staff = useRouteLoaderData<typeof layoutLoader>("routes/admin/staff-layout");
  const {
    checklist,
    promise,
    figures,
    visits,
    insights,
    alerts,
    outbox,
    backup,
    todayVisits,
    waitingMessages,
    spam,
    reviews,
  } = loaderData;
  useActionToast(actionData);
  const replies = figures.replies30d;
  const medianLate = replies.medianMs !== null && replies.medianMs > replies.promiseMs;
  const within = `${promise.hours} business hour${promise.hours === 1 ? "" : "s"}`;

  return (
    <div className="mx-auto max-w-5xl">
      <p className={cn(adminStyles.eyebrow, "hidden sm:block")}>Dashboard</p>
      <h1 className="text-3xl sm:mt-3 sm:text-5xl">Welcome, {staff?.name ?? FALLBACK_NAME}</h1>

      <NowPanel
        visits={visits}
        figures={figures}
        todayVisits={todayVisits}
        waitingMessages={waitingMessages}
        spam={spam}
        promiseHours={promise.hours}
      />

      <ReviewsMonthCard {...reviews} />

      <GoLiveChecklist lines={checklist} />

      <p className="mt-10 max-w-2xl text-ink-soft">
        We promise visitors a reply {promise.words} ({promise.week}
        {promise.closure ? `; ${promise.closure.charAt(0).toLowerCase()}${promise.closure.slice(1)}` : ""}). Times below
        count business hours only.
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
              ? `${plural(replies.count, "reply", "replies")} marked; ${replies.withinPromise} within ${within} (${Math.round((100 * replies.withinPromise) / replies.count)} %)`
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

      {insights && <InsightsWeekLines wanted={insights.wanted} notFound={insights.notFound} />}

      <h2 className="mt-10 font-sans text-sm font-semibold tracking-wide text-ink uppercase">All messages</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Figure label="Total messages" value={figures.total.toLocaleString("en-IN")} Icon={Inbox} />
        <Figure
          label="Messages in the last 7 days"
          value={figures.lastWeek.toLocaleString("en-IN")}
          Icon={CalendarDays}
        />
      </dl>

      <AlertsCard alerts={alerts} outbox={outbox} />

      <BackupCard status={backup} />

      <Link to={href("/admin/contact-messages")} className={buttonVariants({ variant: "dark", className: "mt-8" })}>
        Read contact messages
        <ArrowRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
      </Link>
    </div>
  );
}
