import { chatLink } from "../contact/links.ts";
import { escapeHtml, oneLine } from "../mail/alert-email.ts";

/**
 * The words that ask a customer for a review after a visit: the WhatsApp text and the
 * e-mail, in one place per language so the languages issue adds Kannada and Hindi
 * here and nowhere else. The wording asks how the visit went, whatever it was: never
 * "would you rate us 5?" (review gating, which search engines and consumer-protection
 * guidance forbid). The link is the only secret in them.
 */
export const ASK_LANGUAGES = ["en"] as const;
export type AskLanguage = (typeof ASK_LANGUAGES)[number];

export type AskFacts = {
  /** The name the customer gave; the greeting uses its first word. */
  name: string;
  storeName: string;
  /** The personal /review/<token> link, absolute. */
  link: string;
  /** The item they came to try, when the visit was a trial. */
  item?: string | null;
  /** How many days the link lasts. */
  days: number;
};

type Words = {
  whatsapp(facts: AskFacts): string;
  email(facts: AskFacts): { subject: string; lead: string; note: string };
};

const WORDS: Record<AskLanguage, Words> = {
  en: {
    whatsapp: (f) =>
      `Hello ${firstName(f.name)}, thank you for visiting ${f.storeName}${f.item ? ` to try the ${f.item}` : ""}. ` +
      `Would you tell us how it went? A few honest words, good or not, help us and the next shopper. ` +
      `Your own link (it works once, for ${f.days} days): ${f.link}`,
    email: (f) => ({
      subject: `How was your visit to ${f.storeName}?`,
      lead:
        `Hello ${firstName(f.name)}, thank you for visiting ${f.storeName}${f.item ? ` to try the ${f.item}` : ""}. ` +
        `Would you tell us how it went? A few honest words, good or not, help us and the next shopper.`,
      note: `The link is yours alone: it works once, for ${f.days} days. If you did not visit us, ignore this e-mail.`,
    }),
  },
};

/** The greeting's name: the first word of what they gave ("Suresh Naidu" → "Suresh"). */
export function firstName(name: string): string {
  return oneLine(name, 60).split(" ")[0] || "there";
}

export function askLanguage(value: string | null | undefined): AskLanguage {
  return (ASK_LANGUAGES as readonly string[]).includes(value ?? "") ? (value as AskLanguage) : "en";
}

export function askWhatsAppText(facts: AskFacts, language: AskLanguage = "en"): string {
  return WORDS[language].whatsapp(facts);
}

/** A chat to the customer's number with the message written; staff only press send. */
export function askWhatsAppLink(phoneE164: string, facts: AskFacts, language: AskLanguage = "en"): string {
  return chatLink(phoneE164, askWhatsAppText(facts, language));
}

export function askEmail(
  facts: AskFacts,
  language: AskLanguage = "en",
): { subject: string; text: string; html: string } {
  const { subject, lead, note } = WORDS[language].email(facts);
  return {
    subject: oneLine(subject),
    text: `${lead}\n\n${facts.link}\n\n${note}\n`,
    html: `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(facts.link)}">${escapeHtml(facts.link)}</a></p><p>${escapeHtml(note)}</p>`,
  };
}
