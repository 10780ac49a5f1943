import { getConfig } from "../platform/config.server.ts";
import { log } from "../platform/log.server.ts";

/**
 * Rendered public pages kept in memory, so a repeated public URL (a filtered
 * collection, a 404, later every page that reads the catalogue) answers as fast as a
 * prerendered file. The Express side (`server/page-cache.ts`) decides what may be
 * cached and serves hits; this module holds the entries and decides when they are stale.
 *
 * Staleness is all-or-nothing: any change to what public pages show drops every entry.
 * The store edits a few times a day and a page renders in milliseconds, so finer tags
 * would buy nothing and could only go wrong.
 *
 * - In this process, a write calls `invalidate()` after it commits: the next request
 *   renders afresh.
 * - Across processes (several instances on PostgreSQL), a content owner registers a
 *   version source (e.g. a `catalogue_version` row). It is read at most once per
 *   `versionCheckMs` (one second) on the request path, and a changed value drops
 *   everything, so every instance agrees within a second of a change.
 * - A render that began before an invalidation is not stored, so a page rendered from
 *   old data cannot outlive the change it raced with.
 */
export type CachedPage = {
  status: number;
  body: Buffer;
  /** Response headers to replay (Content-Type and route headers; never Set-Cookie). */
  headers: ReadonlyArray<readonly [string, string]>;
  etag: string;
  /** CSP hashes of the page's inline scripts (cached pages are rendered without a nonce). */
  scriptHashes: readonly string[];
};

/**
 * What a public route module declares for the page cache (`export const handle`):
 * the query parameters its loader or component reads. The page is cached and
 * rendered under its path plus those parameters only, so `?utm_source=…` or a
 * cache-busting `?a=123` gets the cached page instead of a render each.
 * A route that declares nothing is keyed by its whole URL (and fails
 * tests/integration/route-handles.test.ts: every public route says what it reads).
 *
 * `knownPathsOnly`: the route's paths are pages only while the site has them (an
 * item's address while it is published); any other path under it is served the
 * shared cached 404 without a render.
 */
export type CachedPageHandle = { query: readonly string[]; knownPathsOnly?: boolean };

export type VersionSource = () => Promise<string | number>;

export type PageCacheOptions = {
  maxEntries: number;
  maxBytes: number;
  versionCheckMs?: number;
  now?: () => number;
  log?: (event: string, fields: Record<string, unknown>) => void;
};

export type PageCacheStats = { entries: number; bytes: number; hits: number; misses: number; invalidations: number };

const ENTRY_OVERHEAD_BYTES = 512;

function sizeOf(page: CachedPage): number {
  let bytes = page.body.byteLength + ENTRY_OVERHEAD_BYTES;
  for (const [name, value] of page.headers) bytes += name.length + value.length;
  return bytes;
}

export class PageCache {
  readonly #entries = new Map<string, { page: CachedPage; bytes: number }>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #versionCheckMs: number;
  readonly #now: () => number;
  readonly #log: NonNullable<PageCacheOptions["log"]>;
  #bytes = 0;
  #generation = 0;
  #hits = 0;
  #misses = 0;
  #invalidations = 0;
  #versionSources: VersionSource[] = [];
  #knownVersions: Array<string | number> | undefined;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<void> | undefined;

  constructor(options: PageCacheOptions) {
    this.#maxEntries = options.maxEntries;
    this.#maxBytes = options.maxBytes;
    this.#versionCheckMs = options.versionCheckMs ?? 1000;
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? (() => {});
  }

  get enabled(): boolean {
    return this.#maxEntries > 0 && this.#maxBytes > 0;
  }

