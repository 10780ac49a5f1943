import pLimit from "p-limit";
import { type Kysely } from "kysely";
import { DEFAULT_RETRY_SCHEDULE, nextAttemptAt, type RetrySchedule } from "../../lib/mail/retry-schedule.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";

/**
 * The durable outbox: side effects that must not be lost (an alert e-mail for each
 * contact message; later, bookings) are rows written in the same transaction as the
 * fact that causes them, then carried out by a background sender:
 *
 * - at least once: a row leaves "pending" only after its handler succeeded; a crash
 *   at any point leaves it to be retried (a claim is a lease that expires);
 * - once in practice: a row is claimed by one sender at a time (`FOR UPDATE SKIP
 *   LOCKED` on PostgreSQL with several instances, the single writer on SQLite), and
 *   marked sent as soon as its handler returns; only a crash between the SMTP
 *   server's acceptance and that mark can repeat it, and the stable Message-ID lets
 *   mail systems drop such a twin;
 * - retries back off from 1 minute to 1 hour and give up after 24 hours (then
 *   "failed", shown on the dashboard, where staff can retry);
 * - the visitor never waits: the request only inserts the row and wakes the sender.
 *
 * Rows hold references (`{ messageId }`), not personal data: the handler reads the
 * row it is about when it runs, and deleting that row (`ref`) deletes its entries.
 */
export type OutboxEntry = {
  id: number;
  kind: string;
  payload: unknown;
  ref: string | null;
  attempts: number;
  created_ms: number;
};

/** "done": carried out. "gone": nothing to do any more (the message was deleted meanwhile). Throw to retry. */
export type OutboxHandler = (entry: OutboxEntry) => Promise<"done" | "gone">;

