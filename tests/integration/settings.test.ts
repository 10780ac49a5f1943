import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcementSeed, claimsSeed, hoursSeed, storeSeed } from "../../app/content/store.ts";
import { bookableDays, openTimes, slotProblem } from "../../app/lib/booking/booking-slots.ts";
import { replyByWords } from "../../app/lib/time/reply-by.ts";
import { zonedInstant } from "../../app/lib/time/business-hours.ts";
import {
  addDays,
  dayHours,
  daysInMonth,
  isoDate,
  parseIsoDate,
  upcomingMonthlyClosures,
  type CivilDate,
} from "../../app/lib/time/store-hours.ts";
import { createAdmin } from "../../app/services/accounts/admins.server.ts";
import { createMessage } from "../../app/services/inbox/messages.server.ts";
import { inboxFigures } from "../../app/services/inbox/inbox-figures.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { PageCache } from "../../app/services/page-cache/page-cache.server.ts";
import { deleteException, saveException } from "../../app/services/settings/closures.server.ts";
import { saveDocument } from "../../app/services/settings/documents.server.ts";
import { saveOffer } from "../../app/services/settings/offers.server.ts";
import { seedSettings } from "../../app/services/settings/seed.server.ts";
import {
  currentSettings,
  forgetSettings,
  hoursRule,
  offersNow,
  replyClock,
  settingsVersionSource,
  slidesOf,
  storeToday,
} from "../../app/services/settings/settings.server.ts";
import type { Actor } from "../../app/services/settings/settings-write.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { replyErrors } from "../../app/lib/forms/reply.ts";

/** A form as the browser posts it: the services read it the one way (lib/forms). */
const posted = (fields: Record<string, string>) => new URLSearchParams(fields);

/**
 * The settings' storage and rules on SQLite and PostgreSQL, through the services the
 * staff screens call: a fresh install's seed, the dated exceptions (a range across a
 * month end, special hours, the monthly closure and an exception on the same day)
 * and what follows them (slots, the reply-by clock and the overdue count across a
 * holiday), offers by their dates, stale saves refused, and the page cache's version
 * turning over at the store's midnight.
 */
const DAY = 24 * 60 * 60 * 1000;
const ist = (date: CivilDate, hhmm: string) =>
  zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), "Asia/Kolkata");

