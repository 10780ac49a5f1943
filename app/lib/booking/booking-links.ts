import { chatLink } from "../contact/links.ts";
import { LOCALE_TAG, type Locale } from "../i18n/locale.ts";
import { recordLanguage } from "../intake/language.ts";
import { absoluteUrl } from "../seo/site-meta.ts";
import { formatAddress } from "../settings/address.ts";
import type { Store } from "../settings/site.ts";
import { purposeLabel } from "./booking-fields.ts";
import { describeSlot, parseIsoDate, SLOT_MINUTES } from "./booking-slots.ts";
import { calendarFile } from "./ics.ts";

/**
 * What the visitor and staff are handed about one booking: its words, its calendar
 * file and its WhatsApp links. Pure: the booking and the store's details come in.
 */
export type BookedVisit = {
  reference: string;
  kind: string;
  item_title: string | null;
  purpose: string | null;
  date: string;
  time: string;
  status: string;
  version: number;
  name: string;
  phone_e164: string | null;
  /** The language it was booked in ("en" when not given): staff's message to the visitor is in it. */
  language?: string;
};

/** What a booking is for, in a few words: "Trial: Ivory silk sherwani", "Fitting: Groom consultation". */
export function bookingSubject(booking: Pick<BookedVisit, "kind" | "item_title" | "purpose">): string {
  return booking.kind === "trial"
    ? `Trial: ${booking.item_title ?? "an item"}`
    : `Fitting: ${purposeLabel(booking.purpose) ?? "a visit"}`;
}

/**
 * The visitor's "Add to calendar" file, with the store's details as they are now:
 * tentative while the booking is only requested, confirmed once staff confirm it,
 * cancelled when it is off; each status change is a new SEQUENCE, so a calendar takes
 * a later download as the update. `siteUrl` is the site's public origin (the server's
 * SITE_URL): the event's link and its UID's domain.
 */
export function bookingCalendar(booking: BookedVisit, store: Store, siteUrl: string, now = new Date()): string {
  return calendarFile({
    status: booking.status === "requested" ? "TENTATIVE" : booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    sequence: Math.max(0, booking.version - 1),
    uid: `${booking.reference}@${new URL(siteUrl).hostname}`,
    date: booking.date,
    time: booking.time,
    timeZone: store.timeZone,
    durationMinutes: SLOT_MINUTES,
    summary: `${bookingSubject(booking)} at ${store.name}`,
    description: [
      `Reference ${booking.reference}.`,
      `${store.name}, ${formatAddress(store)}.`,
      `Questions or a change of plan: call ${store.phones[0]!.display} or WhatsApp ${store.chatPhone.display}.`,
    ].join("\n"),
    location: `${store.name}, ${formatAddress(store)}`,
    stamp: now,
    url: absoluteUrl(siteUrl, "/visit"),
  });
}

/** The visitor's WhatsApp message to the store, prefilled with the reference. */
export function storeWhatsAppLink(booking: Pick<BookedVisit, "reference" | "date" | "time">, store: Store): string {
  return chatLink(
    store.chatPhone.e164,
    `Hello! About my visit booking ${booking.reference} on ${describeSlot(booking.date, booking.time)}.`,
  );
}

/** The slot as a reader of the language writes it: "ಭಾನುವಾರ, 29 ನವೆಂಬರ್, 12:30 PM". */
function slotIn(date: string, time: string, language: Locale): string {
  const day = parseIsoDate(date);
  const [hours, minutes] = time.split(":").map(Number);
  if (language === "en" || !day || hours === undefined || minutes === undefined) return describeSlot(date, time);
  const at = new Date(Date.UTC(day.year, day.month - 1, day.day, hours, minutes));
  const tag = LOCALE_TAG[language];
  const words = new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  const clock = new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  return `${words.format(at)}, ${clock.format(at)}`;
}

type ConfirmWords = (v: {
  name: string;
  store: string;
  slot: string;
  what: string;
  reference: string;
  address: string;
}) => string;

/**
 * "Confirm on WhatsApp" in each language, as the counter would write it to a
 * customer; the item's title stays as staff entered it. Trial and fitting are the
 * words Bengaluru's shops use in every language (ಟ್ರಯಲ್, ट्रायल).
 */
const CONFIRM: Record<Locale, { trial(item: string | null): string; fitting: string; text: ConfirmWords }> = {
  en: {
    trial: () => "",
    fitting: "",
    text: (v) =>
      `Hello ${v.name}, this is ${v.store}. Your visit on ${v.slot} is confirmed (${v.what}). Your reference is ${v.reference}. See you at the store: ${v.address}.`,
  },
  kn: {
    trial: (item) => (item ? `${item} ಟ್ರಯಲ್` : "ಟ್ರಯಲ್"),
    fitting: "ಫಿಟ್ಟಿಂಗ್",
    text: (v) =>
      `ನಮಸ್ಕಾರ ${v.name} ಅವರೇ, ನಾವು ${v.store}. ನಿಮ್ಮ ಭೇಟಿ ಖಚಿತವಾಗಿದೆ: ${v.slot} (${v.what}). ನಿಮ್ಮ ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆ ${v.reference}. ಅಂಗಡಿಯಲ್ಲಿ ಸಿಗೋಣ: ${v.address}.`,
  },
  hi: {
    trial: (item) => (item ? `${item} का ट्रायल` : "ट्रायल"),
    fitting: "फ़िटिंग",
    text: (v) =>
      `नमस्ते ${v.name} जी, हम ${v.store} से बोल रहे हैं। आपकी विज़िट पक्की हो गई है: ${v.slot} (${v.what})। आपका रेफ़रेंस नंबर ${v.reference} है। दुकान पर मिलते हैं: ${v.address}।`,
  },
};

/** Staff's "Confirm on WhatsApp": to the visitor, with the date, slot and reference, in the language they booked in. */
export function confirmWhatsAppLink(booking: BookedVisit, store: Store): string | null {
  if (!booking.phone_e164) return null;
  const language = recordLanguage(booking.language);
  const words = CONFIRM[language];
  const what =
    language === "en"
      ? bookingSubject(booking).toLowerCase()
      : booking.kind === "trial"
        ? words.trial(booking.item_title)
        : words.fitting;
  return chatLink(
    booking.phone_e164.replace(/^\+/, ""),
    words.text({
      name: booking.name,
      store: store.name,
      slot: slotIn(booking.date, booking.time, language),
      what,
      reference: booking.reference,
      address: formatAddress(store),
    }),
  );
}

/** A booked visit's own page, /book/:reference?pass=…: only its pass opens it. */
export function confirmationPath(reference: string, pass: string): string {
  return `/book/${encodeURIComponent(reference)}?pass=${encodeURIComponent(pass)}`;
}
