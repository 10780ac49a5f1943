/**
 * What a piece without a price says instead (card and item window), as a link to its
 * WhatsApp question: a blank price reads as "too expensive to say".
 */
export const PRICE_ON_REQUEST = "Price on request";

/**
 * The chat text of "Ask on WhatsApp" in the item window, and of "Price on request" on its
 * card: names the item so staff know what to check. (Share's words are in item-share.ts,
 * which only the window loads.)
 */
export function askAboutText(item: { title: string }, collectionName: string): string {
  return `Hi! I'd like to know more about the ${item.title} from your ${collectionName}. Is it available in store?`;
}
