import { chatLink, mailtoLink, telLink } from "../contact/links.ts";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locale.ts";

/**
 * The three ways staff answer a message from its page: an e-mail reply with
 * "Re: <subject>", a WhatsApp chat to the visitor's number with a short greeting
 * that names the store, and a phone call. The words are in the language the visitor
 * wrote in (English when not said), so the answer starts in their language.
 */
export type ReplyTarget = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  phoneE164: string | null;
  /** The language the visitor wrote in. */
  language?: Locale;
};

type ReplyWords = {
  /** An e-mail's subject when the message had none. */
  noSubject(storeName: string): string;
  greeting(name: string, storeName: string, subject: string): string;
};

/** Written as a shop in Bengaluru writes to its customers in each language: plain, warm, no transliteration. */
const WORDS: Record<Locale, ReplyWords> = {
  en: {
    noSubject: (store) => `Re: Your message to ${store}`,
    greeting: (name, store, subject) =>
      `Hello ${name}, this is ${store}. Thank you for your message${subject ? ` about "${subject}"` : ""}.`,
  },
  kn: {
    noSubject: (store) => `Re: ${store} – ನಿಮ್ಮ ಸಂದೇಶ`,
    greeting: (name, store, subject) =>
      `ನಮಸ್ಕಾರ ${name} ಅವರೇ, ನಾವು ${store}. ${subject ? `"${subject}" ಕುರಿತು ` : ""}ನಿಮ್ಮ ಸಂದೇಶಕ್ಕೆ ಧನ್ಯವಾದಗಳು.`,
  },
  hi: {
    noSubject: (store) => `Re: ${store} – आपका संदेश`,
    greeting: (name, store, subject) =>
      `नमस्ते ${name} जी, हम ${store} से बोल रहे हैं। ${subject ? `"${subject}" के बारे में ` : ""}आपके संदेश के लिए धन्यवाद।`,
  },
};

export function replySubject(subject: string, storeName: string, language: Locale = DEFAULT_LOCALE): string {
  const s = subject.trim();
  return s ? (/^re:/i.test(s) ? s : `Re: ${s}`) : WORDS[language].noSubject(storeName);
}

export function whatsappGreeting(
  target: Pick<ReplyTarget, "name" | "subject" | "language">,
  storeName: string,
): string {
  return WORDS[target.language ?? DEFAULT_LOCALE].greeting(target.name.trim(), storeName, target.subject.trim());
}

export function replyLinks(target: ReplyTarget, storeName: string) {
  return {
    email: mailtoLink(target.email, replySubject(target.subject, storeName, target.language)),
    /** Only for a number that can exist: wa.me needs the full international number. */
    whatsapp: target.phoneE164 ? chatLink(target.phoneE164, whatsappGreeting(target, storeName)) : undefined,
    call: target.phoneE164 ? telLink(target.phoneE164) : `tel:${target.phone.replace(/[^\d+]/g, "")}`,
  };
}
