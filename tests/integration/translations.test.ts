import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../app/services/catalogue/catalogue-write.server.ts";
import { readCollectionPage, searchPublishedItems } from "../../app/services/catalogue/catalogue.server.ts";
import { saveProduct } from "../../app/services/catalogue/products.server.ts";
import { seedCatalogue } from "../../app/services/catalogue/seed.server.ts";
import type { ProductInput } from "../../app/lib/catalogue/product-form.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { createAdmin } from "../../app/services/accounts/admins.server.ts";
import { saveException } from "../../app/services/settings/closures.server.ts";
import { saveDocument } from "../../app/services/settings/documents.server.ts";
import { saveOffer } from "../../app/services/settings/offers.server.ts";
import {
  getPolicyPage,
  localizedPolicyPage,
  savePolicyPage,
  seedPolicyPages,
} from "../../app/services/settings/policy-pages.server.ts";
import { seedSettings } from "../../app/services/settings/seed.server.ts";
import { currentSettings, offersNow, siteSettings, storeToday } from "../../app/services/settings/settings.server.ts";
import type { Actor as SettingsActor } from "../../app/services/settings/settings-write.server.ts";
import { readSubmission } from "../../app/lib/forms/submission.ts";
import { announcementFormSchema } from "../../app/lib/settings/announcement.ts";
import { isoDate, parseIsoDate } from "../../app/lib/time/store-hours.ts";

/**
 * What the store writes, in Kannada and Hindi (issue 33), on both databases: a
 * translation is saved with the English fields (the same version, the same history
 * and activity line), a stale one is refused, and a public read in Kannada shows it,
 * or the English marked as English where there is none.
 */
