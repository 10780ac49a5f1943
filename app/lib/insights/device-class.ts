/**
 * Phone, tablet or desktop, from what the browser says about itself: the User-Agent,
 * and Chromium's `Sec-CH-UA-Mobile` hint where it is sent (it survives the reduced
 * User-Agent Chrome now sends). An iPad that asks for desktop pages (iPadOS does by
 * default) says "Macintosh" and is counted as a desktop: nothing in the request tells
 * it apart.
 */
export type DeviceClass = "phone" | "tablet" | "desktop";

export const DEVICE_CLASSES: readonly DeviceClass[] = ["phone", "tablet", "desktop"];

const TABLET = /\b(?:iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)|SM-T\d|Tab\b)/i;
const PHONE = /\b(?:Mobi|iPhone|iPod|Windows Phone|Opera Mini|BlackBerry|BB10|KaiOS)\b|Android.*Mobile/i;
/** Android without "Mobile" is a tablet (Chrome's own rule for its tablet User-Agent). */
const ANDROID = /\bAndroid\b/i;

export function deviceClass(userAgent: string, mobileHint?: string | null): DeviceClass {
  if (TABLET.test(userAgent)) return "tablet";
  if (mobileHint === "?1" || PHONE.test(userAgent)) return "phone";
  if (ANDROID.test(userAgent)) return "tablet";
  return "desktop";
}
