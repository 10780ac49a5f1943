import { chatLink } from "../contact/links.ts";
import { escapeHtml } from "../mail/alert-email.ts";

/**
 * The words that carry an invitation or a password reset link to a colleague: the
 * WhatsApp text the owner sends, and the e-mail sent when a mail server is set up.
 * The link is the only secret in them; nothing else about the store's data.
 */
export type LinkKind = "invite" | "reset";

export const LINK_VALID_HOURS = 72;

function sentence(kind: LinkKind, storeName: string, name: string): string {
  return kind === "invite"
    ? `Hello ${name}, you are invited to the staff area of ${storeName}. Open this link to choose your username and password`
    : `Hello ${name}, here is the link to set a new password for the staff area of ${storeName}`;
}

export function linkShareText(kind: LinkKind, storeName: string, name: string, link: string): string {
  return `${sentence(kind, storeName, name)} (it works once, for ${LINK_VALID_HOURS} hours): ${link}`;
}

/** A chat to the colleague's number when it is known, else WhatsApp's own "send to…" picker. */
export function linkShareHref(text: string, phoneE164: string | undefined): string {
  return phoneE164 ? chatLink(phoneE164, text) : `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function linkEmail(
  kind: LinkKind,
  storeName: string,
  name: string,
  link: string,
  validUntil: string,
): { subject: string; text: string; html: string } {
  const subject = kind === "invite" ? `Your staff account at ${storeName}` : `Set a new password for ${storeName}`;
  const lead = `${sentence(kind, storeName, name)}:`;
  const note = `The link works once and until ${validUntil}. If you did not expect this e-mail, ignore it.`;
  return {
    subject,
    text: `${lead}\n\n${link}\n\n${note}\n`,
    html: `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(note)}</p>`,
  };
}

/**
 * A path as logs may keep it: an invitation's or reset link's token is a password for
 * 72 hours, a review link's (/review/<token>) lets one review be written for 30 days.
 */
export function redactLinkToken(path: string): string {
  return path
    .replace(/^\/admin\/(invite|reset)\/[^/?#]+/, "/admin/$1/[token]")
    .replace(/^\/review\/[^/?#]+/, "/review/[token]");
}
