import { Forbidden, isForbidden } from "~/components/admin/forbidden";
import { PhotoDay } from "~/components/admin/catalogue/photo-day";
import { staffTitle } from "~/components/admin/staff-title";
import { requireAdmin } from "~/services/accounts/index.server";
import { photoDayAction, photoDayLoader } from "~/services/catalogue/index.server";
import type { Route } from "./+types/photo-day";

/**
 * /admin/photo-day — every published item still on generated artwork, one at a time,
 * for whoever may edit products. The screen is components/admin/catalogue/photo-day.tsx,
 * the server half services/catalogue/photo-day.server.ts; photos post to the images
 * route (drafts until Save and next).
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Photo day", "Products") }];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return photoDayLoader(request, admin);
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return photoDayAction(request, admin);
}

export default function PhotoDayPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PhotoDay {...loaderData} actionData={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <Forbidden />;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mt-4 text-3xl">Something went wrong</h1>
      <p className="mt-2 text-ink-soft">Nothing was saved by this error. Reload the page and try again.</p>
    </div>
  );
}
