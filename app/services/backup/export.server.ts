import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { sql } from "kysely";
import { exportTableName, EXCLUDED_TABLES, hiddenColumn, photoFileName } from "../../lib/backup/export-layout.ts";
import { CSV_BOM, csvRow } from "../../lib/csv.ts";
import type { Database } from "../platform/db.server.ts";
import { zipStream } from "./zip-stream.server.ts";

/**
 * The owner's "everything" download: one ZIP with every table a store would take to
 * another platform or keep as its own copy, as CSV (for a spreadsheet) and JSON (for
 * a program), and the photographs as image files, with a manifest and a README.
 * Tables are found by looking at the database, not listed here, so a table added
 * later is in the export without anyone remembering to add it; what is left out
 * (sign-in secrets, throttles, internal queues) is listed in app/lib/backup/export-layout.ts.
 *
 * Written as the client reads: rows a thousand at a time, each file compressed as
 * it goes (photos are stored as they are: AVIF and WebP do not shrink), so a large
 * shop's export never sits in memory whole.
 */
const PAGE = 1000;

export type ExportSummary = {
  exportedAt: string;
  schemaVersion: string | undefined;
  tables: Record<string, { csv: string; json: string; rows: number; columns: string[] }>;
  photos: Array<{ mediaId: number; file: string; bytes: number }>;
};

export function exportArchive(
  database: Database,
  options: { clientDir?: string; now?: Date; storeName: string },
): ReadableStream<Uint8Array> {
  return zipStream((zip, drained) => writeArchive(database, zip, drained, options), "export_failed");
}

async function writeArchive(
  database: Database,
  zip: Zip,
  drained: () => Promise<void>,
  options: { clientDir?: string; now?: Date; storeName: string },
): Promise<void> {
  const encoder = new TextEncoder();
  const exportedAt = (options.now ?? new Date()).toISOString();
  const summary: ExportSummary = { exportedAt, schemaVersion: undefined, tables: {}, photos: [] };
  const text = (name: string, content: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(encoder.encode(content), true);
  };

  // On PostgreSQL the introspection lists every schema's tables: ours are the current schema's.
  const schema =
    database.kind === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema
      : undefined;
  const tables = (await database.db.introspection.getTables())
    .filter((t) => schema === undefined || t.schema === schema)
    .filter(
      (t) =>
        !t.isView && !EXCLUDED_TABLES.has(t.name) && !t.name.startsWith("sqlite_") && !t.name.startsWith("_litestream"),
    )
    .filter((t) => !/^contact_messages_search/.test(t.name))
    .sort((a, b) => exportTableName(a.name).localeCompare(exportTableName(b.name)));

  for (const table of tables) {
    const columns = table.columns.map((c) => c.name).filter((c) => !hiddenColumn(table.name, c));
    const name = exportTableName(table.name);
    const csv = new ZipDeflate(`${name}.csv`, { level: 6 });
    const json = new ZipDeflate(`${name}.json`, { level: 6 });
    zip.add(csv);
    zip.add(json);
    csv.push(encoder.encode(CSV_BOM + csvRow(columns)));
    json.push(encoder.encode("["));
    let rows = 0;
    for await (const page of pages(database, table.name, columns)) {
      const csvText = page.map((row) => csvRow(columns.map((c) => cell(row[c])))).join("");
      const jsonText = page
        .map((row, i) => `${rows + i === 0 ? "\n" : ",\n"}${JSON.stringify(plain(row, columns))}`)
        .join("");
      rows += page.length;
      csv.push(encoder.encode(csvText));
      json.push(encoder.encode(jsonText));
      await drained();
    }
    csv.push(new Uint8Array(0), true);
    json.push(encoder.encode(rows ? "\n]\n" : "]\n"), true);
    summary.tables[name] = { csv: `${name}.csv`, json: `${name}.json`, rows, columns };
  }
  summary.schemaVersion = (
    await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(database.db)
  ).rows[0]?.name;

  await writePhotos(database, zip, drained, summary, options.clientDir);

  text("manifest.json", `${JSON.stringify(summary, null, 2)}\n`);
  text("README.txt", readme(options.storeName, summary));
  zip.end();
}

