import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import { overdueCutoff } from "../../lib/time/business-hours.ts";
import {
  dateRangeInstants,
  searchTerms,
  viewStatuses,
  type InboxFilter,
  type MessageStatus,
} from "../../lib/inbox/inbox-filters.ts";
import { replyClock, type ReplyClock } from "../settings/index.server.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { POSTGRES_SEARCH_TEXT } from "../platform/migrations/2026-11-23-001-inbox.server.ts";
import { containsText } from "../platform/text-search.server.ts";

/**
 * The staff inbox: the filtered list and a message. Every filter runs in the
 * database on an index (status, category, date, customer, trigram search), so the
 * list stays fast at 100,000 messages (`npm run bench:inbox`). Beside it: status
 * changes and the staff actions (inbox-changes), deletion (message-deletion) and the
 * dashboard's figures (inbox-figures).
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
  /** The language it was written from ("en", "kn", "hi"): staff answer in it. */
  language: string;
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
  "language",
] as const;

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
