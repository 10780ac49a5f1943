import { CONTACT_CATEGORIES, CONTACT_LIMITS, withoutSpamFields } from "../../lib/contact/contact-fields.ts";
import { RECHECK_RELEASER, type SpamReason } from "../../lib/contact/spam.ts";
import { receive } from "../intake/index.server.ts";
import { currentSettings, replyClock } from "../settings/index.server.ts";
import { queueMessageAlert, mailConfigured, notifyOutbox } from "../mail/index.server.ts";
import { countInsight } from "../insights/index.server.ts";
import { contactSchema, type ContactMessageInput } from "../../lib/contact/contact-schema.ts";
import { readFields } from "../../lib/forms/submission.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { type FormReply } from "../../lib/forms/reply.ts";
import { createHash } from "node:crypto";
import { customerKey, toE164 } from "../../lib/contact/phone.ts";
import { replyPromiseWords } from "../../lib/settings/site.ts";
import { replyByWords } from "../../lib/time/reply-by.ts";
import { refreshCustomers } from "./customer-projection.server.ts";
import { batchedWrite, type Database } from "../platform/db.server.ts";
import { CONTACT_RATE_LIMIT, describeWait, type RateLimit } from "../platform/rate-limit.server.ts";
import { log } from "../platform/log.server.ts";

/** Contact messages: the one path that stores them, used by the form action and POST /api/contact. */
export type ContactMessage = ContactMessageInput & { id: number; created_at: string };

/** A message as stored: what the form reads, and the language it was written from (English when not said). */
export type NewMessage = ContactMessageInput & { language?: Locale };

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
 * the same transaction too. With a `spamReason` it goes to Spam instead: no alert, no
 * Customers row, no count, until staff or the visitor's re-check move it out.
 */
export async function createMessage(database: Database, input: NewMessage, now?: Date): Promise<ContactMessage>;
export async function createMessage(
  database: Database,
  input: NewMessage,
  now: Date | undefined,
  submissionKey: string | undefined,
  spamReason?: SpamReason,
): Promise<ContactMessage | null>;
export async function createMessage(
  database: Database,
  input: NewMessage,
  now = new Date(),
  submissionKey?: string,
  spamReason?: SpamReason,
): Promise<ContactMessage | null> {
  const created_at = now.toISOString();
  const alert = !spamReason && mailConfigured();
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
        ...(spamReason ? { status: "spam", spam_reason: spamReason } : {}),
      })
      .onConflict((conflict) => conflict.column("submission_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) return null;
    if (spamReason) return { ...input, id: row.id, created_at };
    await refreshCustomers(trx, database.kind, [key]);
    if (alert) await queueMessageAlert(trx, row.id, now.getTime());
    return { ...input, id: row.id, created_at };
  });
  if (stored && alert) notifyOutbox();
  if (stored) countInsight("message", stored.category);
  return stored;
}

/**
 * Moves one message from Spam to the inbox as New, with its Customers row and, for
 * the visitor's own re-check, its alert: a message a person sent, late. False when it
 * is no longer in Spam (already moved, deleted).
 */
export async function releaseSpamMessage(
  database: Database,
  id: number,
  releasedBy: string,
  options: { alert: boolean; now?: number },
): Promise<boolean> {
  const now = options.now ?? Date.now();
  const alert = options.alert && mailConfigured();
  const released = await batchedWrite(database, async (trx) => {
    const row = await trx
      .updateTable("contact_messages")
      .set((eb) => ({ status: "new", spam_released_by: releasedBy, version: eb("version", "+", 1) }))
      .where("id", "=", id)
      .where("status", "=", "spam")
      .returning("customer_key")
      .executeTakeFirst();
    if (!row) return false;
    await refreshCustomers(trx, database.kind, [row.customer_key]);
    if (alert) await queueMessageAlert(trx, id, now);
    return true;
  });
  if (released && alert) notifyOutbox();
  return released;
}

/** The key a submission is stored under: its form token, else the client's Idempotency-Key. */
function submissionKey(formToken: unknown, idempotencyKey: string | undefined): string | undefined {
  const source =
    typeof formToken === "string" ? `form:${formToken}` : idempotencyKey ? `api:${idempotencyKey}` : undefined;
  return source && createHash("sha256").update(source).digest("base64url");
}

type StoredSubmission = { id: number; status: string; spam_reason: string | null };

async function alreadyStored(database: Database, key: string): Promise<StoredSubmission | undefined> {
  return database.db
    .selectFrom("contact_messages")
    .select(["id", "status", "spam_reason"])
    .where("submission_key", "=", key)
    .executeTakeFirst();
}

