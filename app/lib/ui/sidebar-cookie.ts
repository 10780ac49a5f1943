/**
 * The staff sidebar's width, wide or narrow as the staff member left it: written by
 * the page when they toggle, read by the staff layout's loader so the server renders
 * the same. Not secret, so the page's script writes it (no HttpOnly), and only the
 * staff pages receive it (Path=/admin).
 *
 * A plain name=value rather than React Router's createCookie: importing that into a
 * component put its cookie parser and serializer (cookie-es, ~4 KB gzip) into the
 * framework chunk that every public page loads.
 */
export const SIDEBAR_COOKIE = "staff_sidebar";
const MAX_AGE = 365 * 24 * 60 * 60;

/** The Set-Cookie / document.cookie string for a width. */
export function sidebarCookie(collapsed: boolean): string {
  return `${SIDEBAR_COOKIE}=${collapsed ? "narrow" : "wide"}; Path=/admin; Max-Age=${MAX_AGE}; SameSite=Lax`;
}

/**
 * Whether a Cookie header asks for the narrow sidebar. createCookie wrote the value as
 * base64 of its JSON ("Im5hcnJvdyI=" for "narrow"), which is still read, so nobody's
 * choice is lost with the change.
 */
export function isSidebarCollapsed(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SIDEBAR_COOKIE) continue;
    const value = decodeURIComponent(rest.join("="));
    return value === "narrow" || value === "Im5hcnJvdyI=";
  }
  return false;
}