export async function enqueue(
  db: Kysely<Tables>,
  entry: { kind: string; payload: unknown; ref?: string },
  now = Date.now(),
): Promise<number> {
  const row = await db
    .insertInto("outbox")
    .values({
      kind: entry.kind,
      payload: JSON.stringify(entry.payload),
      ref: entry.ref ?? null,
      created_ms: now,
      next_attempt_ms: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Removes every entry about `ref` (pending, sent or failed): used when that row is deleted for good. */
export async function deleteOutboxFor(db: Kysely<Tables>, ref: string | readonly string[]): Promise<void> {
  const refs = typeof ref === "string" ? [ref] : [...ref];
  if (refs.length === 0) return;
  await db.deleteFrom("outbox").where("ref", "in", refs).execute();
}

/**
 * Claims up to `limit` due entries for `leaseMs`. One statement: on PostgreSQL the
 * inner select skips rows another instance has locked, so two instances never
 * claim the same row; on SQLite the write itself is serialised.
 */
export async function claimDue(
  database: Database,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<OutboxEntry[]> {
  const rows = await database.db
    .updateTable("outbox")
    .set((eb) => ({ locked_until_ms: now + leaseMs, attempts: eb("attempts", "+", 1) }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("outbox")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_ms", "<=", now)
        .where((w) => w.or([w("locked_until_ms", "is", null), w("locked_until_ms", "<=", now)]))
        .orderBy("next_attempt_ms")
        .orderBy("id")
        .limit(limit)
        .$if(database.kind === "postgres", (q) => q.forUpdate().skipLocked()),
    )
    .returning(["id", "kind", "payload", "ref", "attempts", "created_ms"])
    .execute();
  return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown }));
}

export async function markDone(database: Database, id: number, now: number): Promise<void> {
  await database.db
    .updateTable("outbox")
    .set({ status: "sent", sent_ms: now, locked_until_ms: null, last_error: null })
    .where("id", "=", id)
    .execute();
}

/** After a failed attempt: the next try on the schedule, or "failed" once it would pass the give-up point. */
export async function markFailed(
  database: Database,
  entry: OutboxEntry,
  error: string,
  now: number,
  schedule: RetrySchedule = DEFAULT_RETRY_SCHEDULE,
): Promise<"retry" | "failed"> {
  const next = nextAttemptAt(entry.created_ms, entry.attempts, now, schedule);
  await database.db
    .updateTable("outbox")
    .set(
      next === null
        ? { status: "failed", locked_until_ms: null, last_error: error.slice(0, 500) }
        : { next_attempt_ms: next, locked_until_ms: null, last_error: error.slice(0, 500) },
    )
    .where("id", "=", entry.id)
    .where("status", "=", "pending")
    .execute();
  return next === null ? "failed" : "retry";
}

/** Failed entries go back in the queue as if new (staff pressed "Retry" on the dashboard). */
export async function retryFailed(
  database: Database,
  ids: readonly number[] | "all",
  now = Date.now(),
): Promise<number> {
  const result = await database.db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, created_ms: now, next_attempt_ms: now, locked_until_ms: null })
    .where("status", "=", "failed")
    .$if(ids !== "all", (q) => q.where("id", "in", ids === "all" ? [] : [...ids]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Forgets sent entries after 30 days: the dashboard only looks at the last day. */
export async function pruneOutbox(database: Database, now = Date.now()): Promise<number> {
  const result = await database.db
    .deleteFrom("outbox")
    .where("status", "=", "sent")
    .where("sent_ms", "<", now - 30 * 24 * 60 * 60 * 1000)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type OutboxSummary = {
  pending: number;
  /** Pending entries that have failed at least once (the mail server is refusing or unreachable). */
  retrying: number;
  failed: number;
  sentLastDay: number;
  lastSentMs: number | null;
  oldestPendingMs: number | null;
  failedEntries: Array<{
    id: number;
    kind: string;
    ref: string | null;
    attempts: number;
    created_ms: number;
    last_error: string | null;
  }>;
};

export async function outboxSummary(database: Database, now = Date.now()): Promise<OutboxSummary> {
  const db = database.db;
  const [byStatus, retrying, sentLastDay, lastSent, oldestPending, failedEntries] = await Promise.all([
    db
      .selectFrom("outbox")
      .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
      .where("status", "in", ["pending", "failed"])
      .groupBy("status")
      .execute(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "pending")
      .where("last_error", "is not", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "sent")
      .where("sent_ms", ">=", now - 24 * 60 * 60 * 1000)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.max("sent_ms").as("ms"))
      .where("status", "=", "sent")
      .executeTakeFirst(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.min("created_ms").as("ms"))
      .where("status", "=", "pending")
      .executeTakeFirst(),
    db
      .selectFrom("outbox")
      .select(["id", "kind", "ref", "attempts", "created_ms", "last_error"])
      .where("status", "=", "failed")
      .orderBy("created_ms", "desc")
      .limit(20)
      .execute(),
  ]);
  const count = (status: string) => Number(byStatus.find((r) => r.status === status)?.n ?? 0);
  const ms = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    pending: count("pending"),
    retrying: Number(retrying.n),
    failed: count("failed"),
    sentLastDay: Number(sentLastDay.n),
    lastSentMs: ms(lastSent?.ms),
    oldestPendingMs: ms(oldestPending?.ms),
    failedEntries,
  };
}

export type SenderOptions = {
  schedule: RetrySchedule;
  /** How long a claim holds. Longer than the slowest send (the mailer's timeouts add up to under a minute). */
  leaseMs: number;
  /** How often to look for due entries written by another instance (this one's are sent at once). */
  pollMs: number;
  batch: number;
  /** Entries carried out at the same time (the mailer's pool has as many connections). */
  concurrency: number;
  log?: (level: "info" | "warn" | "error", event: string, fields: Record<string, unknown>) => void;
};

export const DEFAULT_SENDER_OPTIONS: SenderOptions = {
  schedule: DEFAULT_RETRY_SCHEDULE,
  leaseMs: 2 * 60_000,
  pollMs: 5_000,
  batch: 20,
  concurrency: 3,
};

/** Every wait divided by `scale`, for tests that cannot wait an hour (the lease keeps a floor above any send). */
export function scaledSenderOptions(scale: number, base: SenderOptions = DEFAULT_SENDER_OPTIONS): SenderOptions {
  if (scale === 1) return base;
  return {
    ...base,
    schedule: {
      firstMs: base.schedule.firstMs / scale,
      maxMs: base.schedule.maxMs / scale,
      giveUpAfterMs: base.schedule.giveUpAfterMs / scale,
    },
    leaseMs: Math.max(base.leaseMs / scale, 15_000),
    pollMs: Math.max(base.pollMs / scale, 50),
  };
}

/** The background loop of one process. Several processes may run one each on the same database. */
export class OutboxSender {
  private running = false;
  private woken = false;
  private wakeUp: (() => void) | undefined;
  private loop: Promise<void> | undefined;

  private readonly database: Database;
  private readonly handlers: Record<string, OutboxHandler>;
  private readonly options: SenderOptions;

  constructor(
    database: Database,
    handlers: Record<string, OutboxHandler>,
    options: SenderOptions = DEFAULT_SENDER_OPTIONS,
  ) {
    this.database = database;
    this.handlers = handlers;
    this.options = options;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops claiming; waits for the entries in hand (bounded by the mailer's timeouts). */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  /** Something was just queued (or is due): look now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  private log(level: "info" | "warn" | "error", event: string, fields: Record<string, unknown>) {
    (this.options.log ?? defaultLog)(level, event, fields);
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.woken = false;
      let claimed: OutboxEntry[];
      try {
        claimed = await claimDue(this.database, Date.now(), this.options.leaseMs, this.options.batch);
      } catch (error) {
        this.log("error", "outbox_claim_failed", { error: String(error) });
        await this.sleep(this.options.pollMs);
        continue;
      }
      if (claimed.length > 0) {
        await pLimit(this.options.concurrency).map(claimed, (entry) => this.carryOut(entry));
        continue;
      }
      await this.sleep(await this.untilNextDue());
    }
  }

  private async carryOut(entry: OutboxEntry): Promise<void> {
    const handler = this.handlers[entry.kind];
    const started = Date.now();
    try {
      if (!handler) throw new Error(`No handler for outbox kind "${entry.kind}"`);
      const result = await handler(entry);
      if (result === "gone") await this.database.db.deleteFrom("outbox").where("id", "=", entry.id).execute();
      else await markDone(this.database, entry.id, Date.now());
      this.log("info", "outbox_done", {
        id: entry.id,
        kind: entry.kind,
        result,
        attempt: entry.attempts,
        latencyMs: Date.now() - entry.created_ms,
        sendMs: Date.now() - started,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      try {
        const outcome = await markFailed(this.database, entry, reason, Date.now(), this.options.schedule);
        this.log(outcome === "failed" ? "error" : "warn", outcome === "failed" ? "outbox_gave_up" : "outbox_retry", {
          id: entry.id,
          kind: entry.kind,
          attempt: entry.attempts,
          error: reason,
        });
      } catch (markError) {
        // The lease runs out and the entry is tried again: nothing is lost.
        this.log("error", "outbox_mark_failed", { id: entry.id, error: String(markError) });
      }
    }
  }

  /** How long to sleep: until the next entry is due, at most one poll interval. */
  private async untilNextDue(): Promise<number> {
    try {
      const row = await this.database.db
        .selectFrom("outbox")
        .select((eb) => eb.fn.min("next_attempt_ms").as("next"))
        .where("status", "=", "pending")
        .executeTakeFirst();
      const next = row?.next === null || row?.next === undefined ? undefined : Number(row.next);
      if (next === undefined) return this.options.pollMs;
      return Math.min(Math.max(next - Date.now(), 0), this.options.pollMs);
    } catch {
      return this.options.pollMs;
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = undefined;
        done();
      };
    });
  }
}

function defaultLog(level: "info" | "warn" | "error", event: string, fields: Record<string, unknown>) {
  log[level](event, fields);
}

let processSender: OutboxSender | undefined;

/** The process's sender, started by lifecycle startup() when alerts are configured. */
export function setOutboxSender(sender: OutboxSender | undefined): void {
  processSender = sender;
}

/** Called after a commit that queued something: the sender looks at once. */
export function notifyOutbox(): void {
  processSender?.wake();
}
