import { describe, expect, it } from "vitest";
import { type CachedPage, PageCache } from "./page-cache.server.ts";

function page(text: string, status = 200): CachedPage {
  return {
    status,
    body: Buffer.from(text),
    headers: [["Content-Type", "text/html"]],
    etag: `"${text}"`,
    scriptHashes: [],
  };
}

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe("page cache", () => {
  it("returns what was stored, and counts hits and misses", () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.set("/a", page("A"), cache.generation)).toBe(true);
    expect(cache.get("/a")?.body.toString()).toBe("A");
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it("evicts the least recently used entry beyond its entry bound", () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1_000_000 });
    cache.set("/a", page("A"), 0);
    cache.set("/b", page("B"), 0);
    cache.get("/a"); // /b is now the least recently used
    cache.set("/c", page("C"), 0);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });

  it("stays within its byte bound and refuses a page larger than the whole cache", () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 4_000 });
    for (let i = 0; i < 10; i++) cache.set(`/p${i}`, page("x".repeat(1_000)), 0);
    expect(cache.stats().bytes).toBeLessThanOrEqual(4_000);
    expect(cache.stats().entries).toBeLessThan(10);
    expect(cache.get("/p9")).toBeDefined();
    expect(cache.set("/huge", page("x".repeat(5_000)), 0)).toBe(false);
  });

  it("replacing a key does not count its bytes twice", () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.set("/a", page("x".repeat(1_000)), 0);
    const once = cache.stats().bytes;
    cache.set("/a", page("x".repeat(1_000)), 0);
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: once });
  });

  it("counts a cached page's compressed copies against its byte bound", () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 10_000 });
    const a = page("a".repeat(3_000));
    cache.set("/a", a, 0);
    cache.set("/b", page("b".repeat(3_000)), 0);
    const before = cache.stats().bytes;
    cache.addBytes("/a", a, 900); // its brotli copy
    expect(cache.stats().bytes).toBe(before + 900);
    // A copy made for a page the key no longer holds is not counted.
    cache.addBytes("/b", a, 900);
    expect(cache.stats().bytes).toBe(before + 900);
    // Copies that push the cache past its bound evict the least recently used pages.
    cache.get("/a");
    cache.addBytes("/a", a, 4_000);
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBe(a);
  });

  it("is off with no entries allowed", () => {
    const cache = new PageCache({ maxEntries: 0, maxBytes: 1_000_000 });
    expect(cache.enabled).toBe(false);
    expect(cache.set("/a", page("A"), 0)).toBe(false);
  });

  it("drops everything on invalidate, and does not store a render that began before it", () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.set("/a", page("A"), cache.generation);
    const renderStartedAt = cache.generation;
    cache.invalidate("edit");
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.set("/b", page("old data"), renderStartedAt)).toBe(false);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.set("/b", page("new data"), cache.generation)).toBe(true);
  });

  it("reads a version source at most once per interval and drops everything when it changes", async () => {
    const time = clock(10_000);
    let version = 1;
    let reads = 0;
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000, now: time.now, versionCheckMs: 1_000 });
    cache.addVersionSource(async () => {
      reads++;
      return version;
    });
    await cache.refresh();
    cache.set("/a", page("A"), cache.generation);

    version = 2; // another instance published a change
    time.advance(400);
    await cache.refresh();
    expect(reads).toBe(1);
    expect(cache.get("/a")).toBeDefined(); // not yet re-read: within the interval

    time.advance(600);
    await cache.refresh();
    expect(reads).toBe(2);
    expect(cache.get("/a")).toBeUndefined();

    cache.set("/a", page("A2"), cache.generation);
    time.advance(1_000);
    await cache.refresh(); // same version: nothing dropped
    expect(cache.get("/a")?.body.toString()).toBe("A2");
  });

  it("shares one version read between concurrent requests", async () => {
    let reads = 0;
    let release: () => void = () => {};
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.addVersionSource(
      () =>
        new Promise((resolve) => {
          reads++;
          release = () => resolve(1);
        }),
    );
    const waiting = Promise.all([cache.refresh(), cache.refresh(), cache.refresh()]);
    release();
    await waiting;
    expect(reads).toBe(1);
  });

  it("drops everything when the version cannot be read, and tries again after the interval", async () => {
    const time = clock();
    let failing = false;
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000, now: time.now });
    cache.addVersionSource(async () => {
      if (failing) throw new Error("database down");
      return 7;
    });
    await cache.refresh();
    cache.set("/a", page("A"), cache.generation);
    failing = true;
    time.advance(1_000);
    await cache.refresh();
    expect(cache.get("/a")).toBeUndefined();

    failing = false;
    time.advance(1_000);
    await cache.refresh();
    expect(cache.set("/a", page("A"), cache.generation)).toBe(true);
    time.advance(1_000);
    await cache.refresh();
    expect(cache.get("/a")).toBeDefined();
  });
});
