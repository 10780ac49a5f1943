import { ArrowRight, CalendarDays, Inbox } from "lucide-react";
import { href, Link, useRouteLoaderData } from "react-router";
import { store } from "~/content/store";
import { requireAdmin } from "~/services/auth.server";
import { getDatabase } from "~/services/db.server";
import { countMessages } from "~/services/messages.server";
import type { Route } from "./+types/dashboard";
import type { loader as layoutLoader } from "./staff-layout";
import { buttonVariants } from "~/components/ui/button-variants";

export const meta = () => [{ title: `Dashboard | Staff | ${store.name}` }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const database = getDatabase();
  const [total, lastWeek] = await Promise.all([
    countMessages(database),
    countMessages(database, new Date(Date.now() - 7 * 24 * 60 * 60 * 1000)),
  ]);
  return { total, lastWeek };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const staff = useRouteLoaderData<typeof layoutLoader>("routes/admin/staff-layout");
  const stats = [
    { label: "Total messages", value: loaderData.total, Icon: Inbox },
    { label: "Messages in the last 7 days", value: loaderData.lastWeek, Icon: CalendarDays },
  ];
  return (
    <div className="mx-auto max-w-5xl">
      <p className="text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">Dashboard</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Welcome, {staff?.name ?? "Admin"}</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Messages from the contact form arrive here. We promise visitors a reply {store.replyPromise}.
      </p>
      <dl className="mt-10 grid gap-5 sm:grid-cols-2">
        {stats.map(({ label, value, Icon }) => (
          <div key={label} className="rounded-card border border-line bg-paper p-6">
            <dt className="flex items-center gap-2 text-sm text-ink-soft">
              <Icon aria-hidden="true" className="h-4 w-4 text-brass-deep" strokeWidth={1.75} />
              {label}
            </dt>
            <dd className="mt-3 font-display text-5xl text-ink">{value.toLocaleString("en-IN")}</dd>
          </div>
        ))}
      </dl>
      <Link to={href("/admin/contact-messages")} className={buttonVariants({ variant: "dark", className: "mt-8" })}>
        Read contact messages
        <ArrowRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
      </Link>
    </div>
  );
}
