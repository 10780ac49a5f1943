/**
 * The public address of the site (SITE_URL), for canonical URLs, Open Graph, the
 * sitemap, structured data and e-mailed links: an http(s) origin, nothing after the
 * host. Read when the server starts (platform/config.server.ts), not at build.
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
