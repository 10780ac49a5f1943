import { createHash } from "node:crypto";
import { unzipSync, strFromU8 } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { adminCookie } from "../support/api-client.ts";
import { agedFormToken } from "../support/form-tokens.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * The owner's export, once per database: the archive downloaded from /admin/export
 * opens, and holds every message, customer, booking, product, collection and change
 * as CSV and JSON, and every photograph as a file, byte for byte; no password hash
 * or session leaves; a stranger gets the sign-in page, not the archive.
 */
describe.each(databaseKinds)("the owner's export on $name", ({ make }) => {
  let test: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let cookie: string;

  beforeAll(async () => {
    test = await make();
    server = await startServer({ databaseUrl: test.databaseUrl, dataDir: test.dataDir });
    database = openDatabase(test.target);
    cookie = await adminCookie(server.url);

    for (const i of [1, 2, 3]) {
      const sent = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}` },
        body: JSON.stringify({
          name: `Exporter ${i}`,
          email: `exporter${i}@example.com`,
          phone: `+91 98450 1234${i}`,
          subject: "Export",
          message: `=HYPERLINK("x") message ${i}, with a comma and "quotes"\nand a second line`,
          category: "general",
        }),
      });
      expect(sent.status).toBe(201);
    }
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const booked = await fetch(`${server.url}/book`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({
        kind: "fitting",
        purpose: "groom",
        date: day,
        time: "12:00",
        name: "Export Booker",
        phone: "98450 12345",
        note: "",
        website: "",
        formToken: agedFormToken(server.sessionSecret),
      }),
    });
    expect([303, 409]).toContain(booked.status);

    const created = await fetch(`${server.url}/admin/products/new`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        collection: "groom",
        intent: "save",
        title: "Exported Sherwani",
        category: "traditional",
        type: "sherwani",
        description: "For the export test.",
        price: "₹1",
      }),
    });
    const id = Number(/\/admin\/products\/(\d+)/.exec(created.headers.get("Location") ?? "")?.[1]);
    const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#8a2be2" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("photos", new Blob([photo as BlobPart], { type: "image/png" }), "violet.png");
    const uploaded = await fetch(`${server.url}/admin/products/${id}/images`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, Accept: "application/json" },
      body: form,
    });
    expect(uploaded.ok).toBe(true);
  });

  afterAll(async () => {
    await server?.stop();
    await database?.db.destroy();
    await test?.dispose();
  });

  it("is for signed-in staff only", async () => {
    const response = await fetch(`${server.url}/admin/export`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
  });

  it("opens, and holds every record as CSV and JSON and every photo as a file", async () => {
    const response = await fetch(`${server.url}/admin/export`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="mens-studio-export-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = <T>(name: string) => JSON.parse(strFromU8(files[name]!)) as T;
    const manifest = json<{
      tables: Record<string, { rows: number }>;
      photos: Array<{ mediaId: number; file: string }>;
    }>("manifest.json");
    expect(files["README.txt"]).toBeDefined();

    // Every table a store owner needs, each row of it.
    const expectations: Array<[string, keyof import("../../app/services/platform/db.server.ts").Tables]> = [
      ["messages", "contact_messages"],
      ["customers", "customers"],
      ["bookings", "bookings"],
      ["products", "items"],
      ["collections", "collections"],
      ["collection-filters", "collection_filters"],
      ["product-photos", "item_images"],
      ["photos", "media"],
      ["catalogue-history", "catalogue_changes"],
      ["booking-history", "booking_changes"],
      ["staff", "admins"],
    ];
    for (const [name, table] of expectations) {
      const rows = await database.db.selectFrom(table).selectAll().execute();
      const exported = json<Array<Record<string, unknown>>>(`${name}.json`);
      expect(exported, name).toHaveLength(rows.length);
      expect(manifest.tables[name]?.rows).toBe(rows.length);
      expect([...files[`${name}.csv`]!.subarray(0, 3)], "UTF-8 byte-order mark").toEqual([0xef, 0xbb, 0xbf]);
      if (rows.length && "id" in rows[0]!) {
        const ids = new Set(exported.map((r) => Number(r.id)));
        for (const row of rows)
          expect(ids.has(Number((row as { id: number }).id)), `${name} ${String((row as { id: number }).id)}`).toBe(
            true,
          );
      }
    }
    // Words survive exactly in JSON; in CSV a formula-like cell is neutralised.
    const messages = json<Array<{ message: string }>>("messages.json");
    expect(messages.map((m) => m.message)).toContain(
      `=HYPERLINK("x") message 2, with a comma and "quotes"\nand a second line`,
    );
    expect(strFromU8(files["messages.csv"]!)).toContain(`"'=HYPERLINK(""x"") message 2`);

    // Nothing secret leaves.
    expect(Object.keys(files).some((f) => /^(sessions|login-attempts|rate-limit-hits|outbox)\./.test(f))).toBe(false);
    for (const admin of json<Array<Record<string, unknown>>>("staff.json"))
      expect(admin).not.toHaveProperty("password_hash");
    expect(strFromU8(files["staff.csv"]!)).not.toMatch(/scrypt|password/i);

    // Every photo: uploads byte for byte (the widest rendition, WebP first), the seeded artwork from the build.
    const media = await database.db.selectFrom("media").select(["id", "storage"]).execute();
    const listed = new Map(manifest.photos.map((p) => [p.mediaId, p.file]));
    for (const m of media) {
      const file = listed.get(m.id);
      expect(file, `photo ${m.id}`).toBeDefined();
      expect(files[file!]?.byteLength).toBeGreaterThan(0);
      if (m.storage !== "database") continue;
      const renditions = await database.db
        .selectFrom("media_files")
        .select(["name", "data"])
        .where("media_id", "=", m.id)
        .execute();
      const widest = renditions
        .map((r) => ({ ...r, width: Number(r.name.split(".")[0]), webp: r.name.endsWith(".webp") }))
        .sort((a, b) => b.width - a.width || Number(b.webp) - Number(a.webp))[0]!;
      const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
      expect(sha(files[file!]!)).toBe(sha(widest.data));
      expect(file).toMatch(new RegExp(`^photos/${m.id}-.+\\.webp$`));
    }
    expect(media.filter((m) => m.storage === "database").length).toBeGreaterThan(0);
  });

  it("is recorded in the log with who downloaded it", () => {
    expect(server.output()).toMatch(/"event":"export_downloaded","admin":"test-admin"/);
  });
});
