import { useEffect, useRef, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { FALLBACK_EMAIL, FALLBACK_NAME, SIDEBAR_COOKIE, StaffSidebar } from "~/components/admin/staff-sidebar";
import { ToastHost } from "~/components/ui/toast-host";
import { requireAdmin } from "~/services/accounts/auth.server";
import { getDatabase } from "~/services/platform/db.server";
import { countNew } from "~/services/inbox/inbox.server";
import { currentSettings } from "~/services/settings/settings.server";
import { staffStylesheets } from "~/components/admin/staff-stylesheets";
import type { Route } from "./+types/staff-layout";

export const links: Route.LinksFunction = staffStylesheets;

/** Every staff screen sits under this layout, so none renders without a session. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  // The sidebar's New count; a database hiccup must not take every staff page down.
  const newCount = await countNew(getDatabase()).catch(() => null);
  // The store's name in every staff page's title (components/admin/staff-title.ts).
  const storeName = (await currentSettings()).details.value.name;
  const collapsed = /(?:^|;\s*)staff_sidebar=narrow(?:;|$)/.test(request.headers.get("Cookie") ?? "");
  return {
    // An account without a display name is still someone: its username greets them
    // (SPEC §2's "Admin" stays the last resort).
    name: admin.name?.trim() || admin.username || FALLBACK_NAME,
    email: admin.email?.trim() || FALLBACK_EMAIL,
    collapsed,
    newCount,
    storeName,
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
    document.cookie = `${SIDEBAR_COOKIE}=${next ? "narrow" : "wide"}; Path=/admin; Max-Age=31536000; SameSite=Lax`;
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
