import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from "kysely";
import { businessMsBetween, median, overdueCutoff } from "../../lib/time/business-hours.ts";
import {
  dateRangeInstants,
  searchTerms,
  viewStatuses,
  type InboxFilter,
  type MessageStatus,
} from "../../lib/inbox/inbox-filters.ts";
import {
  describeOutcome,
  parseTargets,
  targetValue,
  type ActionIntent,
  type Target,
} from "../../lib/inbox/inbox-actions.ts";
import { type ReplyClock, replyClock } from "../settings/settings.server.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { POSTGRES_SEARCH_TEXT } from "../platform/migrations/2026-11-23-001-inbox.server.ts";
import { refreshCustomers } from "./customer-projection.server.ts";
import { containsText } from "../platform/text-search.server.ts";
import { deleteOutboxFor } from "../mail/outbox.server.ts";
import { recordActivity, type ActivityActor } from "../accounts/activity.server.ts";
import { RECHECK_RELEASER, SPAM_KEPT_DAYS } from "../../lib/contact/spam.ts";

/**
 * The staff inbox: the filtered list, a message and its status changes, bulk
 * actions, deletion, and the figures the dashboard shows. Every filter runs in the
 * database on an index (status, category, date, customer, trigram search), so the
 * list stays fast at 100,000 messages (`npm run bench:inbox`).
 */
export type InboxMessage = {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** The phone in E.164 when it is a real number: what call and WhatsApp links use. */
  phone_e164: string | null;
  subject: string;
  message: string;
  category: string;
  created_at: string;
  status: MessageStatus;
  version: number;
  /** Why it went to Spam (app/lib/contact/spam.ts), if it ever did. */
  spam_reason: string | null;
};

export type MessageDetail = InboxMessage & {
  customer_key: string;
  read_at: string | null;
  replied_at: string | null;
  replied_by: string | null;
  spam_released_by: string | null;
};

const LIST_COLUMNS = [
  "id",
  "name",
  "email",
  "phone",
  "phone_e164",
  "subject",
  "message",
  "category",
  "created_at",
  "status",
  "version",
  "spam_reason",
] as const;

/** The reference outbox rows carry for a message (deleting it deletes them). */
export function messageRef(id: number): string {
  return `contact_message:${id}`;
}

type Where = ExpressionBuilder<Tables, "contact_messages">;

/** Every search word must appear in the name, e-mail, phone, subject or message. */
export function searchConditions(
  database: Database,
  terms: string[],
  /** SQLite: the words are already matched by a join on the full-text table (`withSearchJoin`). */
  ftsJoined = false,
): Expression<SqlBool>[] {
  if (terms.length === 0) return [];
  if (database.kind === "postgres") {
    const text = sql.raw(`(${POSTGRES_SEARCH_TEXT})`);
    return terms.map((term) => containsText(database.kind, text, term));
  }
  if (ftsJoined) return [];
  return [
    sql<SqlBool>`contact_messages.id in (select rowid from contact_messages_search where contact_messages_search match ${ftsQuery(terms)})`,
  ];
}

/** Each word a quoted FTS5 string: with the trigram tokenizer, "a substring of a column". */
function ftsQuery(longTerms: string[]): string {
  return longTerms.map((t) => `"${t.replace(/"/g, '""')}"`).join(" AND ");
}

/** SQLite with words of 3 or more characters: the FTS5 query to drive the search with. */
function searchDriver(database: Database, filter: InboxFilter): string | undefined {
  if (database.kind !== "sqlite") return undefined;
  const terms = searchTerms(filter.q);
  return terms.length ? ftsQuery(terms) : undefined;
}

/**
 * SQLite searches read the full-text index newest first (by rowid, the message id)
 * and join the messages to it, so a page or a capped count stops after the rows it
 * needs instead of collecting every match of a common word first. Search results
 * are therefore ordered by id, which is the order messages were stored in: the same
 * as by date except between messages stored within the same instant.
 */
function withSearchJoin<O>(
  query: SelectQueryBuilder<Tables, "contact_messages", O>,
  match: string | undefined,
): SelectQueryBuilder<Tables, "contact_messages", O> {
  if (match === undefined)
    return query.orderBy("contact_messages.created_at", "desc").orderBy("contact_messages.id", "desc");
  return query
    .$if(true, (qb) =>
      qb
        .innerJoin(sql<{ rowid: number }>`contact_messages_search`.as("contact_messages_search"), (join) =>
          join.on(sql<SqlBool>`contact_messages_search.rowid = contact_messages.id`),
        )
        .where(sql<SqlBool>`contact_messages_search match ${match}`),
    )
    .orderBy(sql`contact_messages_search.rowid`, "desc");
}

