import { linkShareHref, linkShareText, type LinkKind } from "../../lib/accounts/account-link-words.ts";
import { formatStoreTime } from "../../lib/time/admin-dates.ts";
import { linkPath } from "./account-mail.server.ts";

/**
 * A one-time link as the owner's page shows it once: its full address (this site's
 * own origin, as the owner reached it, so it works behind any proxy the owner uses),
 * the WhatsApp message, and whether it was e-mailed.
 */
export function sharedLink(
  request: Request,
  kind: LinkKind,
  made: { token: string; expiresMs: number; mailed: boolean; phoneE164?: string },
  person: { name: string; email: string | null },
  /** The store's name (for the WhatsApp message) and time zone, as its settings say. */
  store: { name: string; timeZone: string },
) {
  const url = new URL(linkPath(kind, made.token), new URL(request.url).origin).toString();
  return {
    url,
    shareHref: linkShareHref(linkShareText(kind, store.name, person.name, url), made.phoneE164),
    name: person.name,
    mailedTo: made.mailed ? person.email : null,
    validUntil: formatStoreTime(new Date(made.expiresMs).toISOString(), store.timeZone),
  };
}
