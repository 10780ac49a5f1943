import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import type { DatabaseTarget } from "../../app/services/platform/config.server.ts";
import { adminCookie, allMessages, clientAddress } from "../support/api-client.ts";
import { agedFormToken } from "../support/form-tokens.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import {
  freshPostgresDatabase,
  ownPostgresDatabase,
  postgresUrl,
  sqliteDatabase,
  type TestDatabase,
} from "./databases.ts";

/**
 * The restore drill, once per database: 20 writers send contact messages, visit
 * bookings and product edits with photos through the production server for
 * DRILL_SECONDS (30 s by default) while snapshots are taken (`npm run backup` from
 * another process) and, on SQLite, Litestream replicates; then the machine "dies"
 * (kill -9 of the server and of Litestream at the same instant). A fresh machine
 * directory restores (`npm run restore`) from the replica (SQLite) and from the last
 * snapshot (both), and each result is checked against what the writers were told:
 * every write acknowledged before the snapshot began (before the replica's position)
 * is there, byte-identical to the dead machine's copy (row and photo hashes), none
 * twice; the restored site then serves its public pages and as many messages as the
 * database holds. The drill prints how many seconds of acknowledged writes the replica lost.
 *
 * PostgreSQL runs where a deployer's data lives: the `public` schema of a database of
 * its own. There the last snapshot is also restored over the dead machine's own
 * database (full, newer than the snapshot), and then the dump of what that restore
 * replaced is restored in turn: it must bring back every acknowledged write.
 */
const SECONDS = Number(process.env.DRILL_SECONDS ?? 30);
const WRITERS = 20;

type Ack = {
  kind: "message" | "booking" | "edit" | "photo";
  key: string;
  /** When the answer came (acknowledged), and when the request left (it was stored after this). */
  at: number;
  sent: number;
  itemId?: number;
  version?: number;
};

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const kinds: Array<{ name: "sqlite" | "postgres"; make: () => Promise<TestDatabase> }> = [
  { name: "sqlite", make: sqliteDatabase },
  ...(postgresUrl ? [{ name: "postgres" as const, make: () => ownPostgresDatabase("drill") }] : []),
];

