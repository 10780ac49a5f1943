import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server.ts";

/**
 * `npm run backup` and `npm run restore` as an operator uses them, against a running
 * server's SQLite database: what restore refuses (a running server, a damaged copy,
 * a copy from a newer site) and what it keeps (the database it replaces).
 */
function npm(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.once("close", (code) => resolve({ code, out }));
  });
}

describe("npm run backup and npm run restore", () => {
  const root = mkdtempSync(join(tmpdir(), "site-backup-cli-"));
  const dataDir = join(root, "data");
  const backupDir = join(root, "backups");
  const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, DATABASE_URL: "" };
  let server: RunningServer;
  let snapshot: string;

  beforeAll(async () => {
    server = await startServer({ dataDir, env: { BACKUP_DIR: backupDir } });
    const sent = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Before Backup",
        email: "before@example.com",
        phone: "+91 98450 12345",
        subject: "Backup",
        message: "Written before the snapshot.",
        category: "general",
      }),
    });
    expect(sent.status).toBe(201);
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it("takes a snapshot while the server runs, with its checksum and schema version", async () => {
    const { code, out } = await npm(["backup"], env);
    expect(code, out).toBe(0);
    snapshot = /Snapshot written: (\S+)/.exec(out)![1]!;
    const manifest = JSON.parse(readFileSync(snapshot.replace(/\.db$/, ".json"), "utf8"));
    expect(manifest).toMatchObject({ format: 1, kind: "sqlite", reason: "manual" });
    expect(manifest.sha256).toBe(createHash("sha256").update(readFileSync(snapshot)).digest("hex"));
    expect(manifest.migrations.length).toBeGreaterThan(5);
    const copy = new DatabaseSync(snapshot, { readOnly: true });
    expect(copy.prepare("select count(*) as n from contact_messages").get()).toEqual({ n: 1 });
    copy.close();
  });

  it("refuses to overwrite the database of a running server", async () => {
    const { code, out } = await npm(["restore", "--", snapshot], env);
    expect(code).toBe(1);
    expect(out).toMatch(/Refusing to restore: a server \(process \d+\) is running/);
  });

  it("refuses a damaged copy and one from a newer version of the site, and changes nothing", async () => {
    await server.stop();
    const before = readFileSync(join(dataDir, "site.db"));

    const damaged = join(root, "damaged");
    rmSync(damaged, { recursive: true, force: true });
    mkdirSync(damaged);
    const name = snapshot.split("/").at(-1)!;
    copyFileSync(snapshot, join(damaged, name));
    copyFileSync(snapshot.replace(/\.db$/, ".json"), join(damaged, name.replace(/\.db$/, ".json")));
    const bytes = readFileSync(join(damaged, name));
    bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff;
    writeFileSync(join(damaged, name), bytes);
    const bad = await npm(["restore", "--", join(damaged, name)], env);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/does not match its manifest.*damaged/);

    // A copy whose schema has a migration this code does not know, with a manifest that checks out.
    const newer = join(damaged, "site-20991231T000000000Z.db");
    copyFileSync(snapshot, newer);
    const db = new DatabaseSync(newer);
    db.prepare("insert into kysely_migration (name, timestamp) values (?, ?)").run(
      "2099-12-31-001-from-the-future",
      "x",
    );
    db.close();
    const manifest = JSON.parse(readFileSync(snapshot.replace(/\.db$/, ".json"), "utf8"));
    const newerBytes = readFileSync(newer);
    writeFileSync(
      newer.replace(/\.db$/, ".json"),
      JSON.stringify({
        ...manifest,
        file: "site-20991231T000000000Z.db",
        bytes: newerBytes.byteLength,
        sha256: createHash("sha256").update(newerBytes).digest("hex"),
      }),
    );
    const future = await npm(["restore", "--", newer], env);
    expect(future.code).toBe(1);
    expect(future.out).toMatch(/newer than this version of the site knows.*Update the site's code first/s);

    expect(readFileSync(join(dataDir, "site.db")).equals(before)).toBe(true);
  });

  it("restores the snapshot over a changed database, keeping the replaced one aside", async () => {
    const changed = new DatabaseSync(join(dataDir, "site.db"));
    changed.exec("delete from contact_messages");
    changed.close();
    const { code, out } = await npm(["restore", "--", "latest"], env);
    expect(code, out).toBe(0);
    const kept = /kept as (\S+)/.exec(out)![1]!;
    const restored = new DatabaseSync(join(dataDir, "site.db"), { readOnly: true });
    expect(restored.prepare("select name from contact_messages").all()).toEqual([{ name: "Before Backup" }]);
    restored.close();
    const old = new DatabaseSync(kept, { readOnly: true });
    expect(old.prepare("select count(*) as n from contact_messages").get()).toEqual({ n: 0 });
    old.close();
  });
});
