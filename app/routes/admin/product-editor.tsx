import { isRouteErrorResponse } from "react-router";
import { BackToProducts, ChooseCollection, ProductEditor } from "~/components/admin/catalogue/product-editor";
import { Forbidden, isForbidden } from "~/components/admin/forbidden";
import { staffTitle } from "~/components/admin/staff-title";
import { requireAdmin } from "~/services/accounts/index.server";
import { productEditorAction, productEditorLoader } from "~/services/catalogue/index.server";
import type { Route } from "./+types/product-editor";

/**
 * /admin/products/:id — a product's page, and /admin/products/new. The screen is
 * components/admin/catalogue/product-editor.tsx, the server half
 * services/catalogue/product-editor.server.ts; photos post to the images route.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: staffTitle(matches, loaderData?.mode === "edit" ? loaderData.values.title : "New product", "Products"),
  },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return productEditorLoader(request, params.id);
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return productEditorAction(request, admin, params.id);
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === "new") {
    if (!loaderData.collection) return <ChooseCollection collections={loaderData.collections} />;
    return <ProductEditor product={null} collection={loaderData.collection} values={null} actionData={actionData} />;
  }
  return (
    <ProductEditor
      product={loaderData}
      collection={loaderData.collection}
      values={loaderData.values}
      actionData={actionData}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <Forbidden />;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl">
      <BackToProducts />
      {missing ? (
        <>
          <p className="mt-4 font-display text-6xl text-brass-deep">404</p>
          <h1 className="mt-2 text-3xl">This product does not exist</h1>
          <p className="mt-2 text-ink-soft">It may have been deleted.</p>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-3xl">Something went wrong</h1>
          <p className="mt-2 text-ink-soft">Nothing was saved by this error. Reload the page and try again.</p>
        </>
      )}
    </div>
  );
}