describe.each(kinds)("the restore drill on $name", ({ name, make }) => {
  it(
    `${WRITERS} writers for ${SECONDS} s, kill -9, restore on a fresh machine: every acknowledged write is back, once, byte for byte`,
    async () => {
      const test = await make();
      cleanups.push(() => test.dispose());
      const backupDir = mkdtempSync(join(tmpdir(), "site-drill-backups-"));
      cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));
      const env = {
        BACKUP_DIR: backupDir,
        SLOT_CAPACITY: "100",
        NODE_ENV: "test",
        UNSAFE_BENCHMARK_NO_RATE_LIMITS: "yes-i-am-benchmarking",
      };
      const server = await startServer({ databaseUrl: test.databaseUrl, dataDir: test.dataDir, env });
      cleanups.push(() => server.stop());
      const litestreamPid = name === "sqlite" ? await replicationPid(server) : undefined;

      const cookie = await adminCookie(server.url);
      const products = await Promise.all(
        [0, 1, 2, 3].map((i) => createDraft(server.url, cookie, `Drill Sherwani ${i}`)),
      );

      // The writers, and the snapshots taken while they write.
      const acks: Ack[] = [];
      const attempts = new Map<string, string>(); // "<item>:<version>" -> the description sent
      const stopAt = Date.now() + SECONDS * 1000;
      const snapshots: Array<{ startedAt: number; path: string }> = [];
      const writers = Array.from({ length: WRITERS }, (_, w) =>
        runWriter(w, server, cookie, products, stopAt, acks, attempts),
      );
      const snapshotter = (async () => {
        for (const fraction of [0.3, 0.7]) {
          await sleepUntil(stopAt - SECONDS * 1000 * (1 - fraction));
          const startedAt = Date.now();
          const path = await runBackup(test, backupDir);
          snapshots.push({ startedAt, path });
        }
      })();
      await Promise.all([...writers, snapshotter]);

      // The machine dies: the server and the replicator at the same instant.
      const killedAt = Date.now();
      if (litestreamPid) process.kill(litestreamPid, "SIGKILL");
      await server.kill9();
      const counts = countBy(acks);
      if (process.env.DRILL_DEBUG) console.log(server.output().slice(-20_000));
      console.log(`[drill ${name}] acknowledged in ${SECONDS} s: ${JSON.stringify(counts)}`);
      // Enough of each kind to mean something even on a loaded two-core machine.
      expect(counts.message).toBeGreaterThanOrEqual(20);
      expect(counts.booking).toBeGreaterThanOrEqual(5);
      expect(counts.edit).toBeGreaterThanOrEqual(2);
      expect(counts.photo).toBeGreaterThanOrEqual(1);

      // The dead machine's disk, read after the crash: what every restore is compared with.
      const original = openDatabase(test.target);
      const truth = await readState(original);
      await original.db.destroy();
      for (const ack of acks)
        expect(present(truth, ack), `acknowledged but not on the dead machine: ${ack.key}`).toBe(true);

      const last = snapshots.at(-1)!;
      type Restored = { label: string; target: DatabaseTarget; databaseUrl: string; dataDir: string; cutoff: number };
      const check = (restore: Restored) => checkRestore(name, restore, acks, truth, attempts, killedAt);

      // From the last snapshot, on a fresh machine (a new data folder; on PostgreSQL a new database).
      const fromSnapshot = await freshMachine(test, cleanups);
      await runRestore(fromSnapshot, [last.path]);
      await check({ label: "snapshot", ...fromSnapshot, cutoff: last.startedAt });

      if (name === "postgres") {
        // Over the dead machine's own database, full and newer than the snapshot: it goes back
        // to the snapshot, and what it held is kept in a dump that is restored in turn.
        const sameMachine = { target: test.target, databaseUrl: test.databaseUrl, dataDir: test.dataDir };
        const over = await runRestore(sameMachine, [last.path]);
        const kept = /kept as (\S+\.pgdump)/.exec(over)?.[1];
        expect(kept, over).toBeDefined();
        await check({ label: "snapshot over the live database", ...sameMachine, cutoff: last.startedAt });
        await runRestore(sameMachine, [kept!]);
        // The dump was taken after the crash: every acknowledged write, exactly the dead machine's rows.
        await check({ label: "the dump that restore kept", ...sameMachine, cutoff: killedAt });
        console.log(
          `[drill postgres] in public: the snapshot restored over the live database, then the dump it kept: ${acks.length} of ${acks.length} acknowledged writes back`,
        );
        const back = openDatabase(test.target);
        const state = await readState(back);
        await back.db.destroy();
        expect(state.messages.map((m) => m.hash).sort()).toEqual(truth.messages.map((m) => m.hash).sort());
        expect(state.bookings.map((b) => b.hash).sort()).toEqual(truth.bookings.map((b) => b.hash).sort());
      }

      if (name === "sqlite") {
        const fromReplica = await freshMachine(test, cleanups);
        await runRestore(fromReplica, [join(backupDir, "replica")]);
        // Its position: the last acknowledged write it holds. Everything before must be there.
        await check({ label: "replica", ...fromReplica, cutoff: Number.NaN });

        // Point in time: the replica as it was when the first snapshot began. Litestream
        // replays whole shipments (one every 200 ms), so a second either side is allowed.
        const moment = snapshots[0]!.startedAt;
        const pointInTime = await freshMachine(test, cleanups);
        await runRestore(pointInTime, [join(backupDir, "replica"), "--to-time", new Date(moment).toISOString()]);
        const then = openDatabase(pointInTime.target);
        const past = await readState(then);
        await then.db.destroy();
        const inserts = acks.filter((a) => a.kind === "message" || a.kind === "booking");
        for (const ack of inserts.filter((a) => a.at < moment - 1_000)) {
          expect(present(past, ack), `--to-time: ${ack.key} from before the moment is missing`).toBe(true);
        }
        for (const ack of inserts.filter((a) => a.sent > moment + 1_000)) {
          expect(present(past, ack), `--to-time: ${ack.key} from after the moment is there`).toBe(false);
        }
        compareWithTruth("point in time", past, truth, attempts);
      }
    },
    (SECONDS + 300) * 1000,
  );
});

