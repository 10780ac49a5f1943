import * as z from "zod/mini";
import { readSubmission } from "../../lib/forms/submission.ts";
import { type FormReply } from "../../lib/forms/reply.ts";
import { settingsChangeWords } from "../../lib/settings/change-words.ts";
import { formatStoreTime } from "../../lib/time/admin-dates.ts";
import type { Database } from "../platform/db.server.ts";
import { storeTimeZone } from "./settings.server.ts";
import { type Section, settingsHistory } from "./settings-write.server.ts";

/**
 * What the settings screens read besides the settings themselves: each section's
 * history in words, in store time.
 */
export async function historyView(database: Database, section: Section, subject?: string) {
  const entries = await settingsHistory(database, section, 20, subject);
  const timeZone = await storeTimeZone(database);
  return entries.map((h) => ({
    id: h.id,
    who: h.who,
    when: formatStoreTime(h.at, timeZone),
    what: settingsChangeWords(h.action),
    subject: h.subject,
    fields: h.fields,
  }));
}

/** A posted whole number (a version, an id), or -1: a save without a version can only be stale. */
export function postedNumber(value: unknown): number {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) ? n : -1;
}

const NO_FIELDS = z.object({});

/**
 * The reply to a form refused for no field's fault (saved meanwhile by someone else,
 * or deleted): no message on any field, and what was typed, to be shown again.
 */
export function postedReply(form: FormData | URLSearchParams): FormReply {
  return readSubmission(form, NO_FIELDS).reply();
}
