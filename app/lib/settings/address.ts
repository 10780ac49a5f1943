import type { Store } from "./site.ts";

/** "No. 1, Main Road, Yeshwanthpur, Bengaluru, Karnataka 560057": maps, calendar files, the pages. */
export function formatAddress(s: Pick<Store, "address">): string {
  const a = s.address;
  return `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}`;
}
