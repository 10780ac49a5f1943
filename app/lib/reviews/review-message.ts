import { DEFAULT_LOCALE, type Locale } from "../i18n/locale.ts";
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
  /** The language the customer booked in (English when not given). */
  language?: Locale;
};

type RequestWords = {
  hello(firstName: string): string;
  thanks(storeName: string, itemTitle: string | null | undefined): string;
  ask: string;
  once: string;
  subject(storeName: string): string;
  /** The e-mail's link text. */
  write: string;
};

/**
 * The request in each language, written as the shop would say it to a customer, not
 * put word for word: the same promise (every review shown with its stars), never a
 * hint at a rating. The item's title stays as staff entered it.
 */
const WORDS: Record<Locale, RequestWords> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : "Hello,"),
    thanks: (store, item) => `thank you for visiting ${store}${item ? ` and trying the ${item}` : ""}.`,
    ask: "Would you tell us how it went? It takes a minute, and every review is published with its stars, whatever they are:",
    once: "The link is yours alone and works once, for 30 days.",
    subject: (store) => `How was your visit to ${store}?`,
    write: "Write your review",
  },
  kn: {
    hello: (name) => (name ? `ನಮಸ್ಕಾರ ${name} ಅವರೇ,` : "ನಮಸ್ಕಾರ,"),
    thanks: (store, item) =>
      item ? `${store} ಅಂಗಡಿಗೆ ಭೇಟಿ ನೀಡಿ ${item} ಹಾಕಿ ನೋಡಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು.` : `${store} ಅಂಗಡಿಗೆ ಭೇಟಿ ನೀಡಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು.`,
    ask: "ನಿಮ್ಮ ಅನುಭವ ಹೇಗಿತ್ತು ಎಂದು ತಿಳಿಸುತ್ತೀರಾ? ಒಂದು ನಿಮಿಷ ಸಾಕು. ಪ್ರತಿಯೊಂದು ವಿಮರ್ಶೆಯನ್ನೂ ಅದರ ನಕ್ಷತ್ರಗಳೊಂದಿಗೆ, ಅವು ಎಷ್ಟೇ ಇರಲಿ, ಪ್ರಕಟಿಸುತ್ತೇವೆ:",
    once: "ಈ ಲಿಂಕ್ ನಿಮಗಾಗಿ ಮಾತ್ರ; 30 ದಿನಗಳೊಳಗೆ ಒಂದೇ ಬಾರಿ ಬಳಸಬಹುದು.",
    subject: (store) => `${store} ಭೇಟಿ ಹೇಗಿತ್ತು?`,
    write: "ನಿಮ್ಮ ವಿಮರ್ಶೆ ಬರೆಯಿರಿ",
  },
  hi: {
    hello: (name) => (name ? `नमस्ते ${name} जी,` : "नमस्ते,"),
    thanks: (store, item) => `${store} आने${item ? ` और ${item} पहनकर देखने` : ""} के लिए धन्यवाद।`,
    ask: "क्या आप बताएँगे कि आपका अनुभव कैसा रहा? बस एक मिनट लगेगा। हर रिव्यू उसके स्टार के साथ दिखाया जाता है, स्टार चाहे जितने हों:",
    once: "यह लिंक सिर्फ़ आपके लिए है और 30 दिनों के भीतर एक बार ही काम करेगा।",
    subject: (store) => `${store} में आपकी विज़िट कैसी रही?`,
    write: "अपना रिव्यू लिखें",
  },
};

export function reviewRequestText(request: ReviewRequest): string {
  const words = WORDS[request.language ?? DEFAULT_LOCALE];
  return [
    `${words.hello(request.firstName)} ${words.thanks(request.storeName, request.itemTitle)}`,
    words.ask,
    request.url,
    words.once,
  ].join("\n");
}

export function reviewRequestEmail(request: ReviewRequest): { subject: string; text: string; html: string } {
  const words = WORDS[request.language ?? DEFAULT_LOCALE];
  const text = `${reviewRequestText(request)}\n\n${request.storeName}`;
  const html = text
    .split("\n")
    .filter(Boolean)
    .map((line) =>
      line === request.url
        ? `<p><a href="${escapeHtml(request.url)}">${escapeHtml(words.write)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join("\n");
  return { subject: words.subject(request.storeName), text, html };
}

/** The first word of a name, for the greeting. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}
