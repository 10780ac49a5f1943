import {
  ChartColumnIncreasing,
  ChevronsLeft,
  ChevronsRight,
  FolderOpen,
  History,
  LayoutDashboard,
  LogOut,
  Mail,
  Package,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Star,
  UserCog,
  UserRound,
  Users,
} from "lucide-react";
import { Form, href, NavLink } from "react-router";
import { cn } from "~/lib/ui/cn";

/**
 * The stored admin's fallbacks when the account has no name or e-mail (docs/behaviour.md#staff-shell); an
 * account without a name shows its username first (staff-layout.tsx).
 */
export const FALLBACK_NAME = "Admin";
export const FALLBACK_EMAIL = "admin@example.com";
const links = [
  { to: href("/admin/dashboard"), label: "Dashboard", Icon: LayoutDashboard },
  { to: href("/admin/contact-messages"), label: "Contacts", Icon: Mail },
  { to: href("/admin/collections"), label: "Collections", Icon: FolderOpen },
  { to: href("/admin/products"), label: "Products", Icon: Package },
  { to: href("/admin/orders"), label: "Orders", Icon: ShoppingBag },
  { to: href("/admin/customers"), label: "Customers", Icon: Users },
  { to: href("/admin/reviews"), label: "Reviews", Icon: Star },
  { to: href("/admin/insights"), label: "Insights", Icon: ChartColumnIncreasing },
];

/** Everyone's own account; the owner's store settings, staff accounts and activity log. */
export const ownLinks = [{ to: href("/admin/account"), label: "My account", Icon: UserRound }];
export const ownerLinks = [
  { to: href("/admin/settings"), label: "Settings", Icon: Settings },
  { to: href("/admin/accounts"), label: "Staff accounts", Icon: UserCog },
  { to: href("/admin/activity"), label: "Activity", Icon: History },
];
/** A session that must set up two-step sign-in first sees only that. */
export const setupLinks = [{ to: href("/admin/account/two-step"), label: "Two-step sign-in", Icon: ShieldCheck }];

/**
 * Wide (labels) or narrow (icons) at tablet width and up, remembered in a cookie so
 * the server renders it the same way next time. Phones have the labelled tab bar at
 * the bottom instead (staff-tab-bar.tsx).
 */
export function StaffSidebar({
  collapsed,
  onToggle,
  name,
  email,
  newCount,
  visitsWaiting = null,
  owner = false,
  setupOnly = false,
}: {
  collapsed: boolean;
  onToggle: () => void;
  name: string;
  email: string;
  /** New (unread) messages, shown on Contacts; null when it could not be counted. */
  newCount: number | null;
  /** Visits waiting for a confirmation, shown on Orders. */
  visitsWaiting?: number | null;
  /** Shows the owner's screens (the server guards them anyway). */
  owner?: boolean;
  setupOnly?: boolean;
}) {
  const wide = !collapsed;
  // Narrow shows icons only; the words stay for screen readers (and as tooltips).
  const label = (text: string) => (
    <span className={cn(wide ? "sr-only md:not-sr-only md:truncate" : "sr-only")}>{text}</span>
  );
  const initials =
    name
      .split(/\s+/)
      .map((w) => w[0])
      .join("")
      .slice(0, 2)
      .toUpperCase() || "A";

  return (
    <aside
      aria-label="Staff navigation"
      data-collapsed={collapsed}
      className={cn(
        "sticky top-0 hidden h-screen shrink-0 flex-col bg-ink text-ivory transition-[width] duration-200 md:flex",
        wide ? "w-16 md:w-64" : "w-16",
      )}
    >
      <div className="flex h-16 items-center gap-3 border-b border-ivory/10 px-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-card border border-brass font-display text-lg text-brass"
        >
          MS
        </span>
        <span className={cn("font-display text-xl leading-none", wide ? "sr-only md:not-sr-only" : "sr-only")}>
          Staff Area
        </span>
      </div>
      <nav className="flex-1 overflow-y-auto px-2 py-4">
        <ul className="space-y-1">
          {(setupOnly ? setupLinks : [...links, ...ownLinks, ...(owner ? ownerLinks : [])]).map(
            ({ to, label: text, Icon }) => {
              const count =
                (to === "/admin/contact-messages" ? newCount : to === "/admin/orders" ? visitsWaiting : 0) ?? 0;
              const what = to === "/admin/orders" ? "waiting for confirmation" : "new";
              return (
                <li key={to}>
                  <NavLink
                    to={to}
                    title={collapsed ? (count ? `${text}: ${count} ${what}` : text) : undefined}
                    className={({ isActive }) =>
                      cn(
                        "flex min-h-11 items-center gap-3 rounded-card px-3 text-sm transition-colors",
                        isActive
                          ? "bg-ivory/10 font-semibold text-brass"
                          : "text-ivory/80 hover:bg-ivory/5 hover:text-ivory",
                      )
                    }
                  >
                    <span className="relative shrink-0">
                      <Icon aria-hidden="true" className="h-5 w-5" strokeWidth={1.75} />
                      {count > 0 && (
                        // On the icon when narrow, so the count shows on phones too.
                        <span
                          aria-hidden="true"
                          className={cn(
                            "absolute -top-2 -right-2.5 min-w-5 rounded-full bg-brass px-1 text-center text-[11px] leading-5 font-semibold text-ink",
                            wide && "md:hidden",
                          )}
                        >
                          {count > 99 ? "99+" : count}
                        </span>
                      )}
                    </span>
                    {label(text)}
                    {count > 0 && (
                      <>
                        <span
                          aria-hidden="true"
                          className={cn(
                            "ml-auto hidden rounded-full bg-brass px-2 text-xs leading-5 font-semibold text-ink",
                            wide && "md:inline",
                          )}
                          data-testid="new-count"
                        >
                          {count}
                        </span>
                        <span className="sr-only">
                          ({count} {what})
                        </span>
                      </>
                    )}
                  </NavLink>
                </li>
              );
            },
          )}
        </ul>
      </nav>
      <div className="border-t border-ivory/10 px-2 py-3">
        <div className="flex items-center gap-3 px-1 py-2" title={collapsed ? `${name} · ${email}` : undefined}>
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brass text-xs font-semibold text-ink"
          >
            {initials}
          </span>
          <span
            className={cn("min-w-0 flex-col", wide ? "sr-only md:not-sr-only md:flex" : "sr-only")}
            data-testid="staff-identity"
          >
            <span className="truncate text-sm font-medium text-ivory">{name}</span>
            <span className="truncate text-xs text-ivory/70">{email}</span>
          </span>
        </div>
        <Form method="post" action="/admin/logout">
          <button
            type="submit"
            title={collapsed ? "Log out" : undefined}
            className="flex min-h-11 w-full items-center gap-3 rounded-card px-3 text-sm text-ivory/80 transition-colors hover:bg-ivory/5 hover:text-ivory"
          >
            <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" strokeWidth={1.75} />
            {label("Log out")}
          </button>
        </Form>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={wide}
          aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          className="mt-1 hidden min-h-11 w-full items-center gap-3 rounded-card px-3 text-sm text-ivory/70 transition-colors hover:bg-ivory/5 hover:text-ivory md:flex"
        >
          {collapsed ? (
            <ChevronsRight aria-hidden="true" className="h-5 w-5 shrink-0" strokeWidth={1.75} />
          ) : (
            <ChevronsLeft aria-hidden="true" className="h-5 w-5 shrink-0" strokeWidth={1.75} />
          )}
          {wide && <span aria-hidden="true">Collapse</span>}
        </button>
      </div>
    </aside>
  );
}