function filterConditions(
  database: Database,
  eb: Where,
  filter: InboxFilter,
  now: number,
  clock: ReplyClock,
  ftsJoined = false,
): Expression<SqlBool> {
  // "All" is "not spam" and "Inbox" is "neither archived nor spam": both leave the
  // database free to walk the date index in order (a page, the export) instead of sorting.
  const conditions: Expression<SqlBool>[] = [];
  if (filter.view === "inbox") conditions.push(eb("contact_messages.status", "not in", ["archived", "spam"]));
  else if (filter.view === "all") conditions.push(eb("contact_messages.status", "!=", "spam"));
  else conditions.push(eb("contact_messages.status", "in", [...viewStatuses(filter.view)]));
  if (filter.view === "waiting") {
    const cutoff = new Date(overdueCutoff(now, clock.promiseMs, clock.rule)).toISOString();
    conditions.push(eb("contact_messages.created_at", "<", cutoff));
  }
  if (filter.category) {
    conditions.push(eb("contact_messages.category", "=", filter.category === "none" ? "" : filter.category));
  }
  const { fromIso, toIso } = dateRangeInstants(filter, clock.rule.timeZone);
  if (fromIso) conditions.push(eb("contact_messages.created_at", ">=", fromIso));
  if (toIso) conditions.push(eb("contact_messages.created_at", "<", toIso));
  if (filter.customer) conditions.push(eb("contact_messages.customer_key", "=", filter.customer));
  conditions.push(...searchConditions(database, searchTerms(filter.q), ftsJoined));
  return eb.and(conditions);
}

/**
 * Counting stops here: past it the list says "10,000+" (a search: "1,000+") and
 * pages over the newest ones. A search that broad is refined, not paged through,
 * and counting every match of a common word is what would make it slow: checking
 * a word costs a read of the message, a status or date only an index entry.
 */
export const COUNT_CAP = 10_000;
export const SEARCH_COUNT_CAP = 1_000;

export type InboxPage = {
  rows: InboxMessage[];
  /** At most COUNT_CAP (SEARCH_COUNT_CAP for a search); `more` says there are more than that. */
  total: number;
  more: boolean;
  page: number;
  pageCount: number;
};

/** One page of the filtered list, newest first; a page past the end shows the last one. */
export async function listInbox(
  database: Database,
  filter: InboxFilter,
  page: number,
  pageSize: number,
  now = Date.now(),
): Promise<InboxPage> {
  const match = searchDriver(database, filter);
  const clock = await replyClock(database);
  const where = (eb: Where) => filterConditions(database, eb, filter, now, clock, match !== undefined);
  const cap = searchTerms(filter.q).length ? SEARCH_COUNT_CAP : COUNT_CAP;
  const counted = await database.db
    .selectFrom(() =>
      withSearchJoin(database.db.selectFrom("contact_messages").select("contact_messages.id").where(where), match)
        .limit(cap + 1)
        .as("matched"),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const more = Number(counted.n) > cap;
  const total = Math.min(Number(counted.n), cap);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  // The page's ids first, from the index alone, then only those rows: a deep page
  // does not read every message it skips.
  const ids = (
    await withSearchJoin(database.db.selectFrom("contact_messages").select("contact_messages.id").where(where), match)
      .limit(pageSize)
      .offset((current - 1) * pageSize)
      .execute()
  ).map((r) => r.id);
  const found = ids.length
    ? await database.db.selectFrom("contact_messages").select(LIST_COLUMNS).where("id", "in", ids).execute()
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  return { rows: rows as InboxMessage[], total, more, page: current, pageCount };
}

/**
 * Every message the filter selects, newest first, fetched a chunk at a time by
 * keyset (created_at, id): memory stays flat however many there are, and no
 * transaction or cursor is held open while the client downloads.
 */
export async function* iterateInbox(
  database: Database,
  filter: InboxFilter,
  now = Date.now(),
  chunk = 1000,
): AsyncGenerator<InboxMessage[]> {
  let cursor: { created_at: string; id: number } | undefined;
  const clock = await replyClock(database);
  for (;;) {
    const after = cursor;
    const rows = (await database.db
      .selectFrom("contact_messages")
      .select(LIST_COLUMNS)
      .where((eb) => {
        const base = filterConditions(database, eb, filter, now, clock);
        if (!after) return base;
        return eb.and([
          base,
          eb.or([
            eb("created_at", "<", after.created_at),
            eb.and([eb("created_at", "=", after.created_at), eb("id", "<", after.id)]),
          ]),
        ]);
      })
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(chunk)
      .execute()) as InboxMessage[];
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < chunk) return;
    const last = rows.at(-1)!;
    cursor = { created_at: last.created_at, id: last.id };
  }
}

