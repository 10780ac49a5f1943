import { linkShareHref, linkShareText, type LinkKind } from "../../lib/accounts/account-link-words.ts";
import { formatStoreTime } from "../../lib/time/admin-dates.ts";
import { siteAddress, siteAddressIsPlaceholder } from "../platform/site-address.server.ts";
import { linkPath } from "./account-mail.server.ts";

/**
 * A one-time link as the owner's page shows it once: its full address, the WhatsApp
 * message, and whether it was e-mailed. The address is the site's public one (SITE_URL
 * as the server was started), as in the e-mailed link: an owner setting up at the
 * counter on the shop's own network must not send a colleague an address only that
 * network knows. While SITE_URL is still the placeholder, which reaches nobody, it is
 * the origin the owner reached the site at.
 */
export function sharedLink(
  request: Request,
  kind: LinkKind,
  made: { token: string; expiresMs: number; mailed: boolean; phoneE164?: string },
  person: { name: string; email: string | null },
  /** The store's name (for the WhatsApp message) and time zone, as its settings say. */
  store: { name: string; timeZone: string },
) {
  const origin = siteAddressIsPlaceholder() ? new URL(request.url).origin : siteAddress();
  const url = new URL(linkPath(kind, made.token), origin).toString();
  return {
    url,
    shareHref: linkShareHref(linkShareText(kind, store.name, person.name, url), made.phoneE164),
    name: person.name,
    mailedTo: made.mailed ? person.email : null,
    validUntil: formatStoreTime(new Date(made.expiresMs).toISOString(), store.timeZone),
  };
}
