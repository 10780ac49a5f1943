/** The toast after Share copied an item's link (where the browser has no share sheet). */
export function linkCopiedToast(itemTitle: string) {
  return { title: "Link Copied!", description: `The link to the ${itemTitle} is on your clipboard.` } as const;
}

/**
 * What Share hands the phone's share sheet (navigator.share): the item's name, a line
 * that says where it is, and its own address.
 */
export function itemShareData(
  item: { title: string; price?: string },
  url: string,
  store: { name: string; address: { city: string } },
): ShareData {
  const price = item.price ? ` (${item.price})` : "";
  return { title: item.title, text: `${item.title}${price} at ${store.name}, ${store.address.city}`, url };
}
