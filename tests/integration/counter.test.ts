import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableDays } from "../../app/lib/booking/booking-slots.ts";
import { civilDateAt } from "../../app/lib/time/business-hours.ts";
import { isoDate } from "../../app/lib/time/store-hours.ts";
import { STORE_HOURS } from "../../app/content/store.ts";
import { bookingsOfCustomer } from "../../app/services/bookings/booking-rows.server.ts";
import { countSpamBookings, listBookings } from "../../app/services/bookings/orders.server.ts";
import { createStaffBooking } from "../../app/services/bookings/counter.server.ts";
import { isStoreAddress } from "../../app/services/bookings/store-network.server.ts";
import { releaseSpamBooking } from "../../app/services/bookings/bookings.server.ts";
import { submitBooking } from "../../app/services/bookings/booking-intake.server.ts";
import { trialItems } from "../../app/services/bookings/trial-items.server.ts";
import {
  addMeasurement,
  customerProfile,
  deleteRecord,
  profileSummaries,
} from "../../app/services/customers/customer-notes.server.ts";
import { changeStatus } from "../../app/services/inbox/inbox-changes.server.ts";
import { inboxFigures, spamFigures } from "../../app/services/inbox/inbox-figures.server.ts";
import { listInbox } from "../../app/services/inbox/inbox.server.ts";
import { getCustomer } from "../../app/services/customers/customers.server.ts";
import { submitContact } from "../../app/services/inbox/messages.server.ts";
import { runHousekeeping } from "../../app/services/app/housekeeping.server.ts";
import { issueFormToken, issueRecheckToken } from "../../app/services/platform/form-token.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { seedCatalogue } from "../../app/services/catalogue/seed.server.ts";
import { saveTrialChoice } from "../../app/services/catalogue/collections.server.ts";
import {
  getPolicyPage,
  policyVersion,
  savePolicyPage,
  seedPolicyPages,
} from "../../app/services/settings/policy-pages.server.ts";
import { createAdmin } from "../../app/services/accounts/admins.server.ts";
import { MEASURES, type Measures } from "../../app/lib/customers/measurements.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * Issue 28's rules through the services, on SQLite and PostgreSQL: Spam keeps what the
 * checks catch (out of counts, customers and slots) and gives it back; the visitor's
 * re-check; walk-in bookings and the shop's own address; a client's measurements;
 * trial per collection; the policy pages' versions.
 */
const secret = "counter-test-secret-counter-test-secret";
const message = {
  name: "Meera",
  email: "meera@example.com",
  phone: "9845098450",
  subject: "",
  message: "Hello",
  category: "",
};

