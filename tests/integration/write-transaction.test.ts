import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { type Browser, ownerBrowser, request } from "../support/staff-accounts.ts";

/**
 * One write transaction for every staff change (platform/write-transaction.server.ts):
 * a save that changes nothing raises no version, so the cached pages stay cached (a
 * refusal's roll-back is in catalogue-writes.test.ts).
 */

/** The text of an attribute or a textarea as the browser would post it back. */
function unescape(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** A staff form's fields as the page shows them: what a browser posts when nothing is touched. */
async function formFields(staff: Browser, path: string): Promise<Record<string, string>> {
  const html = (await request(staff, path)).body;
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(m[0])?.[1];
    const type = /\btype="([^"]+)"/.exec(m[0])?.[1] ?? "text";
    if (!name || type === "file" || type === "submit") continue;
    if ((type === "checkbox" || type === "radio") && !/\bchecked=""/.test(m[0])) continue;
    fields[name] = unescape(/\bvalue="([^"]*)"/.exec(m[0])?.[1] ?? (type === "checkbox" ? "on" : ""));
  }
  for (const m of html.matchAll(/<textarea[^>]*\bname="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)) {
    fields[m[1]!] = unescape(m[2]!.replace(/^\n/, ""));
  }
  for (const m of html.matchAll(/<select[^>]*\bname="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const chosen =
      /<option[^>]*\bvalue="([^"]*)"[^>]*\bselected=""/.exec(m[2]!) ?? /<option[^>]*\bvalue="([^"]*)"/.exec(m[2]!);
    fields[m[1]!] = unescape(chosen?.[1] ?? "");
  }
  return fields;
}

describe.each(databaseKinds)("a save that changes nothing, over HTTP on $name", ({ make }) => {
  let target: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let staff: Browser;

  beforeAll(async () => {
    target = await make();
    server = await startServer({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    database = openDatabase(target.target);
    staff = await ownerBrowser(server.url);
  }, 90_000);

  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
    await target?.dispose();
  });

  const versions = async () => ({
    catalogue: (await database.db.selectFrom("catalogue_version").select("version").executeTakeFirstOrThrow()).version,
    settings: (await database.db.selectFrom("settings_version").select("version").executeTakeFirstOrThrow()).version,
  });

  const cache = async (path: string) => (await fetch(server.url + path)).headers.get("X-Page-Cache");

  it("saving a product, a collection and the store details unchanged raises no version and keeps the cache", async () => {
    const item = await database.db
      .selectFrom("items")
      .innerJoin("collections", "collections.id", "items.collection_id")
      .select(["items.id", "items.version"])
      .where("collections.slug", "=", "formals")
      .where("items.status", "=", "published")
      .orderBy("items.id")
      .executeTakeFirstOrThrow();
    const product = await formFields(staff, `/admin/products/${item.id}`);
    const collection = await formFields(staff, "/admin/collections/formals");
    const store = await formFields(staff, "/admin/settings/store");
    await cache("/collections/formals");
    expect(await cache("/collections/formals")).toBe("hit");
    const before = await versions();

    const save = async (path: string, form: Record<string, string>) => (await request(staff, path, { form })).status;
    expect(await save(`/admin/products/${item.id}`, { ...product, intent: "save" })).toBe(302);
    expect(await save("/admin/collections/formals", { ...collection, intent: "save" })).toBe(302);
    expect(await save("/admin/settings/store", store)).toBe(302);

    expect(await versions()).toEqual(before);
    const row = await database.db
      .selectFrom("items")
      .select("version")
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(item.version);
    expect(await cache("/collections/formals")).toBe("hit");
  });

  it("saving a policy page unchanged raises no version and keeps its cached page", async () => {
    const policyVersions = async () =>
      (await database.db.selectFrom("policy_pages").select(["slug", "version"]).orderBy("slug").execute()).map(
        (r) => `${r.slug}:${r.version}`,
      );
    const form = await formFields(staff, "/admin/settings/pages/privacy");
    await cache("/privacy-policy");
    expect(await cache("/privacy-policy")).toBe("hit");
    const before = await policyVersions();
    expect((await request(staff, "/admin/settings/pages/privacy", { form })).status).toBe(303);
    expect(await policyVersions()).toEqual(before);
    expect(await cache("/privacy-policy")).toBe("hit");
  });
});
