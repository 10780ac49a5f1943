import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, allMessages, postMarkerMessage } from "../support/api-client.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { freshPostgresDatabase, postgresUrl } from "./databases.ts";

/**
 * `npm run backup` and `npm run restore` as an operator uses them, against a running
 * server's SQLite database: what restore refuses (a running server, a damaged copy,
 * a copy from a newer site, a forged manifest) and what it keeps (the database it
 * replaces). Then on PostgreSQL, in the `public` schema of a database of its own as a
 * deployer's is: a snapshot and the dump of what it replaced both restore over the
 * database in use, and a restore that fails halfway leaves it exactly as it was.
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

  it("refuses a forged manifest with one line that names the problem, never a stack trace", async () => {
    const forged = join(root, "forged");
    rmSync(forged, { recursive: true, force: true });
    mkdirSync(forged);
    const manifest = JSON.parse(readFileSync(snapshot.replace(/\.db$/, ".json"), "utf8")) as Record<string, unknown>;
    const { sha256: _sha256, ...withoutChecksum } = manifest;
    const cases: Array<[string, string, RegExp]> = [
      ["bad-json", "{ this is not JSON", /not valid JSON/],
      ["wrong-types", JSON.stringify({ ...manifest, bytes: "many", migrations: "all of them" }), /bytes.*migrations/],
      ["missing-fields", JSON.stringify(withoutChecksum), /sha256/],
      ["not-an-object", "[1, 2, 3]", /not a snapshot manifest|expected object/],
      [
        "no-copy",
        JSON.stringify({ ...manifest, file: "site-20000101T000000000Z.db" }),
        /site-20000101T000000000Z\.db.*(missing|not there)/,
      ],
    ];
    for (const [label, text, reason] of cases) {
      const path = join(forged, `site-${label}.json`);
      writeFileSync(path, text);
      const { code, out } = await npm(["restore", "--", path], env);
      expect(code, `${label}: ${out}`).not.toBe(0);
      const lines = out.trim().split("\n");
      expect(lines, `${label}: one line`).toHaveLength(1);
      expect(out, label).not.toMatch(/\n\s+at /);
      expect(out, label).toMatch(/^Restore refused: /);
      expect(out, label).toMatch(reason);
    }
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

/** A file's or folder's permission bits, as `ls -l` would show them in octal. */
function modeOf(path: string): string {
  return (statSync(path).mode & 0o777).toString(8);
}

/** Every file and folder under `root`, each with its mode. */
function modesUnder(root: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    found.push([path, modeOf(path)]);
  }
  return found;
}

describe("the data and backup files are the site user's alone, whatever the umask", () => {
  const root = mkdtempSync(join(tmpdir(), "site-file-modes-"));
  const dataDir = join(root, "data");
  const backupDir = join(root, "backups");
  const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, DATABASE_URL: "" };
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it("a start, a replica write, a snapshot and a restore make 0600 files in 0700 folders; an open file is named", async () => {
    // As a deployer's machine leaves them with umask 022: a folder open to all, a file in it readable by all.
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, "customers-export.csv"), "name,phone\n");
    chmodSync(join(dataDir, "customers-export.csv"), 0o644);

    server = await startServer({ dataDir, env: { BACKUP_DIR: backupDir } });
    expect((await postMarkerMessage(server.url, "file-modes-1")).status).toBe(201);
    // Litestream ships the write to the replica within about a second.
    const replica = join(backupDir, "replica");
    for (let i = 0; i < 100 && !modesUnder(replica).some(([path]) => /\.wal/.test(path)); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(
      modesUnder(replica).some(([path]) => /\.wal/.test(path)),
      "the replica has WAL files",
    ).toBe(true);

    expect(modeOf(dataDir)).toBe("700");
    expect(modeOf(backupDir)).toBe("700");
    for (const name of ["site.db", "site.db-wal", "site.db-shm", "site.db.server", "litestream.yml"]) {
      expect(modeOf(join(dataDir, name)), name).toBe("600");
    }
    // What was there before the start is left as it was, and named in the log.
    expect(modeOf(join(dataDir, "customers-export.csv"))).toBe("644");
    expect(server.output()).toMatch(/"event":"data_files_readable_by_others".*customers-export\.csv/);
    const backup = await npm(["backup"], env);
    expect(backup.code, backup.out).toBe(0);
    const snapshot = /Snapshot written: (\S+)/.exec(backup.out)![1]!;
    for (const [path, mode] of modesUnder(backupDir)) {
      expect(mode, path).toBe(statSync(path).isDirectory() ? "700" : "600");
    }

    await server.stop();
    // A snapshot brought in from elsewhere, open to all: the restored database is still private.
    const loose = join(root, "loose");
    mkdirSync(loose);
    copyFileSync(snapshot, join(loose, "site-20260101T000000000Z.db"));
    const manifest = JSON.parse(readFileSync(snapshot.replace(/\.db$/, ".json"), "utf8"));
    writeFileSync(
      join(loose, "site-20260101T000000000Z.json"),
      JSON.stringify({ ...manifest, file: "site-20260101T000000000Z.db" }),
    );
    chmodSync(join(loose, "site-20260101T000000000Z.db"), 0o644);
    const restored = await npm(["restore", "--", join(loose, "site-20260101T000000000Z.json")], env);
    expect(restored.code, restored.out).toBe(0);
    const kept = /kept as (\S+)/.exec(restored.out)![1]!;
    expect(modeOf(join(dataDir, "site.db"))).toBe("600");
    expect(modeOf(kept)).toBe("600");
  });
});

