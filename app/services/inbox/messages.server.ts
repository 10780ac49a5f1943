import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  type ContactFieldErrors,
} from "../../lib/contact/contact-fields.ts";
import { validateContact, type ContactMessageInput } from "../../lib/contact/contact-schema.ts";
import { createHash } from "node:crypto";
import { customerKey, toE164 } from "../../lib/contact/phone.ts";
import { replyPromiseWords } from "../../lib/settings/site.ts";
import { replyByWords } from "../../lib/time/reply-by.ts";
import { currentSettings, replyClock } from "../settings/settings.server.ts";
import { messageAlertsEnabled, queueMessageAlert } from "../mail/alerts.server.ts";
import { refreshCustomers } from "./customer-projection.server.ts";
import { batchedWrite, type Database } from "../platform/db.server.ts";
import { checkFormToken } from "../platform/form-token.server.ts";
import { CONTACT_RATE_LIMIT, describeWait, takeToken } from "../platform/rate-limit.server.ts";
import { log } from "../platform/log.server.ts";
import { notifyOutbox } from "../mail/outbox.server.ts";
import { countInsight } from "../insights/insights.server.ts";

/** Contact messages: the one path that stores them, used by the form action and POST /api/contact. */
export type ContactMessage = ContactMessageInput & { id: number; created_at: string };

/**
 * The most bytes a message the form allows can take on the wire, so that every
 * such message is accepted: each field at its limit in the costliest encoding a
 * browser or client may use, 12 bytes a character (a character outside the Basic
 * Multilingual Plane, an emoji, is 4 UTF-8 bytes, each written %XX in a URL-encoded
 * form, or a \uXXXX\uXXXX pair in JSON; a Kannada letter takes 9), plus room for
 * the field names, the form token and punctuation. About 67 KB.
 */
const WORST_BYTES_PER_CHARACTER = 12;
export const CONTACT_BODY_MAX_BYTES =
  (CONTACT_LIMITS.name +
    CONTACT_LIMITS.email +
    CONTACT_LIMITS.phoneChars +
    CONTACT_LIMITS.subject +
    CONTACT_LIMITS.message +
    Math.max(...CONTACT_CATEGORIES.map((c) => c.value.length))) *
    WORST_BYTES_PER_CHARACTER +
  2 * 1024;

/**
 * Stores one message; answered only after the commit (grouped with its neighbours on
 * SQLite). With a `submissionKey` the message is stored at most once per key: a
 * second submission with the same key (a retry, a replayed form) stores nothing and
 * comes back as `null`, also when both arrive at the same moment. With alerts on,
 * the alert e-mail is queued in the outbox in the same transaction, so the message
 * and its alert exist together or not at all; the sender is woken after the commit
 * and the visitor never waits for SMTP. The person's Customers row is refreshed in
 * the same transaction too.
 */
