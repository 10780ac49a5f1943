import { linkShareHref, linkShareText, type LinkKind } from "../../lib/accounts/account-link-words.ts";
import { formatKolkata } from "../../lib/time/admin-dates.ts";
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
  /** The store's name as its settings say, for the WhatsApp message. */
  storeName: string,
) {
  const url = new URL(linkPath(kind, made.token), new URL(request.url).origin).toString();
  return {
    url,
    shareHref: linkShareHref(linkShareText(kind, storeName, person.name, url), made.phoneE164),
    name: person.name,
    mailedTo: made.mailed ? person.email : null,
    validUntil: formatKolkata(new Date(made.expiresMs).toISOString()),
  };
}
