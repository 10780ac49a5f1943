import { pageFor } from "~/content/routes-meta";
import { store } from "~/content/store";

/** Title and description of a public page, from the one list of public pages. */
export function pageMeta(path: string) {
  const page = pageFor(path);
  if (!page) throw new Error(`No page metadata for ${path}`);
  const title = path === "/" ? `${store.name} | ${page.title}` : `${page.title} | ${store.name}`;
  return [{ title }, { name: "description", content: page.description }];
}
