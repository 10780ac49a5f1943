/** Builders for the links that leave the site: chat app, phone, e-mail, maps. */

export const DEFAULT_CHAT_TEXT = "Hi! I need help with men's fashion from the store. Please assist me.";

export function chatLink(phoneE164: string, text: string = DEFAULT_CHAT_TEXT): string {
  return `https://wa.me/${digitsOnly(phoneE164)}?text=${encodeURIComponent(text)}`;
}

/** The contact form's chat text, with the category label and the typed message (docs/behaviour.md#contact-form). */
export function contactChatText(categoryLabel: string | undefined, message: string | undefined): string {
  const topic = categoryLabel?.trim() || "men's fashion";
  const body = message?.trim() || "Please assist me.";
  return `Hi! I need help with ${topic} from the store. ${body}`;
}

export function telLink(phoneE164: string): string {
  return `tel:+${digitsOnly(phoneE164)}`;
}

export function mailtoLink(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** Directions with the store's address as destination (opens the maps app on phones). */
export function mapsDirectionsLink(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** A place on the map (the settings' "check the pin" link). */
export function mapsSearchLink(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A keyless embed of the store's pin for an iframe. */
export function mapsEmbedLink(lat: number, lng: number, zoom = 16): string {
  return `https://maps.google.com/maps?q=${lat},${lng}&z=${zoom}&output=embed`;
}

function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}
