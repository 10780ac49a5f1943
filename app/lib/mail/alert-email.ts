import { formatStoreTime } from "../time/admin-dates.ts";
import { categoryLabel } from "../contact/contact-fields.ts";
import { chatLink } from "../contact/links.ts";
import { withoutControlCharacters } from "../text/characters.ts";

/**
 * The e-mail that tells the store a message arrived: who, how to reach them, the
 * category, the message, and a link to it in the staff area. Plain text plus a
 * simple HTML part; the visitor's words are escaped in the HTML and never become
 * a header except through `oneLine`.
 */
export type AlertMessage = {
  id: number;
  name: string;
  email: string;
  phone: string;
  phoneE164: string | null;
  subject: string;
  message: string;
  category: string;
  created_at: string;
};

export type AlertEmail = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] as string);
}

/**
 * Text safe to put in a mail header: line breaks (the way to inject a second
 * header) and other control characters become spaces. Validation already refuses
 * them in names and subjects; this holds even if a caller forgets.
 */
export function oneLine(value: string, max = 200): string {
  // \s takes the line and paragraph separators (U+2028, U+2029) too.
  const flat = withoutControlCharacters(value, " ").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function alertSubject(message: Pick<AlertMessage, "name" | "subject" | "category">): string {
  const topic = message.subject.trim() || categoryLabel(message.category) || "Contact form";
  return oneLine(`New message from ${oneLine(message.name, 80)}: ${topic}`);
}

export function buildAlertEmail(message: AlertMessage, link: string, storeName: string, timeZone: string): AlertEmail {
  type Row = { label: string; value: string; href?: string; inText?: string };
  const whatsapp = message.phoneE164
    ? chatLink(message.phoneE164, `Hello ${message.name}, this is ${storeName}.`)
    : undefined;
  const rows: Row[] = [
    { label: "From", value: message.name },
    { label: "Phone", value: message.phone, href: message.phoneE164 ? `tel:${message.phoneE164}` : undefined },
    ...(whatsapp ? [{ label: "WhatsApp", value: message.phoneE164 ?? "", href: whatsapp, inText: whatsapp }] : []),
    { label: "E-mail", value: message.email, href: `mailto:${message.email}` },
    { label: "Category", value: categoryLabel(message.category) ?? "—" },
    { label: "Subject", value: message.subject || "—" },
    { label: "Received", value: formatStoreTime(message.created_at, timeZone) },
  ];
  const width = Math.max(...rows.map((row) => row.label.length)) + 2;
  const text = [
    `A visitor wrote to ${storeName} through the website. We promise a reply within 2 hours during business hours.`,
    "",
    ...rows.map((row) => `${`${row.label}:`.padEnd(width)}${row.inText ?? row.value}`),
    "",
    message.message,
    "",
    `Open it in the staff area: ${link}`,
    "Reply to this e-mail to answer the visitor directly.",
    "",
  ].join("\n");

  const cell = "padding:4px 12px 4px 0;vertical-align:top";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(alertSubject(message))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2233;line-height:1.5">
<p>A visitor wrote to ${escapeHtml(storeName)} through the website. We promise a reply within 2 hours during business hours.</p>
<table role="presentation" style="border-collapse:collapse">
${rows
  .map(
    ({ label, value, href }) =>
      `<tr><th scope="row" style="${cell};text-align:left;color:#5b6275">${escapeHtml(label)}</th><td style="${cell}">${
        href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)
      }</td></tr>`,
  )
  .join("\n")}
</table>
<div style="margin:16px 0;padding:12px 16px;border-left:3px solid #b08d57;background:#faf7f2;white-space:pre-wrap">${escapeHtml(message.message)}</div>
<p><a href="${escapeHtml(link)}" style="color:#1b2233;font-weight:bold">Open the message in the staff area</a></p>
<p style="color:#5b6275;font-size:13px">Reply to this e-mail to answer the visitor directly.</p>
</body></html>
`;
  return { subject: alertSubject(message), text, html };
}
