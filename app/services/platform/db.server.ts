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
  type Transaction,
} from "kysely";
import pg from "pg";
import type { DatabaseTarget } from "./config.server.ts";
import { log } from "./log.server.ts";

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
    /** new (unread), open (read, not answered), replied, archived: see app/lib/inbox-filters.ts. */
    status: Generated<string>;
    /** When staff first opened it. */
    read_at: string | null;
    replied_at: string | null;
    /** The staff member who marked it replied, as they were named then. */
    replied_by: string | null;
    /** Bumped by every staff change, so a change made from a stale page is refused, not applied. */
    version: Generated<number>;
    /** The phone in E.164 when it is a real number (WhatsApp and call links, search by digits). */
    phone_e164: string | null;
    /** Who sent it, for Customers: E.164 phone, else the e-mail in lower case (app/lib/contact/phone.ts). */
    customer_key: string;
    /** Hash of the form token or Idempotency-Key it was sent with: one message per key. */
    submission_key: string | null;
  };
  /**
   * One row per person who wrote (app/services/inbox/customers.server.ts): kept in step
   * with contact_messages in the same transactions, so Customers pages by last
   * contact without grouping every message.
   */
  customers: {
    key: string;
    /** From their latest message. */
    name: string;
    phone: string;
    phone_e164: string | null;
    email: string;
    messages: number;
    first_at: string;
    last_at: string;
    last_message_id: number;
  };
  outbox: {
    id: Generated<number>;
    /** What to do, e.g. "contact-message-alert"; handlers are registered by kind. */
    kind: string;
    /** JSON for the handler: references, not personal data (the handler reads the row when it sends). */
    payload: string;
    /** The row it is about ("contact_message:12"), so deleting that row deletes its side effects. */
    ref: string | null;
    /** pending, sent or failed (given up after 24 hours). */
    status: Generated<string>;
    attempts: Generated<number>;
    created_ms: number;
    next_attempt_ms: number;
    /** Claimed by a sender until then; an instance that dies mid-send frees it by expiry. */
    locked_until_ms: number | null;
    sent_ms: number | null;
    last_error: string | null;
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
    /** 1 or 0: SQLite has no boolean type. An attempt is 0 from the moment it is reserved until its password matched. */
    success: number;
    /** The browser's device id (its `staff_device` cookie), once it has signed in. */
    device: string | null;
  };
  /** Visit bookings (app/services/bookings/bookings.server.ts): trial holds of an item and fittings. */
  bookings: {
    id: Generated<number>;
    /** What the visitor quotes: "MS-7K4Q". */
    reference: string;
    /** "trial" or "fitting". */
    kind: string;
    item_id: number | null;
    /** "<collection path>/<item slug>", as the item dialog links it. */
    item_ref: string | null;
    /** The item as it was when booked: it stays readable after the item is hidden or deleted. */
    item_title: string | null;
    item_image_key: string | null;
    item_image_kind: string | null;
    /** A fitting's purpose (app/lib/booking/booking-schema.ts). */
    purpose: string | null;
    /** Store calendar date "YYYY-MM-DD" and slot "HH:MM" (Asia/Kolkata). */
    date: string;
    time: string;
    /** The slot's start as an ISO-8601 UTC instant: sorting and Today/Upcoming/Past. */
    starts_at: string;
    name: string;
    phone: string;
    phone_e164: string | null;
    customer_key: string;
    size: Generated<string>;
    note: Generated<string>;
    /** requested, confirmed, visited, no-show, cancelled. */
    status: Generated<string>;
    status_at: string | null;
    status_by: string | null;
    created_at: string;
    version: Generated<number>;
    submission_key: string | null;
  };
  booking_changes: {
    id: Generated<number>;
    booking_id: number;
    at: string;
    admin_name: string;
    from_status: string;
    to_status: string;
  };
  rate_limit_hits: {
    id: Generated<number>;
    bucket: string;
    key: string;
    at_ms: number;
  };
} & CatalogueTables &
  SettingsTables;