describe.each(databaseKinds)("the store's settings on $name", ({ make }) => {
  let target: TestDatabase;
  let database: Database;
  let actor: Actor;
  let today: CivilDate;

  const snapshot = () => currentSettings(database);
  const rule = async () => hoursRule(await snapshot());
  const count = async (table: "store_closures" | "offers" | "settings_changes" | "activity_log") =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The first of `run` days in a row, from `from` on, that the week opens and no closure shuts. */
  const plainDays = async (from: CivilDate, run = 1) => {
    const r = await rule();
    let day = from;
    while (!Array.from({ length: run }, (_, i) => dayHours(addDays(day, i), r).open).every(Boolean)) {
      day = addDays(day, 1);
    }
    return day;
  };

  beforeAll(async () => {
    target = await make();
    database = openDatabase(target.target);
    await migrateToLatest(database);
    expect(await seedSettings(database)).toBe("seeded");
    actor = await createAdmin(database, { username: "owner-test", password: "a long enough passphrase 42" });
    today = parseIsoDate(storeToday(await snapshot(), Date.now()))!;
  }, 60_000);

  afterAll(async () => {
    await database?.db.destroy();
    await target?.dispose();
  });

  it("a fresh install's settings are the typed seed, seeded once", async () => {
    const s = await snapshot();
    expect(s.details.value).toEqual(storeSeed);
    expect(s.hours.value).toEqual(hoursSeed);
    expect(s.announcement.value).toEqual(announcementSeed);
    expect(s.claims.value).toEqual(claimsSeed);
    expect(s.offers.map((o) => [o.code, o.onHome, o.status])).toEqual([["WELCOME10", true, "published"]]);
    expect(["hero", "promo", "gallery", "slider"].map((l) => slidesOf(s, l as never).length)).toEqual([3, 1, 4, 6]);
    expect(slidesOf(s, "gallery").map((g) => g.images.length)).toEqual([6, 5, 4, 4]);
    expect(await seedSettings(database)).toBe("present");
  });

  it("a closure across a month end closes every day of it, both ends included, and only those", async () => {
    // The last two days of this month (next month's when those have begun) and the first of the next.
    let month = { year: today.year, month: today.month };
    if (today.day >= daysInMonth(month.year, month.month) - 1) {
      month = month.month === 12 ? { year: month.year + 1, month: 1 } : { year: month.year, month: month.month + 1 };
    }
    const from: CivilDate = { ...month, day: daysInMonth(month.year, month.month) - 1 };
    const to = addDays(from, 2);
    const saved = await saveException(
      database,
      actor,
      null,
      posted({
        from: isoDate(from),
        to: isoDate(to),
        kind: "closed",
        note: "Family wedding",
      }),
    );
    expect(saved.ok).toBe(true);
    const r = await rule();
    expect([from, addDays(from, 1), to].map((d) => dayHours(d, r))).toEqual(
      Array(3).fill({ open: false, reason: "exception", note: "Family wedding" }),
    );
    expect(dayHours(addDays(to, 1), r)).not.toMatchObject({ reason: "exception" });
    expect(dayHours(addDays(from, -1), r)).not.toMatchObject({ reason: "exception" });
    expect(openTimes(addDays(from, 1), Date.now(), r)).toEqual([]);
    if (saved.ok) expect((await deleteException(database, actor, saved.value.id, 1)).ok).toBe(true);
  });

  it("special hours shorten a day: the booking form offers only those times", async () => {
    const day = await plainDays(addDays(today, 2));
    const saved = await saveException(
      database,
      actor,
      null,
      posted({
        from: isoDate(day),
        kind: "hours",
        opens: "12:00",
        closes: "15:00",
        note: "Half day",
      }),
    );
    expect(saved.ok).toBe(true);
    const r = await rule();
    expect(openTimes(day, Date.now(), r)).toEqual(["12:00", "12:30", "13:00", "13:30", "14:00", "14:30"]);
    expect(slotProblem(isoDate(day), "16:00", Date.now(), r)).toBe("hours");
    expect(slotProblem(isoDate(day), "12:30", Date.now(), r)).toBeNull();
    if (saved.ok) await deleteException(database, actor, saved.value.id, 1);
  });

  it("the monthly closure and an exception on the same day: the exception wins; a second one is refused", async () => {
    const closure = upcomingMonthlyClosures(addDays(today, 1), await rule(), 1)[0]!;
    expect(dayHours(closure, await rule())).toMatchObject({ open: false, reason: "monthly" });
    const opened = await saveException(
      database,
      actor,
      null,
      posted({
        from: isoDate(closure),
        kind: "hours",
        opens: "11:00",
        closes: "16:00",
        note: "Sale day",
      }),
    );
    expect(opened.ok).toBe(true);
    expect(dayHours(closure, await rule())).toMatchObject({ open: true, hours: { opens: "11:00", closes: "16:00" } });
    const before = await count("store_closures");
    const clash = await saveException(
      database,
      actor,
      null,
      posted({ from: isoDate(closure), kind: "closed", note: "" }),
    );
    expect(clash).toMatchObject({ ok: false, reason: "invalid" });
    expect(!clash.ok && clash.reason === "invalid" && replyErrors(clash.reply).from).toMatch(/^These dates overlap /);
    expect(await count("store_closures")).toBe(before);
    if (opened.ok) await deleteException(database, actor, opened.value.id, 1);
  });

  it("the reply-by clock and the overdue count skip a holiday", async () => {
    // Three ordinary days in a row: the middle one becomes a holiday.
    const sent = await plainDays(addDays(today, 3), 3);
    const holiday = addDays(sent, 1);
    const after = addDays(sent, 2);
    const saved = await saveException(
      database,
      actor,
      null,
      posted({
        from: isoDate(holiday),
        kind: "closed",
        note: "Closed for Deepavali",
      }),
    );
    expect(saved.ok).toBe(true);
    const { rule: r, promiseMs } = await replyClock(database);
    expect(promiseMs).toBe(2 * 60 * 60 * 1000);
    // 20:00 on the day before: an hour that evening, the second at the next opening.
    const words = replyByWords(ist(sent, "20:00"), r, promiseMs);
    expect(words).toContain("11:00 AM");
    expect(words).not.toBe("11:00 AM tomorrow");
    expect(bookableDays(ist(sent, "09:00"), r)).not.toContain(isoDate(holiday));
    // A message sent at 20:30 has waited exactly two business hours at 11:30 on the
    // first day after the holiday: not overdue then, overdue a minute later.
    await createMessage(
      database,
      {
        name: "Asha",
        email: "asha@example.in",
        phone: "98450 12345",
        subject: "",
        message: "Sherwani fitting?",
        category: "",
      },
      new Date(ist(sent, "20:30")),
    );
    expect((await inboxFigures(database, ist(after, "11:30"))).waiting).toBe(0);
    expect((await inboxFigures(database, ist(after, "11:31"))).waiting).toBe(1);
    if (saved.ok) await deleteException(database, actor, saved.value.id, 1);
    // Without the holiday it was overdue a day earlier.
    expect((await inboxFigures(database, ist(holiday, "11:31"))).waiting).toBe(1);
  });

  it("offers are on the site within their dates, both days included, and gone after", async () => {
    const yesterday = isoDate(addDays(today, -1));
    const old = await saveOffer(
      database,
      actor,
      null,
      posted({
        code: "OLD10",
        headline: "10% OFF",
        title: "Last week's",
        validUntil: yesterday,
        published: "on",
      }),
    );
    const fresh = await saveOffer(
      database,
      actor,
      null,
      posted({
        code: "NEW20",
        headline: "20% OFF",
        title: "From today",
        validFrom: isoDate(today),
        validUntil: isoDate(addDays(today, 1)),
        published: "on",
      }),
    );
    expect([old.ok, fresh.ok]).toEqual([true, true]);
    const s = await snapshot();
    const codesAt = (ms: number) => offersNow(s, ms).map((o) => o.code);
    expect(codesAt(Date.now())).toEqual(["WELCOME10", "NEW20"]);
    // The last day counts until the store's midnight; the day after it has gone.
    expect(codesAt(ist(addDays(today, 1), "23:59"))).toContain("NEW20");
    expect(codesAt(ist(addDays(today, 2), "00:00"))).not.toContain("NEW20");
  });

  it("a code is unique among offers, also when two saves race for it", async () => {
    const fields = { code: "RACE5", headline: "5% OFF", title: "Race", published: "on" };
    const results = await Promise.all([
      saveOffer(database, actor, null, posted(fields)),
      saveOffer(database, actor, null, posted(fields)),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refused = results.find((r) => !r.ok);
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    expect(refused && !refused.ok && refused.reason === "invalid" && replyErrors(refused.reply)).toEqual({
      code: "Another offer already uses the code RACE5.",
    });
    expect((await snapshot()).offers.filter((o) => o.code === "RACE5")).toHaveLength(1);
  });

  it("a stale save is refused and changes nothing, for a document, an offer and a closure", async () => {
    const s = await snapshot();
    const changes = await count("settings_changes");
    const logged = await count("activity_log");
    const details = { ...s.details.value, name: "Somebody Else's Studio" };
    expect(await saveDocument(database, actor, "store", s.details.version - 1, details, ["Store name"])).toEqual({
      ok: false,
      reason: "conflict",
    });
    const welcome = s.offers.find((o) => o.code === "WELCOME10")!;
    expect(
      await saveOffer(
        database,
        actor,
        { id: welcome.id, version: welcome.version - 1 },
        posted({ code: "WELCOME10", headline: "X", title: "Y" }),
      ),
    ).toEqual({ ok: false, reason: "conflict" });
    const closure = await saveException(
      database,
      actor,
      null,
      posted({ from: isoDate(addDays(today, 20)), kind: "closed" }),
    );
    expect(closure.ok).toBe(true);
    if (!closure.ok) return;
    expect(
      await saveException(
        database,
        actor,
        { id: closure.value.id, version: 0 },
        posted({ from: isoDate(addDays(today, 21)), kind: "closed" }),
      ),
    ).toEqual({ ok: false, reason: "conflict" });
    forgetSettings(database);
    const after = await snapshot();
    expect(after.details.value.name).toBe(storeSeed.name);
    expect(after.offers.find((o) => o.code === "WELCOME10")).toMatchObject({
      headline: "10% OFF",
      version: welcome.version,
    });
    expect(after.exceptions.find((e) => e.id === closure.value.id)).toMatchObject({
      from: isoDate(addDays(today, 20)),
    });
    // Only the closure's own creation was recorded, in its history and the owner's activity log.
    expect(await count("settings_changes")).toBe(changes + 1);
    expect(await count("activity_log")).toBe(logged + 1);
    const line = await database.db
      .selectFrom("activity_log")
      .select(["action", "kind", "actor_name", "detail"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ action: "settings.changed", kind: "settings" });
    expect(JSON.parse(line.detail)).toMatchObject({ section: "Closures", change: "created" });
    await deleteException(database, actor, closure.value.id, 1);
  });

  it("the page cache's version turns over at the store's midnight, so a cached page never outlives an offer", async () => {
    let clock = ist(today, "23:59");
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000, versionCheckMs: 0, now: () => clock });
    cache.addVersionSource(settingsVersionSource(database, () => clock));
    const page = { status: 200, body: Buffer.from("offers"), headers: [], etag: '"1"', scriptHashes: [] };
    await cache.refresh();
    cache.set("/offers", page, cache.generation);
    await cache.refresh();
    expect(cache.get("/offers")).toBeDefined();
    clock += 60_000; // 00:00 IST: yesterday's offers have ended.
    await cache.refresh();
    expect(cache.get("/offers")).toBeUndefined();
    expect(clock - ist(today, "23:59")).toBeLessThan(DAY);
  });
});
