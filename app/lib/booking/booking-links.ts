import { chatLink } from "../contact/links.ts";
import { absoluteUrl } from "../seo/site-meta.ts";
import { formatAddress } from "../settings/address.ts";
import type { Store } from "../settings/site.ts";
import { purposeLabel } from "./booking-fields.ts";
import { describeSlot, SLOT_MINUTES } from "./booking-slots.ts";
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

/** Staff's "Confirm on WhatsApp": to the visitor, with the date, slot and reference. */
export function confirmWhatsAppLink(booking: BookedVisit, store: Store): string | null {
  if (!booking.phone_e164) return null;
  return chatLink(
    booking.phone_e164.replace(/^\+/, ""),
    `Hello ${booking.name}, this is ${store.name}. Your visit on ${describeSlot(booking.date, booking.time)} is confirmed (${bookingSubject(booking).toLowerCase()}). Your reference is ${booking.reference}. See you at the store: ${formatAddress(store)}.`,
  );
}

/** A booked visit's own page, /book/:reference?pass=…: only its pass opens it. */
export function confirmationPath(reference: string, pass: string): string {
  return `/book/${encodeURIComponent(reference)}?pass=${encodeURIComponent(pass)}`;
}
