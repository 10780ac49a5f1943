import { readFileSync } from "node:fs";
import { sql, type Insertable } from "kysely";
import { toE164, customerKey } from "../app/lib/contact/phone.ts";
import { parseInboxFilter } from "../app/lib/inbox/inbox-filters.ts";
import { ADMIN_PAGE_SIZE } from "../app/lib/paging.ts";
import { listCustomers } from "../app/services/customers/index.server.ts";
import { inboxFigures, listInbox, rebuildCustomers } from "../app/services/inbox/index.server.ts";
import { openDatabase, type Database, type Tables } from "../app/services/platform/db.server.ts";
import { migrateToLatest } from "../app/services/platform/migrations/migrate.server.ts";
import { postgresDatabase, sqliteDatabase, type TestDatabase } from "../tests/integration/databases.ts";
import { adminCookie } from "../tests/support/api-client.ts";
import { buildDirectory, hasBuild, runBuild, startServer } from "../tests/support/server.ts";

/**
 * `npm run bench:inbox`: the staff inbox at 100,000 messages, on SQLite and (with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
 *
 * 1. Seeds 100,000 messages (names, Indian phones, e-mails, subjects and texts in
 *    English, Kannada and Hindi, two years of dates, every status).
 * 2. Times the list's queries through the same service the page uses (listInbox:
 *    count + one page of 10): searches that match a few rows, many rows, a phone
 *    fragment, an e-mail fragment, two words, a short word, Kannada; filters by
 *    status, category and dates; a deep page. Each 7 times after a warm-up; p50 and
 *    max. The issue's bar: a search answers in under 200 ms.
 * 3. Customers page 1 and a customer search; the dashboard figures.
 * 4. Exports all 100,000 rows as CSV through the built server (GET
 *    /admin/contact-messages/export), timing the download and sampling the server's
 *    resident memory (VmRSS) every 50 ms.
 *
 *   env: BENCH_MESSAGES (100000), BENCH_DATABASE_URL, BUILD_DIR
 *   flags: --no-build, --skip-export, --only sqlite|postgres, --keep (leave the seeded database),
 *          --heap-limit MB (the server's V8 old-space limit during the export)
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const total = Number(process.env.BENCH_MESSAGES ?? 100_000);
const pgUrl = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim() || undefined;

const FIRST = [
  "Ravi",
  "Kiran",
  "Meena",
  "Asha",
  "Vikram",
  "Priya",
  "Suresh",
  "Lakshmi",
  "Arjun",
  "Divya",
  "Manjunath",
  "Kavya",
  "Rahul",
  "Sneha",
  "Imran",
  "Fatima",
  "John",
  "Mary",
  "Harish",
  "Deepa",
];
const LAST = [
  "Kumar",
  "Iyer",
  "Rao",
  "Shetty",
  "Gowda",
  "Reddy",
  "Sharma",
  "Nair",
  "Khan",
  "D'Souza",
  "Patil",
  "Hegde",
  "Menon",
  "Joshi",
  "Singh",
];
const SUBJECTS = [
  "Linen shirts",
  "Wedding sherwani",
  "Blazer sizes",
  "Dhoti set",
  "Alteration",
  "Store timings",
  "",
  "",
  "Bulk order for office",
  "Gift voucher",
];
const WORDS =
  "shirt trousers size fitting wedding blazer colour navy white linen cotton suit tailoring price offer store visit saturday sunday weekend available stock collection kurta jacket winter formal casual party".split(
    " ",
  );
const KANNADA = ["ಮದುವೆಗೆ ಶೇರ್ವಾನಿ ಬೇಕು", "ಅಂಗಡಿ ಎಷ್ಟು ಗಂಟೆಗೆ ತೆರೆಯುತ್ತದೆ", "ಬಿಳಿ ಶರ್ಟ್ ಇದೆಯೇ"];
const HINDI = ["नमस्ते, धोती चाहिए", "क्या आपके पास लिनन शर्ट है", "शादी के लिए सूट"];
const CATEGORIES = ["formals", "semi-formals", "clubwear", "shirts", "styling", "general", ""];
const STATUSES = ["replied", "replied", "replied", "archived", "archived", "open", "new"];

/** A small deterministic generator, so every run seeds the same data. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function seed(database: Database, count: number) {
  const random = rng(1984);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const start = Date.now() - 2 * 365 * 24 * 3600_000;
  const step = (2 * 365 * 24 * 3600_000) / count;
  const batch = database.kind === "sqlite" ? 500 : 1000;
  for (let i = 0; i < count; i += batch) {
    const rows: Array<Insertable<Tables["contact_messages"]> & { phone: string; phone_e164: string | null }> = [];
    for (let j = i; j < Math.min(i + batch, count); j++) {
      const first = pick(FIRST);
      const last = pick(LAST);
      const phone = `9${String(Math.floor(random() * 1e9)).padStart(9, "0")}`;
      const typed = random() < 0.5 ? phone : `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
      const email = `${first}.${last}${Math.floor(random() * 1000)}@example.com`.toLowerCase().replace("'", "");
      const words = Array.from({ length: 8 + Math.floor(random() * 30) }, () => pick(WORDS)).join(" ");
      const extra = random() < 0.1 ? ` ${pick(KANNADA)}` : random() < 0.1 ? ` ${pick(HINDI)}` : "";
      const created = new Date(start + j * step).toISOString();
      const status = pick(STATUSES);
      rows.push({
        name: `${first} ${last}`,
        email,
        phone: typed,
        subject: pick(SUBJECTS),
        message: `Hello, ${words}.${extra} Message ${j}.`,
        category: pick(CATEGORIES),
        created_at: created,
        status,
        read_at: status === "new" ? null : created,
        replied_at: status === "replied" ? new Date(Date.parse(created) + random() * 4 * 3600_000).toISOString() : null,
        replied_by: status === "replied" ? "Store Manager" : null,
        phone_e164: toE164(typed) ?? null,
        customer_key: customerKey(typed, email),
      });
    }
    // Ten people write often: a few customers with many messages, as in life.
    rows[0]!.name = "Zephyr Balakrishnan";
    rows[0]!.email = "zephyr@example.com";
    rows[0]!.phone = "98450 12345";
    rows[0]!.phone_e164 = "+919845012345";
    rows[0]!.customer_key = "+919845012345";
    await database.db.transaction().execute((trx) => trx.insertInto("contact_messages").values(rows).execute());
  }
}

type Timing = { name: string; p50: number; max: number; rows: number };

async function time(name: string, run: () => Promise<number>, repeat = 7): Promise<Timing> {
  await run();
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < repeat; i++) {
    const started = performance.now();
    rows = await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { name, p50: samples[Math.floor(samples.length / 2)]!, max: samples.at(-1)!, rows };
}

const SEARCHES: Array<[string, string]> = [
  ["search: rare name (zephyr)", "q=zephyr"],
  ["search: common word (linen)", "q=linen"],
  ["search: two words (navy blazer)", "q=navy+blazer"],
  ["search: phone fragment (98450 12345)", "q=98450+12345"],
  ["search: e-mail fragment (meena.iyer1)", "q=meena.iyer1"],
  ["search: Kannada (ಶೇರ್ವಾನಿ)", `q=${encodeURIComponent("ಶೇರ್ವಾನಿ")}`],
  ['search: a 2-letter word beside a long one (ok linen; "ok" left out)', "q=ok+linen"],
  ["search: no match (qqqzzz)", "q=qqqzzz"],
  ["search + status + category (linen, replied, shirts)", "q=linen&status=replied&category=shirts"],
];
const FILTERS: Array<[string, string]> = [
  ["list: inbox page 1", ""],
  ["list: New", "status=new"],
  ["list: waiting over 2 h", "status=waiting"],
  ["list: category + month", "category=styling&from=2026-01-01&to=2026-01-31"],
  ["list: all, page 5,000 (deep offset)", "status=all&page=5000"],
];

async function queryTimings(database: Database): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const [name, query] of [...SEARCHES, ...FILTERS]) {
    const params = new URLSearchParams(query);
    const filter = parseInboxFilter(params);
    const page = Number(params.get("page") ?? 1);
    timings.push(await time(name, async () => (await listInbox(database, filter, page, ADMIN_PAGE_SIZE)).total));
  }
  timings.push(
    await time(
      "customers: page 1",
      async () => (await listCustomers(database, { q: "", page: 1, pageSize: 10 })).total,
    ),
  );
  timings.push(
    await time(
      "customers: search (meena iyer)",
      async () => (await listCustomers(database, { q: "meena iyer", page: 1, pageSize: 10 })).total,
    ),
  );
  timings.push(await time("dashboard figures", async () => (await inboxFigures(database)).total));
  return timings;
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function exportTiming(test: TestDatabase) {
  // --heap-limit MB: run the server with a small V8 heap. The export finishing within
  // it shows the rows are streamed, not gathered (100,000 rows as objects need more).
  const heapLimit = option("heap-limit");
  const server = await startServer({
    dataDir: test.dataDir,
    databaseUrl: test.databaseUrl,
    env: heapLimit ? { NODE_OPTIONS: `--max-old-space-size=${heapLimit}` } : {},
  });
  try {
    const cookie = await adminCookie(server.url);
    // Warm the process the way a running shop has (one small export first).
    await (await fetch(`${server.url}/admin/contact-messages/export?q=zephyr`, { headers: { cookie } })).text();
    const baseline = rssKb(server.child.pid!);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server.child.pid!))), 50);
    const started = performance.now();
    const response = await fetch(`${server.url}/admin/contact-messages/export?status=all`, {
      headers: { cookie, "accept-encoding": "identity" },
    });
    let bytes = 0;
    let lines = 0;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return { status: response.status, seconds, bytes, lines, baselineMb: baseline / 1024, peakMb: peak / 1024 };
  } finally {
    await server.stop();
  }
}

function print(kind: string, timings: Timing[]) {
  console.log(`\n${kind}: ${total.toLocaleString("en-IN")} messages`);
  console.log(`${"query".padEnd(56)} ${"rows".padStart(8)} ${"p50 ms".padStart(8)} ${"max ms".padStart(8)}`);
  for (const t of timings) {
    const flag = t.name.startsWith("search") && t.p50 > 200 ? "  ✗ over 200 ms" : "";
    console.log(
      `${t.name.padEnd(56)} ${String(t.rows).padStart(8)} ${t.p50.toFixed(1).padStart(8)} ${t.max.toFixed(1).padStart(8)}${flag}`,
    );
  }
}

async function main() {
  const withExport = !args.includes("--skip-export");
  if (withExport && (!hasBuild(buildDirectory()) || !args.includes("--no-build"))) runBuild();
  let kinds: Array<{ name: string; make: () => Promise<TestDatabase> }> = [{ name: "sqlite", make: sqliteDatabase }];
  if (pgUrl) kinds.push({ name: "postgres", make: () => postgresDatabase(pgUrl) });
  else console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).");
  const only = option("only");
  if (only) kinds = kinds.filter((k) => k.name === only);
  const summary: Record<string, unknown> = {};
  for (const kind of kinds) {
    const test = await kind.make();
    const database = openDatabase(test.target);
    try {
      await migrateToLatest(database);
      const seeding = performance.now();
      await seed(database, total);
      await rebuildCustomers(database.db as never);
      if (database.kind === "postgres") await sql`analyze`.execute(database.db);
      console.log(`\n${kind.name}: seeded ${total} messages in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
      const timings = await queryTimings(database);
      print(kind.name, timings);
      let exported;
      if (withExport) {
        exported = await exportTiming(test);
        console.log(
          `export CSV${option("heap-limit") ? ` (server heap limited to ${option("heap-limit")} MB)` : ""}, all ${total} rows: HTTP ${exported.status}, ${exported.lines - 1} rows, ${(exported.bytes / 1e6).toFixed(1)} MB in ${exported.seconds.toFixed(2)} s; server RSS ${exported.baselineMb.toFixed(0)} MB before, ${exported.peakMb.toFixed(0)} MB peak`,
        );
      }
      summary[kind.name] = { timings, exported };
    } finally {
      await database.db.destroy();
      // --keep: leave the seeded database for a closer look (EXPLAIN); its place is printed.
      if (args.includes("--keep")) console.log(`kept: ${JSON.stringify(test.target)}`);
      else await test.dispose();
    }
  }
  const slow = Object.values(summary).flatMap((s) =>
    (s as { timings: Timing[] }).timings.filter((t) => t.name.startsWith("search") && t.p50 > 200),
  );
  console.log(`\nsearches over 200 ms (p50): ${slow.length} ${slow.length === 0 ? "✓" : "✗"}`);
  console.log(`machine load (uptime): ${readFileSync("/proc/loadavg", "utf8").trim()}`);
  process.exit(slow.length === 0 ? 0 : 1);
}

await main();
