import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { RECHECK_WAIT_MS } from "../../lib/contact/contact-fields.ts";

/**
 * The contact form carries a token issued when the page was rendered: the time and
 * a random nonce, signed with the session secret. People take more than a few
 * seconds to write a message; scripts post at once. A token that is too fresh,
 * forged or very old marks the post as spam. Each token is also the submission's
 * idempotency key (messages.server.ts): a message is stored once per token, so a
 * retry or a replay is answered like the first post and stores nothing; a new render
 * of the form gets a new token (the nonce keeps two renders in the same millisecond
 * apart).
 */
export const MIN_FILL_MS = 3_000;
export const MAX_TOKEN_AGE_MS = 2 * 24 * 60 * 60 * 1000;

function sign(secret: string, issuedMs: number, nonce: string): string {
  return createHmac("sha256", secret).update(`contact-form:${issuedMs}:${nonce}`).digest("base64url");
}

/** Tokens from before the nonce (`<time>.<signature>`), from pages rendered before an upgrade. */
function signLegacy(secret: string, issuedMs: number): string {
  return createHmac("sha256", secret).update(`contact-form:${issuedMs}`).digest("base64url");
}

export function issueFormToken(secret: string, now = Date.now()): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${now}.${nonce}.${sign(secret, now, nonce)}`;
}

export type TokenCheck = "ok" | "too-fast" | "invalid" | "expired";

export function checkFormToken(secret: string, token: unknown, now = Date.now()): TokenCheck {
  if (typeof token !== "string") return "invalid";
  const current = /^(\d{13})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  // Legacy tokens are at most MAX_TOKEN_AGE_MS old, so this branch can go two days after the upgrade.
  const legacy = current ? null : /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!current && !legacy) return "invalid";
  const issued = Number((current ?? legacy)![1]);
  const expected = Buffer.from(current ? sign(secret, issued, current[2]!) : signLegacy(secret, issued));
  const given = Buffer.from((current ? current[3] : legacy![2]) as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  if (now - issued < MIN_FILL_MS) return "too-fast";
  if (now - issued > MAX_TOKEN_AGE_MS) return "expired";
  return "ok";
}

/**
 * A visitor whose post failed the token check (sent at once by the browser's
 * autofill, a tab left open for days, a page from before the secret changed) has it
 * kept in Spam and, when their page runs JavaScript, gets this token back: the page
 * waits RECHECK_WAIT_MS and posts it, which moves that one stored submission out of
 * Spam. It names the stored row and is signed, so it releases nothing else; a
 * script that posts it at once, or hours later, leaves the submission in Spam.
 */
export const RECHECK_MAX_AGE_MS = 10 * 60 * 1000;

export type RecheckSubject = "message" | "booking" | "review";

function signRecheck(secret: string, subject: RecheckSubject, id: number, issuedMs: number): string {
  return createHmac("sha256", secret).update(`recheck:${subject}:${id}:${issuedMs}`).digest("base64url");
}

export function issueRecheckToken(secret: string, subject: RecheckSubject, id: number, now = Date.now()): string {
  return `${now}.${id}.${signRecheck(secret, subject, id, now)}`;
}

export type RecheckCheck = { ok: true; id: number } | { ok: false; reason: "invalid" | "too-fast" | "expired" };

export function checkRecheckToken(
  secret: string,
  subject: RecheckSubject,
  token: unknown,
  now = Date.now(),
): RecheckCheck {
  const match = typeof token === "string" ? /^(\d{13})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match) return { ok: false, reason: "invalid" };
  const issued = Number(match[1]);
  const id = Number(match[2]);
  const expected = Buffer.from(signRecheck(secret, subject, id, issued));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  if (now - issued < RECHECK_WAIT_MS) return { ok: false, reason: "too-fast" };
  if (now - issued > RECHECK_MAX_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true, id };
}
