import type { Transaction } from "kysely";
import type { ImageRef } from "../../lib/media/image-ref.ts";
import { IMAGE_KINDS } from "../../lib/media/images.ts";
import { SLIDE_LISTS, type SlideList, type SlideWords } from "../../lib/settings/showcase.ts";
import { aboutHero, collectionGroups, timeline } from "../../content/site/about.ts";
import { galleryCollections } from "../../content/site/gallery.ts";
import { heroSlides, promoBanner, socialPosts, trendingCategories } from "../../content/site/home.ts";
import { featuredCollections, offersHeroImage, welcomePromo } from "../../content/site/offers.ts";
import { sliderSlides } from "../../content/site/slider.ts";
import { visitHeroImage } from "../../content/site/visit.ts";
import { type Database, type Tables, withKeyLock } from "../platform/db.server.ts";
import { DOCUMENTS, type DocumentKey } from "./settings.server.ts";

/**
 * A fresh install's settings: the store's facts, hours, banner and claims from
 * app/content/store.ts, WELCOME10 as the one offer (on the home banner), and the
 * showcase's slides with the build's artwork, written once on the first start, as
 * the catalogue is (catalogue/seed.server.ts). A seeded install looks exactly like
 * the typed files describe; after that the files are only the seed. Each part is
 * seeded when it is missing, so an install that had some of them keeps its own.
 */
export const SEED_AUTHOR = "Initial settings";

