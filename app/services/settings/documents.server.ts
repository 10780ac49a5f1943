import { isDeepStrictEqual } from "node:util";
import type { Announcement } from "../../lib/settings/announcement.ts";
import type { Claims } from "../../lib/settings/claims.ts";
import type { StoreHours } from "../../lib/settings/site.ts";
import type { StoreDetails } from "../../lib/settings/store-schema.ts";
import type { Database } from "../platform/db.server.ts";
import { type DocumentKey } from "./settings.server.ts";
import { type Actor, CONFLICT, recordSettingsChange, type SaveResult, settingsWrite } from "./settings-write.server.ts";

/**
 * The settings kept as one document each (store details, weekly hours, banner,
 * claims): a save replaces the document if it is still the version the form was
 * opened at, in one transaction with the history line and the version bump.
 */
type DocumentValue = { store: StoreDetails; hours: StoreHours; announcement: Announcement; claims: Claims };

const SUBJECTS: Record<DocumentKey, string> = {
  store: "Store details",
  hours: "Opening hours",
  announcement: "Announcement banner",
  claims: "The store's claims",
};

export async function saveDocument<K extends DocumentKey>(
  database: Database,
  actor: Actor,
  key: K,
  version: number,
  value: DocumentValue[K],
  fields: string[],
  now = new Date(),
): Promise<SaveResult<{ version: number }>> {
  return settingsWrite(database, async (trx) => {
    const at = now.toISOString();
    const current = await trx
      .selectFrom("settings")
      .select(["value", "version"])
      .where("key", "=", key)
      .executeTakeFirst();
    if (current?.version !== version) return CONFLICT;
    // The same document saved again: no version moves, so no cached page is dropped.
    if (isDeepStrictEqual(JSON.parse(current.value), JSON.parse(JSON.stringify(value)))) {
      return { ok: true, value: { version } } as const;
    }
    const updated = await trx
      .updateTable("settings")
      .set((eb) => ({ value: JSON.stringify(value), version: eb("version", "+", 1), updated_at: at }))
      .where("key", "=", key)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return CONFLICT;
    await recordSettingsChange(trx, actor, { section: key, subject: SUBJECTS[key], action: "edited", fields }, at);
    return { ok: true, value: { version: version + 1 } } as const;
  });
}
