import { KeyGate } from "./key-gate.ts";

/**
 * What Insights keeps: one count per day (the store's calendar, Asia/Kolkata), per
 * metric and per key, e.g. ("2026-11-25", "open", "412") = the item with id 412 was
 * opened that many times that day. No event is kept, only these sums, so a year of a
 * busy shop is a few thousand rows.
 */
export type Metric =
  /** Views of a page (key: its path, "/groom"; item pages are `open`). */
  | "view"
  /** An item's dialog or page opened (key: the item's id). */
  | "open"
  /** Taps on an item's "Ask on WhatsApp", a phone number while it is open, its Share (key: item id). */
  | "ask"
  | "call"
  | "share"
  /** Visits booked for an item, a trial hold (key: item id). */
  | "reserve"
  /** Contact messages (key: their category, "" when none was chosen). */
  | "message"
  /** Searches (key: the normalised words), and those of them that found nothing. */
  | "search"
  | "search_none"
  /** Visits, by where they came from (key: visit-source.ts) and on what (key: device-class.ts). */
  | "visit_source"
  | "visit_device";

export const METRICS: readonly Metric[] = [
  "view",
  "open",
  "ask",
  "call",
  "share",
  "reserve",
  "message",
  "search",
  "search_none",
  "visit_source",
  "visit_device",
];

/** Keys longer than this are not ours (paths, domains and searches are all shorter). */
export const KEY_MAX_LENGTH = 120;

/**
 * Metrics whose keys come from what visitors type or where they come from have no
 * natural bound: each keeps at most this many keys a day, the rest count under OTHER.
 * A key takes a place only once two visitors sent it (key-gate.ts), so the places go
 * to what real visitors repeat, never to one flooder's words.
 */
export const KEYS_PER_DAY: Partial<Record<Metric, number>> = {
  search: 500,
  search_none: 500,
  visit_source: 200,
};
export const OTHER = "(other)";

export type RollupRow = { day: string; metric: Metric; key: string; count: number };

/**
 * The counts of one batch, in memory until they are written: a map from
 * day/metric/key to a count, plus the keys each capped metric has had each day (kept
 * across batches so the cap holds for the whole day; the days before yesterday are
 * forgotten as new days come).
 */
export class Tally {
  private counts = new Map<string, number>();
  private readonly keysSeen = new Map<string, Set<string>>();
  private readonly gate: KeyGate;

  constructor(gate = new KeyGate()) {
    this.gate = gate;
  }

  /**
   * Adds `count`; a key no metric can have (too long, a tab in it) is not counted.
   * `visitor` (an opaque id of who sent it) is given for what visitors send: a capped
   * metric's new key then waits for a second visitor (key-gate.ts). Without it (the
   * server's own counts) a key is kept at once.
   */
  add(day: string, metric: Metric, key: string, count = 1, visitor?: string): void {
    if (key.length > KEY_MAX_LENGTH || key.includes("\t")) return;
    const cap = KEYS_PER_DAY[metric];
    if (cap !== undefined && key !== OTHER) {
      const seenKey = `${day}\t${metric}`;
      let seen = this.keysSeen.get(seenKey);
      if (!seen) {
        this.forgetOldDays(day);
        this.keysSeen.set(seenKey, (seen = new Set()));
      }
      if (!seen.has(key)) {
        if (seen.size >= cap) key = OTHER;
        else if (visitor === undefined) seen.add(key);
        else {
          const decision = this.gate.offer(day, metric, key, visitor, count, metric !== "search_none");
          if (!decision.kept) key = OTHER;
          else {
            seen.add(key);
            // What waited under OTHER is the key's now.
            if (decision.moved > 0) {
              this.bump(`${day}\t${metric}\t${OTHER}`, -decision.moved);
              this.bump(`${day}\t${metric}\t${key}`, decision.moved);
            }
          }
        }
      }
    }
    this.bump(`${day}\t${metric}\t${key}`, count);
  }

  private bump(id: string, count: number): void {
    const total = (this.counts.get(id) ?? 0) + count;
    if (total === 0) this.counts.delete(id);
    else this.counts.set(id, total);
  }

  /** Distinct day/metric/key counts waiting to be written. */
  get size(): number {
    return this.counts.size;
  }

  /** The counts so far, emptied: the caller writes them. */
  drain(): RollupRow[] {
    const rows: RollupRow[] = [];
    for (const [id, count] of this.counts) {
      const [day, metric, key] = id.split("\t") as [string, Metric, string];
      rows.push({ day, metric, key, count });
    }
    this.counts = new Map();
    return rows;
  }

  /** Counts that could not be written go back, to be tried with the next batch. */
  restore(rows: readonly RollupRow[]): void {
    for (const row of rows) {
      const id = `${row.day}\t${row.metric}\t${row.key}`;
      this.counts.set(id, (this.counts.get(id) ?? 0) + row.count);
    }
  }

  private forgetOldDays(day: string): void {
    for (const seenKey of this.keysSeen.keys()) {
      if (seenKey.slice(0, 10) < previousDay(day)) this.keysSeen.delete(seenKey);
    }
  }
}

/** "YYYY-MM-DD" of the day before. */
export function previousDay(day: string): string {
  return shiftDay(day, -1);
}

/** "YYYY-MM-DD" `days` later (or earlier). */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
