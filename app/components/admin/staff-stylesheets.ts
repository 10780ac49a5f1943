import adminStylesheet from "~/admin.css?url";

/**
 * The stylesheet of every staff screen: the staff utilities and the web fonts
 * (app/admin.css, which public pages never load). The fonts come with it rather than
 * from components/web-fonts: imported from here too, the root route's copy of their
 * URL became a chunk of its own that every public page requested. Staff pages load
 * their scripts the ordinary way (entry.server.tsx defers them on public pages only),
 * so the fonts come with the page too, not after it has painted: a layout that
 * settles before the first tap, not while someone drags a row.
 */
export const staffStylesheets = () => [{ rel: "stylesheet", href: adminStylesheet }];
