import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, RECHECK_FIELD } from "../../lib/contact/contact-fields.ts";
import type { SpamReason } from "../../lib/contact/spam.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale.ts";
import { honeypotFilled } from "../../lib/intake/honeypot.ts";
import type { Database } from "../platform/db.server.ts";
import {
  checkFormToken,
  checkRecheckToken,
  issueRecheckToken,
  type RecheckSubject,
} from "../platform/form-token.server.ts";
import { log } from "../platform/log.server.ts";
import { takeToken, type RateLimit } from "../platform/rate-limit.server.ts";

/**
 * The one path for what a visitor sends (a contact message, a booking): re-check,
 * spam checks, validation, idempotency, per-address limits, store, and spam holding,
 * in that order, so bad input never touches the database and nothing is answered as
 * received before it is stored. What differs between the kinds (their fields, their
 * keys, their table, their answers) comes in as `IntakeSteps`.
 *
 * What the spam checks catch is not dropped: valid input is stored with the `spam`
 * status and its reason (its own per-address limit) and answered as received, since
 * it is; staff see it in Spam and move it out with one tap. Caught by the form token
 * alone, the answer carries a re-check token the visitor's page posts back
 * (`RECHECK_FIELD`) to move it out itself (form-token.server.ts).
 */
export type IntakeOptions = {
  address: string;
  secret: string;
  rateLimited: boolean;
  /**
   * The page's forms always carry their signed timestamp, so a post without one is a
   * script's; a JSON API may keep a contract without it, but a token it does send is
   * checked the same way.
   */
  requireToken: boolean;
  now: number;
  /**
   * The language the visitor wrote from (lib/intake/language.ts: the page's own path,
   * or the JSON API's checked field), stored with what they send so staff answer in it.
   * English when not given.
   */
  language?: Locale;
};

/** A stored submission found under the same key. */
export type Earlier = { id: number; status: string; spam_reason: string | null };

export type IntakeSteps<Input, Found extends Earlier, Answer> = {
  /** "contact", "booking": the prefix of the log events. */
  name: string;
  /** What the re-check token names. */
  subject: RecheckSubject;
  limits: { normal: RateLimit; spam: RateLimit };
  /** The shop's own network: no per-address limit. Asked only when a limit would apply. */
  exempt?: () => Promise<boolean>;
  validate(fields: Record<string, unknown>): Promise<{ ok: true; input: Input } | { ok: false; answer: Answer }>;
  /** The submission's idempotency key; undefined stores without one. */
  key(token: unknown, spam: boolean): string | undefined;
  earlier(key: string): Promise<Found | undefined>;
  /** The answer to a repeat of a submission that is out of Spam. */
  repeated(found: Found): Promise<Answer>;
  /** Stores it, in the visitor's `language`: `held` with the row's id when it went to Spam, else the answer. */
  store(
    input: Input,
    key: string | undefined,
    spamReason: SpamReason | null,
    language: Locale,
  ): Promise<{ held: number } | { answer: Answer }>;
  /** "Received" for what is kept in Spam, with the re-check token when one is offered. */
  held(recheck: string | undefined): Promise<Answer>;
  limited(retryAfterMs: number): Answer;
  /** The re-check: move the row out of Spam, or say what happened. */
  release(id: number): Promise<Answer>;
  /** A re-check refused or over the limit: the submission stays in Spam, answered as received. */
  unchanged(): Promise<Answer>;
};

/** Why a submission looks like a robot's, or null. The honeypot first: it is the surer sign. */
export function spamReasonOf(
  fields: Record<string, unknown>,
  options: { secret: string; requireToken: boolean },
  now: number,
): SpamReason | null {
  if (honeypotFilled(fields[HONEYPOT_FIELD])) return "honeypot";
  const token = fields[FORM_TOKEN_FIELD];
  if (token === undefined && !options.requireToken) return null;
  const check = checkFormToken(options.secret, token, now);
  return check === "ok" ? null : check;
}