/** A restore checked against what the writers were told, and the restored site serving it. */
async function checkRestore(
  name: "sqlite" | "postgres",
  restore: { label: string; target: DatabaseTarget; databaseUrl: string; dataDir: string; cutoff: number },
  acks: Ack[],
  truth: State,
  attempts: Map<string, string>,
  killedAt: number,
): Promise<void> {
  const restored = openDatabase(restore.target);
  const state = await readState(restored);
  await restored.db.destroy();
  let cutoff = restore.cutoff;
  if (Number.isNaN(cutoff)) {
    const held = acks.filter((a) => present(state, a)).map((a) => a.at);
    const missing = acks.filter((a) => !present(state, a)).map((a) => a.at);
    const lostSeconds = missing.length ? (killedAt - Math.min(...missing)) / 1000 : 0;
    console.log(
      `[drill ${name}] replica: ${held.length} of ${acks.length} acknowledged writes restored; at most ${lostSeconds.toFixed(2)} s of acknowledged writes lost (goal <= 1 s)`,
    );
    cutoff = missing.length ? Math.min(...missing) : killedAt;
    // The goal is 1 s; the bound leaves room for a loaded CI machine, the figure above is the measure.
    expect(lostSeconds).toBeLessThanOrEqual(Number(process.env.DRILL_MAX_LOSS_SECONDS ?? 2));
  }
  const expected = acks.filter((a) => a.at < cutoff);
  for (const ack of expected) {
    expect(
      present(state, ack),
      `${restore.label}: acknowledged at ${ack.at} before ${cutoff}, missing: ${ack.key}`,
    ).toBe(true);
  }
  // Byte-identical: each row and photo that came back equals the dead machine's copy.
  compareWithTruth(restore.label, state, truth, attempts);
  // SQLite commits one writer at a time in id order, so a copy of one moment holds
  // exactly the dead machine's rows up to its last id: no hole, nothing extra.
  if (name === "sqlite") {
    for (const kind of ["messages", "bookings"] as const) {
      const maxId = Math.max(0, ...state[kind].map((r) => r.id));
      const expectedIds = truth[kind].filter((r) => r.id <= maxId).map((r) => r.id);
      expect(
        state[kind].map((r) => r.id).sort((a, b) => a - b),
        `${restore.label}: ${kind} up to ${maxId}`,
      ).toEqual(expectedIds.sort((a, b) => a - b));
    }
  }
  // Nothing twice.
  expect(new Set(state.messages.map((m) => m.marker)).size).toBe(state.messages.length);
  expect(new Set(state.bookings.map((b) => b.reference)).size).toBe(state.bookings.length);

  // The restored site serves.
  const revived = await startServer({
    databaseUrl: restore.databaseUrl,
    dataDir: restore.dataDir,
    env: { BACKUP_REPLICATION: "off", BACKUP_DIR: join(restore.dataDir, "backups") },
  });
  try {
    await publicSmoke(revived.url);
    const staff = await adminCookie(revived.url);
    // Counted over HTTP: the staff API serves every restored message, and only those.
    const served = (await allMessages(revived.url, staff))
      .filter((m) => m.message.startsWith("Restore drill message "))
      .map((m) => m.message.slice("Restore drill message ".length));
    expect(served.sort(), `${restore.label}: messages served`).toEqual(state.messages.map((m) => m.marker).sort());
  } finally {
    await revived.stop();
  }
}

