import { type ChecklistLine, goLiveChecklist, isPlaceholderEmail } from "../../lib/settings/go-live.ts";
import { storeSeed } from "../../content/store.ts";
import type { Database } from "../platform/db.server.ts";
import { getConfig } from "../platform/config.server.ts";
import { currentSettings } from "./settings.server.ts";
import { listPolicyPages } from "./policy-pages.server.ts";

/**
 * The facts behind the dashboard's go-live checklist, read afresh on each dashboard
 * view (a few counts): the store's contact details against the seed's placeholders,
 * pictures still from the generated artwork (storage "static"), the mail server, the
 * active staff accounts (a second one is invited at /admin/accounts), the backups
 * (the caller passes services/backup's status: settings sit below backup) and the
 * policy pages nobody has saved yet.
 */
const PLACEHOLDER_NUMBERS = new Set([...storeSeed.phones, storeSeed.whatsapp].map((p) => p.e164));

export type BackupFacts = { configured: boolean; lastSnapshot?: { at: string } | null };

export async function goLive(database: Database, backup: BackupFacts): Promise<ChecklistLine[]> {
  const { db } = database;
  const snapshot = await currentSettings(database);
  const details = snapshot.details.value;
  const [products, slides, admins, policies] = await Promise.all([
    db
      .selectFrom("items")
      .where("status", "=", "published")
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("item_images")
            .innerJoin("media", "media.id", "item_images.media_id")
            .select("item_images.id")
            .whereRef("item_images.item_id", "=", "items.id")
            .where("media.storage", "=", "static"),
        ),
      )
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("showcase_slides")
      .where("status", "=", "published")
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("showcase_images")
            .innerJoin("media", "media.id", "showcase_images.media_id")
            .select("showcase_images.id")
            .whereRef("showcase_images.slide_id", "=", "showcase_slides.id")
            .where("media.storage", "=", "static"),
        ),
      )
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("admins")
      .where("status", "=", "active")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    listPolicyPages(db),
  ]);
  const numbers = [...new Set([...details.phones, details.whatsapp].map((p) => p.e164))];
  return goLiveChecklist(
    {
      placeholderPhones: numbers.filter((n) => PLACEHOLDER_NUMBERS.has(n)).length,
      placeholderEmail: isPlaceholderEmail(details.email) ? details.email : null,
      artwork: { products: Number(products.n), slides: Number(slides.n) },
      mailConfigured: getConfig().alerts !== undefined,
      staffAccounts: Number(admins.n),
      // BACKUP_DIR or BACKUP_URL set on purpose: the default folder shares the database's disk.
      backup: { configured: backup.configured, lastGoodAt: backup.lastSnapshot?.at ?? null },
      unreviewedPolicies: policies.filter((p) => p.updated_by === null).length,
    },
    { staff: "/admin/accounts", backup: "/admin/settings/backups" },
  );
}
