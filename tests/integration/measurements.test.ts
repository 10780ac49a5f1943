import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measuredOn } from "../../app/lib/customers/measurements.ts";
import { customerProfile } from "../../app/services/customers/customer-notes.server.ts";
import { createMessage } from "../../app/services/inbox/messages.server.ts";
import { migrateTo, migrateToLatest, migrationNames } from "../../app/services/platform/migrations/migrate.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { adminCookie } from "../support/api-client.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { TEST_ADMIN } from "../support/test-admin.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * Issue 38's measures on the customer page, over HTTP against the built server on
 * both databases: the form posted as a browser without JavaScript posts it (a plain
 * urlencoded form to the page's own address), stored in the new columns, shown again
 * on the page with centimetres beside and the day taken with its age, and carried by
 * the owner's export; a wrong one refused in the page's words with what was typed kept.
 */
const ALL = {
  chest: "40",
  waist: "34 1/2",
  hip: "39½",
  shoulder: "18",
  sleeve: "25.25",
  bicep: "13 3/4",
  neck: "15½",
  collar: "16",
  shirt_length: "30",
  kurta_length: "40 1/2",
  trouser_length: "41",
  inseam: "31",
};

/** A store-calendar day about eight months back: older than the six after which the page asks to measure again. */
const eightMonthsAgo = new Date(Date.now() - 245 * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)("issue 38's measurements on $name", ({ make }) => {
  let target: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let cookie: string;
  let path: string;

  const post = async (fields: Record<string, string>) => {
    const response = await fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add-measurement", ...fields }).toString(),
    });
    return { status: response.status, html: (await response.text()).replace(/&#x27;/g, "'") };
  };
  const rows = () =>
    database.db
      .selectFrom("customer_measurements")
      .selectAll()
      .where("customer_key", "=", "+919845012345")
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    target = await make();
    server = await startServer({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    database = openDatabase(target.target);
    cookie = await adminCookie(server.url);
    await createMessage(database, {
      name: "Ravi Kumar",
      email: "ravi@example.com",
      phone: "+91 98450 12345",
      subject: "Kurta",
      message: "A kurta for my brother's wedding.",
      category: "general",
    });
    path = `/admin/customers/${encodeURIComponent("+919845012345")}`;
  }, 90_000);

  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
    await target?.dispose();
  });

  it("refuses a wrong measure in the page's words, keeps what was typed, and stores nothing", async () => {
    const refused = await post({
      ...ALL,
      shoulder: "45",
      collar: "forty",
      other: "Thigh 24",
      note: "Over a kurta",
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Shoulder should be between 8 and 30 inches.");
    expect(refused.html).toContain("Collar: write inches, like 40 or 40.5.");
    expect(refused.html).toContain("Please correct the highlighted measurements.");
    // The page comes back as the plain form left it: each box as typed, its centimetres beside, the wrong ones marked.
    const input = (id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(refused.html)?.[0] ?? "";
    expect(input("measure-shoulder")).toContain('value="45"');
    expect(input("measure-shoulder")).toContain('aria-invalid="true"');
    expect(input("measure-kurta_length")).toContain('value="40 1/2"');
    expect(input("measure-kurta_length")).not.toContain("aria-invalid");
    expect(refused.html).toMatch(/id="measure-kurta_length-cm"[^>]*>= 103 cm</);
    expect(input("measure-other")).toContain('value="Thigh 24"');
    expect(await rows()).toEqual([]);

    const empty = await post({ other: "  ", takenOn: "" });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("Write at least one measurement.");
    const tooLong = await post({ neck: "15", other: "x".repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.html).toContain("Other measurements can be at most 200 characters.");
    expect(await rows()).toEqual([]);
  });

  it("saves every measure from the plain form and reads them back: the page, with cm and the day taken", async () => {
    const saved = await post({ ...ALL, other: "Thigh 24, knee 17", takenOn: eightMonthsAgo, note: "Slim fit" });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain(
      `Measurements of ${measuredOn(eightMonthsAgo)} saved: Chest 40 · Waist 34½ · Hip 39½ · Shoulder 18 · ` +
        "Sleeve 25¼ · Bicep 13¾ · Neck 15½ · Collar 16 · Shirt length 30 · Kurta length 40½ · " +
        "Trouser length 41 · Inseam 31 (inches) · Other: Thigh 24, knee 17.",
    );
    const [row] = await rows();
    expect({ ...row, id: undefined, created_at: undefined }).toEqual({
      id: undefined,
      customer_key: "+919845012345",
      chest: 40,
      waist: 34.5,
      hip: 39.5,
      shoulder: 18,
      sleeve: 25.25,
      bicep: 13.75,
      neck: 15.5,
      collar: 16,
      shirt_length: 30,
      kurta_length: 40.5,
      trouser_length: 41,
      inseam: 31,
      other: "Thigh 24, knee 17",
      note: "Slim fit",
      taken_on: eightMonthsAgo,
      taken_by: TEST_ADMIN.name,
      created_at: undefined,
    });

    const page = await fetch(server.url + path, { headers: { Cookie: cookie } });
    const html = (await page.text()).replace(/<!-- -->/g, "");
    const history = html.slice(html.indexOf('aria-label="Measurement history"'));
    for (const [label, inches, cm] of [
      ["Shoulder", "18″", "45.5 cm"],
      ["Hip", "39½″", "100.5 cm"],
      ["Bicep", "13¾″", "35 cm"],
      ["Collar", "16″", "40.5 cm"],
      ["Shirt length", "30″", "76 cm"],
      ["Kurta length", "40½″", "103 cm"],
      ["Trouser length", "41″", "104 cm"],
    ])
      expect(history, label).toMatch(
        new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*><span[^>]*>${inches}</span> <span[^>]*>${cm}</span>`),
      );
    expect(history).toContain("Thigh 24, knee 17");
    // The day taken, with its year and age, beside the measures it belongs to; an old record says to measure again.
    expect(history).toMatch(new RegExp(`Taken ${measuredOn(eightMonthsAgo)} <span[^>]*>· 8 months ago</span>`));
    expect(history).toContain("Over 6 months old: bodies change, so measure again before cutting.");
    expect(html).toMatch(
      /Last measured <a href="#measurement-\d+"[^>]*>[^<]+<\/a> <span[^>]*>\(8 months ago\)<\/span>/,
    );
  });

  it("carries the new measures in the owner's export", async () => {
    const response = await fetch(`${server.url}/admin/export`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const exported = JSON.parse(strFromU8(files["customer-measurements.json"]!)) as Array<Record<string, unknown>>;
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({
      hip: 39.5,
      shoulder: 18,
      bicep: 13.75,
      collar: 16,
      shirt_length: 30,
      kurta_length: 40.5,
      trouser_length: 41,
      other: "Thigh 24, knee 17",
    });
    expect(strFromU8(files["README.txt"]!)).toContain("Measurements (customer-measurements) are in inches");
    const header = strFromU8(files["customer-measurements.csv"]!).split(/\r?\n/)[0]!;
    const columns = header.split(",").map((cell) => cell.replace(/^\uFEFF?"?|"$/g, ""));
    for (const column of [
      "hip",
      "shoulder",
      "bicep",
      "collar",
      "shirt_length",
      "kurta_length",
      "trouser_length",
      "other",
    ])
      expect(columns, column).toContain(column);
  });
});

describe.each(databaseKinds)("a record kept before issue 38's columns, on $name", ({ make }) => {
  it("keeps its five measures; the new ones read as not taken, the free line as empty", async () => {
    const target = await make();
    const database = openDatabase(target.target);
    try {
      const names = migrationNames(database.kind);
      const before = names[names.indexOf("2026-11-27-038-more-measurements") - 1]!;
      await migrateTo(database, before);
      await database.db
        .insertInto("customer_measurements")
        .values({
          customer_key: "+919845012345",
          chest: 40,
          waist: 34.5,
          sleeve: null,
          inseam: 31,
          neck: 15.5,
          note: "From last year",
          taken_on: "2025-11-01",
          taken_by: "Priya",
          created_at: "2025-11-01T10:00:00.000Z",
        })
        .execute();
      await migrateToLatest(database);
      const [kept] = (await customerProfile(database.db, "+919845012345")).measurements;
      expect(kept).toMatchObject({
        chest: 40,
        waist: 34.5,
        sleeve: null,
        inseam: 31,
        neck: 15.5,
        hip: null,
        shoulder: null,
        bicep: null,
        collar: null,
        shirt_length: null,
        kurta_length: null,
        trouser_length: null,
        other: "",
        note: "From last year",
        taken_on: "2025-11-01",
      });
    } finally {
      await database.db.destroy();
      await target.dispose();
    }
  });
});
