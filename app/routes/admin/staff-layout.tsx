import { useEffect, useRef, useState } from "react";
import { isRouteErrorResponse, Outlet, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { toast } from "~/components/ui/toast";
import { FALLBACK_EMAIL, FALLBACK_NAME, StaffSidebar } from "~/components/admin/staff-sidebar";
import { isSidebarCollapsed, sidebarCookie } from "~/lib/ui/sidebar-cookie";
import { ToastHost } from "~/components/ui/toast-host";
import { Forbidden, StaffError } from "~/components/admin/forbidden";
import { PERMISSIONS, can, type Permission } from "~/lib/accounts/roles";
import { requireSignedIn } from "~/services/accounts/index.server";
import { countNew } from "~/services/inbox/index.server";
import { bookingFigures } from "~/services/bookings/index.server";
import { currentSettings } from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { StaffTabBar } from "~/components/admin/staff-tab-bar";
import { staffStylesheets } from "~/components/admin/staff-stylesheets";
import type { Route } from "./+types/staff-layout";

export const links: Route.LinksFunction = staffStylesheets;

/**
 * Every staff screen sits under this layout, so none renders without a session; a
 * session that must first set up two-step sign-in reaches only that page (each
 * screen's own guard sends it there). The layout says what the account may do, so
 * screens hide what its role cannot (use-staff-can.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireSignedIn(request, { setup: true });
  const setupOnly = admin.session.stage === "setup";
  // The navigation's counts (new messages, visits waiting for a confirmation); a
  // database hiccup must not take every staff page down.
  const database = getDatabase();
  const [newCount, visitsWaiting] = setupOnly
    ? [null, null]
    : await Promise.all([
        countNew(database).catch(() => null),
        bookingFigures(database)
          .then((f) => f.waiting)
          .catch(() => null),
      ]);
  // The store's name in every staff page's title (components/admin/staff-title.ts).
  const storeName = (await currentSettings(database)).details.value.name;
  const collapsed = isSidebarCollapsed(request.headers.get("Cookie"));
  return {
    // An account without a display name is still someone: its username greets them
    // ("Admin" stays the last resort, docs/behaviour.md#staff-shell).
    name: admin.name?.trim() || admin.username || FALLBACK_NAME,
    email: admin.email?.trim() || FALLBACK_EMAIL,
    role: admin.role,
    can: Object.fromEntries(
      (Object.keys(PERMISSIONS) as Permission[]).map((p) => [p, !setupOnly && can(admin.role, p)]),
    ) as Record<Permission, boolean>,
    setupOnly,
    collapsed,
    newCount,
    visitsWaiting,
    storeName,
    // The account's own language (My account). The screens' words, and with them the
    // document's <html lang>, follow it once the counter's screens are translated;
    // until then they are English and say so.
    language: admin.language,
  };
}

function Shell({ data, children }: { data: Route.ComponentProps["loaderData"]; children: React.ReactNode }) {
  const [collapsed, setCollapsed] = useState(data.collapsed);
  function toggle() {
    const next = !collapsed;
    setCollapsed(next);
    document.cookie = sidebarCookie(next);
  }
  return (
    <div className="flex min-h-screen bg-ivory">
      <StaffSidebar
        collapsed={collapsed}
        onToggle={toggle}
        name={data.name}
        email={data.email}
        newCount={data.newCount}
        visitsWaiting={data.visitsWaiting}
        owner={data.can["manage-accounts"]}
        setupOnly={data.setupOnly}
      />
      {/* On a phone the tab bar (and a screen's bar of actions on it) covers the foot of the
          screen: the page ends with that room and more (--staff-foot, admin.css), so its last
          control scrolls clear of them; focus and "scroll into view" stop above them too. */}
      <main className="min-w-0 flex-1 px-4 pt-4 pb-[calc(var(--staff-foot,0px)+2rem)] sm:px-8 md:py-8 lg:px-12">
        {children}
      </main>
      <StaffTabBar
        counts={{ newCount: data.newCount, visitsWaiting: data.visitsWaiting }}
        name={data.name}
        owner={data.can["manage-accounts"]}
        setupOnly={data.setupOnly}
      />
      <ToastHost aboveTabBar />
    </div>
  );
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const toasted = useRef<string | null>(null);

  // A toast handed over by the login page ("Login successful!"), shown once.
  useEffect(() => {
    const message = (location.state as { toast?: string } | null)?.toast;
    if (!message || toasted.current === location.key) return;
    toasted.current = location.key;
    toast.success(message);
    navigate(location.pathname + location.search, { replace: true, state: null });
  }, [location, navigate]);

  return (
    <Shell data={loaderData}>
      <Outlet />
    </Shell>
  );
}

/**
 * A screen or action the account may not use (403) is shown inside the staff area,
 * with the sidebar, as a page of its own; so is any other failure of a screen
 * without a boundary of its own.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/staff-layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const page = status === 403 ? <Forbidden /> : <StaffError status={status} />;
  if (!data) return <main className="px-4 py-8 sm:px-8">{page}</main>;
  return <Shell data={data}>{page}</Shell>;
}
