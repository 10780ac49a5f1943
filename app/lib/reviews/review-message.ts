import { escapeHtml } from "../mail/alert-email.ts";

/**
 * The WhatsApp message (and e-mail) that carries a customer's review link: short,
 * warm, and the same whatever the visit went like. It never suggests a rating and
 * never asks first whether they were happy: asking only happy customers is review
 * gating, which search engines and consumer-protection guidance forbid.
 */
export type ReviewRequest = {
  /** The customer's first name, from the booking ("" when unknown). */
  firstName: string;
  storeName: string;
  /** The item the visit was for, when there was one. */
  itemTitle?: string | null;
  /** The absolute link. */
  url: string;
};

/**
 * The languages the message comes in. Only English for now: the site's languages
 * issue has not landed, and a customer's language is not yet recorded.
 */
export type MessageLanguage = "en";

export function reviewRequestText(request: ReviewRequest, _language: MessageLanguage = "en"): string {
  const hello = request.firstName ? `Hello ${request.firstName},` : "Hello,";
  const what = request.itemTitle ? ` and trying the ${request.itemTitle}` : "";
  return [
    `${hello} thank you for visiting ${request.storeName}${what}.`,
    `Would you tell us how it went? It takes a minute, and every review is published with its stars, whatever they are:`,
    request.url,
    `The link is yours alone and works once, for 30 days.`,
  ].join("\n");
}

export function reviewRequestEmail(request: ReviewRequest): { subject: string; text: string; html: string } {
  const text = `${reviewRequestText(request)}\n\n${request.storeName}`;
  const html = text
    .split("\n")
    .filter(Boolean)
    .map((line) =>
      line === request.url
        ? `<p><a href="${escapeHtml(request.url)}">Write your review</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join("\n");
  return { subject: `How was your visit to ${request.storeName}?`, text, html };
}

/** The first word of a name, for the greeting. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}
