import webFontsHref from "~/web-fonts.css?url";

/**
 * The web fonts' stylesheet (the @font-face rules), for staff screens and for public
 * pages without JavaScript (this link in a <noscript>; the fonts swap in as they
 * arrive). With JavaScript a public page loads the same faces once it has painted
 * (services/web-font-faces.server.ts), so the 44 KB of fonts never compete with the
 * hero image for a phone's bandwidth; the text is set in metric-matched fallbacks
 * until then (app.css).
 */
export { webFontsHref };

export function WebFontsWithoutScript() {
  return (
    <noscript>
      <link rel="stylesheet" href={webFontsHref} />
    </noscript>
  );
}
