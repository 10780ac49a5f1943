import { describe, expect, it } from "vitest";
import { FloodLimit, floodKey } from "./flood-limit";

describe("FloodLimit", () => {
  it("allows a burst, then the refill rate, per address", () => {
    const limit = new FloodLimit({ burst: 5, perMinute: 60, maxAddresses: 100 });
    const results = Array.from({ length: 8 }, () => limit.take("203.0.113.7", 0));
    expect(results).toEqual([true, true, true, true, true, false, false, false]);
    // Another address has its own bucket.
    expect(limit.take("203.0.113.8", 0)).toBe(true);
    // One token a second comes back.
    expect(limit.take("203.0.113.7", 999)).toBe(false);
    expect(limit.take("203.0.113.7", 1_000)).toBe(true);
    expect(limit.take("203.0.113.7", 1_000)).toBe(false);
  });

  it("says how long an empty bucket waits for its next token", () => {
    const limit = new FloodLimit({ burst: 2, perMinute: 120, maxAddresses: 100 });
    expect(limit.waitMs("203.0.113.7", 0)).toBe(0);
    limit.take("203.0.113.7", 0);
    limit.take("203.0.113.7", 0);
    expect(limit.waitMs("203.0.113.7", 0)).toBe(500);
    expect(limit.waitMs("203.0.113.7", 400)).toBe(100);
    expect(limit.waitMs("203.0.113.7", 500)).toBe(0);
  });

  it("holds a sustained flood to the refill rate", () => {
    const limit = new FloodLimit({ burst: 60, perMinute: 60, maxAddresses: 100 });
    let allowed = 0;
    // 100 beacons a second for a minute.
    for (let ms = 0; ms < 60_000; ms += 10) if (limit.take("198.51.100.1", ms)) allowed++;
    expect(allowed).toBeGreaterThanOrEqual(119);
    expect(allowed).toBeLessThanOrEqual(121);
  });

  it("forgets the least recently seen address when full, so memory stays bounded", () => {
    const limit = new FloodLimit({ burst: 1, perMinute: 1, maxAddresses: 3 });
    for (const address of ["a", "b", "c"]) expect(limit.take(address, 0)).toBe(true);
    expect(limit.take("a", 1)).toBe(false); // a is now the most recent
    expect(limit.take("d", 2)).toBe(true); // b goes
    expect(limit.size).toBe(3);
    expect(limit.take("a", 3)).toBe(false);
    expect(limit.take("b", 3)).toBe(true); // b starts afresh
  });

  it("counts IPv6 per /64 and IPv4-mapped addresses as IPv4", () => {
    expect(floodKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(floodKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(floodKey("2001:DB8:0001::")).toBe("2001:db8:1:0::/64");
    expect(floodKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(floodKey("203.0.113.9")).toBe("203.0.113.9");
    const limit = new FloodLimit({ burst: 1, perMinute: 1, maxAddresses: 10 });
    expect(limit.take("2001:db8:1:2::1", 0)).toBe(true);
    expect(limit.take("2001:db8:1:2::ffff", 0)).toBe(false);
  });
});
