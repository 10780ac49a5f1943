import Bowser from "bowser";

/**
 * How a signed-in device is shown in the sessions list: its browser from the
 * User-Agent it sent, and an approximate place from its address. There is no
 * address-to-city database here and no outside service is asked, so "place" is
 * what the address itself says: this machine, a local network, the same network as
 * the device looking at the list, or the address's network (the /24 of an IPv4
 * address, the /48 of an IPv6 one: the part that stays the same for one provider's
 * customers nearby).
 */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown browser";
  try {
    const parsed = Bowser.parse(userAgent);
    const browser = parsed.browser.name
      ? `${parsed.browser.name}${parsed.browser.version ? ` ${parsed.browser.version.split(".")[0]}` : ""}`
      : "";
    const os = parsed.os.name ?? "";
    const device = parsed.platform.type === "mobile" ? "phone" : parsed.platform.type === "tablet" ? "tablet" : "";
    const on = [os, device].filter(Boolean).join(" ");
    if (browser && on) return `${browser} on ${on}`;
    return browser || on || "Unknown browser";
  } catch {
    return "Unknown browser";
  }
}

/** "::ffff:203.0.113.7" is the IPv4 address 203.0.113.7. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address.trim());
  return (mapped ? mapped[1]! : address.trim()).toLowerCase();
}

function ipv4(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function ipv6(address: string): number[] | null {
  if (!address.includes(":") || !/^[0-9a-f:]+$/.test(address)) return null;
  const [head = "", tail, ...rest] = address.split("::");
  if (rest.length) return null;
  const groups = (text: string) => (text ? text.split(":") : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const all = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

/** The address's network as a label ("203.0.113.0/24"), or null when it is not an address. */
export function networkOf(address: string): string | null {
  const plain = plainAddress(address);
  const four = ipv4(plain);
  if (four) return `${four.slice(0, 3).join(".")}.0/24`;
  const six = ipv6(plain);
  if (six)
    return `${six
      .slice(0, 3)
      .map((g) => g.toString(16))
      .join(":")}::/48`;
  return null;
}

function isLoopback(address: string): boolean {
  const four = ipv4(address);
  if (four) return four[0] === 127;
  return address === "::1";
}

function isPrivate(address: string): boolean {
  const four = ipv4(address);
  if (four) {
    const [a = 0, b = 0] = four;
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  const six = ipv6(address);
  if (!six) return false;
  const first = six[0] ?? 0;
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

/** Where a session's address is, as far as the address itself tells, seen from the device at `viewer`. */
export function approximatePlace(address: string | null | undefined, viewer?: string): string {
  if (!address || address === "unknown") return "Unknown place";
  const plain = plainAddress(address);
  if (isLoopback(plain)) return "This server's own machine";
  const network = networkOf(plain);
  if (!network) return "Unknown place";
  if (viewer && networkOf(viewer) === network) return "This network";
  if (isPrivate(plain)) return `Local network (${network})`;
  return `Network ${network}`;
}
