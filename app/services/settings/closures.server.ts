import type { Transaction } from "kysely";
import { readSubmission } from "../../lib/forms/submission.ts";
import { closureFormSchema } from "../../lib/settings/closure-form.ts";
import { exceptionDates, exceptionHours } from "../../lib/time/hours-words.ts";
import type { DatedHours } from "../../lib/time/store-hours.ts";
import { writeTranslations } from "../../lib/i18n/localized.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { currentSettings, storeToday } from "./settings.server.ts";
import {
  type Actor,
  CONFLICT,
  deleteAtVersion,
  NOT_FOUND,
  recordSettingsChange,
  type SaveResult,
  settingsWrite,
} from "./settings-write.server.ts";

/**
 * Dated exceptions: closed all day or special hours on a date or a range. The form's
 * rules (closure-form.ts) are checked again inside the transaction against the rows
 * as they are then, so two staff adding overlapping dates at once cannot both win.
 */
function subjectOf(exception: DatedHours): string {
  return exception.note || `${exceptionHours(exception)}, ${exceptionDates(exception)}`;
}

async function others(trx: Transaction<Tables>, exceptId: number | null) {
  const rows = await trx.selectFrom("store_closures").selectAll().execute();
  return rows
    .filter((r) => r.id !== exceptId)
    .map((r) => ({
      id: r.id,
      from: r.starts_on,
      to: r.ends_on,
      hours: r.opens && r.closes ? { opens: r.opens, closes: r.closes } : null,
      note: r.note,
    }));
}

export async function saveException(
  database: Database,
  actor: Actor,
  target: { id: number; version: number } | null,
  form: FormData | URLSearchParams,
  now = new Date(),
): Promise<SaveResult<{ id: number }>> {
  const today = storeToday(await currentSettings(database), now.getTime());
  return settingsWrite(database, async (trx) => {
    const at = now.toISOString();
    const submission = readSubmission(
      form,
      closureFormSchema({ today, others: await others(trx, target?.id ?? null) }),
    );
    if (submission.status !== "success") return { ok: false, reason: "invalid", reply: submission.reply() } as const;
    const exception = submission.value;
    const row = {
      starts_on: exception.from,
      ends_on: exception.to,
      opens: exception.hours?.opens ?? null,
      closes: exception.hours?.closes ?? null,
      note: exception.note,
      // The form always posts them: none given is none kept.
      translations: writeTranslations(exception.translations ?? {}),
      updated_at: at,
    };
    let id: number;
    if (target) {
      const existing = await trx
        .selectFrom("store_closures")
        .selectAll()
        .where("id", "=", target.id)
        .executeTakeFirst();
      if (!existing) return NOT_FOUND;
      if (existing.version !== target.version) return CONFLICT;
      // The same closure saved again: no version moves, so no cached page is dropped.
      const same = (["starts_on", "ends_on", "opens", "closes", "note", "translations"] as const).every(
        (k) => existing[k] === row[k],
      );
      if (same) return { ok: true, value: { id: target.id } } as const;
      const updated = await trx
        .updateTable("store_closures")
        .set({ ...row, version: target.version + 1 })
        .where("id", "=", target.id)
        .where("version", "=", target.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return CONFLICT;
      id = target.id;
    } else {
      ({ id } = await trx
        .insertInto("store_closures")
        .values({ ...row, created_at: at })
        .returning("id")
        .executeTakeFirstOrThrow());
    }
    await recordSettingsChange(
      trx,
      actor,
      {
        section: "closures",
        subject: subjectOf(exception),
        action: target ? "edited" : "created",
        fields: [exceptionDates(exception), exceptionHours(exception)],
      },
      at,
    );
    return { ok: true, value: { id } } as const;
  });
}

export async function deleteException(
  database: Database,
  actor: Actor,
  id: number,
  version: number,
  now = new Date(),
): Promise<SaveResult> {
  return settingsWrite(database, async (trx, lock) => {
    const deleted = await deleteAtVersion(trx, "store_closures", await lock.closure(id), version);
    if (!deleted.ok) return deleted;
    const row = deleted.row;
    const exception = {
      from: row.starts_on,
      to: row.ends_on,
      hours: row.opens && row.closes ? { opens: row.opens, closes: row.closes } : null,
      note: row.note,
    };
    await recordSettingsChange(
      trx,
      actor,
      { section: "closures", subject: subjectOf(exception), action: "deleted", fields: [exceptionDates(exception)] },
      now.toISOString(),
    );
    return { ok: true } as const;
  });
}