if (!postgresUrl) console.log("Restore drill on PostgreSQL: skipped (set TEST_DATABASE_URL to run it)");

async function replicationPid(server: RunningServer): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const match = /"event":"replication_started","pid":(\d+)/.exec(server.output());
    if (match) return Number(match[1]);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Litestream did not start:\n${server.output()}`);
}

async function createDraft(url: string, cookie: string, title: string): Promise<number> {
  const response = await fetch(`${url}/admin/products/new`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      collection: "groom",
      intent: "save",
      title,
      category: "traditional",
      type: "sherwani",
      description: "A saffron raw-silk sherwani.",
      price: "₹21,500",
    }),
  });
  expect(response.status).toBe(302);
  return Number(/\/admin\/products\/(\d+)/.exec(response.headers.get("Location") ?? "")?.[1]);
}

async function productVersion(url: string, cookie: string, id: number): Promise<number> {
  const html = await (await fetch(`${url}/admin/products/${id}`, { headers: { Cookie: cookie } })).text();
  return Number(/name="version" value="(\d+)"/.exec(html)?.[1]);
}

async function runWriter(
  w: number,
  server: RunningServer,
  cookie: string,
  products: number[],
  stopAt: number,
  acks: Ack[],
  attempts: Map<string, string>,
): Promise<void> {
  const url = server.url;
  let n = 0;
  const role = w < 10 ? "message" : w < 16 ? "booking" : "edit";
  const itemId = products[w - 16] ?? 0;
  let version = role === "edit" ? await productVersion(url, cookie, itemId) : 0;
  while (Date.now() < stopAt) {
    n++;
    const sent = Date.now();
    try {
      if (role === "message") {
        const marker = `drill-${w}-${n}-${randomBytes(4).toString("hex")}`;
        const response = await fetch(`${url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": clientAddress(w * 100_000 + n) },
          body: JSON.stringify({
            name: `Drill Writer ${w}`,
            email: `writer${w}@example.com`,
            phone: "+91 98450 12345",
            subject: "Drill",
            message: `Restore drill message ${marker}`,
            category: "general",
          }),
        });
        if (response.status === 201) acks.push({ kind: "message", key: marker, at: Date.now(), sent });
      } else if (role === "booking") {
        const day = new Date(Date.now() + (2 + ((w * 7 + n) % 40)) * 86_400_000).toISOString().slice(0, 10);
        const time = `${11 + (n % 8)}:${n % 2 ? "30" : "00"}`;
        const response = await fetch(`${url}/book`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: url,
            "X-Forwarded-For": clientAddress(w * 100_000 + n),
          },
          body: new URLSearchParams({
            kind: "fitting",
            purpose: "groom",
            date: day,
            time,
            name: `Drill Booker ${w}-${n}`,
            phone: "98450 12345",
            note: "",
            website: "",
            formToken: agedFormToken(server.sessionSecret),
          }),
        });
        const reference = /\/book\/([A-Z0-9-]+)\?/.exec(response.headers.get("Location") ?? "")?.[1];
        if (response.status === 303 && reference) acks.push({ kind: "booking", key: reference, at: Date.now(), sent });
      } else if (n % 4 === 2) {
        const photo = await sharp({
          create: { width: 320, height: 400, channels: 3, background: { r: (w * 37 + n) % 256, g: n % 256, b: 90 } },
        })
          .png()
          .toBuffer();
        const form = new FormData();
        form.append("photos", new Blob([photo as BlobPart], { type: "image/png" }), `drill-${w}-${n}.png`);
        const response = await fetch(`${url}/admin/products/${itemId}/images`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: url, Accept: "application/json" },
          body: form,
        });
        if (response.status === 200 || response.status === 201) {
          acks.push({ kind: "photo", key: `${itemId}:${n}`, at: Date.now(), sent, itemId, version: n });
        }
        version = await productVersion(url, cookie, itemId);
      } else {
        const description = `Drill edit ${w}-${n}: saffron raw silk, ${randomBytes(6).toString("hex")}.`;
        attempts.set(`${itemId}:${version + 1}`, description);
        const response = await fetch(`${url}/admin/products/${itemId}`, {
          method: "POST",
          redirect: "manual",
          headers: { Cookie: cookie, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            intent: "save",
            version: String(version),
            title: `Drill Sherwani ${w - 16}`,
            category: "traditional",
            type: "sherwani",
            description,
            price: "₹21,500",
          }),
        });
        if (response.status === 302) {
          version += 1;
          acks.push({ kind: "edit", key: `${itemId}@${version}`, at: Date.now(), sent, itemId, version });
        } else {
          version = await productVersion(url, cookie, itemId);
        }
      }
    } catch {
      // A request cut off by the end of the run is not acknowledged: nothing to record.
    }
  }
}

