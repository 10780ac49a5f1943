// zod/mini: the same checks as zod with fewer bytes in the staff pages.
import * as z from "zod/mini";
import { charCount, hasControlCharacter } from "../text/characters.ts";

/**
 * The building blocks of the settings forms: one copy of each rule for the browser
 * (errors as staff type) and the server (the check that counts), each with the
 * message shown next to its field.
 */
export type FormResult<T, F extends string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>> };

/** A form value as posted: a trimmed string, or "" for anything else. */
export function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** A ticked checkbox (posted "on"), or true from a script. */
export function checked(value: unknown): boolean {
  return value === "on" || value === "1" || value === true || value === "true";
}

/** Control characters (lib/text/characters.ts: one rule for every form); a multi-line text keeps its line breaks. */
export function hasControl(value: string, multiLine = false): boolean {
  return hasControlCharacter(value, { multiLine });
}

/** One line of text, at most `max` characters (as people count them). */
export const line = (label: string, max: number) =>
  z.string().check(
    z.refine((v) => !hasControl(v), `${label} cannot contain control characters.`),
    z.refine((v) => charCount(v) <= max, `${label} can be at most ${max} characters.`),
  );

/** A line that must be filled in. */
export const requiredLine = (label: string, max: number, what = label.toLowerCase()) =>
  line(label, max).check(z.refine((v) => v.length > 0, `Enter the ${what}.`));

export const paragraph = (label: string, max: number) =>
  z.string().check(
    z.refine((v) => !hasControl(v, true), `${label} cannot contain control characters.`),
    z.refine((v) => charCount(v) <= max, `${label} can be at most ${max.toLocaleString("en-IN")} characters.`),
  );

/** A public https address (no user name or password in it), the only kind the pages link to. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > 300 || hasControl(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

export const httpsUrlOrEmpty = (label: string) =>
  z
    .string()
    .check(
      z.refine(
        (v) => v === "" || isHttpsUrl(v),
        `${label} must be a full https:// address (e.g. https://www.instagram.com/yourstore), or left empty.`,
      ),
    );

/** A page of this site ("/collections/formals", "/contact#consultation-form") or an https address. */
export function isLink(value: string): boolean {
  if (value.startsWith("/")) return /^\/(?!\/)[A-Za-z0-9\-._~/?#=&%]*$/.test(value) && value.length <= 200;
  return isHttpsUrl(value);
}

export const LINK_MESSAGE = "Enter a page of this site like /collections/formals, or a full https:// address.";

/** "YYYY-MM-DD" of a real date. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.getUTCFullYear() === Number(match[1]) && d.getUTCMonth() + 1 === Number(match[2]);
}

/** "HH:MM" on a 24-hour clock. */
export function isClock(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** The first message for each field of a failed parse. */
export function fieldErrors<F extends string>(error: z.core.$ZodError): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "") as F;
    errors[name] ??= issue.message;
  }
  return errors;
}

/** "One per line": blank lines dropped. */
export function lines(value: unknown): string[] {
  return text(value)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
