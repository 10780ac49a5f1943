import { useEffect, useRef, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { FALLBACK_EMAIL, FALLBACK_NAME, sidebarCookie, StaffSidebar } from "~/components/admin/staff-sidebar";
import { ToastHost } from "~/components/ui/toast-host";
import { requireAdmin } from "~/services/accounts/auth.server";
import { getDatabase } from "~/services/platform/db.server";
import { countNew } from "~/services/inbox/inbox.server";
import { staffStylesheets } from "~/components/admin/staff-stylesheets";
import type { Route } from "./+types/staff-layout";

export const links: Route.LinksFunction = staffStylesheets;

/** Every staff screen sits under this layout, so none renders without a session. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  // The sidebar's New count; a database hiccup must not take every staff page down.
  const newCount = await countNew(getDatabase()).catch(() => null);
  const collapsed = (await sidebarCookie.parse(request.headers.get("Cookie"))) === "narrow";
  return {
    // An account without a display name is still someone: its username greets them
    // ("Admin" stays the last resort, docs/behaviour.md#staff-shell).
    name: admin.name?.trim() || admin.username || FALLBACK_NAME,
    email: admin.email?.trim() || FALLBACK_EMAIL,
    collapsed,
    newCount,
  };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const [collapsed, setCollapsed] = useState(loaderData.collapsed);
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

  function toggle() {
    const next = !collapsed;
    setCollapsed(next);
    void sidebarCookie.serialize(next ? "narrow" : "wide").then((cookie) => {
      document.cookie = cookie;
    });
  }

  return (
    <div className="flex min-h-screen bg-ivory">
      <StaffSidebar
        collapsed={collapsed}
        onToggle={toggle}
        name={loaderData.name}
        email={loaderData.email}
        newCount={loaderData.newCount}
      />
      <main className="min-w-0 flex-1 px-4 py-8 sm:px-8 lg:px-12">
        <Outlet />
      </main>
      <ToastHost />
    </div>
  );
}
