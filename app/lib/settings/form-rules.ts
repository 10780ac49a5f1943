// zod/mini: the same checks as zod with fewer bytes in the staff pages.
import * as z from "zod/mini";
import { text } from "../forms/fields.ts";
import { hasControlCharacter } from "../text/characters.ts";

/**
 * The settings forms' own rules, beside the shared fields (lib/forms/fields.ts) every
 * form is built from: addresses, links, dates and clock times.
 */

/**
 * A field that must match a format (a date, a number, a code): the posted value,
 * trimmed, refused with the field's one message when it does not pass `test`, a
 * control character included (no format takes one).
 */
export const formatted = (label: string, message: string, test: (value: string) => boolean) =>
  text(label, { control: message }).check(z.refine(test, message));

/** A public https address (no user name or password in it), the only kind the pages link to. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > 300 || hasControlCharacter(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

export const httpsUrlOrEmpty = (label: string) =>
  formatted(
    label,
    `${label} must be a full https:// address (e.g. https://www.instagram.com/yourstore), or left empty.`,
    (v) => v === "" || isHttpsUrl(v),
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

/** "One per line": blank lines dropped. */
export function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/**
 * A value some answers do not use (a closed day's opening time): read as posted,
 * trimmed ("" when missing), and checked by the form's own rule where it counts.
 */
export const entry = () =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.trim() : "")),
    z.string(),
  );

/**
 * A rule across fields (a last day after the first, a code no other offer uses), in
 * the schema: `rule` answers field → message, each message lands on its field.
 * It runs even when a field's own check failed, so every message shows at once.
 */
export const acrossFields = <T>(rule: (value: T) => Partial<Record<string, string>>) =>
  z.superRefine<T>((value, ctx) => {
    for (const [path, message] of Object.entries(rule(value))) {
      if (message) ctx.addIssue({ code: "custom", message, path: [path], input: value });
    }
  });