type State = {
  messages: Array<{ id: number; marker: string; hash: string }>;
  bookings: Array<{ id: number; reference: string; hash: string }>;
  items: Map<number, { version: number; description: string; hash: string }>;
  /** Per item, the photos' content hashes in order, each with its renditions' bytes hashed. */
  photos: Map<number, Array<{ hash: string; files: string }>>;
};

function rowHash(row: Record<string, unknown>): string {
  const hash = createHash("sha256");
  for (const key of Object.keys(row).sort()) {
    const value = row[key];
    hash.update(`${key}=`);
    hash.update(value instanceof Uint8Array ? value : JSON.stringify(value ?? null));
    hash.update("\n");
  }
  return hash.digest("hex");
}

async function readState(database: Database): Promise<State> {
  const messages = (await database.db.selectFrom("contact_messages").selectAll().execute())
    .filter((m) => m.message.startsWith("Restore drill message "))
    .map((m) => ({ id: m.id, marker: m.message.slice("Restore drill message ".length), hash: rowHash(m) }));
  const bookings = (await database.db.selectFrom("bookings").selectAll().execute()).map((b) => ({
    id: b.id,
    reference: b.reference,
    hash: rowHash(b),
  }));
  const items = new Map<number, { version: number; description: string; hash: string }>();
  for (const item of await database.db
    .selectFrom("items")
    .selectAll()
    .where("title", "like", "Drill Sherwani%")
    .execute()) {
    items.set(item.id, { version: item.version, description: item.description, hash: rowHash(item) });
  }
  const photos = new Map<number, Array<{ hash: string; files: string }>>();
  const rows = await database.db
    .selectFrom("item_images")
    .innerJoin("media", "media.id", "item_images.media_id")
    .select(["item_images.item_id", "item_images.position", "media.id as media_id", "media.hash"])
    .where("item_images.item_id", "in", [...items.keys(), -1])
    .orderBy("item_images.item_id")
    .orderBy("item_images.position")
    .execute();
  for (const row of rows) {
    const files = await database.db
      .selectFrom("media_files")
      .select(["name", "data"])
      .where("media_id", "=", row.media_id)
      .orderBy("name")
      .execute();
    const digest = createHash("sha256");
    for (const f of files) digest.update(f.name).update(f.data);
    const list = photos.get(row.item_id) ?? [];
    list.push({ hash: row.hash, files: digest.digest("hex") });
    photos.set(row.item_id, list);
  }
  return { messages, bookings, items, photos };
}

/** Is an acknowledged write in this state? (Photos: at least as many as were acknowledged up to it.) */
function present(state: State, ack: Ack): boolean {
  if (ack.kind === "message") return state.messages.some((m) => m.marker === ack.key);
  if (ack.kind === "booking") return state.bookings.some((b) => b.reference === ack.key);
  if (ack.kind === "edit") return (state.items.get(ack.itemId!)?.version ?? 0) >= ack.version!;
  // A photo: the item holds at least as many photos as had been acknowledged for it by then.
  const acknowledgedBefore = photoOrder.get(ack.key) ?? 1;
  return (state.photos.get(ack.itemId!)?.length ?? 0) >= acknowledgedBefore;
}

