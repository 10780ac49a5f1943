import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";

/**
 * Every public route module says which query parameters it reads
 * (`export const handle = { query: [...] }`): the page cache keys and renders a page
 * on those only, so `?x=1`, `?x=2`… are one cached page. A route that says nothing is
 * keyed by its whole URL, and anyone could make it render on every request with a
 * made-up parameter: a new public route that forgets to say fails here.
 */
const isPublic = (path: string) => !/^\/(admin|api)(\/|$)/.test(path);

/** Each route's full path and module; a layout (no path of its own) counts when a public route is under it. */
function publicRoutesOf(entries: readonly RouteConfigEntry[], parentPath = ""): Array<{ path: string; file: string }> {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parentPath : `${parentPath}/${entry.path}`.replace(/\/+/g, "/");
    const children = publicRoutesOf(entry.children ?? [], path);
    const self = entry.path === undefined ? children.length > 0 : isPublic(path || "/");
    return [...(self ? [{ path: path || "/", file: entry.file }] : []), ...children];
  });
}

const publicRoutes = publicRoutesOf(routes);

describe("public route modules", () => {
  it("are found in the route table (the walk is not vacuous)", () => {
    expect(publicRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/", "/privacy-policy", "/search", "/groom/:item", "/robots.txt"]),
    );
  });

  it.each([...new Set(publicRoutes.map((r) => r.file))])("%s declares the query it reads", async (file) => {
    const module = (await import(`../../app/${file}`)) as { handle?: { query?: unknown } };
    expect(Array.isArray(module.handle?.query), `${file} has no \`export const handle = { query: [...] }\``).toBe(true);
    for (const name of module.handle!.query as unknown[]) expect(typeof name).toBe("string");
  });
});
