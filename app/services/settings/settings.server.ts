import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Announcement } from "../../lib/settings/announcement.ts";
import type { Claims } from "../../lib/settings/claims.ts";
import type { ImageKind, ImageRef } from "../../lib/media/image-ref.ts";
import { type Offer, type OfferStatus, validOn } from "../../lib/settings/offer-dates.ts";
import type { Slide, SlideList, SlideWord } from "../../lib/settings/showcase.ts";
import {
  publicStore,
  rulePublishedOn,
  type SiteSettings,
  specialDays,
  type StoreHours,
} from "../../lib/settings/site.ts";
import {
  announcementSchema,
  claimsSchema,
  storeDetailsSchema,
  storeHoursSchema,
  type StoreDetails,
} from "../../lib/settings/store-schema.ts";
import { civilDateAt } from "../../lib/time/business-hours.ts";
import { isoDate, type DatedHours, type HoursRule } from "../../lib/time/store-hours.ts";
import { announcementSeed, claimsSeed, hoursSeed, storeSeed } from "../../content/store.ts";
import { type Database, getDatabase, type Tables } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale.ts";
import {
  type InEnglish,
  localized,
  localizedFields,
  readTranslations,
  type Translations,
} from "../../lib/i18n/localized.ts";
import { lines } from "../../lib/settings/form-rules.ts";

/**
 * The store's settings as everything reads them: one snapshot of every section
 * (facts, hours, exceptions, offers, banner, claims, showcase), read from the
 * database and kept in memory until the settings version changes. The version is
 * read at most once a second, so a change on another instance is seen within a
 * second, and a change made here is seen at once (settings-write drops the copy).
 * The pages, the booking rules, the inbox's clock, the alert e-mails and the
 * calendar files all read from here: nothing keeps a copy of its own.
 */
export type Versioned<T> = { value: T; version: number };

export type ExceptionRecord = DatedHours & { id: number; version: number; translations: Translations<"note"> };

export type OfferRecord = Offer & {
  id: number;
  status: OfferStatus;
  onHome: boolean;
  position: number;
  version: number;
};

export type SlideImage = ImageRef & { imageId: number; mediaId: number; storage: string };
export type SlideRecord = Omit<Slide, "images"> & {
  position: number;
  version: number;
  images: SlideImage[];
  /** Its words in Kannada and Hindi (issue 33). */
  translations: Translations<SlideWord>;
  /** On a Kannada or Hindi page: the words that show in English (`lang="en"`). */
  inEnglish?: InEnglish<SlideWord>;
};

export type SettingsSnapshot = {
  version: number;
  details: Versioned<StoreDetails>;
  hours: Versioned<StoreHours>;
  announcement: Versioned<Announcement>;
  claims: Versioned<Claims>;
  exceptions: ExceptionRecord[];
  offers: OfferRecord[];
  slides: SlideRecord[];
};

export const DOCUMENTS = {
  store: { schema: storeDetailsSchema, seed: storeSeed },
  hours: { schema: storeHoursSchema, seed: hoursSeed },
  announcement: { schema: announcementSchema, seed: announcementSeed },
  claims: { schema: claimsSchema, seed: claimsSeed },
} as const;

export type DocumentKey = keyof typeof DOCUMENTS;