/** Every row of a table, a page at a time (by id where there is one, so paging stays cheap). */
async function* pages(database: Database, table: string, columns: string[]): AsyncGenerator<Record<string, unknown>[]> {
  const hasId = columns.includes("id");
  const list = sql.join(columns.map((c) => sql.ref(c)));
  if (!hasId) {
    const rows = await sql<Record<string, unknown>>`select ${list} from ${sql.table(table)}`.execute(database.db);
    if (rows.rows.length) yield rows.rows;
    return;
  }
  let after: unknown = -1;
  for (;;) {
    const rows = await sql<
      Record<string, unknown>
    >`select ${list} from ${sql.table(table)} where ${sql.ref("id")} > ${after} order by ${sql.ref("id")} limit ${PAGE}`.execute(
      database.db,
    );
    if (rows.rows.length === 0) return;
    yield rows.rows;
    after = rows.rows.at(-1)?.id;
    if (rows.rows.length < PAGE) return;
  }
}

function cell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

function plain(row: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of columns) {
    const value = row[c];
    out[c] =
      value instanceof Uint8Array
        ? Buffer.from(value).toString("base64")
        : typeof value === "bigint"
          ? String(value)
          : (value ?? null);
  }
  return out;
}

/**
 * One file per photograph, the best rendition kept (the widest; WebP before AVIF,
 * since more programs open it): uploads from the database, the seeded artwork from
 * the build's images when the build is there.
 */
async function writePhotos(
  database: Database,
  zip: Zip,
  drained: () => Promise<void>,
  summary: ExportSummary,
  clientDir: string | undefined,
): Promise<void> {
  const media = await database.db.selectFrom("media").select(["id", "key", "storage"]).orderBy("id").execute();
  const staticDir = clientDir && existsSync(join(clientDir, "images")) ? join(clientDir, "images") : undefined;
  const staticNames = new Map<string, string[]>();
  for (const m of media) {
    let picked: { data: Uint8Array; format: string } | undefined;
    if (m.storage === "database") {
      const files = await database.db
        .selectFrom("media_files")
        .select(["name", "size"])
        .where("media_id", "=", m.id)
        .execute();
      const best = pickBest(files.map((f) => f.name));
      if (best) {
        const row = await database.db
          .selectFrom("media_files")
          .select("data")
          .where("media_id", "=", m.id)
          .where("name", "=", best)
          .executeTakeFirst();
        if (row) picked = { data: row.data, format: best.split(".").at(-1) ?? "bin" };
      }
    } else if (staticDir) {
      const folder = join(staticDir, dirname(m.key));
      if (!staticNames.has(folder)) staticNames.set(folder, await readdir(folder).catch(() => []));
      const prefix = `${m.key.split("/").at(-1)}-`;
      const candidates = (staticNames.get(folder) ?? [])
        .filter((n) => n.startsWith(prefix) && /^\d+\.(webp|avif)$/.test(n.slice(prefix.length)))
        .map((n) => n.slice(prefix.length));
      const best = pickBest(candidates);
      if (best) picked = { data: await readFile(join(folder, prefix + best)), format: best.split(".").at(-1) ?? "bin" };
    }
    if (!picked) continue;
    const file = photoFileName(m.id, m.key, picked.format);
    const entry = new ZipPassThrough(file);
    zip.add(entry);
    entry.push(picked.data, true);
    summary.photos.push({ mediaId: m.id, file, bytes: picked.data.byteLength });
    await drained();
  }
}

/** From names like "1600.webp", "1600.avif", "800.webp": the widest, WebP first. */
function pickBest(names: string[]): string | undefined {
  const parsed = names
    .map((name) => /^(\d+)\.(webp|avif|jpe?g|png)$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ name: m[0], width: Number(m[1]), webp: m[2] === "webp" }));
  parsed.sort((a, b) => b.width - a.width || Number(b.webp) - Number(a.webp));
  return parsed[0]?.name;
}

function readme(storeName: string, summary: ExportSummary): string {
  const lines = Object.entries(summary.tables).map(([name, t]) => `  ${name}.csv / ${name}.json  (${t.rows} rows)`);
  return [
    `${storeName}: everything the website stores, exported ${summary.exportedAt}.`,
    "",
    "Each table comes twice: as CSV (opens in Excel, LibreOffice or Google Sheets; UTF-8,",
    "cells that would run as a formula start with an apostrophe) and as JSON (for a program).",
    "Times are ISO-8601 in UTC unless a column says otherwise.",
    "Measurements (customer-measurements) are in inches (× 2.54 for centimetres); blank where not taken.",
    "",
    ...lines,
    "",
    `photos/  (${summary.photos.length} files): one file per photograph, named <photo id>-<name>.<format>;`,
    "  photos.csv lists them (the `id` column), product-photos.csv says which product shows",
    "  which photo, in what order and with what alt text.",
    "",
    "manifest.json lists every file with its row count and the database's schema version.",
    "Not included: passwords, sign-in sessions and throttles, and the e-mail queue.",
    "",
  ].join("\r\n");
}
