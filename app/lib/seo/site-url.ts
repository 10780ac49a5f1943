/**
 * The public address of the site (SITE_URL), for canonical URLs, Open Graph, the
 * sitemap and structured data: an http(s) origin, nothing after the host. It is
 * fixed when the site is built, because the prerendered pages are written then.
 */
export function parseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.example.in (got "${value}")`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must start with https:// (got "${value}")`);
  }
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
    throw new Error(`SITE_URL must be the site's origin only, without a path, query or login (got "${value}")`);
  }
  return url.origin;
}