/**
 * The catalogue (app/services/catalogue/catalogue.server.ts). JSON columns are text (the same on
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
    /** JSON array of the other type slugs the item is listed under (its main type is `type`). */
    extra_types: Generated<string>;
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
    /** The frame of a tall phone crop kept beside the main one (a home hero's picture), else null. */
    phone_kind: string | null;
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

/**
 * The store's settings (app/services/settings/): its facts, hours, dated exceptions,
 * offers, the banner, its claims and the showcase slides. Like the catalogue: JSON
 * documents and lists as text, 0/1 flags, ISO-8601 times, store-calendar dates as
 * "YYYY-MM-DD"; a version per row for optimistic locking, one version row for the
 * page cache, and a history of who changed what.
 */
export type SettingsTables = {
  /** One JSON document per section ("store", "hours", "announcement", "claims"), validated on read and write. */
  settings: {
    key: string;
    value: string;
    version: Generated<number>;
    updated_at: string;
  };
  settings_version: {
    id: number;
    version: number;
  };
  settings_changes: {
    id: Generated<number>;
    at: string;
    admin_id: number | null;
    admin_name: string;
    /** Which screen's change: "store", "hours", "closures", "offers", "announcement", "claims", "showcase". */
    section: string;
    /** What was changed, as staff call it ("WELCOME10", "Closed for Deepavali") when it was changed. */
    subject: string;
    action: string;
    fields: Generated<string>;
  };
  store_closures: {
    id: Generated<number>;
    starts_on: string;
    ends_on: string;
    /** Special hours ("HH:MM"), or both null: closed all day. */
    opens: string | null;
    closes: string | null;
    note: string;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  offers: {
    id: Generated<number>;
    code: string;
    headline: string;
    title: string;
    description: string;
    /** JSON array of lines. */
    terms: string;
    valid_from: string | null;
    valid_until: string | null;
    /** "published" or "hidden". */
    status: string;
    /** 1 on the one offer the home page's banner is for. */
    on_home: Generated<number>;
    position: number;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  showcase_slides: {
    id: Generated<number>;
    /** "hero", "promo", "gallery" or "slider" (app/lib/settings/showcase.ts). */
    list: string;
    position: number;
    /** "published" or "hidden". */
    status: string;
    title: string;
    subtitle: string;
    note: string;
    short_title: string;
    description: string;
    cta: string;
    link: string;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  showcase_images: {
    id: Generated<number>;
    slide_id: number;
    media_id: number;
    position: number;
    alt: Generated<string>;
  };
};

export type DatabaseKind = DatabaseTarget["kind"];

/**
 * What services receive: the query builder and which database it speaks to, so a
 * service never has to inspect the dialect. Routes get it from `getDatabase()`.
 */
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
      // A full disk or an I/O error makes SQLite roll the whole transaction back by
      // itself; Kysely's own rollback would then fail ("no transaction is active") and
      // hide the error that matters, so it becomes a no-op when there is nothing to undo.
      if (text === "rollback" && !database.isTransaction) return NOTHING_TO_ROLL_BACK;
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

const NOTHING_TO_ROLL_BACK = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

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
    pool.on("error", (error) => log.error("db_pool_error", { error: String(error) }));
    return { kind: "postgres", db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }) };
  }
  return {
    kind: "sqlite",
    db: new Kysely<Tables>({ dialect: new NodeSqliteDialect({ database: nodeSqlite(target.file) }) }),
  };
}