export async function createMessage(
  database: Database,
  input: ContactMessageInput,
  now?: Date,
): Promise<ContactMessage>;
export async function createMessage(
  database: Database,
  input: ContactMessageInput,
  now: Date | undefined,
  submissionKey: string | undefined,
): Promise<ContactMessage | null>;
export async function createMessage(
  database: Database,
  input: ContactMessageInput,
  now = new Date(),
  submissionKey?: string,
): Promise<ContactMessage | null> {
  const created_at = now.toISOString();
  const alert = messageAlertsEnabled();
  const key = customerKey(input.phone, input.email);
  const stored = await batchedWrite(database, async (trx) => {
    const row = await trx
      .insertInto("contact_messages")
      .values({
        ...input,
        created_at,
        submission_key: submissionKey ?? null,
        phone_e164: toE164(input.phone) ?? null,
        customer_key: key,
      })
      .onConflict((conflict) => conflict.column("submission_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) return null;
    await refreshCustomers(trx, database.kind, [key]);
    if (alert) await queueMessageAlert(trx, row.id, now.getTime());
    return { ...input, id: row.id, created_at };
  });
  if (stored && alert) notifyOutbox();
  if (stored) countInsight("message", stored.category);
  return stored;
}

/** The key a submission is stored under: its form token, else the client's Idempotency-Key. */
function submissionKey(formToken: unknown, idempotencyKey: string | undefined): string | undefined {
  const source =
    typeof formToken === "string" ? `form:${formToken}` : idempotencyKey ? `api:${idempotencyKey}` : undefined;
  return source && createHash("sha256").update(source).digest("base64url");
}

async function alreadyStored(database: Database, key: string): Promise<boolean> {
  const row = await database.db
    .selectFrom("contact_messages")
    .select("id")
    .where("submission_key", "=", key)
    .executeTakeFirst();
  return row !== undefined;
}

export type MessagePage = { data: ContactMessage[]; page: number; pageSize: number; total: number; pageCount: number };

export const MAX_PAGE_SIZE = 100;

/** Newest first. A page past the end comes back empty with the real page count. */
export async function listMessages(database: Database, page: number, pageSize: number): Promise<MessagePage> {
  const total = await countMessages(database);
  const rows = await database.db
    .selectFrom("contact_messages")
    .select(["id", "name", "email", "phone", "subject", "message", "category", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { data: rows, page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function countMessages(database: Database, since?: Date): Promise<number> {
  let query = database.db.selectFrom("contact_messages").select((eb) => eb.fn.countAll<number>().as("n"));
  if (since) query = query.where("created_at", ">=", since.toISOString());
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export type SubmitOutcome =
  | { status: 201; success: true; message: string; replyBy: string; spam?: true }
  | { status: 400; success: false; message: string; errors: ContactFieldErrors }
  | { status: 429; success: false; message: string; retryAfterSeconds: number };

/** The answer (docs/behaviour.md#contact-form), with the promise staff set ("within 2 hours during business hours"). */
export function sentMessage(replyPromise: string): string {
  return `Thank you! Your message has been sent. We'll get back to you ${replyPromise}.`;
}

/** Every "sent" answer: the message (docs/behaviour.md#contact-form) with the promise staff set, and when the reply is due ("4:30 PM today"). */
async function sent(database: Database, now: number) {
  const snapshot = await currentSettings(database);
  const { rule, promiseMs } = await replyClock(database);
  return {
    status: 201,
    success: true,
    message: sentMessage(replyPromiseWords(snapshot.details.value.replyHours)),
    replyBy: replyByWords(now, rule, promiseMs),
  } as const;
}

/**
 * Spam check, validation, rate limit, store: in that order, so bad input never
 * touches the database and a message is stored before success is answered.
 * `requireToken`: the page's form always carries its signed timestamp, so a post
 * without one is a script; the JSON API keeps its contract (docs/behaviour.md#api: no token needed)
 * but a token or honeypot it does send is checked the same way.
 * A submission already stored under the same form token (or `idempotencyKey`, the
 * API's Idempotency-Key header) gets the same answer again and stores nothing: a
 * visitor's retry after a timeout, a reloaded no-JS result page, a replayed token.
 */
export async function submitContact(
  database: Database,
  fields: Record<string, unknown>,
  options: {
    address: string;
    secret: string;
    requireToken: boolean;
    rateLimited: boolean;
    idempotencyKey?: string;
    now?: number;
  },
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
    log.warn("contact_spam", { address: options.address, reason: tokenCheck !== "ok" ? tokenCheck : "honeypot" });
    return { ...(await sent(database, now)), spam: true };
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

  const key = submissionKey(token, options.idempotencyKey);
  if (!key) return store(database, validation.data, options, now);
  // The same key arriving again while its first post is still being handled (a
  // double click, a retry after a timeout) waits for that post's answer instead of
  // taking a second place in the rate limit.
  let inFlight = inFlightByDatabase.get(database.db);
  if (!inFlight) inFlightByDatabase.set(database.db, (inFlight = new Map()));
  const pending = inFlight.get(key);
  if (pending) return pending;
  const outcome = (async () => {
    // Before the rate limit: answering a retry must not cost the visitor one of their messages.
    if (await alreadyStored(database, key)) {
      log.info("contact_duplicate", { address: options.address });
      return sent(database, now);
    }
    return store(database, validation.data, options, now, key);
  })();
  inFlight.set(key, outcome);
  try {
    return await outcome;
  } finally {
    inFlight.delete(key);
  }
}

const inFlightByDatabase = new WeakMap<Database["db"], Map<string, Promise<SubmitOutcome>>>();

async function store(
  database: Database,
  input: ContactMessageInput,
  options: { address: string; rateLimited: boolean },
  now: number,
  key?: string,
): Promise<SubmitOutcome> {
  if (options.rateLimited) {
    const decision = await takeToken(database, CONTACT_RATE_LIMIT, options.address, now);
    if (!decision.allowed) {
      log.warn("contact_rate_limited", { address: options.address });
      return {
        status: 429,
        success: false,
        message: `You have sent several messages in a short time. Please try again in ${describeWait(decision.retryAfterMs)}, or call the store.`,
        retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
      };
    }
  }

  const stored = await createMessage(database, input, new Date(now), key);
  if (stored) log.info("contact_stored", { id: stored.id });
  else log.info("contact_duplicate", { address: options.address });
  return sent(database, now);
}