export type MessagePage = { data: ContactMessage[]; page: number; pageSize: number; total: number; pageCount: number };

export const MAX_PAGE_SIZE = 100;

/** Newest first. A page past the end comes back empty with the real page count. */
export async function listMessages(database: Database, page: number, pageSize: number): Promise<MessagePage> {
  const total = await countMessages(database);
  const rows = await database.db
    .selectFrom("contact_messages")
    .select(["id", "name", "email", "phone", "subject", "message", "category", "created_at"])
    .where("status", "!=", "spam")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { data: rows, page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function countMessages(database: Database, since?: Date): Promise<number> {
  let query = database.db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "!=", "spam");
  if (since) query = query.where("created_at", ">=", since.toISOString());
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export type SubmitOutcome =
  | {
      status: 201;
      success: true;
      message: string;
      replyBy: string;
      /** Kept in Spam; `recheck` lets the visitor's page move it to the inbox (form-token.server.ts). */
      spam?: true;
      recheck?: string;
    }
  /** `reply`: the one form result (lib/forms); POST /api/contact answers its first message per field. */
  | { status: 400; success: false; message: string; reply: FormReply }
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
 * The contact form's and POST /api/contact's intake (services/intake): spam checks,
 * validation, idempotency, rate limit, store. The JSON API keeps its contract
 * (docs/behaviour.md#api: no token needed, `requireToken` false), but a token or
 * honeypot it does send is checked the same way. A submission already stored under
 * the same form token (or `idempotencyKey`, the API's Idempotency-Key header) gets the
 * same answer again and stores nothing: a visitor's retry after a timeout, a reloaded
 * no-JS result page, a replayed token.
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
    /** The language it was written from: the form's page, or the API's checked `language` field. */
    language?: Locale;
    /** The fields as the route already read them (readContact); read here otherwise. */
    submission?: ContactSubmission;
  },
): Promise<SubmitOutcome> {
  const now = options.now ?? Date.now();
  const answerSent = () => sent(database, now);
  return receive<ContactMessageInput, StoredSubmission, SubmitOutcome>(
    database,
    fields,
    { ...options, now },
    {
      name: "contact",
      subject: "message",
      limits: { normal: CONTACT_RATE_LIMIT, spam: CONTACT_SPAM_RATE_LIMIT },
      async validate(fields) {
        const submission = options.submission ?? readContact(fields);
        return submission.status === "success"
          ? { ok: true, input: submission.value }
          : {
              ok: false,
              answer: {
                status: 400,
                success: false,
                message: "Please correct the highlighted fields.",
                reply: submission.reply(),
              },
            };
      },
      // One key whether caught or not: a repeat of a post kept in Spam is answered as that post was.
      key: (token) => submissionKey(token, options.idempotencyKey),
      earlier: (key) => alreadyStored(database, key),
      repeated: answerSent,
      async store(input, key, spamReason, language) {
        const stored = await createMessage(
          database,
          { ...input, language },
          new Date(now),
          key,
          spamReason ?? undefined,
        );
        if (!stored) {
          log.info("contact_duplicate", { address: options.address });
          return { answer: await answerSent() };
        }
        if (spamReason) return { held: stored.id };
        log.info("contact_stored", { id: stored.id });
        return { answer: await answerSent() };
      },
      held: async (recheck) => ({ ...(await answerSent()), spam: true, ...(recheck ? { recheck } : {}) }),
      limited: rateLimited,
      async release(id) {
        const released = await releaseSpamMessage(database, id, RECHECK_RELEASER, { alert: true, now });
        if (released) log.info("contact_recheck_released", { id });
        return answerSent();
      },
      unchanged: answerSent,
    },
  );
}

/** The contact form's fields read the one way (lib/forms); the spam-defence fields are the intake's. */
export function readContact(fields: Record<string, unknown>) {
  return readFields(withoutSpamFields(fields), contactSchema);
}
export type ContactSubmission = ReturnType<typeof readContact>;

/**
 * Spam has a limit of its own: a robot posting the form over and over fills Spam only
 * this far per address; past it the sender is told to wait, as a person would be.
 */
export const CONTACT_SPAM_RATE_LIMIT: RateLimit = { bucket: "contact-spam", limit: 10, windowMs: 60 * 60 * 1000 };

function rateLimited(retryAfterMs: number): SubmitOutcome {
  return {
    status: 429,
    success: false,
    message: `You have sent several messages in a short time. Please try again in ${describeWait(retryAfterMs)}, or call the store.`,
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
  };
}
