import { CalendarDays, Clock, Inbox, MailWarning, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { plural } from "~/lib/inbox/inbox-actions";
import { cn } from "~/lib/ui/cn";

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
  Icon: LucideIcon;
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

/**
 * The dashboard's first screen, a phone's included: what needs doing now. Four
 * counts that link to their lists, today's visits, the messages waiting past the
 * reply promise (business hours, from the store's settings), and how many wait in Spam.
 */
export function NowPanel({
  visits,
  figures,
  todayVisits,
  waitingMessages,
  spam,
  promiseHours,
}: {
  visits: { today: number; waiting: number };
  figures: { waiting: number; newCount: number };
  todayVisits: ReadonlyArray<{
    id: number;
    reference: string;
    clock: string;
    name: string;
    what: string;
    status: string;
    statusLabel: string;
  }>;
  waitingMessages: ReadonlyArray<{ id: number; name: string; waited: string }>;
  spam: { held: number; caught: number };
  /** The reply promise in business hours: "waiting" means waiting longer than this. */
  promiseHours: number;
}) {
  return (
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
          label={`Waiting over ${promiseHours} h`}
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
            Waiting over {plural(promiseHours, "hour")}
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
  );
}
