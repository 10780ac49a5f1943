import type { ImageKind } from "../media/image-ref.ts";
import type { Metric } from "./rollup.ts";
import { shiftDay } from "./rollup.ts";
import { estimateVisitors } from "./visitor-sketch.ts";

/**
 * The Insights screen's figures, shaped from the daily sums of a range of days (the
 * service reads them; this file only adds, ranks and fills in).
 */
export const RANGES = [7, 30, 90] as const;
export type RangeDays = (typeof RANGES)[number];
export const DEFAULT_RANGE: RangeDays = 30;

/** `?days=` as one of the ranges; anything else is the default. */
export function parseRange(value: string | null): RangeDays {
  const days = Number(value);
  return (RANGES as readonly number[]).includes(days) ? (days as RangeDays) : DEFAULT_RANGE;
}

/** The `days` days ending with `today` (included), oldest first. */
export function daysEnding(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => shiftDay(today, i - days + 1));
}

export type Sum = { metric: Metric; key: string; count: number };

/** Sums by metric, then key. */
export function byMetric(sums: readonly Sum[]): Map<Metric, Map<string, number>> {
  const out = new Map<Metric, Map<string, number>>();
  for (const { metric, key, count } of sums) {
    let keys = out.get(metric);
    if (!keys) out.set(metric, (keys = new Map()));
    keys.set(key, (keys.get(key) ?? 0) + count);
  }
  return out;
}

export function total(keys: ReadonlyMap<string, number> | undefined): number {
  let sum = 0;
  for (const count of keys?.values() ?? []) sum += count;
  return sum;
}

/** Keys by count, largest first (ties by key, so the order is stable), at most `limit`. */
export function ranked(keys: ReadonlyMap<string, number> | undefined, limit: number): Array<[string, number]> {
  return [...(keys ?? [])]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit);
}

export type DayPoint = { day: string; visitors: number; views: number };

/** One point a day, days without a count at 0: page views (pages and items) and visitors. */
export function dailySeries(
  days: readonly string[],
  totals: ReadonlyArray<{ day: string; metric: Metric; count: number }>,
  sketches: ReadonlyArray<{ day: string; sketch: Uint8Array }>,
): DayPoint[] {
  const views = new Map<string, number>();
  for (const { day, metric, count } of totals) {
    if (metric === "view" || metric === "open") views.set(day, (views.get(day) ?? 0) + count);
  }
  const visitors = new Map(sketches.map(({ day, sketch }) => [day, estimateVisitors(sketch)]));
  return days.map((day) => ({ day, visitors: visitors.get(day) ?? 0, views: views.get(day) ?? 0 }));
}

export type ItemInterest = {
  itemId: number;
  opens: number;
  /** On WhatsApp or by phone. */
  asks: number;
  shares: number;
  reservations: number;
};

/** Every item with any count in the range. */
export function itemInterest(metrics: ReadonlyMap<Metric, ReadonlyMap<string, number>>): ItemInterest[] {
  const items = new Map<number, ItemInterest>();
  const add = (metric: Metric, field: Exclude<keyof ItemInterest, "itemId">) => {
    for (const [key, count] of metrics.get(metric) ?? []) {
      const itemId = Number(key);
      if (!Number.isSafeInteger(itemId)) continue;
      let item = items.get(itemId);
      if (!item) items.set(itemId, (item = { itemId, opens: 0, asks: 0, shares: 0, reservations: 0 }));
      item[field] += count;
    }
  };
  add("open", "opens");
  add("ask", "asks");
  add("call", "asks");
  add("share", "shares");
  add("reserve", "reservations");
  return [...items.values()];
}

/** An item's counts with what the screens show of it (as it is now). */
export type ItemFigures = ItemInterest & {
  title: string;
  status: string;
  collection: string;
  /** The public page while it is published. */
  href: string | null;
  image: { key: string; kind: ImageKind; alt: string } | null;
};

/** A search: how often, how often it found nothing, and what it finds today. */
export type SearchFigures = { term: string; searches: number; foundNothing: number; findsNow: number };

/**
 * The most wanted: people asked about it or reserved it (the strongest signs), then
 * shared it, then opened it. Items with none of these are not listed.
 */
export function mostWanted(items: readonly ItemInterest[], limit: number): ItemInterest[] {
  return items
    .filter((i) => i.asks + i.reservations + i.shares + i.opens > 0)
    .sort(
      (a, b) =>
        b.asks + b.reservations - (a.asks + a.reservations) ||
        b.shares - a.shares ||
        b.opens - a.opens ||
        a.itemId - b.itemId,
    )
    .slice(0, limit);
}

/** Opened at least this often in the range without one ask or reservation: worth a look. */
export const LOOKED_NOT_ASKED_MIN_OPENS = 5;

export function lookedNotAsked(items: readonly ItemInterest[], limit: number): ItemInterest[] {
  return items
    .filter((i) => i.opens >= LOOKED_NOT_ASKED_MIN_OPENS && i.asks === 0 && i.reservations === 0)
    .sort((a, b) => b.opens - a.opens || a.itemId - b.itemId)
    .slice(0, limit);
}

export type CollectionFunnel = {
  path: string;
  name: string;
  views: number;
  opens: number;
  asks: number;
  reservations: number;
};

/** Per collection: its page's views, then its items' opens, asks and reservations. */
export function collectionFunnels(
  collections: ReadonlyArray<{ id: number; path: string; name: string }>,
  itemCollection: ReadonlyMap<number, number>,
  items: readonly ItemInterest[],
  views: ReadonlyMap<string, number> | undefined,
): CollectionFunnel[] {
  return collections.map((collection) => {
    const own = items.filter((i) => itemCollection.get(i.itemId) === collection.id);
    const sum = (field: "opens" | "asks" | "reservations") => own.reduce((n, i) => n + i[field], 0);
    return {
      path: collection.path,
      name: collection.name,
      views: views?.get(collection.path) ?? 0,
      opens: sum("opens"),
      asks: sum("asks"),
      reservations: sum("reservations"),
    };
  });
}

export type ShareOfTotal = { key: string; count: number; percent: number };

/** The largest keys with their share of the metric's total, in whole percent. */
export function shares(keys: ReadonlyMap<string, number> | undefined, limit: number): ShareOfTotal[] {
  const all = total(keys);
  return ranked(keys, limit).map(([key, count]) => ({ key, count, percent: Math.round((100 * count) / all) }));
}

/** "25 Nov" for "2026-11-25" (the day as the store's calendar has it). */
export function dayLabel(day: string, withYear = false): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
