import { type ChecklistLine, goLiveChecklist, isPlaceholderEmail } from "../../lib/settings/go-live.ts";
import { storeSeed } from "../../content/store.ts";
import type { Database } from "../platform/db.server.ts";
import { siteAddress, siteAddressIsPlaceholder } from "../platform/site-address.server.ts";
import { currentSettings } from "./settings.server.ts";
import { isStillSeedText, listPolicyPages } from "./policy-pages.server.ts";

/**
 * The facts behind the dashboard's go-live checklist, read afresh on each dashboard
 * view (a few counts): the site's address (SITE_URL at start), the store's contact
 * details against the seed's placeholders, pictures still from the generated artwork
 * (storage "static": a product's card photo, any of a shown slide's), the mail server
 * (the caller passes services/mail's word: the server's SMTP_URL or Settings → Mail),
 * the active staff accounts (a second one is invited at /admin/accounts), the backups
 * (the caller passes services/backup's status: settings sit below backup) and the
 * policy pages whose text is still the seed's.
 */
const PLACEHOLDER_NUMBERS = new Set([...storeSeed.phones, storeSeed.whatsapp].map((p) => p.e164));

export type BackupFacts = { configured: boolean; lastSnapshot?: { at: string } | null };

/** Whether a mail server is in effect: the server's SMTP_URL or Settings → Mail (services/mail, a floor above). */
export type MailFacts = { configured: boolean };

/**
 * What other domains know, handed in by the caller (settings sits below them): the
 * backups' status, whether a mail server is in effect, and how many published products'
 * card photo (the first saved one) is still the generated artwork (catalogue's photo day
 * counts the same; artwork further down a product's photos is not what a shopper judges).
 */
export type GoLiveFacts = { backup: BackupFacts; mail: MailFacts; productsOnArtwork: number };

export async function goLive(database: Database, facts: GoLiveFacts): Promise<ChecklistLine[]> {
  const { backup, mail } = facts;
  const { db } = database;
  const snapshot = await currentSettings(database);
  const details = snapshot.details.value;
  const [slides, admins, policies] = await Promise.all([
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
      placeholderSiteUrl: siteAddressIsPlaceholder() ? siteAddress() : null,
      placeholderPhones: numbers.filter((n) => PLACEHOLDER_NUMBERS.has(n)).length,
      placeholderEmail: isPlaceholderEmail(details.email) ? details.email : null,
      artwork: { products: facts.productsOnArtwork, slides: Number(slides.n) },
      mailConfigured: mail.configured,
      staffAccounts: Number(admins.n),
      // BACKUP_DIR or BACKUP_URL set on purpose: the default folder shares the database's disk.
      backup: { configured: backup.configured, lastGoodAt: backup.lastSnapshot?.at ?? null },
      // Saved is not enough: the privacy notice must say what this store does.
      unreviewedPolicies: policies.filter(isStillSeedText).length,
    },
    { staff: "/admin/accounts", backup: "/admin/settings/backups" },
  );
}
