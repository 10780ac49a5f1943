import { createHmac, hash } from "node:crypto";
import { isbot } from "isbot";
import { z } from "zod";
import { cleanQuery } from "../../lib/catalogue/search-query.ts";
import { type Beacon, BEACON_MAX_BYTES } from "../../lib/insights/beacon-protocol.ts";
import { deviceClass } from "../../lib/insights/device-class.ts";
import { FloodLimit, type FloodLimitOptions, floodKey } from "../../lib/limits/flood-limit.ts";
import { type Metric, type RollupRow, shiftDay, Tally } from "../../lib/insights/rollup.ts";
import { normaliseSearch } from "../../lib/insights/search-terms.ts";
import { visitSource } from "../../lib/insights/visit-source.ts";
import { addToSketch, emptySketch, type VisitorSketch } from "../../lib/insights/visitor-sketch.ts";
import { addDays, isoDate } from "../../lib/time/store-hours.ts";
import { civilDateAt, zonedInstant } from "../../lib/time/business-hours.ts";
import { isStaffBrowser } from "../accounts/index.server.ts";
import { readCatalogueVersion, searchPublishedItems } from "../catalogue/index.server.ts";
import type { Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { type KnownPaths, loadKnownPaths, type PageTarget } from "./known-paths.server.ts";
import { type SketchUpdate, writeBatch } from "./rollup-store.server.ts";

/**
 * The collector: takes beacons (and the server's own counts), keeps the sums of the
 * current batch in memory, and writes them every `flushEveryMs` and when the server
 * stops. A crash loses at most the batch in memory. Per beacon it costs a JSON parse,
 * a few map lookups and one HMAC; the database sees one transaction per batch.
 *
 * A beacon is refused (4xx) when it is not one of ours: another site's page sent it
 * (403), its address sends too many (429), or it is not a beacon of a page we have
 * (400). A beacon that is fine but must not count (a bot, staff, Do Not Track or
 * Global Privacy Control, a prefetch) is answered 204 like any other and forgotten.
 */
export type BeaconRequest = {
  /** POST: the JSON body. GET (the no-script image): none; the page is the Referer. */
  body?: string;
  referer?: string;
  address: string;
  host: string;
  userAgent: string;
  cookie: string;
  /** Headers, lower-case names: dnt, sec-gpc, sec-ch-ua-mobile, origin, sec-fetch-site, sec-purpose, purpose. */
  headers: Readonly<Record<string, string | undefined>>;
};

export type BeaconStatus = 204 | 400 | 403 | 429;

export type CollectorOptions = {
  database: Database;
  /** Keys the visitor hash (the server's session secret); never stored with it. */
  secret: string;
  timeZone: string;
  now?: () => number;
  /** The per-address limit; null only for the benchmark (UNSAFE_BENCHMARK_NO_RATE_LIMITS). */
  flood?: FloodLimit | null;
};

const beaconSchema = z.strictObject({
  u: z.string().min(1).max(BEACON_MAX_BYTES),
  r: z.string().max(BEACON_MAX_BYTES).optional(),
  t: z.enum(["ask", "call", "share"]).optional(),
});

const KNOWN_PATHS_RECHECK_MS = 2_000;

/**
 * How many beacons one address may send: a visitor sends one per page and per tap, so a
 * burst of 60 and then 60 a minute is far above any person's browsing.
 */
export const BEACON_FLOOD_LIMIT: FloodLimitOptions = { burst: 60, perMinute: 60, maxAddresses: 50_000 };

export class InsightsCollector {
  private readonly database: Database;
  private readonly secret: string;
  private readonly visitorKey: string;
  /** isbot's verdict per User-Agent: a few hundred browsers send nearly every beacon. */
  private readonly bots = new Map<string, boolean>();
  private readonly timeZone: string;
  private readonly now: () => number;
  private readonly flood: FloodLimit | null;
  private readonly tally = new Tally();
  /** Per day, this process's sketch of the day's visitors, and whether it has news since the last write. */
  private readonly sketches = new Map<string, { sketch: VisitorSketch; dirty: boolean }>();
  private known: KnownPaths | undefined;
  private knownCheckedAt = 0;
  private knownLoading: Promise<void> | undefined;
  private day: { name: string; startMs: number; endMs: number } | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private pendingSearches = new Set<Promise<void>>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(options: CollectorOptions) {
    this.database = options.database;
    this.secret = options.secret;
    this.visitorKey = createHmac("sha256", options.secret).update("insights-visitor").digest("hex");
    this.timeZone = options.timeZone;
    this.now = options.now ?? Date.now;
    this.flood = options.flood === undefined ? new FloodLimit(BEACON_FLOOD_LIMIT) : options.flood;
  }

  /** Loads the known pages, then writes a batch every `flushEveryMs`. */
  async start(flushEveryMs: number): Promise<void> {
    await this.refreshKnownPaths(true);
    this.timer = setInterval(() => void this.flush(), flushEveryMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (the shutdown path). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /**
   * A beacon's answer. Synchronous unless the browser sends a staff cookie, whose
   * signature takes a moment to check: the common beacon costs no promise.
   */
  handle(request: BeaconRequest): BeaconStatus | Promise<BeaconStatus> {
    if (foreign(request)) return 403;
    if (this.flood && !this.flood.take(request.address, this.now())) return 429;
    const beacon = request.body === undefined ? fromReferer(request) : parseBeacon(request.body);
    if (!beacon) return 400;
    let url: URL;
    try {
      url = new URL(beacon.u, "http://site.invalid");
    } catch {
      return 400;
    }
    if (url.origin !== "http://site.invalid") return 400;
    const target = this.resolve(url.pathname);
    if (!target) return 400;
    if (!this.counts(request)) return 204;
    if (!request.cookie.includes("staff_")) return this.add(request, beacon, url, target);
    return isStaffBrowser(request.cookie, this.secret).then((staff) =>
      staff ? 204 : this.add(request, beacon, url, target),
    );
  }

  private add(request: BeaconRequest, beacon: Beacon, url: URL, target: PageTarget): 204 {
    const day = this.today();
    if (beacon.t) {
      // Taps count per item; a tap elsewhere is not one Insights reports.
      if (target.kind === "item") this.tally.add(day, beacon.t, String(target.itemId));
      return 204;
    }
    if (target.kind === "item") this.tally.add(day, "open", String(target.itemId));
    else this.tally.add(day, "view", target.path);
    if (target.kind === "page" && target.path === "/search") {
      this.countSearch(day, url.searchParams.get("q"), this.sender(day, request));
    }
    if (beacon.r !== undefined) {
      const source = visitSource(beacon.r, url.searchParams, request.host);
      if (source !== null) {
        this.tally.add(day, "visit_source", source, 1, this.sender(day, request));
        this.tally.add(day, "visit_device", deviceClass(request.userAgent, request.headers["sec-ch-ua-mobile"]));
      }
    }
    this.addVisitor(day, request);
    return 204;
  }

  /** What the server counts itself: a booked trial (key: the item's id), a message (key: its category). */
  count(metric: Extract<Metric, "reserve" | "message">, key: string): void {
    this.tally.add(this.today(), metric, key);
  }

  /**
   * Writes the batch: the sums and the sketches that changed, in one transaction.
   * Batches never overlap; on failure the batch stays in memory for the next one.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeBatch());
    return this.flushing;
  }

  private async writeBatch(): Promise<void> {
    await Promise.all(this.pendingSearches);
    const rows: RollupRow[] = this.tally.drain();
    const sketches: SketchUpdate[] = [];
    for (const [day, entry] of this.sketches) {
      if (!entry.dirty) continue;
      entry.dirty = false;
      sketches.push({ day, sketch: entry.sketch.slice() });
    }
    try {
      await writeBatch(this.database, rows, sketches);
    } catch (error) {
      this.tally.restore(rows);
      for (const { day } of sketches) {
        const entry = this.sketches.get(day);
        if (entry) entry.dirty = true;
      }
      log.error("insights_write_failed", { error: String(error), rows: rows.length });
      return;
    }
    // Only today's and yesterday's sketches can still change.
    const today = this.today();
    for (const day of this.sketches.keys()) if (day < shiftDay(today, -1)) this.sketches.delete(day);
    await this.refreshKnownPaths(false).catch((error: unknown) =>
      log.warn("insights_known_paths_failed", { error: String(error) }),
    );
  }

  private resolve(pathname: string): PageTarget | null {
    const target = this.known?.resolve(pathname) ?? null;
    // An item published a moment ago: look again soon (this beacon is not counted).
    if (!target && this.now() - this.knownCheckedAt > KNOWN_PATHS_RECHECK_MS) void this.refreshKnownPaths(false);
    return target;
  }

  private async refreshKnownPaths(force: boolean): Promise<void> {
    this.knownCheckedAt = this.now();
    this.knownLoading ??= (async () => {
      try {
        if (!force && this.known && (await readCatalogueVersion(this.database.db)) === this.known.version) return;
        this.known = await loadKnownPaths(this.database.db);
      } finally {
        this.knownLoading = undefined;
      }
    })();
    return this.knownLoading;
  }

  /** Whether this visitor is one Insights counts (staff browsers aside: see handle). */
  private counts(request: BeaconRequest): boolean {
    const h = request.headers;
    if (h.dnt === "1" || h["sec-gpc"] === "1") return false;
    if (/prefetch|prerender/i.test(`${h["sec-purpose"] ?? ""} ${h.purpose ?? ""}`)) return false;
    return Boolean(request.userAgent) && !this.isBot(request.userAgent);
  }

  private isBot(userAgent: string): boolean {
    let bot = this.bots.get(userAgent);
    if (bot === undefined) {
      if (this.bots.size >= 2_000) this.bots.clear();
      this.bots.set(userAgent, (bot = isbot(userAgent)));
    }
    return bot;
  }

  /** Searches count with their result count, which the catalogue gives (a walk over an index in memory). */
  private countSearch(day: string, q: string | null, sender: string): void {
    const query = cleanQuery(q);
    const term = normaliseSearch(query);
    if (!query || !term) return;
    const pending = searchPublishedItems(this.database.db, query).then(
      (hits) => {
        this.tally.add(day, "search", term, 1, sender);
        if (hits.length === 0) this.tally.add(day, "search_none", term, 1, sender);
      },
      (error: unknown) => log.warn("insights_search_failed", { error: String(error) }),
    );
    this.pendingSearches.add(pending);
    void pending.finally(() => this.pendingSearches.delete(pending));
  }

  /**
   * Who sent a typed key (a search, a source), for the rule that a key shows only once
   * two senders sent it: the address (IPv6: its /64) under a secret key and the day,
   * not the browser, which a flooder can rename with every beacon.
   */
  private sender(day: string, request: BeaconRequest): string {
    return hash("sha256", `${this.visitorKey}\n${day}\n${floodKey(request.address)}`, "base64").slice(0, 16);
  }

  private addVisitor(day: string, request: BeaconRequest): void {
    // One SHA-256 over a secret key, the day, the address and the browser (a tenth of
    // an HMAC's cost); only ever the sketch's counters see it.
    const visitor = hash("sha256", `${this.visitorKey}\n${day}\n${request.address}\n${request.userAgent}`, "buffer");
    let entry = this.sketches.get(day);
    if (!entry) this.sketches.set(day, (entry = { sketch: emptySketch(), dirty: false }));
    if (addToSketch(entry.sketch, visitor)) entry.dirty = true;
  }

  /** The store's calendar day now, "YYYY-MM-DD" (worked out once a day, not per beacon). */
  private today(): string {
    const now = this.now();
    if (this.day && now >= this.day.startMs && now < this.day.endMs) return this.day.name;
    const date = civilDateAt(now, this.timeZone);
    this.day = {
      name: isoDate(date),
      startMs: zonedInstant(date, 0, this.timeZone),
      endMs: zonedInstant(addDays(date, 1), 0, this.timeZone),
    };
    return this.day.name;
  }
}

function parseBeacon(body: string): Beacon | null {
  if (body.length > BEACON_MAX_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = beaconSchema.safeParse(value);
  return parsed.success && parsed.data.u.startsWith("/") ? parsed.data : null;
}

/** The no-script image: the page is the one that shows it (its address is the Referer, ours). */
function fromReferer(request: BeaconRequest): Beacon | null {
  if (!request.referer || request.referer.length > BEACON_MAX_BYTES) return null;
  try {
    const page = new URL(request.referer);
    if (page.host !== request.host) return null;
    return { u: page.pathname + page.search };
  } catch {
    return null;
  }
}

/** Sent by another site's page: browsers say so with Origin (on a POST) and Sec-Fetch-Site. */
function foreign(request: BeaconRequest): boolean {
  const { origin, "sec-fetch-site": site } = request.headers;
  if (site !== undefined && site !== "same-origin") return true;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}
