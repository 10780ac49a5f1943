/**
 * Where a visit came from, as one short name: the referring site's domain
 * ("google.co.in", "instagram.com"), a campaign name the store put on its own link
 * (`?utm_source=diwali-poster` or `?ref=…`), or "direct" (typed, a bookmark, an app
 * that sends no referrer, such as WhatsApp). Nothing of the referring page but its
 * domain is kept.
 */

export const DIRECT = "direct";

/** Sub-domains that are the same site to a shopkeeper: m.facebook.com is facebook.com. */
const SAME_SITE_PREFIX = /^(?:www\d*|m|mobile|l|lm|amp)\./;
/** Android apps send `android-app://com.google.android.gm/`: the app's package name. */
const ANDROID_APP = /^android-app:\/\/([a-z0-9_.]+)/i;
const CAMPAIGN = /^[a-z0-9][a-z0-9._-]{0,39}$/;
const HOST_MAX = 100;

/** A campaign name as given on the store's own links, or null when there is none usable. */
export function campaignSource(search: URLSearchParams): string | null {
  const raw = (search.get("utm_source") ?? search.get("ref") ?? "").trim().toLowerCase();
  return CAMPAIGN.test(raw) ? raw : null;
}

/**
 * The source of a visit whose first page had `referrer` (document.referrer, possibly
 * empty) and whose address carried `search`; null when the referrer is this site
 * itself (a page opened from another of ours is no new visit).
 */
export function visitSource(referrer: string, search: URLSearchParams, ownHost: string): string | null {
  const campaign = campaignSource(search);
  const app = ANDROID_APP.exec(referrer);
  if (app) return campaign ?? `app: ${app[1]!.toLowerCase()}`;
  let host = "";
  if (referrer) {
    try {
      const url = new URL(referrer);
      if (url.protocol === "http:" || url.protocol === "https:") host = url.hostname.toLowerCase();
    } catch {
      // Not an address: as good as none.
    }
  }
  if (host && sameHost(host, ownHost)) return null;
  if (campaign) return campaign;
  if (!host || host.length > HOST_MAX) return DIRECT;
  return host.replace(SAME_SITE_PREFIX, "");
}

function sameHost(a: string, b: string): boolean {
  const bare = (host: string) => host.toLowerCase().replace(/:\d+$/, "").replace(SAME_SITE_PREFIX, "");
  return bare(a) === bare(b);
}
