import { BlockList, isIP } from "node:net";
import type { Database } from "../platform/db.server.ts";

/** How long an address staff booked a walk-in from counts as the shop's own. */
export const STORE_ADDRESS_DAYS = 30;

/** Notes the counter's address, so shoppers on the shop's Wi-Fi are never held back by the per-address limit. */
export async function rememberStoreAddress(database: Database, address: string, now = Date.now()): Promise<void> {
  if (!address || address === "unknown") return;
  await database.db
    .insertInto("store_addresses")
    .values({ address, last_seen_ms: now })
    .onConflict((oc) => oc.column("address").doUpdateSet({ last_seen_ms: now }))
    .execute();
}

/** The shop's own network: STORE_NETWORK, or an address staff booked a walk-in from lately. */
export async function isStoreAddress(
  database: Database,
  network: readonly string[],
  address: string,
  now = Date.now(),
): Promise<boolean> {
  if (inNetwork(network, address)) return true;
  const row = await database.db
    .selectFrom("store_addresses")
    .select("last_seen_ms")
    .where("address", "=", address)
    .executeTakeFirst();
  return row !== undefined && Number(row.last_seen_ms) > now - STORE_ADDRESS_DAYS * 24 * 60 * 60 * 1000;
}

function inNetwork(network: readonly string[], address: string): boolean {
  const family = isIP(address);
  if (!family || network.length === 0) return false;
  const list = new BlockList();
  for (const entry of network) {
    const [base = "", prefix] = entry.split("/");
    const type = isIP(base) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(prefix), type);
  }
  // "::ffff:203.0.113.7" (IPv4 through an IPv6 socket) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ? list.check(mapped, "ipv4") : list.check(address, family === 6 ? "ipv6" : "ipv4");
}
