import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import {
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  sql,
  type DialectAdapter,
  type Generated,
  type SqliteDatabase,
} from "kysely";
import pg from "pg";
import type { DatabaseTarget } from "./config.server.ts";

/**
 * The one query layer over both databases. Times the app computes with (sessions,
 * throttles) are epoch milliseconds; `created_at` of a message is an ISO-8601 UTC
 * string, which sorts and compares the same way in SQLite and PostgreSQL and is what
 * the API returns.
 */
export type Tables = {
  contact_messages: {
    id: Generated<number>;
    name: string;
    email: string;
    phone: string;
    subject: string;
    message: string;
    category: string;
    created_at: string;
  };
  admins: {
    id: Generated<number>;
    username: string;
    password_hash: string;
    name: string | null;
    email: string | null;
    created_at: string;
    updated_at: string;
  };
  sessions: {
    /** HMAC of the cookie value: a leaked table does not give working cookies. */
    id_hash: string;
    admin_id: number;
    created_ms: number;
    last_seen_ms: number;
  };
  login_attempts: {
    id: Generated<number>;
    username: string;
    address: string;
    at_ms: number;
    /** 1 or 0: SQLite has no boolean type. */
    success: number;
  };
  rate_limit_hits: {
    id: Generated<number>;
    bucket: string;
    key: string;
    at_ms: number;
  };
} & CatalogueTables;

/**
 * The catalogue (app/services/catalogue.server.ts). JSON columns are text (the same on
 * both databases); flags are 0/1 integers; times are ISO-8601 UTC strings.
 */
export type CatalogueTables = {
  collections: {
    id: Generated<number>;
    slug: string;
    path: string;
    name: string;
    position: number;
    category_style: string;
    hero_eyebrow: string;
    hero_title: string;
    hero_subtitle: string | null;
    hero_text: string;
    hero_badge: string | null;
    hero_tag: string | null;
    hero_claims: string | null;
    hero_stats: string | null;
    hero_cta_label: string;
    hero_cta_category: string | null;
    hero_cta_type: string | null;
    hero_image_key: string;
    hero_image_alt: string;
    section_title: string;
    section_intro: string;
    category_label: string | null;
    default_category: string;
    category_match: string | null;
    type_label: string | null;
    type_all_label: string | null;
    type_hidden: number;
    card_badge: string | null;
    details: string;
    item_fields: string;
    reset_in_filter_bar: number;
    empty_hint: string;
    empty_reset: number;
    version: Generated<number>;
    updated_at: string;
  };
  collection_filters: {
    id: Generated<number>;
    collection_id: number;
    /** "category" (the category row) or "type" (the shared type row, or a group's when group_value is set). */
    kind: string;
    group_value: Generated<string>;
    value: string;
    label: string;
    position: number;
    match: string | null;
    /** On a category option that has its own type row (groom): that row's label. */
    types_label: string | null;
  };
  items: {
    id: Generated<number>;
    collection_id: number;
    slug: string;
    title: string;
    description: string;
    category: string | null;
    type: string;
    price: string | null;
    rating: number | null;
    fabric: string | null;
    fit: string | null;
    warmth: string | null;
    brand: string | null;
    features: Generated<string>;
    status: string;
    is_new: Generated<number>;
    position: number;
    published_at: string | null;
    created_at: string;
    updated_at: string;
    version: Generated<number>;
  };
  media: {
    id: Generated<number>;
    hash: string;
    /** "static": files of the build (seeded artwork); "database": renditions in media_files. */
    storage: string;
    /** The image key the pages use: /images/<key>-<width>.<format>. */
    key: string;
    kind: string;
    width: number;
    height: number;
    source_type: string | null;
    bytes: Generated<number>;
    created_at: string;
  };
  media_files: {
    media_id: number;
    name: string;
    content_type: string;
    size: number;
    data: Uint8Array;
  };
  item_images: {
    id: Generated<number>;
    item_id: number;
    media_id: number;
    position: number;
    alt: Generated<string>;
  };
  catalogue_changes: {
    id: Generated<number>;
    at: string;
    admin_id: number | null;
    admin_name: string;
    collection_id: number | null;
    item_id: number | null;
    /** What was changed, as staff call it (an item's title, a collection's name) when it was changed. */
    subject: string;
    action: string;
    fields: Generated<string>;
  };
  catalogue_version: {
    id: number;
    version: number;
  };
};

export type DatabaseKind = DatabaseTarget["kind"];

export type Database = {
  kind: DatabaseKind;
  db: Kysely<Tables>;
};

/**
 * node:sqlite behind Kysely's own SqliteDialect. Two deliberate twists: statements
 * are cached (the same few queries run thousands of times), and Kysely's `begin`
 * becomes `begin immediate`, so a transaction takes the write lock up front and
 * waits on busy_timeout instead of failing with SQLITE_BUSY when it later writes
 * (this is also what makes two instances' migrations queue instead of collide).
 */
function nodeSqlite(file: string): SqliteDatabase {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const database = new DatabaseSync(file);
  // busy_timeout first: switching to WAL itself may need to wait for another process.
  database.exec("PRAGMA busy_timeout = 10000");
  database.exec("PRAGMA journal_mode = WAL");
  // FULL: an acknowledged message survives a power cut, not just a process crash.
  database.exec("PRAGMA synchronous = FULL");
  database.exec("PRAGMA foreign_keys = ON");
  const cache = new Map<string, StatementSync>();
  return {
    close: () => database.close(),
    prepare(text) {
      const query = text === "begin" ? "begin immediate" : text;
      let statement = cache.get(query);
      if (!statement) {
        statement = database.prepare(query);
        if (cache.size >= 200) cache.delete(cache.keys().next().value as string);
        cache.set(query, statement);
      }
      const s = statement;
      type Params = Parameters<StatementSync["all"]>;
      return {
        reader: s.columns().length > 0,
        all: (params) => s.all(...(params as Params)),
        run: (params) => s.run(...(params as Params)),
        iterate: (params) => s.iterate(...(params as Params)),
      };
    },
  };
}

/**
 * SQLite does run DDL inside transactions; Kysely's adapter just says it does not,
 * and then migrates with no lock at all. Saying yes makes the Migrator run inside
 * one transaction, which `begin immediate` turns into a lock held from reading the
 * migration table until the last migration commits: a second process waits, then
 * finds nothing left to do.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class NodeSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

/** PostgreSQL's int8 (our epoch-ms columns and count(*)) arrives as a string by default. */
function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      oid === 20
        ? (value: string) => Number(value)
        : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
  };
}

export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      types: pgTypes(),
    });
    // An idle client losing its connection must not take the process down.
    pool.on("error", (error) => console.error(JSON.stringify({ event: "db_pool_error", error: String(error) })));
    return { kind: "postgres", db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }) };
  }
  return {
    kind: "sqlite",
    db: new Kysely<Tables>({ dialect: new NodeSqliteDialect({ database: nodeSqlite(target.file) }) }),
  };
}

/** The database answers a trivial query. */
export async function ping(database: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(database.db);
    return true;
  } catch (error) {
    console.error(JSON.stringify({ event: "db_ping_failed", error: String(error) }));
    return false;
  }
}

let current: Database | undefined;

/** The process's database, opened by lifecycle `startup()`. */
export function getDatabase(): Database {
  if (!current) throw new Error("The database is not open: lifecycle startup() has not run.");
  return current;
}

export function getDb(): Kysely<Tables> {
  return getDatabase().db;
}

export function setDatabase(database: Database | undefined): void {
  current = database;
}
