/**
 * How many requests one address may make: a token bucket per address, in memory only
 * (a limit in front of cheap work must stay cheap itself, and nothing about an
 * address outlives a few minutes). Two users: the insights beacon (services/insights)
 * and the page cache's render limit (server/page-cache.ts). A full bucket allows a
 * burst of `burst` and then `perMinute` a minute. Memory is bounded: past
 * `maxAddresses` the address least recently seen is forgotten (which only ever hands
 * a flooder a fresh bucket, never takes one from a visitor for long).
 *
 * IPv6 addresses count per /64, the block one home or phone line gets.
 */
export type FloodLimitOptions = { burst: number; perMinute: number; maxAddresses: number };

type Bucket = { tokens: number; atMs: number };

export class FloodLimit {
  private readonly buckets = new Map<string, Bucket>();
  private readonly options: FloodLimitOptions;

  constructor(options: FloodLimitOptions) {
    this.options = options;
  }

  /** Takes one token for `address`; false when its bucket is empty. */
  take(address: string, nowMs: number): boolean {
    const key = floodKey(address);
    const { burst, perMinute, maxAddresses } = this.options;
    const known = this.buckets.get(key);
    let tokens = burst;
    if (known) {
      tokens = Math.min(burst, known.tokens + ((nowMs - known.atMs) * perMinute) / 60_000);
      // Re-inserted below, so the Map's order is least recently seen first.
      this.buckets.delete(key);
    } else if (this.buckets.size >= maxAddresses) {
      this.buckets.delete(this.buckets.keys().next().value as string);
    }
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, atMs: nowMs });
    return allowed;
  }

  /** How long until `address` has a token again (0 when it has one now). */
  waitMs(address: string, nowMs: number): number {
    const known = this.buckets.get(floodKey(address));
    if (!known) return 0;
    const tokens = known.tokens + ((nowMs - known.atMs) * this.options.perMinute) / 60_000;
    return tokens >= 1 ? 0 : Math.ceil(((1 - tokens) * 60_000) / this.options.perMinute);
  }

  get size(): number {
    return this.buckets.size;
  }
}

/** The key an address is limited under: itself, or its /64 for IPv6. */
export function floodKey(address: string): string {
  const bare = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!bare.includes(":")) return bare;
  const [head = "", tail = ""] = bare.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = bare.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g || "0").toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
