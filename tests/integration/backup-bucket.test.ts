import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/services/platform/db.server.ts";
import type { DatabaseTarget } from "../../app/services/platform/config.server.ts";
import { clientAddress, postMarkerMessage } from "../support/api-client.ts";
import { S3_KEY_ID, startS3 } from "../support/s3-test-server.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { cookieHeader, ownerBrowser, request, testIdText, type Browser } from "../support/staff-accounts.ts";
import {
  freshPostgresDatabase,
  ownPostgresDatabase,
  postgresUrl,
  sqliteDatabase,
  type TestDatabase,
} from "./databases.ts";

/**
 * Settings → Backups against a real S3-compatible server (s3rver, local, on a free
 * port), once per database, on a server started with no BACKUP_DIR or BACKUP_URL:
 * "Test the bucket" shows the provider's own answer for a wrong key, a missing bucket
 * and a closed port, and works with the right keys; once saved, the copies reach the
 * bucket with no restart (SQLite: Litestream's replica; PostgreSQL: its snapshots);
 * "Download a backup now" is a valid snapshot with the keys only sealed; and a
 * restore on a fresh machine from the bucket (`npm run restore -- replica`, the
 * bucket given as BACKUP_URL as a deployer who lost the disk would) brings back every
 * acknowledged write.
 *
 * s3rver checks the access key ID but never computes a Signature V4, so the wrong key
 * here is a wrong key ID (its answer: InvalidAccessKeyId); a real provider's
 * SignatureDoesNotMatch is read the same way (app/lib/backup/bucket.test.ts).
 */
const PATH = "/admin/settings/backups";
// s3rver takes any secret; this one is distinctive, so the download can be searched for it.
const SECRET = `s3rver-secret-${randomBytes(6).toString("hex")}`;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const kinds: Array<{ name: "sqlite" | "postgres"; make: () => Promise<TestDatabase> }> = [
  { name: "sqlite", make: sqliteDatabase },
  ...(postgresUrl ? [{ name: "postgres" as const, make: () => ownPostgresDatabase("bucket") }] : []),
];

