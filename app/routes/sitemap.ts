import { indexedPages } from "~/content/routes-meta";
import { imageFallbackSrc } from "~/lib/media/images";
import { itemPath } from "~/lib/catalogue/paths";
import type { ImageKind } from "~/lib/media/image-ref";
import { sitemapCollections } from "~/services/catalogue/index.server";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import { getDb } from "~/services/platform/db.server";
import { publicUrl } from "~/services/platform/site-address.server";

/** The page cache keys this answer on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

/**
 * The public routes (docs/behaviour.md#routes) that search engines may list (not the search results),
 * at their canonical URLs (the same origin as the pages' canonical links: SITE_URL as
 * the server was started, not the request's, which may be an internal host). A
 * collection screen carries the date of its latest change and one image entry per
 * published item, so a newly published piece reaches search engines and a hidden one
 * leaves with the next crawl. Every published item's own page follows its collection,
 * with its pictures. Short-lived in caches for the same reason.
 */
export async function loader() {
  const collections = new Map((await sitemapCollections(getDb())).map((c) => [c.path, c]));
  const urls = indexedPages().map((page) => {
    const collection = collections.get(page.path);
    const lines = [`    <loc>${escapeXml(publicUrl(page.path))}</loc>`];
    if (collection) lines.push(`    <lastmod>${escapeXml(collection.lastModified)}</lastmod>`);
    lines.push(`    <priority>${page.path === "/" ? "1.0" : "0.8"}</priority>`);
    for (const image of collection?.images ?? []) {
      const src = publicUrl(imageFallbackSrc(image.key, image.kind as ImageKind));
      lines.push(`    <image:image><image:loc>${escapeXml(src)}</image:loc></image:image>`);
    }
    const entry = `  <url>\n${lines.join("\n")}\n  </url>`;
    const items = (collection?.items ?? []).map((item) => {
      const itemLines = [
        `    <loc>${escapeXml(publicUrl(itemPath(page.path, item.slug)))}</loc>`,
        `    <lastmod>${escapeXml(item.lastModified)}</lastmod>`,
        `    <priority>0.6</priority>`,
        ...item.images.map(
          (image) =>
            `    <image:image><image:loc>${escapeXml(publicUrl(imageFallbackSrc(image.key, image.kind as ImageKind)))}</image:loc></image:image>`,
        ),
      ];
      return `  <url>\n${itemLines.join("\n")}\n  </url>`;
    });
    return [entry, ...items].join("\n");
  });
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n` +
    `${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
