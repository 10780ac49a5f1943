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
  type SqliteDatabase,
  type Transaction,
} from "kysely";
import pg from "pg";
import type { DatabaseTarget } from "./config.server.ts";
import type { Tables } from "./schema.server.ts";

export type { Tables } from "./schema.server.ts";
import { log } from "./log.server.ts";
import { casefold } from "./text-search.server.ts";

/**
 * The one query layer over both databases: Kysely over node:sqlite or pg, typed by
 * the schema description in schema.server.ts.
 */
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
  // SQLite's lower() folds ASCII only: searches fold both sides with this (text-search.server.ts).
  database.function("casefold", { deterministic: true }, (value) =>
    typeof value === "string" ? casefold(value) : value,
  );
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
 * A read of the row a change then decides on (is this the last photo? is it still
 * the version the form showed?), locked until the change commits, so a second
 * change to the same row, on this instance or another, waits and then decides on
 * what the first one left. PostgreSQL: `SELECT … FOR NO KEY UPDATE`, which excludes
 * the other writers but not the foreign-key checks of inserts that merely point at
 * the row (a change record, a photo), so it cannot deadlock with them. SQLite: the
 * transaction's write lock (`begin immediate`) already admits one writer at a time.
 */
export function lockedRow<Q extends { forNoKeyUpdate(): Q }>(database: Pick<Database, "kind">, query: Q): Q {
  return database.kind === "postgres" ? query.forNoKeyUpdate() : query;
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
