import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import { businessMsBetween, median, overdueCutoff } from "../../lib/time/business-hours.ts";
import { RECHECK_RELEASER, SPAM_KEPT_DAYS } from "../../lib/contact/spam.ts";
import { replyClock } from "../settings/index.server.ts";
import type { Database, Tables } from "../platform/db.server.ts";

/** The inbox's figures: the dashboard's and the Spam view's lines. */
type Where = ExpressionBuilder<Tables, "contact_messages">;

const DAY_MS = 24 * 60 * 60 * 1000;

export type SpamFigures = {
  /** In Spam now. */
  held: number;
  /** Caught in the last SPAM_KEPT_DAYS days, and of those how many were moved out (by staff or the re-check). */
  caught: number;
  released: number;
  recheckReleased: number;
};

/** How many messages the spam checks caught: the Spam view's and the dashboard's line. */
export async function spamFigures(database: Database, now = Date.now()): Promise<SpamFigures> {
  const since = new Date(now - SPAM_KEPT_DAYS * DAY_MS).toISOString();
  const row = await database.db
    .selectFrom("contact_messages")
    .select((eb) => [
      eb.fn.countAll<number>().as("caught"),
      eb.fn.sum<number>(eb.case().when("spam_released_by", "is not", null).then(1).else(0).end()).as("released"),
      eb.fn.sum<number>(eb.case().when("spam_released_by", "=", RECHECK_RELEASER).then(1).else(0).end()).as("recheck"),
    ])
    .where("spam_reason", "is not", null)
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  const held = await database.db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "spam")
    .executeTakeFirstOrThrow();
  return {
    held: Number(held.n),
    caught: Number(row.caught),
    released: Number(row.released ?? 0),
    recheckReleased: Number(row.recheck ?? 0),
  };
}

export type InboxFigures = {
  total: number;
  lastWeek: number;
  newCount: number;
  /** New or Open for longer than 2 business hours. */
  waiting: number;
  /** The longest any unanswered message has waited, in business time. */
  longestWaitMs: number | null;
  /** Replies marked in the last 30 days: how many, the median business time to reply, how many within 2 h. */
  replies30d: { count: number; medianMs: number | null; withinPromise: number; promiseMs: number };
};

export async function inboxFigures(database: Database, now = Date.now()): Promise<InboxFigures> {
  const db: Kysely<Tables> = database.db;
  const count = async (build?: (eb: Where) => Expression<SqlBool>) => {
    let query = db.selectFrom("contact_messages").select((eb) => eb.fn.countAll<number>().as("n"));
    if (build) query = query.where(build);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const clock = await replyClock(database);
  const cutoff = new Date(overdueCutoff(now, clock.promiseMs, clock.rule)).toISOString();
  const since30 = new Date(now - 30 * DAY_MS).toISOString();
  const [total, lastWeek, newCount, waiting, oldest, replies] = await Promise.all([
    count((eb) => eb("status", "!=", "spam")),
    count((eb) =>
      eb.and([eb("status", "!=", "spam"), eb("created_at", ">=", new Date(now - 7 * DAY_MS).toISOString())]),
    ),
    count((eb) => eb("status", "=", "new")),
    count((eb) => eb.and([eb("status", "in", ["new", "open"]), eb("created_at", "<", cutoff)])),
    db
      .selectFrom("contact_messages")
      .select("created_at")
      .where("status", "in", ["new", "open"])
      .orderBy("created_at")
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom("contact_messages").select(["created_at", "replied_at"]).where("replied_at", ">=", since30).execute(),
  ]);
  const durations = replies
    .filter((r) => r.replied_at)
    .map((r) => businessMsBetween(Date.parse(r.created_at), Date.parse(r.replied_at as string), clock.rule));
  return {
    total,
    lastWeek,
    newCount,
    waiting,
    longestWaitMs: oldest ? businessMsBetween(Date.parse(oldest.created_at), now, clock.rule) : null,
    replies30d: {
      count: durations.length,
      medianMs: median(durations) ?? null,
      withinPromise: durations.filter((d) => d <= clock.promiseMs).length,
      promiseMs: clock.promiseMs,
    },
  };
}
