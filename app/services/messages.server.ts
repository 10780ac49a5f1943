import { SqliteAdapter, type Kysely } from "kysely";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, type ContactFieldErrors } from "../lib/contact-fields.ts";
import { customerKey, toE164 } from "../lib/phone.ts";
import { validateContact, type ContactMessageInput } from "../lib/contact-schema.ts";
import type { Tables } from "./db.server.ts";
import { checkFormToken } from "./form-token.server.ts";
import { CONTACT_RATE_LIMIT, describeWait, takeToken } from "./rate-limit.server.ts";

/** Contact messages: the one path that stores them, used by the form action and POST /api/contact. */
export type ContactMessage = ContactMessageInput & { id: number; created_at: string };

export async function createMessage(
  db: Kysely<Tables>,
  input: ContactMessageInput,
  now = new Date(),
): Promise<ContactMessage> {
  const created_at = now.toISOString();
  if (db.getExecutor().adapter instanceof SqliteAdapter) return queueSqliteInsert(db, input, created_at);
  return insertOne(db, input, created_at);
}

async function insertOne(db: Kysely<Tables>, input: ContactMessageInput, created_at: string): Promise<ContactMessage> {
  const row = await db
    .insertInto("contact_messages")
    .values({
      ...input,
      created_at,
      phone_e164: toE164(input.phone) ?? null,
      customer_key: customerKey(input.phone, input.email),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ...input, id: row.id, created_at };
}

/**
 * Group commit for SQLite. With synchronous=FULL every commit waits for the disk,
 * and node:sqlite waits on the main thread, so one transaction per message caps the
 * rate at one fsync each. Messages arriving together are written in one transaction
 * instead; each sender is still answered only after that commit.
 */
type PendingInsert = {
  input: ContactMessageInput;
  created_at: string;
  resolve: (message: ContactMessage) => void;
  reject: (error: unknown) => void;
};
const sqliteQueues = new WeakMap<Kysely<Tables>, PendingInsert[]>();

function queueSqliteInsert(
  db: Kysely<Tables>,
  input: ContactMessageInput,
  created_at: string,
): Promise<ContactMessage> {
  return new Promise((resolve, reject) => {
    let queue = sqliteQueues.get(db);
    if (!queue) {
      queue = [];
      sqliteQueues.set(db, queue);
      setImmediate(() => void flushSqliteQueue(db));
    }
    queue.push({ input, created_at, resolve, reject });
  });
}

async function flushSqliteQueue(db: Kysely<Tables>): Promise<void> {
  const batch = sqliteQueues.get(db) ?? [];
  sqliteQueues.delete(db);
  try {
    const stored = await db.transaction().execute(async (trx) => {
      const out: ContactMessage[] = [];
      for (const p of batch) out.push(await insertOne(trx, p.input, p.created_at));
      return out;
    });
    batch.forEach((p, i) => p.resolve(stored[i] as ContactMessage));
  } catch {
    // One bad row must not fail its neighbours: retry each on its own.
    for (const p of batch) await insertOne(db, p.input, p.created_at).then(p.resolve, p.reject);
  }
}

export type MessagePage = { data: ContactMessage[]; page: number; pageSize: number; total: number; pageCount: number };

export const MAX_PAGE_SIZE = 100;

/** Newest first. A page past the end comes back empty with the real page count. */
export async function listMessages(db: Kysely<Tables>, page: number, pageSize: number): Promise<MessagePage> {
  const total = await countMessages(db);
  const rows = await db
    .selectFrom("contact_messages")
    .select(["id", "name", "email", "phone", "subject", "message", "category", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { data: rows, page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function countMessages(db: Kysely<Tables>, since?: Date): Promise<number> {
  let query = db.selectFrom("contact_messages").select((eb) => eb.fn.countAll<number>().as("n"));
  if (since) query = query.where("created_at", ">=", since.toISOString());
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export type SubmitOutcome =
  | { status: 201; success: true; message: string; spam?: true }
  | { status: 400; success: false; message: string; errors: ContactFieldErrors }
  | { status: 429; success: false; message: string; retryAfterSeconds: number };

export const SENT_MESSAGE =
  "Thank you! Your message has been sent. We'll get back to you within 2 hours during business hours.";

/**
 * Spam check, validation, rate limit, store: in that order, so bad input never
 * touches the database and a message is stored before success is answered.
 * `requireToken`: the page's form always carries its signed timestamp, so a post
 * without one is a script; the JSON API keeps the spec's contract (no token needed)
 * but a token or honeypot it does send is checked the same way.
 */
export async function submitContact(
  db: Kysely<Tables>,
  fields: Record<string, unknown>,
  options: { address: string; secret: string; requireToken: boolean; rateLimited: boolean; now?: number },
): Promise<SubmitOutcome> {
  const now = options.now ?? Date.now();
  const honeypot = fields[HONEYPOT_FIELD];
  const token = fields[FORM_TOKEN_FIELD];
  const tokenCheck = token === undefined && !options.requireToken ? "ok" : checkFormToken(options.secret, token, now);
  if (
    (typeof honeypot === "string" && honeypot.trim() !== "") ||
    (honeypot !== undefined && typeof honeypot !== "string") ||
    tokenCheck !== "ok"
  ) {
    // Looks like success to the sender, so there is nothing to learn from trying again.
    console.warn(
      JSON.stringify({
        event: "contact_spam",
        address: options.address,
        reason: tokenCheck !== "ok" ? tokenCheck : "honeypot",
      }),
    );
    return { status: 201, success: true, message: SENT_MESSAGE, spam: true };
  }

  const { [HONEYPOT_FIELD]: _h, [FORM_TOKEN_FIELD]: _t, ...message } = fields;
  const validation = validateContact(message);
  if (!validation.ok) {
    return {
      status: 400,
      success: false,
      message: "Please correct the highlighted fields.",
      errors: validation.errors,
    };
  }

  if (options.rateLimited) {
    const decision = await takeToken(db, CONTACT_RATE_LIMIT, options.address, now);
    if (!decision.allowed) {
      console.warn(JSON.stringify({ event: "contact_rate_limited", address: options.address }));
      return {
        status: 429,
        success: false,
        message: `You have sent several messages in a short time. Please try again in ${describeWait(decision.retryAfterMs)}, or call the store.`,
        retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
      };
    }
  }

  const stored = await createMessage(db, validation.data, new Date(now));
  console.log(JSON.stringify({ event: "contact_stored", id: stored.id }));
  return { status: 201, success: true, message: SENT_MESSAGE };
}