export async function countNew(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "new")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function getMessage(database: Database, id: number): Promise<MessageDetail | undefined> {
  const row = await database.db
    .selectFrom("contact_messages")
    .select([...LIST_COLUMNS, "customer_key", "read_at", "replied_at", "replied_by", "spam_released_by"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row as MessageDetail | undefined;
}

/**
 * Opening a message marks it read (New becomes Open). Reading is not an edit: the
 * version stays, so a colleague's bulk action prepared before is not refused.
 */
export async function openMessage(
  database: Database,
  id: number,
  now = new Date(),
): Promise<MessageDetail | undefined> {
  await database.db
    .updateTable("contact_messages")
    .set({ status: "open", read_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "new")
    .execute();
  return getMessage(database, id);
}

export const STAFF_ACTIONS = ["replied", "unreplied", "archive", "restore", "release"] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export type ChangeOutcome = { changed: number; unchanged: number; stale: number; missing: number };

function nextState(
  action: StaffAction,
  current: { status: string; replied_at: string | null; read_at: string | null },
  actor: string,
  now: string,
): Partial<{
  status: MessageStatus;
  replied_at: string | null;
  replied_by: string | null;
  spam_released_by: string;
}> | null {
  // Spam moves only one way, to the inbox: nothing else applies to it until then.
  if (current.status === "spam") return action === "release" ? { status: "new", spam_released_by: actor } : null;
  switch (action) {
    case "release":
      return null;
    case "replied":
      return current.status === "replied" ? null : { status: "replied", replied_at: now, replied_by: actor };
    case "unreplied":
      return current.status === "replied" ? { status: "open", replied_at: null, replied_by: null } : null;
    case "archive":
      return current.status === "archived" ? null : { status: "archived" };
    case "restore":
      // Back to where it was: answered, read, or never opened.
      return current.status === "archived"
        ? { status: current.replied_at ? "replied" : current.read_at ? "open" : "new" }
        : null;
  }
}

/**
 * Applies a staff action to messages as the staff member saw them: a message whose
 * version moved on since (a colleague changed it) is left alone and counted as
 * stale, never overwritten. One transaction for the lot.
 */
export async function changeStatus(
  database: Database,
  targets: readonly Target[],
  action: StaffAction,
  actor: string,
  now = new Date(),
): Promise<ChangeOutcome> {
  const outcome: ChangeOutcome = { changed: 0, unchanged: 0, stale: 0, missing: 0 };
  const at = now.toISOString();
  await database.db.transaction().execute(async (trx) => {
    // A message out of Spam becomes part of its sender's Customers row.
    const released = new Set<string>();
    for (const target of targets) {
      let read = trx
        .selectFrom("contact_messages")
        .select(["status", "version", "replied_at", "read_at", "customer_key"])
        .where("id", "=", target.id);
      if (database.kind === "postgres") read = read.forUpdate();
      const current = await read.executeTakeFirst();
      if (!current) {
        outcome.missing++;
        continue;
      }
      if (current.version !== target.version) {
        outcome.stale++;
        continue;
      }
      const next = nextState(action, current, actor, at);
      if (!next) {
        outcome.unchanged++;
        continue;
      }
      const result = await trx
        .updateTable("contact_messages")
        .set((eb) => ({ ...next, version: eb("version", "+", 1) }))
        .where("id", "=", target.id)
        .where("version", "=", target.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) {
        outcome.changed++;
        if (current.status === "spam") released.add(current.customer_key);
      } else outcome.stale++;
    }
    if (released.size) await refreshCustomers(trx, database.kind, released);
  });
  return outcome;
}

/**
 * Deletes messages for good, with their alerts still in the outbox. Like a status
 * change, a message changed since the staff member saw it is left alone. `by`: the
 * staff member, whose line in the activity log (how many, never what they said) is
 * written in the same transaction, so a delete is never done unlogged.
 */
export async function deleteMessages(
  database: Database,
  targets: readonly Target[],
  by?: ActivityActor,
): Promise<{ deleted: number; stale: number; missing: number }> {
  const outcome = { deleted: 0, stale: 0, missing: 0 };
  await database.db.transaction().execute(async (trx) => {
    const people = new Set<string>();
    for (const target of targets) {
      const current = await trx
        .selectFrom("contact_messages")
        .select(["version", "customer_key"])
        .where("id", "=", target.id)
        .executeTakeFirst();
      if (!current) {
        outcome.missing++;
        continue;
      }
      const result = await trx
        .deleteFrom("contact_messages")
        .where("id", "=", target.id)
        .where("version", "=", target.version)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) {
        outcome.stale++;
        continue;
      }
      outcome.deleted++;
      people.add(current.customer_key);
      await deleteOutboxFor(trx, messageRef(target.id));
    }
    await refreshCustomers(trx, database.kind, people);
    if (by && outcome.deleted > 0) {
      await recordActivity(trx, { action: "messages.deleted", actor: by, detail: { count: outcome.deleted } });
    }
  });
  return outcome;
}

/**
 * Deletes messages older than `before` (retention; `onlySpam`: what was left in Spam),
 * a batch per transaction.
 */
export async function deleteMessagesBefore(
  database: Database,
  before: Date,
  batch = 500,
  onlySpam = false,
): Promise<number> {
  const cutoff = before.toISOString();
  let total = 0;
  for (;;) {
    const deleted = await database.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("contact_messages")
        .select(["id", "customer_key"])
        .where("created_at", "<", cutoff)
        .$if(onlySpam, (q) => q.where("status", "=", "spam"))
        .orderBy("created_at")
        .limit(batch)
        .execute();
      if (rows.length === 0) return 0;
      const ids = rows.map((r) => r.id);
      await trx.deleteFrom("contact_messages").where("id", "in", ids).execute();
      await deleteOutboxFor(trx, ids.map(messageRef));
      await refreshCustomers(
        trx,
        database.kind,
        rows.map((r) => r.customer_key),
      );
      return ids.length;
    });
    total += deleted;
    if (deleted < batch) return total;
  }
}

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