const photoOrder = new Map<string, number>();

function compareWithTruth(label: string, state: State, truth: State, attempts: Map<string, string>): void {
  const truthMessages = new Map(truth.messages.map((m) => [m.marker, m.hash]));
  for (const m of state.messages)
    expect(m.hash, `${label}: message ${m.marker} differs`).toBe(truthMessages.get(m.marker));
  const truthBookings = new Map(truth.bookings.map((b) => [b.reference, b.hash]));
  for (const b of state.bookings)
    expect(b.hash, `${label}: booking ${b.reference} differs`).toBe(truthBookings.get(b.reference));
  for (const [id, item] of state.items) {
    const sent = attempts.get(`${id}:${item.version}`);
    if (sent !== undefined) expect(item.description, `${label}: item ${id} v${item.version}`).toBe(sent);
    const final = truth.items.get(id)!;
    if (final.version === item.version) expect(item.hash).toBe(final.hash);
  }
  for (const [id, photos] of state.photos) {
    const final = truth.photos.get(id) ?? [];
    // The restored photos are the first of the dead machine's, in order, byte for byte.
    expect(photos, `${label}: photos of item ${id}`).toEqual(final.slice(0, photos.length));
  }
}

function countBy(acks: Ack[]): Record<Ack["kind"], number> {
  const counts = { message: 0, booking: 0, edit: 0, photo: 0 };
  const perItem = new Map<number, number>();
  for (const ack of acks.sort((a, b) => a.at - b.at)) {
    counts[ack.kind]++;
    if (ack.kind === "photo") {
      const n = (perItem.get(ack.itemId!) ?? 0) + 1;
      perItem.set(ack.itemId!, n);
      photoOrder.set(ack.key, n);
    }
  }
  return counts;
}

function sleepUntil(at: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
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

async function runBackup(test: TestDatabase, backupDir: string): Promise<string> {
  const out = await npm(["backup"], { DATA_DIR: test.dataDir, DATABASE_URL: test.databaseUrl, BACKUP_DIR: backupDir });
  const path = /Snapshot written: (\S+)/.exec(out)?.[1];
  if (!path) throw new Error(`npm run backup said:\n${out}`);
  return path;
}

async function runRestore(machine: { dataDir: string; databaseUrl: string }, args: string[]): Promise<string> {
  return npm(["restore", "--", ...args], {
    DATA_DIR: machine.dataDir,
    DATABASE_URL: machine.databaseUrl,
    BACKUP_DIR: join(machine.dataDir, "backups"),
  });
}

/** A new data folder; on PostgreSQL also a new, empty database, used in its `public` schema. */
async function freshMachine(
  test: TestDatabase,
  cleanups: Array<() => Promise<void> | void>,
): Promise<{ target: DatabaseTarget; databaseUrl: string; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "site-drill-machine-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (test.target.kind === "sqlite") {
    return { target: { kind: "sqlite", file: join(dataDir, "site.db") }, databaseUrl: "", dataDir };
  }
  const database = await freshPostgresDatabase(postgresUrl!, "drill_machine");
  cleanups.push(() => database.dispose());
  return { target: { kind: "postgres", url: database.url }, databaseUrl: database.url, dataDir };
}

async function publicSmoke(url: string): Promise<void> {
  for (const path of ["/", "/contact", "/about", "/groom", "/collections/formals", "/book", "/readyz"]) {
    const response = await fetch(url + path);
    expect(response.status, `${path} on the restored site`).toBe(200);
  }
  const groom = await (await fetch(`${url}/groom`)).text();
  expect(groom).toContain("Sherwani");
}
