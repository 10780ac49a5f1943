import { AlertTriangle, BellOff, BellRing, MailWarning } from "lucide-react";
import { Form, Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { plural } from "~/lib/inbox/inbox-actions";
import { cn } from "~/lib/ui/cn";
import { useStaffCan } from "~/components/admin/use-staff-can";

/** The alert e-mails as the dashboard shows them: on or off, the outbox's counts, and what failed. */
export type AlertsView = {
  alerts: { to: string[]; source: "server" | "saved" } | null;
  outbox: {
    sentLastDay: number;
    pending: number;
    retrying: number;
    failed: number;
    lastSent: string | null;
    failedEntries: Array<{
      id: number;
      kind: string;
      messageId: number | null;
      queued: string;
      attempts: number;
      last_error: string | null;
    }>;
  };
};

/** "E-mail alerts": whether they are on and where they go, what the outbox holds, and a retry for those that gave up. */
export function AlertsCard({ alerts, outbox }: AlertsView) {
  const owner = useStaffCan("manage-settings");
  return (
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
              Alerts are off: no e-mail is sent when a message or a booking arrives.{" "}
              {owner ? (
                <Link to="/admin/settings/mail" className="font-medium text-brass-deep underline underline-offset-4">
                  Set the mail server
                </Link>
              ) : (
                "The owner sets the mail server in Settings → Mail."
              )}
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
  );
}
