import { DEFAULT_FILTER, searchTerms, type MessageStatus } from "../../lib/inbox/inbox-filters.ts";
import type { Database } from "../platform/db.server.ts";
import { listInbox, searchConditions, type InboxPage } from "../inbox/index.server.ts";

/**
 * Customers: everyone who has contacted the store, one row per person, grouped by
 * normalised phone (E.164) or else e-mail (`customer_key`, set when a message is
 * stored). The `customers` table is derived from the messages and refreshed in the
 * same transaction as every insert and delete (`refreshCustomers` in inbox/customer-projection), so the list
 * pages by last contact from an index; deleting a person's last message removes
 * them. Bookings (services/bookings) carry the same key, so a customer page lists their visits too.
 */
export type CustomerRow = {
  key: string;
  name: string;
  phone: string;
  phone_e164: string | null;
  email: string;
  messages: number;
  first_at: string;
  last_at: string;
  last_status: MessageStatus;
};

export type CustomerPage = { rows: CustomerRow[]; total: number; page: number; pageCount: number };

/**
 * Newest contact first. The search is the inbox's (trigram index): a person is
 * found by name, phone or e-mail, or by what they wrote, every word somewhere.
 */
export async function listCustomers(
  database: Database,
  options: { q: string; page: number; pageSize: number },
): Promise<CustomerPage> {
  const terms = searchTerms(options.q.replace(/\s+/g, " ").trim());
  const base = database.db.selectFrom("customers as c").$if(terms.length > 0, (q) =>
    q.where("c.key", "in", (eb) =>
      eb
        .selectFrom("contact_messages")
        .select("customer_key")
        .where((w) => w.and([w("status", "!=", "spam"), ...searchConditions(database, terms)])),
    ),
  );
  const counted = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pageCount = Math.max(1, Math.ceil(total / options.pageSize));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const rows = await base
    .innerJoin("contact_messages as m", "m.id", "c.last_message_id")
    .select([
      "c.key",
      "c.name",
      "c.phone",
      "c.phone_e164",
      "c.email",
      "c.messages",
      "c.first_at",
      "c.last_at",
      "m.status as last_status",
    ])
    .orderBy("c.last_at", "desc")
    .orderBy("c.key", "desc")
    .limit(options.pageSize)
    .offset((page - 1) * options.pageSize)
    .execute();
  return {
    rows: rows.map((r) => ({ ...r, messages: Number(r.messages), last_status: r.last_status as MessageStatus })),
    total,
    page,
    pageCount,
  };
}

export type CustomerDetail = {
  key: string;
  /** From the latest message. */
  name: string;
  phone: string;
  phone_e164: string | null;
  email: string;
  /** Other names, phones and e-mails they used, newest first. */
  otherNames: string[];
  otherEmails: string[];
  otherPhones: string[];
  messages: number;
  first_at: string;
  last_at: string;
  page: InboxPage;
};

/** A person and a page of their messages (every status, archived too), newest first. */
export async function getCustomer(
  database: Database,
  key: string,
  page: number,
  pageSize: number,
): Promise<CustomerDetail | undefined> {
  const all = await database.db
    .selectFrom("contact_messages")
    .select(["name", "phone", "phone_e164", "email", "created_at"])
    .where("customer_key", "=", key)
    .where("status", "!=", "spam")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(500)
    .execute();
  const latest = all[0];
  if (!latest) return undefined;
  const counted = await database.db
    .selectFrom("contact_messages")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min("created_at").as("first_at")])
    .where("customer_key", "=", key)
    .where("status", "!=", "spam")
    .executeTakeFirstOrThrow();
  const distinct = (values: string[], current: string) =>
    [...new Set(values.map((v) => v.trim()))].filter((v) => v && v.toLowerCase() !== current.trim().toLowerCase());
  const messagesPage = await listInboxForCustomer(database, key, page, pageSize);
  return {
    key,
    name: latest.name,
    phone: latest.phone,
    phone_e164: latest.phone_e164,
    email: latest.email,
    otherNames: distinct(
      all.map((m) => m.name),
      latest.name,
    ),
    otherEmails: distinct(
      all.map((m) => m.email),
      latest.email,
    ),
    otherPhones: distinct(
      all.map((m) => m.phone),
      latest.phone,
    ),
    messages: Number(counted.n),
    first_at: String(counted.first_at),
    last_at: latest.created_at,
    page: messagesPage,
  };
}

function listInboxForCustomer(database: Database, key: string, page: number, pageSize: number): Promise<InboxPage> {
  return listInbox(database, { ...DEFAULT_FILTER, view: "all", customer: key }, page, pageSize);
}
