import type { Transaction } from "kysely";
import type { ImageRef } from "../../lib/media/image-ref.ts";
import { IMAGE_KINDS } from "../../lib/media/images.ts";
import type { SlideList, SlideWords } from "../../lib/settings/showcase.ts";
import { galleryCollections } from "../../content/site/gallery.ts";
import { heroSlides, promoBanner } from "../../content/site/home.ts";
import { welcomePromo } from "../../content/site/offers.ts";
import { sliderSlides } from "../../content/site/slider.ts";
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
    if (!(await trx.selectFrom("showcase_slides").select("id").limit(1).executeTakeFirst())) {
      await seedShowcase(trx, at);
      seeded = true;
    }
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

async function seedShowcase(trx: Transaction<Tables>, at: string) {
  const lists: Array<[SlideList, Array<{ words: SlideWords; images: ImageRef[] }>]> = [
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
  ];
  for (const [list, slides] of lists) {
    for (const [position, slide] of slides.entries()) {
      const { id } = await trx
        .insertInto("showcase_slides")
        .values({
          list,
          position,
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
