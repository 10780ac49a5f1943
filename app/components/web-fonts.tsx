import webFontsHref from "~/web-fonts.css?url";

/**
 * The web fonts' stylesheet (the @font-face rules). With JavaScript it is added once
 * the page has painted (entry.server.tsx passes this href to scriptsAfterPaint), so
 * the 44 KB of fonts never compete with the hero image for a phone's bandwidth; the
 * text is set in metric-matched fallbacks until then (app.css). Without JavaScript
 * this link in a <noscript> loads it, and the fonts swap in as they arrive.
 */
export { webFontsHref };

export function WebFontsWithoutScript() {
  return (
    <noscript>
      <link rel="stylesheet" href={webFontsHref} />
    </noscript>
  );
}