export async function readSettingsVersion(db: Kysely<Tables>): Promise<number> {
  const row = await db.selectFrom("settings_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

function parseDocument<K extends DocumentKey>(
  key: K,
  text: string | undefined,
): z.infer<(typeof DOCUMENTS)[K]["schema"]> {
  const { schema, seed } = DOCUMENTS[key];
  if (text === undefined) return seed as z.infer<(typeof DOCUMENTS)[K]["schema"]>;
  try {
    return schema.parse(JSON.parse(text)) as z.infer<(typeof DOCUMENTS)[K]["schema"]>;
  } catch (error) {
    // Only a hand-edited row can get here (every save is validated): the pages stay up on the seed's words.
    log.error("settings_unreadable", { key, error: String(error) });
    return seed as z.infer<(typeof DOCUMENTS)[K]["schema"]>;
  }
}

function parseList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Every section, read in one go (a handful of small tables). */
export async function readSnapshot(db: Kysely<Tables>): Promise<SettingsSnapshot> {
  const version = await readSettingsVersion(db);
  const [documents, exceptions, offers, slides, images] = await Promise.all([
    db.selectFrom("settings").select(["key", "value", "version"]).execute(),
    db.selectFrom("store_closures").selectAll().orderBy("starts_on").orderBy("id").execute(),
    db.selectFrom("offers").selectAll().orderBy("position").orderBy("id").execute(),
    db.selectFrom("showcase_slides").selectAll().orderBy("list").orderBy("position").orderBy("id").execute(),
    db
      .selectFrom("showcase_images")
      .innerJoin("media", "media.id", "showcase_images.media_id")
      .select([
        "showcase_images.id",
        "showcase_images.slide_id",
        "showcase_images.media_id",
        "showcase_images.alt",
        "media.key",
        "media.kind",
        "media.phone_kind",
        "media.storage",
      ])
      .orderBy("showcase_images.slide_id")
      .orderBy("showcase_images.position")
      .orderBy("showcase_images.id")
      .execute(),
  ]);
  const doc = <K extends DocumentKey>(key: K) => {
    const row = documents.find((d) => d.key === key);
    return { value: parseDocument(key, row?.value), version: row?.version ?? 0 };
  };
  const imagesBySlide = new Map<number, SlideImage[]>();
  for (const image of images) {
    const list = imagesBySlide.get(image.slide_id) ?? [];
    list.push({
      imageId: image.id,
      mediaId: image.media_id,
      storage: image.storage,
      key: image.key,
      kind: image.kind as ImageKind,
      alt: image.alt,
      ...(image.phone_kind ? { phone: image.phone_kind as ImageKind } : {}),
    });
    imagesBySlide.set(image.slide_id, list);
  }
  return {
    version,
    details: doc("store"),
    hours: doc("hours"),
    announcement: doc("announcement"),
    claims: doc("claims"),
    exceptions: exceptions.map((e) => ({
      id: e.id,
      version: e.version,
      from: e.starts_on,
      to: e.ends_on,
      hours: e.opens && e.closes ? { opens: e.opens, closes: e.closes } : null,
      note: e.note,
      translations: readTranslations(e.translations),
    })),
    offers: offers.map((o) => ({
      id: o.id,
      code: o.code,
      headline: o.headline,
      title: o.title,
      description: o.description,
      terms: parseList(o.terms),
      validFrom: o.valid_from,
      validUntil: o.valid_until,
      translations: readTranslations(o.translations),
      status: o.status === "published" ? "published" : "hidden",
      onHome: o.on_home === 1,
      position: o.position,
      version: o.version,
    })),
    slides: slides.map((s) => ({
      id: s.id,
      list: s.list as SlideList,
      position: s.position,
      version: s.version,
      published: s.status === "published",
      title: s.title,
      subtitle: s.subtitle,
      note: s.note,
      shortTitle: s.short_title,
      description: s.description,
      cta: s.cta,
      link: s.link,
      translations: readTranslations(s.translations),
      images: imagesBySlide.get(s.id) ?? [],
    })),
  };
}

const CHECK_EVERY_MS = 1000;
type Cached = { snapshot: SettingsSnapshot; checkedAt: number };
const cache = new WeakMap<Database, Cached>();
const reading = new WeakMap<Database, Promise<SettingsSnapshot>>();

/** The store's time zone now (the `timeZone` setting): what every staff date and every "today" is in. */
export async function storeTimeZone(database: Database = getDatabase()): Promise<string> {
  return (await currentSettings(database)).details.value.timeZone;
}

/**
 * The settings now: from memory while the version row is unchanged (read at most once
 * a second), else read afresh. Concurrent callers share one read.
 */
export async function currentSettings(database: Database = getDatabase(), now = Date.now()): Promise<SettingsSnapshot> {
  const cached = cache.get(database);
  if (cached && now - cached.checkedAt < CHECK_EVERY_MS) return cached.snapshot;
  let pending = reading.get(database);
  if (!pending) {
    pending = (async () => {
      const version = await readSettingsVersion(database.db);
      const known = cache.get(database);
      if (known && known.snapshot.version === version) {
        known.checkedAt = Date.now();
        return known.snapshot;
      }
      const snapshot = await readSnapshot(database.db);
      cache.set(database, { snapshot, checkedAt: Date.now() });
      return snapshot;
    })().finally(() => reading.delete(database));
    reading.set(database, pending);
  }
  return pending;
}

/** After a change committed here: the next read goes to the database. */
export function forgetSettings(database: Database): void {
  cache.delete(database);
}

/** The store's calendar date at `now`, "YYYY-MM-DD". */
export function storeToday(snapshot: SettingsSnapshot, now: number): string {
  return isoDate(civilDateAt(now, snapshot.details.value.timeZone));
}

/** The full hours rule, past exceptions included (a message that waited over last week's holiday). */
export function hoursRule(snapshot: SettingsSnapshot): HoursRule {
  return {
    timeZone: snapshot.details.value.timeZone,
    week: snapshot.hours.value.week,
    monthlyClosure: snapshot.hours.value.monthlyClosure,
    exceptions: snapshot.exceptions.map(({ from, to, hours, note }) => ({ from, to, hours, note })),
  };
}

export function storeFacts(snapshot: SettingsSnapshot, now?: number) {
  return publicStore(snapshot.details.value, snapshot.hours.value, now);
}

/** The store's name and founding year: the staff doors' card, account mails, passkeys and authenticator apps. */
export async function storeBrand(
  database: Database = getDatabase(),
): Promise<{ name: string; foundedYear: number; timeZone: string }> {
  const { name, foundedYear, timeZone } = (await currentSettings(database)).details.value;
  return { name, foundedYear, timeZone };
}

/**
 * The shell's share: on every public page (public-layout's loader), its words in
 * `locale` (the banner's line in English, marked, where staff gave none).
 */
export function siteSettings(snapshot: SettingsSnapshot, now: number, locale: Locale = DEFAULT_LOCALE): SiteSettings {
  const announcement = snapshot.announcement.value;
  const line = localized(announcement.text, announcement.translations, "text", locale);
  return {
    store: storeFacts(snapshot, now),
    specialDays: specialDays(publishedHours(snapshot, now, locale)),
    announcement: announcement.on
      ? { text: line.text, link: announcement.link || null, ...(line.inEnglish ? { inEnglish: true as const } : {}) }
      : null,
  };
}

/**
 * The hours rule the public pages compute with: the exceptions still to come (past ones
 * drop off), their notes in `locale` (the English, marked, where staff gave none).
 */
export function publishedHours(snapshot: SettingsSnapshot, now: number, locale: Locale = DEFAULT_LOCALE): HoursRule {
  const rule = rulePublishedOn(hoursRule(snapshot), civilDateAt(now, snapshot.details.value.timeZone));
  if (locale === DEFAULT_LOCALE) return rule;
  const translations = new Map(snapshot.exceptions.map((e) => [`${e.from}:${e.to}`, e.translations]));
  return {
    ...rule,
    exceptions: rule.exceptions.map((exception) => {
      const note = localized(exception.note, translations.get(`${exception.from}:${exception.to}`), "note", locale);
      return { ...exception, note: note.text, ...(note.inEnglish ? { noteInEnglish: true as const } : {}) };
    }),
  };
}

/**
 * The offers on the site at `now`: published and within their dates, in the staff's
 * order, their words in `locale` (the English, marked, where staff gave none).
 */
export function offersNow(snapshot: SettingsSnapshot, now: number, locale: Locale = DEFAULT_LOCALE): OfferRecord[] {
  const today = storeToday(snapshot, now);
  return snapshot.offers
    .filter((o) => o.status === "published" && validOn(o, today))
    .map((offer) => localizedOffer(offer, locale));
}

function localizedOffer(offer: OfferRecord, locale: Locale): OfferRecord {
  if (locale === DEFAULT_LOCALE) return offer;
  const words = localizedFields(
    { ...offer, terms: offer.terms.join("\n") },
    ["headline", "title", "description", "terms"],
    offer.translations,
    locale,
  );
  // The terms are kept as lines in English; a translation is written one per line too.
  return { ...words, terms: lines(words.terms) };
}

/** The home page's offer banner: only while the offer chosen for it is on the site. */
export function homeOffer(
  snapshot: SettingsSnapshot,
  now: number,
  locale: Locale = DEFAULT_LOCALE,
): OfferRecord | undefined {
  return offersNow(snapshot, now, locale).find((o) => o.onHome);
}

/** A list's slides, their words in `locale` (the English, marked in `inEnglish`, where staff gave none). */
export function slidesOf(snapshot: SettingsSnapshot, list: SlideList, locale: Locale = DEFAULT_LOCALE): SlideRecord[] {
  const slides = snapshot.slides.filter((s) => s.list === list);
  if (locale === DEFAULT_LOCALE) return slides;
  // Only the words a visitor reads (never the link), and only those the slide has.
  const words: SlideWord[] = ["title", "subtitle", "note", "shortTitle", "description", "cta"];
  return slides.map((slide) =>
    localizedFields(
      slide,
      words.filter((word) => slide[word] !== ""),
      slide.translations,
      locale,
    ),
  );
}

/**
 * For the page cache: changes when staff change a setting, and at the store's
 * midnight, when offers begin and end, exceptions pass and the structured data's
 * dates move on. Cached pages are dropped then, so a page rendered before an offer
 * ended never outlives it by more than the cache's one-second check.
 */
export function settingsVersionSource(database: Database, clock: () => number = Date.now) {
  return async () => {
    const version = await readSettingsVersion(database.db);
    const snapshot = await currentSettings(database);
    return `${version}@${storeToday(snapshot, clock())}`;
  };
}

/** The business clock of replies: the store's hours and how many business hours a reply may take. */
export type ReplyClock = { rule: HoursRule; promiseMs: number };

export async function replyClock(database: Database = getDatabase()): Promise<ReplyClock> {
  const snapshot = await currentSettings(database);
  return { rule: hoursRule(snapshot), promiseMs: snapshot.details.value.replyHours * 60 * 60 * 1000 };
}