const DAY_MS = 24 * 60 * 60 * 1000;

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

export type InboxActionResult = {
  ok: boolean;
  notice: string;
  /** Delete asks first: the page shows how many and posts again with confirmed=yes. */
  confirmDelete?: { values: string[]; count: number };
  intent?: ActionIntent;
  outcome?: { changed: number; stale: number; missing: number };
};

/**
 * One handler for the staff actions the list, the message page and the customer
 * page post: `intent` (replied, unreplied, archive, restore, delete), `select`
 * ("id:version", one or many) and, for delete, `confirmed=yes`.
 */
export async function runInboxAction(
  database: Database,
  form: FormData,
  actor: string,
  /** Who deletes, for the activity log's line (written with the delete). */
  deletedBy?: ActivityActor,
): Promise<InboxActionResult> {
  const intent = String(form.get("intent") ?? "");
  const values = form.getAll("select").filter((v): v is string => typeof v === "string");
  const targets = parseTargets(values);
  if (intent !== "delete" && !(STAFF_ACTIONS as readonly string[]).includes(intent)) {
    return { ok: false, notice: "That action is not known. Reload the page and try again." };
  }
  if (targets.length === 0) return { ok: false, notice: "Select at least one message first." };
  if (intent === "delete") {
    if (form.get("confirmed") !== "yes") {
      return {
        ok: true,
        notice: "",
        confirmDelete: { values: targets.map(targetValue), count: targets.length },
      };
    }
    const result = await deleteMessages(database, targets, deletedBy);
    const outcome = { changed: result.deleted, stale: result.stale, missing: result.missing };
    return { ok: true, intent, outcome, notice: describeOutcome("delete", outcome) };
  }
  const outcome = await changeStatus(database, targets, intent as StaffAction, actor);
  return { ok: true, intent: intent as StaffAction, outcome, notice: describeOutcome(intent as StaffAction, outcome) };
}
