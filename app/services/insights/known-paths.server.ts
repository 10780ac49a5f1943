import type { Kysely } from "kysely";
import { publicPages } from "../../content/routes-meta.ts";
import { normalizePathname } from "../../lib/catalogue/paths.ts";
import { readCatalogueVersion } from "../catalogue/index.server.ts";
import type { Tables } from "../platform/db.server.ts";

/**
 * The pages a beacon may name: the site's public pages and every published item's
 * own address. Anything else (a mistyped URL, a hidden item, a made-up path) is not
 * counted, so the counts only ever have keys the screen can show and their number
 * stays bounded.
 */
export type PageTarget = { kind: "page"; path: string } | { kind: "item"; itemId: number; path: string };

const PATH_MAX_LENGTH = 300;

export class KnownPaths {
  readonly version: number;
  private readonly pages: ReadonlySet<string>;
  private readonly items: ReadonlyMap<string, number>;

  constructor(version: number, pages: Iterable<string>, items: Iterable<readonly [path: string, itemId: number]>) {
    this.version = version;
    this.pages = new Set(pages);
    this.items = new Map(items);
  }

  /** The page or item at `pathname` (as the browser has it: encoded, any case), or null. */
  resolve(pathname: string): PageTarget | null {
    if (pathname.length > PATH_MAX_LENGTH || !pathname.startsWith("/")) return null;
    let path: string;
    try {
      path = normalizePathname(decodeURIComponent(pathname)).toLowerCase();
    } catch {
      return null;
    }
    if (this.pages.has(path)) return { kind: "page", path };
    const itemId = this.items.get(path);
    return itemId === undefined ? null : { kind: "item", itemId, path };
  }
}

/** The site's pages and the catalogue's published items, as of the catalogue's current version. */
export async function loadKnownPaths(db: Kysely<Tables>): Promise<KnownPaths> {
  // The version first: a change while the rows are read is picked up by the next check.
  const version = await readCatalogueVersion(db);
  const rows = await db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select(["items.id", "items.slug", "collections.path"])
    .where("items.status", "=", "published")
    .execute();
  return new KnownPaths(
    version,
    publicPages.map((p) => p.path),
    rows.map((row) => [`${normalizePathname(row.path)}/${row.slug}`.toLowerCase(), row.id] as const),
  );
}
