import { Construction } from "lucide-react";
import { data, href, Link } from "react-router";
import { store } from "~/content/store";
import { requireAdmin } from "~/services/auth.server";
import type { Route } from "./+types/section";

const SECTIONS: Record<string, string> = {
  orders: "Orders",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const title = SECTIONS[params.section];
  if (!title) throw data(null, { status: 404 });
  return { title };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.title ?? "Not found"} | Staff | ${store.name}` },
];

/** Sidebar entries whose screens are not built yet: an honest placeholder. */
export default function Section({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-4xl sm:text-5xl">{loaderData.title}</h1>
      <div className="mt-8 flex gap-4 rounded-card border border-line bg-paper p-6">
        <Construction aria-hidden="true" className="h-6 w-6 shrink-0 text-brass-deep" strokeWidth={1.75} />
        <div>
          <p className="font-medium text-ink">The {loaderData.title} section is not set up yet.</p>
          <p className="mt-1 text-sm text-ink-soft">
            Contact messages are available now.{" "}
            <Link
              to={href("/admin/contact-messages")}
              className="font-medium text-brass-deep underline underline-offset-4"
            >
              Open Contacts
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-3xl">
      <p className="font-display text-6xl text-brass-deep">404</p>
      <h1 className="mt-2 text-3xl">Oops! Page not found</h1>
      <Link to={href("/admin/dashboard")} className="mt-4 inline-block text-brass-deep underline underline-offset-4">
        Back to the dashboard
      </Link>
    </div>
  );
}