describe.each(databaseKinds)("translations on $name", ({ make }) => {
  let test: TestDatabase;
  let database: Database;
  let actor: Actor;

  beforeAll(async () => {
    test = await make();
    database = openDatabase(test.target);
    await migrateToLatest(database);
    await seedCatalogue(database);
    const at = new Date().toISOString();
    const admin = await database.db
      .insertInto("admins")
      .values({ username: "asha", password_hash: "-", name: "Asha", email: null, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    actor = { id: admin.id, username: "asha", name: "Asha" };
  }, 60_000);

  afterAll(async () => {
    await database?.db.destroy();
    await test?.dispose();
  });

  const row = (slug: string) =>
    database.db.selectFrom("items").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();
  const inputOf = (item: Awaited<ReturnType<typeof row>>): ProductInput => ({
    title: item.title,
    description: item.description,
    category: item.category,
    type: item.type,
    extraTypes: JSON.parse(item.extra_types) as string[],
    price: item.price,
    rating: item.rating === null ? null : Number(item.rating),
    fabric: item.fabric,
    fit: item.fit,
    warmth: null,
    brand: item.brand,
    features: JSON.parse(item.features) as string[],
    isNew: item.is_new === 1,
  });
  const groomItem = async (slug: string, locale: "en" | "kn" | "hi") =>
    (await readCollectionPage(database.db, "/groom", locale))!.items.find((i) => i.slug === slug)!;

  it("shows the seeded Kannada and Hindi titles, and the English marked where a field has none", async () => {
    const kn = await groomItem("gold-silk-kurta-pyjama", "kn");
    expect(kn.title).toBe("ಬಂಗಾರದ ಬಣ್ಣದ ರೇಷ್ಮೆ ಕುರ್ತಾ ಪೈಜಾಮ");
    // No seeded description for this one: the English, marked as English.
    expect(kn.description).toMatch(/^A soft gold art-silk kurta/);
    expect(kn.inEnglish).toEqual({ description: true });
    const hi = await groomItem("maroon-zardozi-sherwani", "hi");
    expect(hi.title).toBe("मैरून ज़रदोज़ी शेरवानी");
    expect(hi.inEnglish).toBeUndefined();
    // A shirt has no translation at all: every word in English, each marked.
    const shirt = await groomItem("indigo-denim-party-shirt", "kn");
    expect(shirt.title).toBe("Indigo Denim Party Shirt");
    expect(shirt.inEnglish).toEqual({ title: true, description: true });
  });

  it("reads English exactly as before: no marker, no translated word", async () => {
    const page = (await readCollectionPage(database.db, "/groom"))!;
    for (const item of page.items) {
      expect(item).not.toHaveProperty("inEnglish");
      expect(item).not.toHaveProperty("translations");
    }
    expect(page.items.find((i) => i.slug === "maroon-zardozi-sherwani")!.title).toBe("Maroon Zardozi Sherwani");
  });

  it("saves a Kannada title with the English fields, in one version, in its history; a stale save is refused", async () => {
    const before = await row("indigo-denim-party-shirt");
    const activityBefore = await database.db.selectFrom("activity_log").select("id").execute();
    const saved = await saveProduct(
      database,
      actor,
      before.id,
      before.version,
      { ...inputOf(before), translations: { kn: { title: "ನೀಲಿ ಡೆನಿಮ್ ಪಾರ್ಟಿ ಶರ್ಟ್" } } },
      "save",
      new Map(),
    );
    expect(saved.ok).toBe(true);
    const after = await row("indigo-denim-party-shirt");
    expect(after.version).toBe(before.version + 1);
    expect(after.title).toBe(before.title);
    expect(JSON.parse(after.translations)).toEqual({ kn: { title: "ನೀಲಿ ಡೆನಿಮ್ ಪಾರ್ಟಿ ಶರ್ಟ್" } });
    const change = await database.db
      .selectFrom("catalogue_changes")
      .select(["action", "fields"])
      .where("item_id", "=", before.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(change).toEqual({ action: "edited", fields: JSON.stringify(["Kannada and Hindi"]) });
    // As an English edit: a line in the product's history; the owner's log keeps publish, hide and delete.
    expect((await database.db.selectFrom("activity_log").select("id").execute()).length).toBe(activityBefore.length);

    // The next public read in Kannada shows it; Hindi still falls back, marked.
    const kn = await groomItem("indigo-denim-party-shirt", "kn");
    expect(kn.title).toBe("ನೀಲಿ ಡೆನಿಮ್ ಪಾರ್ಟಿ ಶರ್ಟ್");
    expect(kn.inEnglish).toEqual({ description: true });
    expect((await groomItem("indigo-denim-party-shirt", "hi")).inEnglish).toEqual({ title: true, description: true });
    // And search finds it by its Kannada words at once, from any language's page.
    const hits = await searchPublishedItems(database.db, "ಡೆನಿಮ್", "kn");
    expect(hits.map((h) => h.item.title)).toEqual(["ನೀಲಿ ಡೆನಿಮ್ ಪಾರ್ಟಿ ಶರ್ಟ್"]);
    expect((await searchPublishedItems(database.db, "ಡೆನಿಮ್")).map((h) => h.item.title)).toEqual([
      "Indigo Denim Party Shirt",
    ]);

    // A colleague's save from the version before is refused, and writes nothing.
    const stale = await saveProduct(
      database,
      actor,
      before.id,
      before.version,
      { ...inputOf(before), translations: { kn: { title: "ಬೇರೆ ಹೆಸರು" } } },
      "save",
      new Map(),
    );
    expect(stale).toEqual({ ok: false, reason: "conflict" });
    expect(await row("indigo-denim-party-shirt")).toEqual(after);
  });

  it("keeps a save that changes nothing a no-op, and a save without translations leaves them as stored", async () => {
    const item = await row("maroon-zardozi-sherwani");
    const stored = JSON.parse(item.translations) as ProductInput["translations"];
    const same = await saveProduct(
      database,
      actor,
      item.id,
      item.version,
      { ...inputOf(item), translations: stored },
      "save",
      new Map(),
    );
    expect(same.ok).toBe(true);
    expect((await row("maroon-zardozi-sherwani")).version).toBe(item.version);
    // The photo day saves without them (its form has none): they stay.
    const photoDay = await saveProduct(
      database,
      actor,
      item.id,
      item.version,
      { ...inputOf(item), price: "₹39,000" },
      "save",
      new Map(),
    );
    expect(photoDay.ok).toBe(true);
    expect(JSON.parse((await row("maroon-zardozi-sherwani")).translations)).toEqual(stored);
  });

  it("finds the sherwanis for ಶೇರ್ವಾನಿ and शेरवानी, each in the page's language", async () => {
    const english = (await searchPublishedItems(database.db, "sherwani")).map((h) => h.href);
    expect(english.length).toBeGreaterThan(2);
    for (const query of ["ಶೇರ್ವಾನಿ", "शेरवानी", "शेरवानि"]) {
      expect(
        (await searchPublishedItems(database.db, query, "kn")).map((h) => h.href),
        query,
      ).toEqual(english);
    }
    const kn = await searchPublishedItems(database.db, "ಶೇರ್ವಾನಿ", "kn");
    expect(kn.map((h) => h.item.title)).toContain("ಕಡುಗೆಂಪು ಜರ್ದೋಸಿ ಶೇರ್ವಾನಿ");
    const dhotis = (await searchPublishedItems(database.db, "dhoti")).map((h) => h.href);
    for (const query of ["ಪಂಚೆ", "धोती"]) {
      expect(
        (await searchPublishedItems(database.db, query, "hi")).map((h) => h.href),
        query,
      ).toEqual(dhotis);
    }
  });
});

/**
 * The settings' words in Kannada and Hindi, on both databases: the banner, an offer, a
 * closure's note and a policy page each save their translation with the English (one
 * version, one history line), refuse a stale save, and read in Kannada with the English
 * marked where there is none. English reads exactly as before.
 */
describe.each(databaseKinds)("settings translations on $name", ({ make }) => {
  let test: TestDatabase;
  let database: Database;
  let actor: SettingsActor;
  const posted = (fields: Record<string, string>) => new URLSearchParams(fields);
  const snapshot = () => currentSettings(database);
  const changes = async () => (await database.db.selectFrom("settings_changes").select("id").execute()).length;

  beforeAll(async () => {
    test = await make();
    database = openDatabase(test.target);
    await migrateToLatest(database);
    await seedSettings(database);
    await seedPolicyPages(database);
    actor = await createAdmin(database, { username: "owner-words", password: "a long enough passphrase 42" });
  }, 60_000);

  afterAll(async () => {
    await database?.db.destroy();
    await test?.dispose();
  });

  it("the banner: a Kannada line shows on Kannada pages, the English marked on Hindi ones", async () => {
    const before = await snapshot();
    const english = siteSettings(before, Date.now());
    const form = readSubmission(
      posted({ on: "on", text: "Visit our store", link: "/visit", textKn: "ನಮ್ಮ ಅಂಗಡಿಗೆ ಬನ್ನಿ", textHi: " " }),
      announcementFormSchema,
    );
    expect(form.status).toBe("success");
    if (form.status !== "success") return;
    const saved = await saveDocument(database, actor, "announcement", before.announcement.version, form.value, [
      "Announcement",
    ]);
    expect(saved).toEqual({ ok: true, value: { version: before.announcement.version + 1 } });
    const after = await snapshot();
    expect(siteSettings(after, Date.now(), "kn").announcement).toEqual({
      text: "ನಮ್ಮ ಅಂಗಡಿಗೆ ಬನ್ನಿ",
      link: "/visit",
    });
    expect(siteSettings(after, Date.now(), "hi").announcement).toEqual({
      text: "Visit our store",
      link: "/visit",
      inEnglish: true,
    });
    expect(siteSettings(after, Date.now()).announcement).toEqual({ text: "Visit our store", link: "/visit" });
    expect(Object.keys(english)).toEqual(Object.keys(siteSettings(after, Date.now())));
    // A colleague's save from the version before is refused.
    const stale = await saveDocument(database, actor, "announcement", before.announcement.version, form.value, []);
    expect(stale.ok).toBe(false);
  });

  it("an offer: its words in Kannada where given, the rest in English, marked", async () => {
    const fields = {
      code: "HABBA15",
      headline: "15% OFF",
      title: "Festival wear",
      description: "On dhotis and silk shirts.",
      terms: "One per bill\nNot with other offers",
      published: "on",
    };
    const created = await saveOffer(
      database,
      actor,
      null,
      posted({ ...fields, titleKn: "ಹಬ್ಬದ ಉಡುಪು", termsKn: "ಒಂದು ಬಿಲ್‌ಗೆ ಒಂದು\nಬೇರೆ ಕೊಡುಗೆಗಳ ಜೊತೆ ಇಲ್ಲ" }),
    );
    expect(created.ok).toBe(true);
    const kn = offersNow(await snapshot(), Date.now(), "kn").find((o) => o.code === "HABBA15")!;
    expect(kn.title).toBe("ಹಬ್ಬದ ಉಡುಪು");
    expect(kn.terms).toEqual(["ಒಂದು ಬಿಲ್‌ಗೆ ಒಂದು", "ಬೇರೆ ಕೊಡುಗೆಗಳ ಜೊತೆ ಇಲ್ಲ"]);
    expect(kn.headline).toBe("15% OFF");
    expect(kn.inEnglish).toEqual({ headline: true, description: true });
    const en = offersNow(await snapshot(), Date.now()).find((o) => o.code === "HABBA15")!;
    expect(en.title).toBe("Festival wear");
    expect(en).not.toHaveProperty("inEnglish");

    // Hindi added later: the same save path, a new version, a history line; a stale one refused.
    const offer = (await snapshot()).offers.find((o) => o.code === "HABBA15")!;
    const before = await changes();
    const edited = await saveOffer(
      database,
      actor,
      { id: offer.id, version: offer.version },
      posted({ ...fields, titleKn: "ಹಬ್ಬದ ಉಡುಪು", titleHi: "त्योहार के कपड़े" }),
    );
    expect(edited.ok).toBe(true);
    expect(await changes()).toBe(before + 1);
    const hi = offersNow(await snapshot(), Date.now(), "hi").find((o) => o.code === "HABBA15")!;
    expect(hi.title).toBe("त्योहार के कपड़े");
    const stale = await saveOffer(
      database,
      actor,
      { id: offer.id, version: offer.version },
      posted({ ...fields, titleHi: "पुराना" }),
    );
    expect(stale).toEqual({ ok: false, reason: "conflict" });
  });

  it("a closure's note: ದೀಪಾವಳಿ ಪ್ರಯುಕ್ತ ರಜೆ on Kannada pages, the English marked on Hindi ones", async () => {
    const day = isoDate(parseIsoDate(storeToday(await snapshot(), Date.now()))!);
    const saved = await saveException(
      database,
      actor,
      null,
      posted({ from: day, to: day, kind: "closed", note: "Closed for Deepavali", noteKn: "ದೀಪಾವಳಿ ಪ್ರಯುಕ್ತ ರಜೆ" }),
    );
    expect(saved.ok).toBe(true);
    const s = await snapshot();
    const today = (locale?: "kn" | "hi") =>
      siteSettings(s, Date.now(), locale).specialDays.find((d) => d.key === `${day}:${day}`);
    expect(today("kn")).toMatchObject({ note: "ದೀಪಾವಳಿ ಪ್ರಯುಕ್ತ ರಜೆ" });
    expect(today("kn")).not.toHaveProperty("noteInEnglish");
    expect(today("hi")).toMatchObject({ note: "Closed for Deepavali", noteInEnglish: true });
    expect(today()).toEqual({ ...today("hi"), noteInEnglish: undefined, key: `${day}:${day}` });
    expect(today()).not.toHaveProperty("noteInEnglish");
    const closure = s.exceptions.find((e) => e.note === "Closed for Deepavali")!;
    const stale = await saveException(
      database,
      actor,
      { id: closure.id, version: closure.version - 1 },
      posted({ from: day, to: day, kind: "closed", note: "Closed", noteKn: "ರಜೆ" }),
    );
    expect(stale.ok).toBe(false);
  });

  it("a policy page: the Hindi text shows, the missing summary in English, marked; a stale save refused", async () => {
    const page = (await getPolicyPage(database.db, "terms"))!;
    const input = {
      title: page.title,
      summary: page.summary,
      body: page.body,
      translations: { hi: { title: "सेवा की शर्तें", body: "## हमारी शर्तें\nसाफ़ और सीधी।" } },
    };
    const saved = await savePolicyPage(database, "terms", input, page.version, actor);
    expect(saved.ok).toBe(true);
    const stored = (await getPolicyPage(database.db, "terms"))!;
    expect(stored.version).toBe(page.version + 1);
    const hi = localizedPolicyPage(stored, "hi");
    expect(hi.title).toBe("सेवा की शर्तें");
    expect(hi.inEnglish).toEqual(page.summary ? { summary: true } : undefined);
    expect(localizedPolicyPage(stored, "kn").inEnglish).toMatchObject({ title: true, body: true });
    expect(localizedPolicyPage(stored)).toBe(stored);
    expect(await savePolicyPage(database, "terms", input, page.version, actor)).toEqual({
      ok: false,
      reason: "conflict",
    });
  });
});