/** Every table of a schema with its rows, as text: equal fingerprints, the same data. */
async function fingerprint(url: string, schema = "public"): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = $1 order by 1",
      [schema],
    );
    const result: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const table = `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;
      const { rows } = await client.query<{ n: string; digest: string | null }>(
        `select count(*) as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`,
      );
      result[name] = `${rows[0]!.n} rows ${rows[0]!.digest ?? ""}`;
    }
    const schemas = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema' order by 1",
    );
    result["(schemas)"] = schemas.rows.map((r) => r.name).join(",");
    return result;
  } finally {
    await client.end();
  }
}

describe.runIf(postgresUrl)("npm run restore on PostgreSQL, in the public schema of a database in use", () => {
  const root = mkdtempSync(join(tmpdir(), "site-backup-cli-pg-"));
  const dataDir = join(root, "data");
  const backupDir = join(root, "backups");
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let env: Record<string, string>;
  let server: RunningServer | undefined;
  let snapshot: string;

  const start = async () => {
    server = await startServer({ dataDir, databaseUrl: database.url, env: { BACKUP_DIR: backupDir } });
    return server;
  };
  const markers = async (url: string) =>
    (await allMessages(url, await adminCookie(url)))
      .map((m) => /restore-cli-\w+/.exec(m.message)?.[0])
      .filter(Boolean)
      .sort();

  beforeAll(async () => {
    database = await freshPostgresDatabase(postgresUrl!, "restore_cli");
    env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, DATABASE_URL: database.url };
    const running = await start();
    for (const [i, marker] of ["restore-cli-a", "restore-cli-b"].entries()) {
      expect((await postMarkerMessage(running.url, marker, `203.0.113.${10 + i}`)).status).toBe(201);
    }
  });

  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it("restores a snapshot over the live database, then the dump of what it replaced: the site serves each", async () => {
    const backup = await npm(["backup"], env);
    expect(backup.code, backup.out).toBe(0);
    snapshot = /Snapshot written: (\S+)/.exec(backup.out)![1]!;
    // Acknowledged after the snapshot: only the dump kept by the restore holds it.
    expect((await postMarkerMessage(server!.url, "restore-cli-c", "203.0.113.20")).status).toBe(201);
    await server!.stop();

    const restored = await npm(["restore", "--", snapshot], env);
    expect(restored.code, restored.out).toBe(0);
    const kept = /kept as (\S+)/.exec(restored.out)?.[1];
    expect(kept, restored.out).toMatch(/\.pgdump$/);
    for (const dump of [snapshot, kept!]) expect(modeOf(dump), dump).toBe("600");
    let running = await start();
    expect(await markers(running.url)).toEqual(["restore-cli-a", "restore-cli-b"]);
    await running.stop();

    const back = await npm(["restore", "--", kept!], env);
    expect(back.code, back.out).toBe(0);
    running = await start();
    expect(await markers(running.url)).toEqual(["restore-cli-a", "restore-cli-b", "restore-cli-c"]);
    await running.stop();
    // Nothing left over beside the live schema: the copy it replaced was kept until the new one was in.
    expect((await fingerprint(database.url))["(schemas)"]).toBe("public");
  });

  it("a restore whose pg_restore fails halfway leaves the database exactly as it was, every table and row", async () => {
    const before = await fingerprint(database.url);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    // A copy cut short, with a manifest that checks out: pg_restore reads its list, then fails in the data.
    const truncated = join(root, "site-20991231T000000000Z.pgdump");
    const bytes = readFileSync(snapshot);
    const cut = bytes.subarray(0, Math.floor(bytes.length * 0.6));
    writeFileSync(truncated, cut);
    const manifest = JSON.parse(readFileSync(snapshot.replace(/\.pgdump$/, ".json"), "utf8"));
    writeFileSync(
      truncated.replace(/\.pgdump$/, ".json"),
      JSON.stringify({
        ...manifest,
        file: "site-20991231T000000000Z.pgdump",
        bytes: cut.byteLength,
        sha256: createHash("sha256").update(cut).digest("hex"),
      }),
    );
    const failed = await npm(["restore", "--", truncated], env);
    expect(failed.code, failed.out).toBe(1);
    expect(failed.out).toMatch(/Restore refused: .*(pg_restore|psql).*nothing was changed/s);
    expect(await fingerprint(database.url)).toEqual(before);
    const running = await start();
    expect(await markers(running.url)).toEqual(["restore-cli-a", "restore-cli-b", "restore-cli-c"]);
    await running.stop();
  });
});
