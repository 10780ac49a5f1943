import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { customerKey, toE164 } from "../app/lib/contact/phone.ts";
import type { Insertable } from "kysely";
import { openDatabase, type Database, type Tables } from "../app/services/platform/db.server.ts";
import { rebuildCustomers } from "../app/services/inbox/index.server.ts";
import { seedCatalogue } from "../app/services/catalogue/index.server.ts";
import { migrateToLatest } from "../app/services/platform/migrations/migrate.server.ts";
import { startServer } from "../tests/support/server.ts";

/**
 * `npm run bench`'s backup figure (issue 25): a SQLite database of 100,000 messages
 * and 300 photos (6 renditions each, of the sizes real AVIF/WebP renditions have,
 * random bytes so nothing compresses better than a photo would), served by the
 * production server with Litestream running; then
 *   - throughput of a public page without a snapshot, while `npm run backup` takes
 *     snapshots back to back, and without again (goal: during >= 80% of the mean of
 *     the two without),
 *   - the snapshot's time and size,
 *   - the restore's time (`npm run restore` of that snapshot on a fresh machine).
 */
export type BackupBenchmark = {
  messages: number;
  photos: number;
  databaseBytes: number;
  rpsWithout: number;
  rpsDuring: number;
  ratio: number;
  snapshots: number;
  snapshotMs: number;
  snapshotBytes: number;
  restoreMs: number;
};

const MESSAGES = Number(process.env.BENCH_BACKUP_MESSAGES ?? 100_000);
const PHOTOS = Number(process.env.BENCH_BACKUP_PHOTOS ?? 300);
const RENDITIONS = [
  ["480.avif", 18_000],
  ["480.webp", 26_000],
  ["800.avif", 42_000],
  ["800.webp", 61_000],
  ["1200.avif", 80_000],
  ["1200.webp", 118_000],
] as const;

async function seed(database: Database): Promise<void> {
  await migrateToLatest(database);
  await seedCatalogue(database);
  const words = "linen sherwani fitting wedding navy blazer cotton kurta trial alteration size collar cuff".split(" ");
  const start = Date.now() - 2 * 365 * 86_400_000;
  for (let i = 0; i < MESSAGES; i += 1000) {
    const rows: Array<Insertable<Tables["contact_messages"]>> = [];
    for (let j = i; j < Math.min(i + 1000, MESSAGES); j++) {
      const phone = `9${String((j * 7919) % 1e9).padStart(9, "0")}`;
      const email = `visitor${j % 20_000}@example.com`;
      rows.push({
        name: `Visitor ${j % 20_000}`,
        email,
        phone,
        subject: "Enquiry",
        message: `Hello, ${Array.from({ length: 8 + (j % 30) }, (_, k) => words[(j + k) % words.length]).join(" ")}. Message ${j}.`,
        category: "general",
        created_at: new Date(start + j * 600_000).toISOString(),
        phone_e164: toE164(phone) ?? null,
        customer_key: customerKey(phone, email),
      });
    }
    await database.db.transaction().execute((trx) => trx.insertInto("contact_messages").values(rows).execute());
  }
  await rebuildCustomers(database.db as never);
  const items = await database.db.selectFrom("items").select("id").orderBy("id").execute();
  for (let p = 0; p < PHOTOS; p++) {
    await database.db.transaction().execute(async (trx) => {
      const hash = randomBytes(16).toString("hex");
      const media = await trx
        .insertInto("media")
        .values({
          hash,
          storage: "database",
          key: `media/${hash}`,
          kind: "portrait",
          width: 1200,
          height: 1500,
          source_type: "image/jpeg",
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const [name, size] of RENDITIONS) {
        await trx
          .insertInto("media_files")
          .values({
            media_id: media.id,
            name,
            content_type: name.endsWith("avif") ? "image/avif" : "image/webp",
            size,
            data: randomBytes(size),
          })
          .execute();
      }
      await trx
        .insertInto("item_images")
        .values({ item_id: items[p % items.length]!.id, media_id: media.id, position: 100 + p, alt: `Photo ${p}` })
        .execute();
    });
  }
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
      code === 0 ? resolve(out) : reject(new Error(`npm run ${args[0]} failed:\n${out}`)),
    );
  });
}

