import { absoluteUrl, PLACEHOLDER_SITE_URL } from "../../lib/seo/site-meta.ts";
import { getConfig } from "./config.server.ts";

/**
 * The site's public address as this process was started with it (SITE_URL, read by
 * the config at start): what every link that leaves a page is built on, the e-mailed
 * ones, the sitemap, robots.txt and calendar files. The pages get it from the shop
 * shell's loader data (routes/public-layout.tsx), so the browser never needs a build
 * constant either.
 */
export function siteAddress(): string {
  return getConfig().siteUrl;
}

/** A path at the site's public address: `publicUrl("/visit")` is `https://<SITE_URL's host>/visit`. */
export function publicUrl(path: string): string {
  return absoluteUrl(siteAddress(), path);
}

/** The site's host name, for Message-IDs and calendar UIDs (unique under a domain the store holds). */
export function siteHostname(): string {
  return new URL(siteAddress()).hostname;
}

/** Still the placeholder: SITE_URL was not set where the server starts (the go-live checklist says so). */
export function siteAddressIsPlaceholder(): boolean {
  return siteAddress() === PLACEHOLDER_SITE_URL;
}
