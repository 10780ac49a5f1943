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
    /** Who sent it, for Customers: E.164 phone, else the e-mail in lower case (app/lib/phone.ts). */
    customer_key: string;
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
    /** 1 or 0: SQLite has no boolean type. */
    success: number;
  };
  rate_limit_hits: {
    id: Generated<number>;
    bucket: string;
    key: string;
    at_ms: number;
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
