import { publicPages } from "~/content/routes-meta";
import { absoluteUrl } from "~/content/site-meta";

/**
 * The public routes of SPEC §2 at their canonical URLs (the same origin as the
 * pages' canonical links, not the request's, which may be an internal host).
 */
export function loader() {
  const urls = publicPages
    .map(
      (page) =>
        `  <url><loc>${absoluteUrl(page.path)}</loc><priority>${page.path === "/" ? "1.0" : "0.8"}</priority></url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
