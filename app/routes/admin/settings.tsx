import {
  CalendarClock,
  ChevronRight,
  DatabaseBackup,
  FileText,
  Images,
  Mail,
  Megaphone,
  Store,
  TicketPercent,
} from "lucide-react";
import { Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { staffTitle } from "~/components/admin/staff-title";
import { exceptionDates } from "~/lib/time/hours-words";
import { requirePermission } from "~/services/accounts/index.server";
import {
  isStillSeedText,
  listPolicyPages,
  currentSettings,
  offersNow,
  publishedHours,
  storeFacts,
} from "~/services/settings/index.server";
import { mailRouteView } from "~/services/mail/index.server";
import { backupSummary } from "~/services/backup/index.server";
import { getDatabase } from "~/services/platform/db.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Settings") }];

/** Settings: what the store tells the world, each part one tap away, with how it stands now. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "manage-settings");
  const now = Date.now();
  const database = getDatabase();
  const [snapshot, policies, backup] = await Promise.all([
    currentSettings(database),
    listPolicyPages(database.db),
    backupSummary(now),
  ]);
  // As the go-live checklist counts them: saved is not enough, the words must be the store's.
  const unreviewed = policies.filter(isStillSeedText).length;
  const store = storeFacts(snapshot);
  const coming = publishedHours(snapshot, now).exceptions;
  const running = offersNow(snapshot, now);
  const shown = snapshot.slides.filter((s) => s.published).length;
  const announcement = snapshot.announcement.value;
  const mail = mailRouteView();
  return {
    cards: [
      {
        to: "/admin/settings/store",
        title: "Store details",
        now: `${store.name} · ${store.phones.map((p) => p.display).join(" · ")}`,
        icon: "store",
      },
      {
        to: "/admin/settings/hours",
        title: "Hours and closures",
        now: coming.length
          ? `${store.hours.summary} · next: ${exceptionDates(coming[0]!)}${coming[0]!.note ? `, ${coming[0]!.note}` : ""}`
          : store.hours.summary,
        icon: "hours",
      },
      {
        to: "/admin/settings/offers",
        title: "Offers",
        now: running.length ? `On the site now: ${running.map((o) => o.code).join(", ")}` : "No offer on the site now",
        icon: "offers",
      },
      {
        to: "/admin/settings/banner",
        title: "Announcement and claims",
        now: announcement.on ? `Banner: “${announcement.text}”` : "Banner announcement off",
        icon: "banner",
      },
      {
        to: "/admin/settings/showcase",
        title: "Showcase pictures",
        now: `${shown} slides shown: home, gallery and slider`,
        icon: "showcase",
      },
      {
        to: "/admin/settings/pages",
        title: "Policy pages",
        now: unreviewed
          ? `${unreviewed} of ${policies.length} still the first text: read and make them yours`
          : "Privacy, terms, alterations and exchanges",
        icon: "pages",
      },
      {
        to: "/admin/settings/mail",
        title: "Mail",
        now: mail
          ? `Alerts to ${mail.server.notify.join(", ")} through ${mail.server.host}${mail.source === "server" ? " (set by the server)" : ""}`
          : "No mail server: nobody is e-mailed about new messages and bookings",
        icon: "mail",
      },
      {
        to: "/admin/settings/backups",
        title: "Backups",
        now:
          backup.offsite.where === "only on this server"
            ? "Copies only on this server: set a bucket, or download one"
            : `Copies in ${backup.offsite.where}`,
        icon: "backups",
      },
    ] as const,
  };
}

const ICONS = {
  store: Store,
  hours: CalendarClock,
  offers: TicketPercent,
  banner: Megaphone,
  showcase: Images,
  pages: FileText,
  mail: Mail,
  backups: DatabaseBackup,
};

export default function SettingsHub({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <p className={adminStyles.eyebrow}>Settings</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">The store on the site</h1>
      <p className="mt-3 text-ink-soft">
        Everything here is on the site at the next page view: no rebuild, no waiting. Each change is kept with who made
        it and when.
      </p>
      <ul className="mt-8 space-y-3">
        {loaderData.cards.map((card) => {
          const Icon = ICONS[card.icon];
          return (
            <li key={card.to}>
              <Link
                to={card.to}
                className={`${adminStyles.panel} flex min-h-16 items-center gap-4 p-4 transition-colors hover:border-ink`}
              >
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-sand text-brass-deep">
                  <Icon aria-hidden="true" className="h-5 w-5" strokeWidth={1.75} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink">{card.title}</span>
                  <span className="line-clamp-2 block text-sm text-ink-soft">{card.now}</span>
                </span>
                <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-soft" />
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