describe.each(databaseKinds)("the counter on $name", ({ make }) => {
  let test: TestDatabase;
  let database: Database;
  let days: string[];
  let actor: { id: number; username: string; name: string | null };

  beforeAll(async () => {
    test = await make();
    database = openDatabase(test.target);
    await migrateToLatest(database);
    await seedCatalogue(database);
    await seedPolicyPages(database);
    actor = await createAdmin(database, {
      username: "owner",
      password: "brass buttons on ivory silk 1984",
      name: "Owner",
    });
    const now = Date.now();
    const today = isoDate(civilDateAt(now, STORE_HOURS.timeZone));
    days = bookableDays(now, STORE_HOURS).filter((d) => d !== today);
  }, 120_000);
  afterAll(async () => {
    await database?.db.destroy();
    await test?.dispose();
  });

  it("keeps a message caught by the checks in Spam: not counted, no customer, then released in one step", async () => {
    const before = await inboxFigures(database);
    const caught = await submitContact(
      database,
      { ...message, name: "Spammed Meera", formToken: issueFormToken(secret) },
      { address: "10.1.0.1", secret, requireToken: true, rateLimited: true },
    );
    expect(caught).toMatchObject({ status: 201, spam: true });
    expect(typeof (caught as { recheck?: string }).recheck).toBe("string");
    const after = await inboxFigures(database);
    expect(after.total).toBe(before.total);
    expect(after.newCount).toBe(before.newCount);
    expect(await getCustomer(database, "+919845098450", 1, 10)).toBeUndefined();
    const spam = await listInbox(database, { view: "spam", q: "" }, 1, 10);
    const row = spam.rows.find((m) => m.name === "Spammed Meera")!;
    expect(row).toMatchObject({ status: "spam", spam_reason: "too-fast" });
    expect((await spamFigures(database)).held).toBeGreaterThanOrEqual(1);
    // Not in All either.
    expect((await listInbox(database, { view: "all", q: "Spammed" }, 1, 10)).rows).toHaveLength(0);

    // Spam takes no other action than the way out.
    expect(await changeStatus(database, [{ id: row.id, version: row.version }], "replied", "Staff")).toMatchObject({
      unchanged: 1,
    });
    expect(await changeStatus(database, [{ id: row.id, version: row.version }], "release", "Staff")).toMatchObject({
      changed: 1,
    });
    expect((await getCustomer(database, "+919845098450", 1, 10))?.messages).toBe(1);
    expect((await inboxFigures(database)).newCount).toBe(before.newCount + 1);
    const figures = await spamFigures(database);
    expect(figures.released).toBeGreaterThanOrEqual(1);
  });

  it("moves a message out of Spam on the visitor's re-check only after the wait, once", async () => {
    const now = Date.now();
    const caught = (await submitContact(
      database,
      { ...message, name: "Recheck Ravi", formToken: "not-a-token" },
      { address: "10.1.0.2", secret, requireToken: true, rateLimited: true, now },
    )) as { recheck?: string };
    expect(caught.recheck).toBeTruthy();
    const options = { address: "10.1.0.2", secret, requireToken: true, rateLimited: true };
    const inboxed = async () => (await listInbox(database, { view: "inbox", q: "Recheck" }, 1, 10)).rows.length;
    await submitContact(database, { recheck: caught.recheck }, { ...options, now: now + 500 });
    expect(await inboxed()).toBe(0);
    await submitContact(database, { recheck: caught.recheck }, { ...options, now: now + 11 * 60_000 });
    expect(await inboxed()).toBe(0);
    // A token for another message releases nothing.
    await submitContact(
      database,
      { recheck: issueRecheckToken("another-secret-another-secret-xx", "message", 1, now) },
      { ...options, now: now + 4_000 },
    );
    expect(await inboxed()).toBe(0);
    await submitContact(database, { recheck: caught.recheck }, { ...options, now: now + 4_000 });
    expect(await inboxed()).toBe(1);
    await submitContact(database, { recheck: caught.recheck }, { ...options, now: now + 5_000 });
    expect(await inboxed()).toBe(1);
  });

  it("keeps a booking caught by the checks in Spam, holding no place; releasing it honours the capacity", async () => {
    const date = days[3]!;
    const fields = (name: string, token: string) => ({
      kind: "fitting",
      purpose: "tailoring",
      date,
      time: "12:00",
      name,
      phone: "9845011111",
      formToken: token,
      website: "",
    });
    const options = { address: "10.2.0.1", secret, rateLimited: true, capacity: 1 };
    const caught = await submitBooking(database, fields("Spam Booker", issueFormToken(secret)), options);
    expect(caught).toMatchObject({ status: 201, spam: true });
    expect(await countSpamBookings(database.db)).toBeGreaterThanOrEqual(1);
    // It holds no place: a real visitor takes the slot of capacity 1.
    const real = await submitBooking(database, fields("Real Booker", issueFormToken(secret, Date.now() - 60_000)), {
      ...options,
      address: "10.2.0.2",
    });
    expect(real).toMatchObject({ status: 201 });
    expect("reference" in real).toBe(true);
    // Not in Orders' lists, nor on the person's page, while in Spam.
    const groups = await listBookings(database, { q: "Spam Booker", status: "", kind: "" });
    expect([...groups.today, ...groups.upcoming]).toHaveLength(0);
    const spam = await listBookings(database, { q: "Spam Booker", status: "spam", kind: "" });
    const held = [...spam.today, ...spam.upcoming][0]!;
    expect(held.spam_reason).toBe("too-fast");
    // Its slot is full now: it stays in Spam.
    expect(
      await releaseSpamBooking(database, held.id, "Staff", { capacity: 1, alert: false, version: held.version }),
    ).toMatchObject({ ok: false, reason: "full" });
    const released = await releaseSpamBooking(database, held.id, "Staff", {
      capacity: 2,
      alert: false,
      version: held.version,
    });
    expect(released).toMatchObject({ ok: true, booking: { status: "requested", spam_released_by: "Staff" } });
    expect((await bookingsOfCustomer(database.db, "+919845011111")).map((b) => b.name).sort()).toEqual([
      "Real Booker",
      "Spam Booker",
    ]);
  });

  it("books walk-ins up to the capacity without any per-address limit, and remembers the counter's address", async () => {
    const date = days[4]!;
    const walkIn = (n: number) => ({
      kind: "fitting",
      purpose: "tailoring",
      date,
      time: "15:30",
      name: `Walk-in ${n}`,
      phone: `98450${String(20000 + n)}`,
    });
    const options = (n: number) => ({ staff: "Priya", capacity: 3, address: "192.0.2.50", formKey: `key-${n}` });
    for (const n of [1, 2, 3]) {
      expect(await createStaffBooking(database, walkIn(n), options(n))).toMatchObject({
        status: 201,
        booking: { status: "confirmed", source: "staff", created_by: "Priya" },
      });
    }
    const refused = await createStaffBooking(database, walkIn(4), options(4));
    expect(refused).toMatchObject({ status: 409 });
    expect((refused as { alternatives: unknown[] }).alternatives.length).toBeGreaterThan(0);
    // The same form twice is one booking.
    expect(await createStaffBooking(database, walkIn(1), options(1))).toMatchObject({ status: 201, duplicate: true });
    // The counter's address is the shop's now: the public form's limit does not apply to it.
    expect(await isStoreAddress(database, [], "192.0.2.50")).toBe(true);
    expect(await isStoreAddress(database, [], "192.0.2.51")).toBe(false);
    expect(await isStoreAddress(database, ["192.0.2.0/24"], "192.0.2.51")).toBe(true);
    expect(await isStoreAddress(database, ["192.0.2.0/24"], "::ffff:192.0.2.52")).toBe(true);
    const shop = { address: "192.0.2.50", secret, rateLimited: true, capacity: 100 };
    for (let n = 0; n < 7; n++) {
      const outcome = await submitBooking(
        database,
        {
          kind: "fitting",
          purpose: "styling",
          date: days[5]!,
          time: "11:00",
          name: `Shopper ${n}`,
          phone: "9845033333",
          formToken: issueFormToken(secret, Date.now() - 60_000),
          website: "",
        },
        shop,
      );
      expect(outcome.status, `booking ${n + 1} from the shop's Wi-Fi`).toBe(201);
    }
  });

  it("keeps a client's measurements with who took them, and shows the latest with their bookings", async () => {
    const key = "+919845044444";
    const notTaken = Object.fromEntries(MEASURES.map(({ key }) => [key, null])) as Measures;
    await addMeasurement(
      database,
      key,
      {
        measures: { ...notTaken, chest: 40, waist: 34.5, inseam: 31, neck: 15.5 },
        other: "",
        takenOn: "2026-11-01",
        note: "",
      },
      "Priya",
    );
    await addMeasurement(
      database,
      key,
      {
        measures: { ...notTaken, chest: 41, waist: 35, sleeve: 25.25, inseam: 31, neck: 15.75, shoulder: 18.5 },
        other: "Thigh 24",
        takenOn: "2026-11-20",
        note: "after the wedding",
      },
      "Arjun",
    );
    const profile = await customerProfile(database.db, key);
    expect(profile.measurements.map((m) => [m.taken_on, m.chest, m.sleeve, m.taken_by])).toEqual([
      ["2026-11-20", 41, 25.25, "Arjun"],
      ["2026-11-01", 40, null, "Priya"],
    ]);
    const summary = (await profileSummaries(database.db, [key, "+910000000000"])).get(key)!;
    // A booking card shows issue 38's measures too: the summary carries every column.
    expect(summary.measurement).toMatchObject({
      taken_on: "2026-11-20",
      waist: 35,
      shoulder: 18.5,
      hip: null,
      other: "Thigh 24",
    });
    expect(await deleteRecord(database, "+919999999999", "measurement", profile.measurements[0]!.id)).toBe(false);
    expect(await deleteRecord(database, key, "measurement", profile.measurements[0]!.id)).toBe(true);
    expect((await customerProfile(database.db, key)).measurements).toHaveLength(1);
  });

  it("offers trials where staff say: not innerwear, not the vel, and a collection can be switched off", async () => {
    const refs = (await trialItems(database.db)).map((i) => i.ref);
    expect(refs.some((r) => r.startsWith("innerwears/"))).toBe(false);
    expect(refs.some((r) => r.startsWith("groom/"))).toBe(true);
    const vel = await database.db
      .selectFrom("items")
      .innerJoin("collections", "collections.id", "items.collection_id")
      .select("items.slug")
      .where("collections.slug", "=", "groom")
      .where("items.type", "=", "vel")
      .executeTakeFirstOrThrow();
    expect(refs).not.toContain(`groom/${vel.slug}`);
    const row = await database.db
      .selectFrom("collections")
      .select("version")
      .where("slug", "=", "ramraj")
      .executeTakeFirstOrThrow();
    expect(await saveTrialChoice(database, actor, "ramraj", row.version, false, [])).toEqual({ ok: true });
    expect((await trialItems(database.db)).some((i) => i.ref.startsWith("ramraj/"))).toBe(false);
    // A stale page's choice is refused; an unknown type too.
    expect(await saveTrialChoice(database, actor, "ramraj", row.version, true, [])).toMatchObject({
      reason: "conflict",
    });
    expect(await saveTrialChoice(database, actor, "ramraj", row.version + 1, true, ["capes"])).toMatchObject({
      reason: "invalid",
    });
  });

  it("saves a policy page against the version it was opened at, and its version sum moves", async () => {
    const page = (await getPolicyPage(database.db, "terms"))!;
    expect(page.updated_by).toBeNull();
    const before = await policyVersion(database.db);
    const input = { title: "Terms of Service", summary: "", body: "## Use\nThe site is a catalogue." };
    expect(await savePolicyPage(database, "terms", input, page.version, { id: null, name: "Owner" })).toMatchObject({
      ok: true,
    });
    expect(await policyVersion(database.db)).toBe(before + 1);
    expect(await savePolicyPage(database, "terms", input, page.version, { id: null, name: "Colleague" })).toEqual({
      ok: false,
      reason: "conflict",
    });
    expect((await getPolicyPage(database.db, "terms"))!.updated_by).toBe("Owner");
    // Seeding again adds nothing and overwrites nothing.
    expect(await seedPolicyPages(database)).toBe(0);
    expect((await getPolicyPage(database.db, "terms"))!.body).toBe(input.body);
  });

  it("deletes Spam left alone for 30 days, and nothing else", async () => {
    const old = Date.now() - 31 * 24 * 60 * 60 * 1000;
    await submitContact(
      database,
      { ...message, name: "Old Spam", website: "x" },
      { address: "10.3.0.1", secret, requireToken: false, rateLimited: false, now: old },
    );
    await submitContact(
      database,
      { ...message, name: "Old Real" },
      { address: "10.3.0.1", secret, requireToken: false, rateLimited: false, now: old },
    );
    const result = await runHousekeeping(database, undefined);
    expect(result.spamDeleted).toBeGreaterThanOrEqual(1);
    const names = (await database.db.selectFrom("contact_messages").select("name").execute()).map((r) => r.name);
    expect(names).toContain("Old Real");
    expect(names).not.toContain("Old Spam");
  });
});
