import { publicPages } from "~/content/routes-meta";

export function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin;
  const urls = publicPages.map((p) => `  <url><loc>${origin}${p.path}</loc></url>`).join("\n");
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
