import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The contact form carries the time it was rendered, signed with the session secret.
 * People take more than a few seconds to write a message; scripts post at once. A
 * token that is too fresh, forged or very old marks the post as spam.
 */
export const MIN_FILL_MS = 3_000;
export const MAX_TOKEN_AGE_MS = 2 * 24 * 60 * 60 * 1000;

function sign(secret: string, issuedMs: number): string {
  return createHmac("sha256", secret).update(`contact-form:${issuedMs}`).digest("base64url");
}

export function issueFormToken(secret: string, now = Date.now()): string {
  return `${now}.${sign(secret, now)}`;
}

export type TokenCheck = "ok" | "too-fast" | "invalid" | "expired";

export function checkFormToken(secret: string, token: unknown, now = Date.now()): TokenCheck {
  if (typeof token !== "string") return "invalid";
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "invalid";
  const issued = Number(match[1]);
  const expected = Buffer.from(sign(secret, issued));
  const given = Buffer.from(match[2] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  if (now - issued < MIN_FILL_MS) return "too-fast";
  if (now - issued > MAX_TOKEN_AGE_MS) return "expired";
  return "ok";
}
