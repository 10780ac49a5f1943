/** The chat text of "Ask about this item": names the item so staff know what to check. */
export function askAboutText(item: { title: string }, collectionName: string): string {
  return `Hi! I'd like to know more about the ${item.title} from your ${collectionName}. Is it available in store?`;
}
