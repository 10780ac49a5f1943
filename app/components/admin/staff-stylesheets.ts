import adminStylesheet from "~/admin.css?url";
import { webFontsHref } from "~/components/web-fonts";

/**
 * The stylesheets of every staff screen: the staff utilities (app/admin.css, which
 * public pages never load) and the web fonts. Staff pages load their scripts the
 * ordinary way (entry.server.tsx defers them on public pages only), so the fonts come
 * with the page too, not after it has painted: a layout that settles before the
 * first tap, not while someone drags a row.
 */
export const staffStylesheets = () => [
  { rel: "stylesheet", href: adminStylesheet },
  { rel: "stylesheet", href: webFontsHref },
];
