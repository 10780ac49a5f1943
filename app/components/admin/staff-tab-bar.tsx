import {
  CalendarDays,
  ChartColumnIncreasing,
  FolderOpen,
  LayoutDashboard,
  LogOut,
  Mail,
  MoreHorizontal,
  Package,
  Star,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Form, href, NavLink, useLocation } from "react-router";
import { cn } from "~/lib/ui/cn";
import { ownerLinks, ownLinks, setupLinks } from "./staff-sidebar";

/**
 * The staff area's navigation on a phone: four labelled tabs at the bottom, in
 * thumb's reach (the sidebar takes over from tablet width). Inbox and Visits carry
 * how many wait: new messages, and visits waiting for a confirmation. More opens the
 * rest of the staff area from the same bar; it is a <details>, so it opens at the
 * first tap, before the page's script runs and without it. A session that must set up
 * two-step sign-in first sees only that page under More.
 */
const TABS = [
  { to: href("/admin/contact-messages"), label: "Inbox", Icon: Mail, count: "newCount" },
  { to: href("/admin/orders"), label: "Visits", Icon: CalendarDays, count: "visitsWaiting" },
  { to: href("/admin/products"), label: "Products", Icon: Package, count: null },
] as const;

const MORE: ReadonlyArray<{ to: string; label: string; Icon: LucideIcon }> = [
  { to: href("/admin/dashboard"), label: "Dashboard", Icon: LayoutDashboard },
  { to: href("/admin/customers"), label: "Customers", Icon: Users },
  { to: href("/admin/reviews"), label: "Reviews", Icon: Star },
  { to: href("/admin/collections"), label: "Collections", Icon: FolderOpen },
  { to: href("/admin/insights"), label: "Insights", Icon: ChartColumnIncreasing },
];

type Counts = { newCount: number | null; visitsWaiting: number | null };

const tab =
  "relative flex min-h-16 flex-1 flex-col items-center justify-center gap-0.5 text-[0.7rem] font-medium tracking-wide";

function Badge({ count, what }: { count: number; what: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute top-1 left-[calc(50%+0.35rem)] min-w-5 rounded-full bg-brass px-1 text-center text-[11px] leading-5 font-semibold text-ink"
      >
        {count > 99 ? "99+" : count}
      </span>
      <span className="sr-only">
        ({count} {what})
      </span>
    </>
  );
}

export function StaffTabBar({
  counts,
  name,
  owner = false,
  setupOnly = false,
}: {
  counts: Counts;
  name: string;
  /** Shows the owner's screens under More (the server guards them anyway). */
  owner?: boolean;
  setupOnly?: boolean;
}) {
  const { pathname } = useLocation();
  const tabs = setupOnly ? [] : TABS;
  const more = setupOnly ? setupLinks : [...MORE, ...ownLinks, ...(owner ? ownerLinks : [])];
  const inMore = more.some((m) => pathname === m.to || pathname.startsWith(`${m.to}/`));
  return (
    <nav
      aria-label="Staff sections"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ivory/10 bg-ink pb-[env(safe-area-inset-bottom)] text-ivory md:hidden"
    >
      <ul className="flex">
        {tabs.map(({ to, label, Icon, count }) => {
          const n = count ? (counts[count] ?? 0) : 0;
          return (
            <li key={to} className="flex flex-1">
              <NavLink
                to={to}
                className={({ isActive }) => cn(tab, isActive ? "text-brass" : "text-ivory/80 hover:text-ivory")}
              >
                <Icon aria-hidden="true" className="h-5 w-5" strokeWidth={1.75} />
                {label}
                {n > 0 && <Badge count={n} what={count === "newCount" ? "new" : "waiting for confirmation"} />}
              </NavLink>
            </li>
          );
        })}
        <li className="flex flex-1">
          {/* Keyed by the page, so it is closed again after a tap on one of its links. */}
          <details key={pathname} className="group flex flex-1">
            <summary
              className={cn(
                tab,
                "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
                inMore ? "text-brass" : "text-ivory/80 group-open:text-ivory",
              )}
            >
              <MoreHorizontal aria-hidden="true" className="h-5 w-5" strokeWidth={1.75} />
              More
            </summary>
            <div className="fixed inset-x-2 bottom-[calc(4rem+env(safe-area-inset-bottom))] rounded-card border border-line bg-paper p-2 text-ink shadow-2xl shadow-ink/30">
              <p className="truncate px-3 pt-1 pb-2 text-xs text-ink-soft">Signed in as {name}</p>
              <ul>
                {more.map(({ to, label, Icon }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      className={({ isActive }) =>
                        cn(
                          "flex min-h-12 items-center gap-3 rounded-card px-3 text-sm",
                          isActive ? "bg-sand font-semibold" : "hover:bg-sand/60",
                        )
                      }
                    >
                      <Icon aria-hidden="true" className="h-5 w-5 text-brass-deep" strokeWidth={1.75} />
                      {label}
                    </NavLink>
                  </li>
                ))}
                <li className="mt-1 border-t border-line pt-1">
                  <Form method="post" action="/admin/logout">
                    <button
                      type="submit"
                      className="flex min-h-12 w-full items-center gap-3 rounded-card px-3 text-sm hover:bg-sand/60"
                    >
                      <LogOut aria-hidden="true" className="h-5 w-5 text-brass-deep" strokeWidth={1.75} />
                      Log out
                    </button>
                  </Form>
                </li>
              </ul>
            </div>
          </details>
        </li>
      </ul>
    </nav>
  );
}
