import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy and the other security headers every response gets.
 * Scripts are allowed only from our origin and either by per-request nonce (server
 * rendered pages) or by hash (prerendered files, which cannot carry a nonce).
 */
export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] } | { development: true };

/**
 * Third parties the pages legitimately embed: the store's map. The map's frame is also
 * fetched (no-cors, HEAD) to learn whether it can load (components/site/store-map.tsx).
 */
const MAP_SOURCES = ["https://www.google.com", "https://maps.google.com"];

/**
 * Where a staff form's answer may send the browser on: "Confirm on WhatsApp" posts,
 * then redirects to WhatsApp with the message written. form-action governs a form's
 * redirects too, so without these a plain form post (no JavaScript) stopped there.
 */
const FORM_DESTINATIONS = ["https://wa.me", "https://api.whatsapp.com"];

export function contentSecurityPolicy(scripts: ScriptAllowance, { https }: { https: boolean }): string {
  let scriptSrc: string;
  if ("nonce" in scripts) scriptSrc = `'self' 'nonce-${scripts.nonce}'`;
  else if ("hashes" in scripts) scriptSrc = ["'self'", ...scripts.hashes.map((h) => `'${h}'`)].join(" ");
  else scriptSrc = "'self' 'unsafe-inline'"; // Vite's dev client only; never in production.

  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // Toasts and React's style attributes need inline styles; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${MAP_SOURCES.join(" ")}${"development" in scripts ? " ws: wss:" : ""}`,
    `frame-src ${MAP_SOURCES.join(" ")}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${FORM_DESTINATIONS.join(" ")}`,
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function baseSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), clipboard-write=(self)",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * A built file a page loads (a script, a stylesheet, a font, a raster picture) gets
 * only the headers that act on a subresource. CSP, frame options, the permissions
 * and opener policies and the referrer policy act on documents: a page's own
 * response carries them, and on each of the 30-odd files a collection page fetches
 * they were ~0.8 KB of dead weight (about a fifth of a small chunk's transfer).
 * SVG keeps the document set: opened on its own it is a document that may run script.
 */
export function isSubresourcePath(path: string): boolean {
  return /^\/(assets|images)\//.test(path) && !/\.svg$/i.test(path);
}

export function subresourceHeaders(): Record<string, string> {
  return { "X-Content-Type-Options": "nosniff", "Cross-Origin-Resource-Policy": "same-origin" };
}

/** CSP source hashes of the inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/.test(attributes) || body.length === 0) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