/**
 * Runs `fn` in a transaction that holds a lock for each key, so two requests for
 * the same key (an address, a username) run one after the other, on one instance or
 * several: on PostgreSQL an advisory lock per key, taken in a fixed order so two
 * callers with overlapping keys cannot deadlock. On SQLite the `begin immediate`
 * write lock already admits one writer at a time for the whole file, which covers
 * every key; there the step joins the batched writes below, one after another in
 * one transaction, so a burst of locked steps costs one commit (one fsync), not one
 * each. Keep `fn` short: no password hashing or network calls inside, and never
 * a nested withKeyLock or batchedWrite (on SQLite it would wait for the batch it is in).
 */
export async function withKeyLock<T>(
  database: Database,
  keys: string | readonly string[],
  fn: (trx: Transaction<Tables>) => Promise<T>,
): Promise<T> {
  if (database.kind === "sqlite") return batchedWrite(database, fn);
  const ordered = [...new Set(typeof keys === "string" ? [keys] : keys)].sort();
  return database.db.transaction().execute(async (trx) => {
    for (const key of ordered) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    return fn(trx);
  });
}

/**
 * A write that is answered only once it is committed, grouped with the writes that
 * arrive at the same moment. With synchronous=FULL every SQLite commit waits for the
 * disk, and node:sqlite waits on the main thread, so one transaction per write caps
 * the rate at one fsync each; writes queued in the same turn of the event loop share
 * one transaction instead. Each write runs inside its own savepoint: one that fails
 * is rolled back alone and rejects only its own caller, and a write that spans
 * several rows (a message and its outbox entry) is kept whole or not at all.
 * PostgreSQL commits concurrently by itself: there each write is its own transaction.
 */
export function batchedWrite<T>(database: Database, write: (trx: Transaction<Tables>) => Promise<T>): Promise<T> {
  if (database.kind === "postgres") return database.db.transaction().execute(write);
  return new Promise<T>((resolve, reject) => {
    let queue = pendingWrites.get(database.db);
    if (!queue) {
      queue = [];
      pendingWrites.set(database.db, queue);
      setImmediate(() => void flushWrites(database.db));
    }
    queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
  });
}

type PendingWrite = {
  write: (trx: Transaction<Tables>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
const pendingWrites = new WeakMap<Kysely<Tables>, PendingWrite[]>();

class BatchLost extends Error {
  constructor(cause: unknown) {
    super("The batched transaction was rolled back by the database", { cause });
  }
}

async function flushWrites(db: Kysely<Tables>): Promise<void> {
  const batch = pendingWrites.get(db) ?? [];
  pendingWrites.delete(db);
  const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const pending of batch) {
        await sql`savepoint batched_write`.execute(trx);
        try {
          outcomes.push({ ok: true, value: await pending.write(trx) });
          await sql`release savepoint batched_write`.execute(trx);
        } catch (error) {
          try {
            await sql`rollback to savepoint batched_write`.execute(trx);
          } catch {
            // SQLite already rolled the whole transaction back (a full disk, an I/O
            // error): every write of this batch is lost, and each caller hears why.
            throw new BatchLost(error);
          }
          await sql`release savepoint batched_write`.execute(trx);
          outcomes.push({ ok: false, error });
        }
      }
    });
  } catch (error) {
    // The commit itself failed, or the transaction was lost: nothing of this batch is stored.
    for (const pending of batch) pending.reject(error instanceof BatchLost ? error.cause : error);
    return;
  }
  batch.forEach((pending, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) pending.resolve(outcome.value);
    else pending.reject(outcome.error);
  });
}

/** The database answers a trivial query. */
export async function ping(database: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(database.db);
    return true;
  } catch (error) {
    log.error("db_ping_failed", { error: String(error) });
    return false;
  }
}

let current: Database | undefined;

/** The process's database, opened by lifecycle `startup()`. */
export function getDatabase(): Database {
  if (!current) throw new Error("The database is not open: lifecycle startup() has not run.");
  return current;
}

/** The bare query builder, for a route that reads directly; services take `getDatabase()`. */
export function getDb(): Kysely<Tables> {
  return getDatabase().db;
}

export function setDatabase(database: Database | undefined): void {
  current = database;
}