export async function seedSettings(database: Database, now = new Date()): Promise<"seeded" | "present"> {
  return withKeyLock(database, "settings-seed", async (trx) => {
    const at = now.toISOString();
    let seeded = false;
    const documents = await trx.selectFrom("settings").select("key").execute();
    for (const key of Object.keys(DOCUMENTS) as DocumentKey[]) {
      if (documents.some((d) => d.key === key)) continue;
      await trx
        .insertInto("settings")
        .values({ key, value: JSON.stringify(DOCUMENTS[key].seed), updated_at: at })
        .execute();
      seeded = true;
    }
    if (!(await trx.selectFrom("offers").select("id").limit(1).executeTakeFirst())) {
      await trx
        .insertInto("offers")
        .values({
          code: welcomePromo.code,
          headline: welcomePromo.headline,
          title: welcomePromo.title,
          description: welcomePromo.description,
          terms: JSON.stringify(welcomePromo.terms),
          valid_from: welcomePromo.validFrom,
          valid_until: welcomePromo.validUntil,
          status: "published",
          on_home: 1,
          position: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
      seeded = true;
    }
    if (await seedShowcase(trx, at)) seeded = true;
    if (!seeded) return "present" as const;
    await trx
      .insertInto("settings_changes")
      .values({ at, admin_id: null, admin_name: SEED_AUTHOR, section: "store", subject: "Settings", action: "seeded" })
      .execute();
    await trx
      .updateTable("settings_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("id", "=", 1)
      .execute();
    return "seeded" as const;
  });
}

const blank: SlideWords = { title: "", subtitle: "", note: "", shortTitle: "", description: "", cta: "", link: "" };

/**
 * The settings row that names the showcase lists already seeded: a list is seeded
 * once, when it first exists (the four of the first install together; the others
 * when an install that had those starts with this version), so a list staff emptied
 * on purpose stays empty after a restart.
 */
export const SEEDED_LISTS_KEY = "showcase-seeded";
const FIRST_LISTS: readonly SlideList[] = ["hero", "promo", "gallery", "slider"];

/** Seeds every showcase list not seeded before; true when it wrote one. */
async function seedShowcase(trx: Transaction<Tables>, at: string): Promise<boolean> {
  const marker = await trx
    .selectFrom("settings")
    .select("value")
    .where("key", "=", SEEDED_LISTS_KEY)
    .executeTakeFirst();
  let done: string[];
  if (marker) done = seededLists(marker.value);
  else {
    // Before the marker, the first four were seeded together with the first slide.
    const any = await trx.selectFrom("showcase_slides").select("id").limit(1).executeTakeFirst();
    done = any ? [...FIRST_LISTS] : [];
  }
  const missing = SLIDE_LISTS.filter((list) => !done.includes(list));
  if (!missing.length && marker) return false;
  const seeds = showcaseSeed();
  for (const list of missing) await seedList(trx, list, seeds[list], at);
  const value = JSON.stringify([...done, ...missing]);
  if (marker)
    await trx.updateTable("settings").set({ value, updated_at: at }).where("key", "=", SEEDED_LISTS_KEY).execute();
  else await trx.insertInto("settings").values({ key: SEEDED_LISTS_KEY, value, updated_at: at }).execute();
  return missing.length > 0;
}

/** The marker's lists; a row edited by hand into something else counts as all seeded (nothing is added twice). */
function seededLists(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.filter((v): v is string => typeof v === "string");
  } catch {
    // Fall through.
  }
  return [...SLIDE_LISTS];
}

type SeedSlide = { words: SlideWords; images: ImageRef[] };

/** One page picture as a list of one: described by its alt, no words. */
const picture = (image: ImageRef): SeedSlide[] => [{ words: blank, images: [image] }];

function showcaseSeed(): Record<SlideList, SeedSlide[]> {
  const lists: Array<[SlideList, SeedSlide[]]> = [
    [
      "hero",
      heroSlides.map((s) => ({
        words: { ...blank, title: s.title, subtitle: s.subtitle, note: s.offer, cta: s.cta, link: s.link },
        images: [s.image],
      })),
    ],
    [
      "promo",
      [
        {
          words: {
            ...blank,
            note: promoBanner.eyebrow,
            title: promoBanner.title,
            subtitle: promoBanner.text,
            cta: promoBanner.cta,
            link: promoBanner.link,
          },
          images: [promoBanner.image],
        },
      ],
    ],
    [
      "gallery",
      galleryCollections.map((c) => ({
        words: { ...blank, title: c.title, note: c.category, description: c.description },
        images: c.images,
      })),
    ],
    [
      "slider",
      sliderSlides.map((s) => ({
        words: {
          ...blank,
          shortTitle: s.shortTitle,
          subtitle: s.subtitle,
          title: s.title,
          description: s.description,
          cta: s.cta,
          link: s.link,
        },
        images: [s.image],
      })),
    ],
    [
      "trending",
      trendingCategories.map((c) => ({
        words: { ...blank, title: c.title, description: c.description, link: c.link },
        images: c.images,
      })),
    ],
    ["social", socialPosts.map((p) => ({ words: blank, images: [p.image] }))],
    ["about", picture(aboutHero.image)],
    [
      "timeline",
      timeline.map((t) => ({
        words: { ...blank, shortTitle: t.year, title: t.title, description: t.text },
        images: [t.image],
      })),
    ],
    // Each group's title names its place on the page (not edited: the list has no words).
    ["groups", collectionGroups.map((g) => ({ words: { ...blank, title: g.title }, images: [g.image] }))],
    ["visit", picture(visitHeroImage)],
    ["offers", picture(offersHeroImage)],
    [
      "featured",
      featuredCollections.map((c) => ({
        words: { ...blank, title: c.name, shortTitle: c.brand, note: c.category },
        images: c.images,
      })),
    ],
  ];
  return Object.fromEntries(lists) as Record<SlideList, SeedSlide[]>;
}

async function seedList(trx: Transaction<Tables>, list: SlideList, slides: readonly SeedSlide[], at: string) {
  // After what the list may already hold (none, unless it was filled by hand).
  const first = await trx
    .selectFrom("showcase_slides")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("list", "=", list)
    .executeTakeFirst();
  const start = first?.last == null ? 0 : Number(first.last) + 1;
  for (const [offset, slide] of slides.entries()) {
    const { id } = await trx
      .insertInto("showcase_slides")
      .values({
        list,
        position: start + offset,
        status: "published",
        title: slide.words.title,
        subtitle: slide.words.subtitle,
        note: slide.words.note,
        short_title: slide.words.shortTitle,
        description: slide.words.description,
        cta: slide.words.cta,
        link: slide.words.link,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [i, image] of slide.images.entries()) {
      const mediaId = await staticMedia(trx, image, at);
      await trx
        .insertInto("showcase_images")
        .values({ slide_id: id, media_id: mediaId, position: i, alt: image.alt })
        .execute();
    }
  }
}

/** The build's own picture as a media row (storage "static": its files are in build/client/images). */
async function staticMedia(trx: Transaction<Tables>, image: ImageRef, at: string): Promise<number> {
  const hash = `static:${image.key}`;
  const existing = await trx.selectFrom("media").select("id").where("hash", "=", hash).executeTakeFirst();
  if (existing) return existing.id;
  const spec = IMAGE_KINDS[image.kind];
  const { id } = await trx
    .insertInto("media")
    .values({
      hash,
      storage: "static",
      key: image.key,
      kind: image.kind,
      width: spec.width,
      height: spec.height,
      phone_kind: image.phone ?? null,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
