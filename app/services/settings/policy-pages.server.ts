import { sql, type Kysely } from "kysely";
import { policySeeds } from "../../content/site/policies.ts";
import { isSeedText, POLICY_PAGES, type PolicySlug } from "../../lib/settings/policy-pages.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { recordActivity, type ActivityActor } from "../platform/activity.server.ts";
import { invalidatePages } from "../page-cache/index.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale.ts";
import {
  type InEnglish,
  localizedFields,
  readTranslations,
  type Translations,
  writeTranslations,
} from "../../lib/i18n/localized.ts";

/**
 * The footer's policy pages (privacy, terms, alterations and exchanges): text the
 * owner edits (the store's word to its customers), kept with a version and every
 * saved text, each save also in the activity log. A save names the version it
 * started from, so two staff never overwrite each other unseen; after it commits the
 * page cache is dropped here at once, and other instances see the changed version
 * sum within a second (`policyVersion`, registered as a page-cache version source).
 */
export type PolicyPage = {
  slug: PolicySlug;
  title: string;
  summary: string;
  body: string;
  version: number;
  updated_at: string;
  updated_by: string | null;
  /** The stored Kannada and Hindi (issue 33): JSON, as localized.ts reads it. */
  translations: string;
};

export type PolicyWords = "title" | "summary" | "body";

const COLUMNS = ["slug", "title", "summary", "body", "version", "updated_at", "updated_by", "translations"] as const;

export async function getPolicyPage(db: Kysely<Tables>, slug: PolicySlug): Promise<PolicyPage | undefined> {
  const row = await db.selectFrom("policy_pages").select(COLUMNS).where("slug", "=", slug).executeTakeFirst();
  return row as PolicyPage | undefined;
}

/** A page's words in `locale`: the staff's translation, or the English, marked (`inEnglish`). */
export function localizedPolicyPage(
  page: PolicyPage,
  locale: Locale = DEFAULT_LOCALE,
): PolicyPage & { inEnglish?: InEnglish<PolicyWords> } {
  return localizedFields(page, ["title", "summary", "body"], readTranslations(page.translations), locale);
}

/** In the footer's order. */
export async function listPolicyPages(db: Kysely<Tables>): Promise<PolicyPage[]> {
  const rows = (await db.selectFrom("policy_pages").select(COLUMNS).execute()) as PolicyPage[];
  const order = POLICY_PAGES.map((p) => p.slug as string);
  return rows.filter((r) => order.includes(r.slug)).sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
}

/**
 * Is the page's text still the seed's (saved unchanged, or changed and put back,
 * included)? What the go-live checklist and the Settings screens count as not yet the
 * store's own.
 */
export function isStillSeedText(page: Pick<PolicyPage, "slug" | "body">): boolean {
  const seed = policySeeds.find((s) => s.slug === page.slug);
  return seed !== undefined && isSeedText(page.body, seed.body);
}

/** Fills in any page that is missing (a fresh install, or one from before the pages existed). Idempotent. */
export async function seedPolicyPages(database: Database, now = new Date()): Promise<number> {
  let added = 0;
  for (const seed of policySeeds) {
    const row = await database.db
      .insertInto("policy_pages")
      .values({ ...seed, updated_at: now.toISOString(), updated_by: null })
      .onConflict((oc) => oc.column("slug").doNothing())
      .returning("slug")
      .executeTakeFirst();
    if (row) added++;
  }
  return added;
}

/** Changes with every save of any page: what the page cache of other instances watches. */
export async function policyVersion(db: Kysely<Tables>): Promise<number> {
  const row = await db
    .selectFrom("policy_pages")
    .select(sql<number>`coalesce(sum(version), 0)`.as("v"))
    .executeTakeFirstOrThrow();
  return Number(row.v);
}

export type PolicySave =
  { ok: true; page: PolicyPage; unchanged?: true } | { ok: false; reason: "conflict" | "missing" };

export async function savePolicyPage(
  database: Database,
  slug: PolicySlug,
  {
    translations,
    ...input
  }: { title: string; summary: string; body: string; translations?: Translations<PolicyWords> },
  expectedVersion: number,
  actor: ActivityActor,
  now = new Date(),
): Promise<PolicySave> {
  const at = now.toISOString();
  const staff = actor.id === null ? actor.name : actor.name?.trim() || actor.username;
  const result = await database.db.transaction().execute(async (trx): Promise<PolicySave> => {
    const current = await trx.selectFrom("policy_pages").select(COLUMNS).where("slug", "=", slug).executeTakeFirst();
    if (!current) return { ok: false, reason: "missing" };
    if (current.version !== expectedVersion) return { ok: false, reason: "conflict" };
    // Absent (a save that is not the editor's form), the translations stay as they are.
    const translated = translations ? writeTranslations(translations) : current.translations;
    // The same words saved again: no version moves (the page cache watches their sum), no history line.
    if (
      current.title === input.title &&
      current.summary === input.summary &&
      current.body === input.body &&
      current.translations === translated
    ) {
      return { ok: true, page: current as PolicyPage, unchanged: true };
    }
    const updated = await trx
      .updateTable("policy_pages")
      .set((eb) => ({
        ...input,
        translations: translated,
        updated_at: at,
        updated_by: staff,
        version: eb("version", "+", 1),
      }))
      .where("slug", "=", slug)
      .where("version", "=", expectedVersion)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx.selectFrom("policy_pages").select("slug").where("slug", "=", slug).executeTakeFirst();
      return { ok: false, reason: exists ? "conflict" : "missing" };
    }
    await trx
      .insertInto("policy_page_changes")
      .values({ slug, at, admin_name: staff, ...input })
      .execute();
    // The owner's log says who changed which notice; the words are in the page's own history.
    await recordActivity(trx, { action: "settings.policy-page", actor, subject: input.title }, now);
    return { ok: true, page: updated as PolicyPage };
  });
  if (result.ok && !result.unchanged) invalidatePages("policy page changed");
  return result;
}

export type PolicyChange = { id: number; at: string; admin_name: string; title: string; summary: string; body: string };

export async function policyHistory(db: Kysely<Tables>, slug: PolicySlug): Promise<PolicyChange[]> {
  return db
    .selectFrom("policy_page_changes")
    .select(["id", "at", "admin_name", "title", "summary", "body"])
    .where("slug", "=", slug)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(20)
    .execute();
}
