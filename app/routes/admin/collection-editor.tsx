import { isRouteErrorResponse } from "react-router";
import {
  BackToCollections,
  COLLECTION_CONFLICT_MESSAGE,
  CollectionEditor,
} from "~/components/admin/catalogue/collection-editor";
import { staffTitle } from "~/components/admin/staff-title";
import { assertSameOrigin, requireAdmin } from "~/services/accounts/index.server";
import { collectionEditorAction, collectionEditorLoader, heroPictureUpload } from "~/services/catalogue/index.server";
import { UPLOAD_RATE_LIMIT } from "./product-images";
import type { Route } from "./+types/collection-editor";

/**
 * /admin/collections/:slug — a collection's words, hero picture, badges and figures, filters, types and item order.
 * The screen is components/admin/catalogue/collection-editor.tsx, the server half
 * services/catalogue/collection-editor.server.ts.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: staffTitle(matches, loaderData?.name ?? "Collection", "Collections") },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return collectionEditorLoader(request, params.slug);
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  // The hero picture's form sends a file (up to 15 MB); every other form here is words.
  if ((request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    assertSameOrigin(request);
    return heroPictureUpload(request, admin, params.slug, UPLOAD_RATE_LIMIT, COLLECTION_CONFLICT_MESSAGE);
  }
  return collectionEditorAction(request, admin, params.slug);
}

export default function CollectionPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CollectionEditor collection={loaderData} actionData={actionData && "ok" in actionData ? undefined : actionData} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl">
      <BackToCollections />
      {missing && <p className="mt-4 font-display text-6xl text-brass-deep">404</p>}
      <h1 className="mt-2 text-3xl">{missing ? "There is no such collection" : "Something went wrong"}</h1>
    </div>
  );
}