export async function runBackupBenchmark(options: {
  buildDir: string;
  duration: number;
  connections: number;
}): Promise<BackupBenchmark> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-backup-"));
  const backupDir = join(dataDir, "..", `${dataDir.split("/").at(-1)}-backups`);
  const fresh = mkdtempSync(join(tmpdir(), "bench-restore-"));
  try {
    console.log(`\n▶ backup: seeding ${MESSAGES.toLocaleString("en-IN")} messages and ${PHOTOS} photos …`);
    const database = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
    try {
      await seed(database);
    } finally {
      await database.db.destroy();
    }
    const env = { BACKUP_DIR: backupDir };
    const server = await startServer({ buildDir: options.buildDir, dataDir, env });
    try {
      // Litestream's first full copy of the file is done before anything is measured.
      await new Promise((r) => setTimeout(r, 5_000));
      const url = `${server.url}/groom`;
      await fetch(url);
      const measure = async () =>
        (
          await autocannon({
            url,
            connections: options.connections,
            duration: options.duration,
            headers: { "accept-encoding": "br, gzip" },
          })
        ).requests.average;
      console.log(`▶ backup: GET /groom without a snapshot, ${options.duration} s`);
      const rpsWithout = await measure();
      console.log(`▶ backup: GET /groom while npm run backup runs back to back, ${options.duration} s`);
      const times: number[] = [];
      let snapshotBytes = 0;
      let lastPath = "";
      let measuring = true;
      const snapshots = (async () => {
        while (measuring) {
          const out = await npm(["backup"], { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP_DAYS: "1" });
          times.push(Number(/, (\d+) ms/.exec(out)?.[1]));
          snapshotBytes = Number(/(\d+) bytes/.exec(out)?.[1]);
          lastPath = /Snapshot written: (\S+)/.exec(out)?.[1] ?? lastPath;
        }
      })();
      const rpsDuring = await measure();
      measuring = false;
      await snapshots;
      // Without again, after: on a shared machine the load moves; the two "without" runs bracket it.
      console.log(`▶ backup: GET /groom without a snapshot again, ${options.duration} s`);
      const rpsAfter = await measure();
      await server.stop();
      const databaseBytes = statSync(join(dataDir, "site.db")).size;
      console.log("▶ backup: npm run restore of the last snapshot on a fresh machine");
      const started = performance.now();
      await npm(["restore", "--", lastPath], { DATA_DIR: fresh, BACKUP_DIR: join(fresh, "backups") });
      const restoreMs = Math.round(performance.now() - started);
      times.sort((a, b) => a - b);
      return {
        messages: MESSAGES,
        photos: PHOTOS,
        databaseBytes,
        rpsWithout: (rpsWithout + rpsAfter) / 2,
        rpsDuring,
        ratio: rpsDuring / ((rpsWithout + rpsAfter) / 2),
        snapshots: times.length,
        snapshotMs: times[Math.floor(times.length / 2)] ?? Number.NaN,
        snapshotBytes,
        restoreMs,
      };
    } finally {
      await server.stop();
    }
  } finally {
    for (const dir of [dataDir, backupDir, fresh]) rmSync(dir, { recursive: true, force: true });
  }
}

export function printBackupBenchmark(b: BackupBenchmark): void {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `\nBackup (SQLite, ${b.messages.toLocaleString("en-IN")} messages, ${b.photos} photos, ${mb(b.databaseBytes)}):`,
  );
  console.log(`  GET /groom without a snapshot   ${b.rpsWithout.toFixed(0)} req/s (mean of before and after)`);
  console.log(
    `  while snapshotting              ${b.rpsDuring.toFixed(0)} req/s: ${(b.ratio * 100).toFixed(0)}% ${b.ratio >= 0.8 ? "✓" : "✗"} (goal ≥ 80%)`,
  );
  console.log(`  snapshot (npm run backup)       ${b.snapshotMs} ms median of ${b.snapshots}, ${mb(b.snapshotBytes)}`);
  console.log(`  restore (npm run restore)       ${b.restoreMs} ms, process start included`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runBackupBenchmark({
    buildDir: process.env.BUILD_DIR ?? "build",
    duration: Number(process.env.BENCH_DURATION ?? 8),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  });
  printBackupBenchmark(result);
}