export async function receive<Input, Found extends Earlier, Answer>(
  database: Database,
  fields: Record<string, unknown>,
  options: IntakeOptions,
  steps: IntakeSteps<Input, Found, Answer>,
): Promise<Answer> {
  const { now } = options;
  if (fields[RECHECK_FIELD] !== undefined) return recheck(database, fields[RECHECK_FIELD], options, steps);
  const spamReason = spamReasonOf(fields, options, now);
  const validation = await steps.validate(fields);
  if (!validation.ok) return validation.answer;
  const input = validation.input;

  const key = steps.key(fields[FORM_TOKEN_FIELD], spamReason !== null);
  if (!key) return store(database, input, options, steps, undefined, spamReason);
  // The same key arriving again while its first post is still being handled (a
  // double click, a retry after a timeout) waits for that post's answer instead of
  // taking a second place in the rate limit.
  let inFlight = inFlightByDatabase.get(database.db);
  if (!inFlight) inFlightByDatabase.set(database.db, (inFlight = new Map()));
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<Answer>;
  const outcome = (async () => {
    // Before the rate limit: answering a retry must not cost the visitor one of their submissions.
    const earlier = await steps.earlier(key);
    if (earlier) {
      log.info(`${steps.name}_duplicate`, { address: options.address });
      return earlier.status === "spam"
        ? held(steps, earlier.id, earlier.spam_reason, options)
        : steps.repeated(earlier);
    }
    return store(database, input, options, steps, key, spamReason);
  })();
  inFlight.set(key, outcome);
  try {
    return await outcome;
  } finally {
    inFlight.delete(key);
  }
}

const inFlightByDatabase = new WeakMap<Database["db"], Map<string, Promise<unknown>>>();

/** Per address, unless the address is the shop's own. Spam has a limit of its own: a robot fills Spam only this far. */
async function allowed(
  database: Database,
  limit: RateLimit,
  options: IntakeOptions,
  exempt: (() => Promise<boolean>) | undefined,
): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  if (!options.rateLimited || (exempt && (await exempt()))) return { allowed: true };
  return takeToken(database, limit, options.address, options.now);
}

async function store<Input, Found extends Earlier, Answer>(
  database: Database,
  input: Input,
  options: IntakeOptions,
  steps: IntakeSteps<Input, Found, Answer>,
  key: string | undefined,
  spamReason: SpamReason | null,
): Promise<Answer> {
  const decision = await allowed(database, spamReason ? steps.limits.spam : steps.limits.normal, options, steps.exempt);
  if (!decision.allowed) {
    log.warn(spamReason ? `${steps.name}_spam_rate_limited` : `${steps.name}_rate_limited`, {
      address: options.address,
    });
    return steps.limited(decision.retryAfterMs);
  }
  const stored = await steps.store(input, key, spamReason, options.language ?? DEFAULT_LOCALE);
  if ("answer" in stored) return stored.answer;
  log.warn(`${steps.name}_spam`, { address: options.address, reason: spamReason, id: stored.held });
  return held(steps, stored.held, spamReason, options);
}

/** "Received", and for a token problem (not the honeypot) the re-check token of the kept submission. */
function held<Answer>(
  steps: Pick<IntakeSteps<never, never, Answer>, "held" | "subject">,
  id: number,
  reason: string | null,
  options: IntakeOptions,
): Promise<Answer> {
  return steps.held(
    reason !== "honeypot" ? issueRecheckToken(options.secret, steps.subject, id, options.now) : undefined,
  );
}

/**
 * The visitor's page posting back the re-check token it was given with a submission
 * kept in Spam: a valid token, at least RECHECK_WAIT_MS and at most ten minutes old,
 * moves that submission out of Spam within the ordinary rate limit. Anything else
 * leaves it in Spam for staff, and is answered as received, because it was.
 */
async function recheck<Input, Found extends Earlier, Answer>(
  database: Database,
  token: unknown,
  options: IntakeOptions,
  steps: IntakeSteps<Input, Found, Answer>,
): Promise<Answer> {
  const check = checkRecheckToken(options.secret, steps.subject, token, options.now);
  if (!check.ok) {
    log.warn(`${steps.name}_recheck_refused`, { address: options.address, reason: check.reason });
    return steps.unchanged();
  }
  if (!(await allowed(database, steps.limits.normal, options, steps.exempt)).allowed) {
    log.warn(`${steps.name}_recheck_rate_limited`, { address: options.address, id: check.id });
    return steps.unchanged();
  }
  return steps.release(check.id);
}
