import { LOCALE_NAME, LOCALE_TAG } from "../i18n/locale.ts";
import { recordLanguage } from "../intake/language.ts";
import { escapeHtml, oneLine, type AlertEmail } from "../mail/alert-email.ts";
import { bookingSubject, type BookedVisit } from "./booking-links.ts";
import { describeSlot } from "./booking-slots.ts";

/**
 * The staff e-mail about a visitor's new booking: plain text and HTML, every value
 * escaped. A booking made in Kannada or Hindi says so ("Language: ಕನ್ನಡ"), so the
 * call back starts in it; English, the usual, adds no line.
 */
export function buildBookingAlertEmail(
  booking: BookedVisit & { phone: string; size: string; note: string; language?: string },
  link: string,
  storeName: string,
): AlertEmail {
  const slot = describeSlot(booking.date, booking.time);
  const language = recordLanguage(booking.language);
  const subject = oneLine(`New visit booking ${booking.reference}: ${oneLine(booking.name, 80)}, ${slot}`);
  const rows: Array<[string, string]> = [
    ["Reference", booking.reference],
    ["What", bookingSubject(booking)],
    ["When", slot],
    ["Name", booking.name],
    ["Phone", booking.phone],
    ...(booking.size ? ([["Size", booking.size]] as Array<[string, string]>) : []),
    ...(booking.note ? ([["Note", booking.note]] as Array<[string, string]>) : []),
    ...(language !== "en" ? ([["Language", LOCALE_NAME[language]]] as Array<[string, string]>) : []),
  ];
  // The language's own name is marked as such, so a mail reader's voice says it right.
  const langOf = (label: string) => (label === "Language" ? ` lang="${LOCALE_TAG[language]}"` : "");
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const text = [
    `A visitor booked a visit to ${storeName} through the website. It waits for your confirmation.`,
    "",
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    "",
    `Confirm it in Orders: ${link}`,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2233;line-height:1.5">
<p>A visitor booked a visit to ${escapeHtml(storeName)} through the website. It waits for your confirmation.</p>
<table role="presentation" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap"${langOf(label)}>${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<p><a href="${escapeHtml(link)}">Confirm it in Orders</a></p>
</body></html>
`;
  return { subject, text, html };
}
