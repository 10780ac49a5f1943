/**
 * Prerendering renders "/about" as "/about/" while the browser has "/about": compare
 * paths through this so prerendered HTML and the hydrated page agree.
 */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
