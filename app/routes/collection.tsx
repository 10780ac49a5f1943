import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { CollectionScreen } from "~/components/catalogue/collection-screen";
import { pageMeta } from "~/lib/seo";
import { readCollectionPage } from "~/services/catalogue.server";
import { getDb } from "~/services/db.server";
import type { Route } from "./+types/collection";

/**
 * The eight collection screens (routes.ts maps each path here). The screen's words,
 * filters and items come from its collection in the database; the page cache keeps
 * the rendered page until the catalogue changes.
 */
export async function loader({ url }: Route.LoaderArgs) {
  // `url`, not `request.url`: a client navigation asks for `/groom.data`.
  const path = url.pathname.toLowerCase().replace(/\/+$/, "") || "/";
  const page = await readCollectionPage(getDb(), path);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta(loaderData.config.path) : []);

/**
 * Filters are links to `?category=…&type=…` of the same page: the items are already
 * here, so choosing one filters in the browser instead of asking the server again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function CollectionRoute({ loaderData }: Route.ComponentProps) {
  return <CollectionScreen page={loaderData} />;
}
