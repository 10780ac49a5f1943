import type { ImageKind } from "../../lib/media/image-ref.ts";
import { itemPath } from "../../lib/catalogue/paths.ts";
import { cleanQuery } from "../../lib/catalogue/search-query.ts";
import { METRICS } from "../../lib/insights/rollup.ts";
import {
  byMetric,
  collectionFunnels,
  type CollectionFunnel,
  dailySeries,
  type DayPoint,
  daysEnding,
  type ItemFigures,
  type ItemInterest,
  itemInterest,
  lookedNotAsked,
  mostWanted,
  type RangeDays,
  ranked,
  type SearchFigures,
  shares,
  type ShareOfTotal,
  total,
} from "../../lib/insights/report.ts";
import { civilDateAt } from "../../lib/time/business-hours.ts";
import { isoDate } from "../../lib/time/store-hours.ts";
import { imagesOf, searchPublishedItems } from "../catalogue/index.server.ts";
import type { Database } from "../platform/db.server.ts";
import { dailyTotals, sketchesBetween, sumsBetween } from "./rollup-store.server.ts";

/**
 * What the Insights screen and the dashboard show, read from the daily sums: the
 * items as they are now (title, picture, where to edit them), the searches with
 * what they find today. Items deleted since are left out of the item lists.
 */
export type InsightsReport = {
  days: RangeDays;
  from: string;
  to: string;
  totals: { visitors: number; views: number; visits: number; opens: number; asks: number; reservations: number };
  series: DayPoint[];
  wanted: ItemFigures[];
  lookedNotAsked: ItemFigures[];
  notFound: SearchFigures[];
  topSearches: SearchFigures[];
  collections: CollectionFunnel[];
  sources: ShareOfTotal[];
  devices: ShareOfTotal[];
  messages: ShareOfTotal[];
};

const LIST_LENGTH = 10;

export function todayIn(timeZone: string, now = Date.now()): string {
  return isoDate(civilDateAt(now, timeZone));
}

export async function readInsights(database: Database, days: RangeDays, today: string): Promise<InsightsReport> {
  const range = daysEnding(today, days);
  const from = range[0]!;
  const [sums, totals, sketches] = await Promise.all([
    sumsBetween(database, from, today, METRICS),
    dailyTotals(database, from, today, ["view", "open"]),
    sketchesBetween(database, from, today),
  ]);
  const metrics = byMetric(sums);
  const items = itemInterest(metrics);
  const series = dailySeries(range, totals, sketches);
  const catalogue = await catalogueOf(database);
  const known = items.filter((i) => catalogue.items.has(i.itemId));
  const searchOf = async (term: string): Promise<SearchFigures> => ({
    term,
    searches: metrics.get("search")?.get(term) ?? 0,
    foundNothing: metrics.get("search_none")?.get(term) ?? 0,
    findsNow: (await searchPublishedItems(database.db, cleanQuery(term))).length,
  });
  const withoutOther = (keys: Map<string, number> | undefined) =>
    new Map([...(keys ?? [])].filter(([key]) => !key.startsWith("(")));

  return {
    days,
    from,
    to: today,
    totals: {
      visitors: series.reduce((n, p) => n + p.visitors, 0),
      views: series.reduce((n, p) => n + p.views, 0),
      visits: total(metrics.get("visit_device")),
      opens: total(metrics.get("open")),
      asks: total(metrics.get("ask")) + total(metrics.get("call")),
      reservations: total(metrics.get("reserve")),
    },
    series,
    wanted: await describe(database, catalogue, mostWanted(known, LIST_LENGTH)),
    lookedNotAsked: await describe(database, catalogue, lookedNotAsked(known, LIST_LENGTH)),
    notFound: await Promise.all(
      ranked(withoutOther(metrics.get("search_none")), LIST_LENGTH).map(([term]) => searchOf(term)),
    ),
    topSearches: await Promise.all(
      ranked(withoutOther(metrics.get("search")), LIST_LENGTH).map(([term]) => searchOf(term)),
    ),
    collections: collectionFunnels(catalogue.collections, catalogue.itemCollection, items, metrics.get("view")),
    sources: shares(metrics.get("visit_source"), LIST_LENGTH),
    devices: shares(metrics.get("visit_device"), 3),
    messages: shares(metrics.get("message"), LIST_LENGTH),
  };
}

export type InsightsSummary = { wanted: ItemFigures | null; notFound: SearchFigures[] };

/** The dashboard's two lines: the most wanted item of the last 7 days, and what was searched and not found. */
export async function readInsightsSummary(database: Database, today: string): Promise<InsightsSummary> {
  const from = daysEnding(today, 7)[0]!;
  const sums = await sumsBetween(database, from, today, ["open", "ask", "call", "share", "reserve", "search_none"]);
  const metrics = byMetric(sums);
  const catalogue = await catalogueOf(database);
  const top = mostWanted(
    itemInterest(metrics).filter((i) => catalogue.items.has(i.itemId)),
    1,
  );
  const [wanted] = await describe(database, catalogue, top);
  const none = metrics.get("search_none");
  return {
    wanted: wanted ?? null,
    notFound: ranked(none, 3)
      .filter(([term]) => !term.startsWith("("))
      .map(([term, count]) => ({ term, searches: count, foundNothing: count, findsNow: 0 })),
  };
}

type Catalogue = {
  collections: Array<{ id: number; path: string; name: string }>;
  items: Map<number, { title: string; status: string; slug: string; collectionId: number }>;
  itemCollection: Map<number, number>;
};

async function catalogueOf(database: Database): Promise<Catalogue> {
  const [collections, rows] = await Promise.all([
    database.db.selectFrom("collections").select(["id", "path", "name"]).orderBy("position").orderBy("id").execute(),
    database.db.selectFrom("items").select(["id", "title", "status", "slug", "collection_id"]).execute(),
  ]);
  return {
    collections,
    items: new Map(
      rows.map((r) => [r.id, { title: r.title, status: r.status, slug: r.slug, collectionId: r.collection_id }]),
    ),
    itemCollection: new Map(rows.map((r) => [r.id, r.collection_id])),
  };
}

async function describe(database: Database, catalogue: Catalogue, items: readonly ItemInterest[]) {
  const images = await imagesOf(
    database.db,
    items.map((i) => i.itemId),
  );
  const collections = new Map(catalogue.collections.map((c) => [c.id, c]));
  return items.flatMap((interest): ItemFigures[] => {
    const item = catalogue.items.get(interest.itemId);
    if (!item) return [];
    const collection = collections.get(item.collectionId);
    const cover = images.get(interest.itemId)?.[0];
    return [
      {
        ...interest,
        title: item.title,
        status: item.status,
        collection: collection?.name ?? "",
        href: item.status === "published" && collection ? itemPath(collection.path, item.slug) : null,
        image: cover ? { key: cover.key, kind: cover.kind as ImageKind, alt: cover.alt } : null,
      },
    ];
  });
}