describe.each(kinds)("the backup bucket on $name", ({ name, make }) => {
  it("tested, saved without a restart, downloaded, and restored from with every acknowledged write", async () => {
    const s3 = await startS3();
    cleanups.push(() => s3.stop());
    const test = await make();
    cleanups.push(() => test.dispose());
    const server = await startServer({ databaseUrl: test.databaseUrl, dataDir: test.dataDir });
    cleanups.push(() => server.stop());
    const owner = await ownerBrowser(server.url);

    const acks: string[] = [];
    await write(server, acks, 5);

    const page = await request(owner, PATH);
    expect(page.status).toBe(200);
    expect(offsiteText(page.body)).toContain("only on this server");
    const version = /name="version" value="(\d+)"/.exec(page.body)?.[1];
    expect(version).toBeDefined();
    const form = {
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      path: "site",
      region: "us-east-1",
      accessKeyId: S3_KEY_ID,
      secretAccessKey: SECRET,
      version: version!,
    };

    // The provider's own answers, not a generic error.
    const wrongKey = await testBucket(owner, { ...form, accessKeyId: "NOT-A-KEY" });
    expect(wrongKey).toContain("InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.");
    expect(wrongKey).toContain("could not write a test file to");
    const noBucket = await testBucket(owner, { ...form, bucket: "no-such-bucket" });
    expect(noBucket).toContain("NoSuchBucket");
    const closed = await closedPort();
    const refused = await testBucket(owner, { ...form, endpoint: `http://127.0.0.1:${closed}` });
    expect(refused).toContain(`connect ECONNREFUSED 127.0.0.1:${closed}`);
    // Neither key is ever echoed back into the page.
    expect(refused).not.toContain(SECRET);
    const works = await testBucket(owner, form);
    expect(works).toContain("The bucket works");
    expect(await s3.list("site/site-bucket-test-")).toEqual([]);

    // A session whose proof of who holds it is older than 10 minutes may not move the copies.
    const sessions = openDatabase(test.target);
    try {
      await sessions.db
        .updateTable("sessions")
        .set({ verified_ms: Date.now() - 11 * 60_000 })
        .execute();
      const stale = await request(owner, PATH, { form: { ...form, intent: "save" } });
      expect(stale.status).toBe(302);
      expect(stale.location).toBe(`/admin/account/verify?next=${encodeURIComponent(PATH)}`);
      expect((await request(owner, PATH)).body).toContain("Confirm it’s you");
      expect(await s3.list("site/")).toEqual([]);
      await sessions.db.updateTable("sessions").set({ verified_ms: Date.now() }).execute();
    } finally {
      await sessions.db.destroy();
    }

    const outputBefore = server.outputMark();
    const saved = await request(owner, PATH, { form: { ...form, intent: "save" } });
    expect(saved.status, saved.body.slice(0, 2000)).toBe(302);
    expect(saved.location).toBe(`${PATH}?saved=1`);

    // The copies reach the bucket while the same server process keeps serving.
    const prefix = name === "sqlite" ? "site/generations/" : "site/snapshots/";
    await until(async () => (await s3.list(prefix)).length > 0, `nothing arrived under ${prefix}`);
    expect(server.alive()).toBe(true);
    expect(server.outputSince(outputBefore)).not.toMatch(/"event":"listening"/);
    if (name === "sqlite") expect(server.outputSince(outputBefore)).toMatch(/"event":"replication_retargeted"/);

    await write(server, acks, 5);

    // The screen now says where the copies are, and keeps the keys to itself.
    const after = await request(owner, PATH);
    const line = offsiteText(after.body);
    expect(line).toContain(`127.0.0.1:`);
    expect(line).toContain(`/${s3.bucket}/site`);
    expect(after.body).not.toContain(SECRET);
    expect(after.body).not.toContain(`value="${S3_KEY_ID}"`);

    // Download a backup now: a ZIP of a snapshot and its manifest, the keys only sealed.
    const download = await fetch(`${server.url}/admin/settings/backups/download`, {
      headers: { Cookie: cookieHeader(owner), "X-Forwarded-For": owner.address },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/attachment; filename="mens-studio-backup-.*\.zip"/);
    const zipBytes = new Uint8Array(await download.arrayBuffer());
    expect(Buffer.from(zipBytes).includes(SECRET)).toBe(false);
    const files = unzipSync(zipBytes);
    const manifestName = Object.keys(files).find((f) => f.endsWith(".json"))!;
    const manifest = JSON.parse(Buffer.from(files[manifestName]!).toString()) as {
      file: string;
      sha256: string;
      kind: string;
    };
    const copy = files[manifest.file]!;
    expect(manifest.kind).toBe(name);
    expect(createHash("sha256").update(copy).digest("hex")).toBe(manifest.sha256);
    if (name === "sqlite") {
      const folder = mkdtempSync(join(tmpdir(), "site-download-"));
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      writeFileSync(join(folder, manifest.file), copy);
      const { DatabaseSync } = await import("node:sqlite");
      const db = new DatabaseSync(join(folder, manifest.file), { readOnly: true });
      try {
        expect(db.prepare("PRAGMA quick_check").get()).toEqual({ quick_check: "ok" });
        const stored = db.prepare("select message from contact_messages").all();
        for (const marker of acks) expect(stored.some((r) => String(r.message).includes(marker))).toBe(true);
        const row = db.prepare("select key_id_sealed, secret_key_sealed from backup_bucket").get();
        expect(String(row?.secret_key_sealed)).toMatch(/^v1\./);
        expect(String(row?.key_id_sealed)).toMatch(/^v1\./);
      } finally {
        db.close();
      }
    } else {
      expect(Buffer.from(copy.subarray(0, 5)).toString()).toBe("PGDMP");
      // The download's snapshot went to the bucket too: the newest there holds every write.
      await until(
        async () => (await s3.list("site/snapshots/")).filter((k) => k.endsWith(".json")).length >= 2,
        "the download's snapshot did not reach the bucket",
      );
    }
    const logged = await request(owner, "/admin/activity?kind=backup");
    expect(logged.body).toContain("set the off-site backup bucket");
    expect(logged.body).toContain("tested the backup bucket");
    expect(logged.body).toContain("downloaded a backup");
    expect(testIdText((await request(owner, PATH)).body, "last-download")).toMatch(/^Last downloaded /);

    // A restart (same SESSION_SECRET, so the sealed keys open) goes on with the saved bucket.
    await server.stop();
    const again = await startServer({
      databaseUrl: test.databaseUrl,
      dataDir: test.dataDir,
      sessionSecret: server.sessionSecret,
    });
    cleanups.push(() => again.stop());
    if (name === "sqlite") {
      // Litestream says its pid once started: shortly after the server listens.
      await until(
        async () =>
          /"event":"replication_started","pid":\d+,"mode":"s3","replica":"s3:\/\/site-backups\/site"/.test(
            again.output(),
          ),
        "Litestream did not start on the saved bucket after the restart",
        10_000,
      );
      // Written at once and stopped at once: Litestream must ship them before it goes.
      await write(again, acks, 3);
    } else {
      // PostgreSQL's newest copy in the bucket is remembered: its age, not "none yet".
      expect(offsiteText((await request(await ownerBrowser(again.url), PATH)).body)).toMatch(/the newest is from /);
    }

    // The machine is lost. SQLite: a clean stop lets Litestream ship what it has.
    await again.stop();
    const machine = await freshMachine(test);
    const restored = await npm(["restore", "--", "replica"], {
      DATA_DIR: machine.dataDir,
      DATABASE_URL: machine.databaseUrl,
      BACKUP_DIR: join(machine.dataDir, "backups"),
      BACKUP_URL: `s3://${s3.bucket}/site?endpoint=${s3.endpoint}`,
      BACKUP_ACCESS_KEY_ID: S3_KEY_ID,
      BACKUP_SECRET_ACCESS_KEY: SECRET,
    });
    expect(restored).toContain("Restored");
    const database = openDatabase(machine.target);
    try {
      const rows = await database.db.selectFrom("contact_messages").select("message").execute();
      for (const marker of acks) {
        expect(
          rows.some((r) => r.message.includes(marker)),
          `${marker} was acknowledged but is not in the restore`,
        ).toBe(true);
      }
    } finally {
      await database.db.destroy();
    }
  }, 240_000);
});

describe.each(kinds)("stopping the bucket on $name", ({ make }) => {
  it("asks first, as deleting a product does: a post that skipped the question changes nothing", async () => {
    const s3 = await startS3();
    cleanups.push(() => s3.stop());
    const test = await make();
    cleanups.push(() => test.dispose());
    const server = await startServer({ databaseUrl: test.databaseUrl, dataDir: test.dataDir });
    cleanups.push(() => server.stop());
    const owner = await ownerBrowser(server.url);
    const versionOf = (html: string) => /name="version" value="(\d+)"/.exec(html)![1]!;
    const saved = await request(owner, PATH, {
      form: {
        intent: "save",
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        path: "site",
        region: "us-east-1",
        accessKeyId: S3_KEY_ID,
        secretAccessKey: SECRET,
        version: versionOf((await request(owner, PATH)).body),
      },
    });
    expect(saved.location).toBe(`${PATH}?saved=1`);
    const page = await request(owner, PATH);
    const version = versionOf(page.body);

    // The old one-click post (no answer to the question): sent to the question, nothing stopped.
    const skipped = await request(owner, PATH, { form: { intent: "remove", version } });
    expect(skipped.status).toBe(302);
    expect(skipped.location).toBe(`${PATH}?confirm=remove#stop-bucket`);
    // The screen's button only asks: it is a link to the question, not a post.
    expect(page.body).toMatch(
      /href="\/admin\/settings\/backups\?confirm=remove#stop-bucket"[^>]*>Stop using this bucket</,
    );
    const asked = await request(owner, `${PATH}?confirm=remove`);
    expect(asked.body).toContain("Stop using this bucket?");
    expect(offsiteText(asked.body)).toContain(`/${s3.bucket}/site`);
    expect(versionOf(asked.body)).toBe(version);
    expect((await request(owner, "/admin/activity?kind=backup")).body).not.toContain(
      "stopped the copies to the backup bucket",
    );

    // The question's own button stops it.
    const confirmed = await request(owner, PATH, { form: { intent: "remove", version, confirm: "remove" } });
    expect(confirmed.location).toBe(`${PATH}?removed=1`);
    expect(offsiteText((await request(owner, PATH)).body)).toContain("only on this server");
    expect((await request(owner, "/admin/activity?kind=backup")).body).toContain(
      "stopped the copies to the backup bucket",
    );
  }, 60_000);
});

describe("backups set on the server", () => {
  it("BACKUP_DIR wins: Settings → Backups shows it read-only and refuses a change", async () => {
    const dir = mkdtempSync(join(tmpdir(), "site-server-backups-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const server = await startServer({ env: { BACKUP_DIR: dir } });
    cleanups.push(async () => {
      await server.stop();
      server.cleanup();
    });
    const owner = await ownerBrowser(server.url);
    const page = await request(owner, PATH);
    expect(page.body).toContain("Set on the server");
    expect(page.body).toContain(dir);
    expect(page.body).not.toContain('name="bucket"');
    const refused = await request(owner, PATH, {
      form: { intent: "save", bucket: "site-backups", endpoint: "http://127.0.0.1:9", version: "1" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toContain("set on the server");
  }, 60_000);
});

async function write(server: RunningServer, acks: string[], count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const marker = `bucket-${randomBytes(5).toString("hex")}`;
    const response = await postMarkerMessage(server.url, marker, clientAddress(acks.length + 1));
    expect(response.status).toBe(201);
    acks.push(marker);
  }
}

/** "Test the bucket" with these values: the page's answer as text. */
async function testBucket(owner: Browser, form: Record<string, string>): Promise<string> {
  const answer = await request(owner, PATH, { form: { ...form, intent: "test" } });
  expect(answer.status).toBe(200);
  return answer.body
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

/** The dashboard's backup line (also at the top of Settings → Backups), as text. */
function offsiteText(html: string): string {
  const start = html.indexOf('data-testid="offsite-line"');
  expect(start).toBeGreaterThan(0);
  return html
    .slice(start, html.indexOf("</p>", start))
    .replace(/^[^>]*>/, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`after ${timeoutMs} ms: ${what}`);
}

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function freshMachine(
  test: TestDatabase,
): Promise<{ target: DatabaseTarget; databaseUrl: string; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "site-bucket-machine-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (test.target.kind === "sqlite") {
    return { target: { kind: "sqlite", file: join(dataDir, "site.db") }, databaseUrl: "", dataDir };
  }
  const database = await freshPostgresDatabase(postgresUrl!, "bucket_machine");
  cleanups.push(() => database.dispose());
  return { target: { kind: "postgres", url: database.url }, databaseUrl: database.url, dataDir };
}

function npm(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "-s", ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.once("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`npm run ${args.join(" ")} failed:\n${out}`)),
    );
  });
}