  /** Changes whenever the cache is invalidated: take it before rendering, hand it to `set`. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) {
      this.#misses++;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so eviction takes the first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#hits++;
    return entry.page;
  }

  /** Stores a page rendered at `generation`; a render that raced with a change is dropped. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (!this.enabled || generation !== this.#generation) return false;
    const bytes = sizeOf(page);
    if (bytes > this.#maxBytes) return false;
    this.#remove(key);
    this.#entries.set(key, { page, bytes });
    this.#bytes += bytes;
    this.#evict();
    return true;
  }

  /** Least recently used first, until the entries fit both bounds. */
  #evict(): void {
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value as string;
      this.#remove(oldest);
    }
  }

  /**
   * Counts `bytes` more against the entry at `key` if it still holds `page` (a
   * compressed copy made for it when a client first asked for that encoding), and
   * evicts as needed: PAGE_CACHE_MB bounds what the cache really keeps alive.
   */
  addBytes(key: string, page: CachedPage, bytes: number): void {
    const entry = this.#entries.get(key);
    if (!entry || entry.page !== page) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    if (entry.bytes > this.#maxBytes) this.#remove(key);
    this.#evict();
  }

  /** Drops every page; renders in flight are not stored. */
  invalidate(reason = "content changed"): void {
    this.#generation++;
    this.#invalidations++;
    const dropped = this.#entries.size;
    this.#entries.clear();
    this.#bytes = 0;
    this.#log("page_cache_invalidated", { reason, dropped });
  }

  /**
   * Registers something whose change must drop the cache on every instance (read at
   * most once per second). Returns a function that unregisters it.
   */
  addVersionSource(source: VersionSource): () => void {
    this.#versionSources.push(source);
    this.#knownVersions = undefined;
    this.#checkedAt = Number.NEGATIVE_INFINITY;
    return () => {
      this.#versionSources = this.#versionSources.filter((s) => s !== source);
      this.#knownVersions = undefined;
    };
  }

  /**
   * Called before every lookup. Reads the version sources when the last read is older
   * than the check interval; concurrent callers share one read. A failed read drops the
   * cache (it cannot prove the pages are current) and is retried at the next interval.
   */
  async refresh(): Promise<void> {
    if (this.#versionSources.length === 0) return;
    if (this.#now() - this.#checkedAt < this.#versionCheckMs) return;
    this.#checking ??= this.#readVersions().finally(() => {
      this.#checking = undefined;
    });
    await this.#checking;
  }

  async #readVersions(): Promise<void> {
    const generation = this.#generation;
    try {
      const versions = await Promise.all(this.#versionSources.map((source) => source()));
      this.#checkedAt = this.#now();
      const known = this.#knownVersions;
      this.#knownVersions = versions;
      if (known && (known.length !== versions.length || known.some((v, i) => v !== versions[i]))) {
        if (generation === this.#generation) this.invalidate("version changed");
      }
    } catch (error) {
      this.#checkedAt = this.#now();
      this.#knownVersions = undefined;
      this.invalidate("version check failed");
      this.#log("page_cache_version_check_failed", { error: String(error) });
    }
  }

  stats(): PageCacheStats {
    return {
      entries: this.#entries.size,
      bytes: this.#bytes,
      hits: this.#hits,
      misses: this.#misses,
      invalidations: this.#invalidations,
    };
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

let current: PageCache | undefined;

/** The process's page cache, sized from the configuration (PAGE_CACHE_ENTRIES, PAGE_CACHE_MB). */
export function getPageCache(): PageCache {
  if (!current) {
    const config = getConfig();
    current = new PageCache({
      maxEntries: config.pageCache.maxEntries,
      maxBytes: config.pageCache.maxBytes,
      log: (event, fields) => log.info(event, fields),
    });
  }
  return current;
}

/** After a committed change to anything a public page shows. */
export function invalidatePages(reason?: string): void {
  current?.invalidate(reason);
}

/**
 * Headers for a public route whose page differs per visitor (a signed form token, a
 * visitor's own booking): the page cache never stores it, and browsers keep it private.
 * Return them from the loader (`data(…, { headers: PER_VISITOR_HEADERS })`) and pass
 * them on in the route's `headers` export, so documents and `.data` requests both carry them.
 */
export const PER_VISITOR_HEADERS = { "Cache-Control": "private, no-cache" } as const;
