import type { Offer } from "../../lib/settings/offer-dates.ts";
import { readSubmission } from "../../lib/forms/submission.ts";
import { normalizeCode, offerFormSchema } from "../../lib/settings/offers.ts";
import type { Database } from "../platform/db.server.ts";
import { writeTranslations } from "../../lib/i18n/localized.ts";
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
 * Promo codes: add, edit, hide or delete, order them, and choose the one the home
 * page's banner is for. A code is unique among offers: checked with the form's rules
 * inside the transaction, and by the table's unique index whatever races it.
 */
const FIELD_WORDS: Record<Exclude<keyof Offer, "inEnglish"> | "status", string> = {
  code: "Code",
  headline: "Headline",
  title: "Title",
  description: "Description",
  terms: "Terms",
  validFrom: "Valid from",
  validUntil: "Valid until",
  status: "Shown on the site",
  translations: "Kannada and Hindi",
};

/** The table's unique index refused a code another save took a moment earlier (SQLite's words, PostgreSQL's code). */
function codeTaken(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "23505" || (typeof message === "string" && /UNIQUE constraint failed: offers\.code/.test(message));
}

export async function saveOffer(
  database: Database,
  actor: Actor,
  target: { id: number; version: number } | null,
  form: FormData | URLSearchParams,
  now = new Date(),
): Promise<SaveResult<{ id: number }>> {
  try {
    return await writeOffer(database, actor, target, form, now);
  } catch (error) {
    if (!codeTaken(error)) throw error;
    const code = normalizeCode(form.get("code"));
    // The form as posted, answered as the code check inside the transaction would have.
    const reply = readSubmission(form, offerFormSchema({ otherCodes: [] })).reply({
      fieldErrors: { code: [`Another offer already uses the code ${code}.`] },
    });
    return { ok: false, reason: "invalid", reply };
  }
}

async function writeOffer(
  database: Database,
  actor: Actor,
  target: { id: number; version: number } | null,
  form: FormData | URLSearchParams,
  now: Date,
): Promise<SaveResult<{ id: number }>> {
  return settingsWrite(database, async (trx) => {
    const at = now.toISOString();
    const rows = await trx.selectFrom("offers").selectAll().execute();
    const current = target ? rows.find((r) => r.id === target.id) : undefined;
    if (target && !current) return NOT_FOUND;
    if (current && current.version !== target!.version) return CONFLICT;
    const submission = readSubmission(
      form,
      offerFormSchema({ otherCodes: rows.filter((r) => r.id !== target?.id).map((r) => r.code) }),
    );
    if (submission.status !== "success") return { ok: false, reason: "invalid", reply: submission.reply() } as const;
    const { published, ...offer } = submission.value;
    const row = {
      code: offer.code,
      headline: offer.headline,
      title: offer.title,
      description: offer.description,
      terms: JSON.stringify(offer.terms),
      valid_from: offer.validFrom,
      valid_until: offer.validUntil,
      status: published ? "published" : "hidden",
      translations: writeTranslations(offer.translations ?? {}),
      updated_at: at,
    };
    let id: number;
    let changed: string[];
    if (current) {
      const before: Record<string, unknown> = {
        code: current.code,
        headline: current.headline,
        title: current.title,
        description: current.description,
        terms: current.terms,
        validFrom: current.valid_from,
        validUntil: current.valid_until,
        status: current.status,
        translations: current.translations,
      };
      const after: Record<string, unknown> = {
        ...offer,
        terms: row.terms,
        status: row.status,
        translations: row.translations,
      };
      changed = Object.keys(FIELD_WORDS)
        .filter((k) => before[k] !== after[k])
        .map((k) => FIELD_WORDS[k as keyof typeof FIELD_WORDS]);
      // The same offer saved again: no version moves, so no cached page is dropped.
      if (!changed.length) return { ok: true, value: { id: current.id } } as const;
      const updated = await trx
        .updateTable("offers")
        .set({ ...row, version: current.version + 1 })
        .where("id", "=", current.id)
        .where("version", "=", current.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return CONFLICT;
      id = current.id;
    } else {
      const position = rows.reduce((max, r) => Math.max(max, r.position + 1), 0);
      ({ id } = await trx
        .insertInto("offers")
        .values({ ...row, position, created_at: at })
        .returning("id")
        .executeTakeFirstOrThrow());
      changed = [];
    }
    await recordSettingsChange(
      trx,
      actor,
      { section: "offers", subject: offer.code, action: current ? "edited" : "created", fields: changed },
      at,
    );
    return { ok: true, value: { id } } as const;
  });
}

export async function deleteOffer(
  database: Database,
  actor: Actor,
  id: number,
  version: number,
  now = new Date(),
): Promise<SaveResult> {
  return settingsWrite(database, async (trx, lock) => {
    const deleted = await deleteAtVersion(trx, "offers", await lock.offer(id), version);
    if (!deleted.ok) return deleted;
    const row = deleted.row;
    await recordSettingsChange(
      trx,
      actor,
      { section: "offers", subject: row.code, action: "deleted" },
      now.toISOString(),
    );
    return { ok: true } as const;
  });
}

/** The offer the home page's banner is for (or none): one tap on the offers list. */
export async function chooseHomeOffer(
  database: Database,
  actor: Actor,
  id: number | null,
  now = new Date(),
): Promise<SaveResult> {
  return settingsWrite(database, async (trx) => {
    const row = id === null ? null : await trx.selectFrom("offers").selectAll().where("id", "=", id).executeTakeFirst();
    if (id !== null && !row) return NOT_FOUND;
    const home = await trx.selectFrom("offers").select("id").where("on_home", "=", 1).executeTakeFirst();
    if ((home?.id ?? null) === (row?.id ?? null)) return { ok: true } as const;
    await trx.updateTable("offers").set({ on_home: 0 }).where("on_home", "=", 1).execute();
    if (row) await trx.updateTable("offers").set({ on_home: 1 }).where("id", "=", row.id).execute();
    await recordSettingsChange(
      trx,
      actor,
      { section: "offers", subject: row?.code ?? "Home banner", action: row ? "on-home" : "off-home" },
      now.toISOString(),
    );
    return { ok: true } as const;
  });
}

/** Moves an offer one place up or down the list (the order /offers shows them in). */
export async function moveOffer(
  database: Database,
  actor: Actor,
  id: number,
  step: -1 | 1,
  now = new Date(),
): Promise<SaveResult> {
  return settingsWrite(database, async (trx) => {
    const rows = await trx.selectFrom("offers").select(["id", "code"]).orderBy("position").orderBy("id").execute();
    const index = rows.findIndex((r) => r.id === id);
    if (index < 0) return NOT_FOUND;
    const target = index + step;
    if (target < 0 || target >= rows.length) return { ok: true } as const;
    const order = rows.map((r) => r.id);
    [order[index], order[target]] = [order[target]!, order[index]!];
    for (const [position, offerId] of order.entries()) {
      await trx.updateTable("offers").set({ position }).where("id", "=", offerId).execute();
    }
    await recordSettingsChange(
      trx,
      actor,
      { section: "offers", subject: rows[index]!.code, action: "moved" },
      now.toISOString(),
    );
    return { ok: true } as const;
  });
}
