import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { type ColumnClass, indexesOf, SCHEMA } from "../../app/services/platform/schema.server.ts";
import { databaseKinds, postgresUrl, type TestDatabase } from "./databases.ts";

/**
 * One source of truth for the schema: every migration run on a fresh SQLite file and
 * a fresh PostgreSQL schema, and what each database then reports (its tables, their
 * columns, whether each may be NULL, whether the database fills it, its coarse type)
 * must be exactly SCHEMA (app/services/platform/schema.server.ts), from which the
 * `Tables` type every query is checked against is derived; its keys, unique columns and
 * indexes must be exactly SCHEMA_INDEXES. A column or index added by a migration and not
 * to the description, or the other way round, fails here.
 */
type Described = Record<string, Record<string, { class: ColumnClass; nullable: boolean; generated: boolean }>>;

/** Kysely's own bookkeeping, not ours. */
const NOT_OURS = new Set(["kysely_migration", "kysely_migration_lock"]);

/** A database's type name as one of the coarse classes (SQLite's by its affinity rules). */
function classOf(kind: Database["kind"], dataType: string): ColumnClass | `unknown ${string}` {
  const type = dataType.toLowerCase();
  if (kind === "postgres") {
    if (/^(int[248]|serial|bigserial)$/.test(type)) return "integer";
    if (/^(text|varchar|bpchar)$/.test(type)) return "text";
    if (/^(float[48]|numeric)$/.test(type)) return "real";
    if (type === "bytea") return "blob";
    return `unknown ${type}`;
  }
  if (type.includes("int")) return "integer";
  if (/char|clob|text/.test(type)) return "text";
  if (type === "" || type.includes("blob")) return "blob";
  if (/real|floa|doub/.test(type)) return "real";
  return `unknown ${type}`;
}

type Reported = Record<string, Record<string, { class: string; nullable: boolean; generated: boolean }>>;

/**
 * Tables that are not Kysely's to type: SQLite's full-text index of the inbox (a
 * virtual table and the shadow tables SQLite keeps for it), searched with raw SQL
 * where PostgreSQL uses a trigram index on the table itself.
 */
async function sqliteVirtualTables(database: Database): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`.execute(database.db);
  return rows.rows.map((r) => r.name);
}

/** What the database says its tables are, in SCHEMA's terms. */
async function reported(database: Database): Promise<Reported> {
  const schema =
    database.kind === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema
      : undefined;
  const virtual = database.kind === "sqlite" ? await sqliteVirtualTables(database) : [];
  const skip = (name: string) => NOT_OURS.has(name) || virtual.some((v) => name === v || name.startsWith(`${v}_`));
  const out: Reported = {};
  for (const table of await database.db.introspection.getTables()) {
    if (table.isView || skip(table.name) || (schema && table.schema !== schema)) continue;
    // SQLite lets a primary key other than an INTEGER one hold NULL (a quirk it keeps
    // for old files) and reports every primary key as nullable; PostgreSQL, and our
    // code, never put NULL in one.
    const keys =
      database.kind === "sqlite"
        ? (
            await sql<{ name: string }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(
              database.db,
            )
          ).rows.map((r) => r.name)
        : [];
    out[table.name] = Object.fromEntries(
      table.columns.map((c) => [
        c.name,
        {
          class: classOf(database.kind, c.dataType),
          nullable: c.isNullable && !keys.includes(c.name),
          generated: c.hasDefaultValue || c.isAutoIncrementing,
        },
      ]),
    );
  }
  return out;
}

/**
 * Every index and key the database keeps for our tables, one line each in SCHEMA_INDEXES'
 * terms: "table primary key (a, b)", "table unique (a)" for a column's UNIQUE, and
 * "name on table (a, b)" (with "unique") for an index a migration created by name.
 * An index over an expression (PostgreSQL's trigram search) has no column names: it is
 * one of the database's own extras, listed as such in SCHEMA_INDEXES.
 */
async function reportedIndexes(database: Database): Promise<string[]> {
  const tables = Object.keys(await reported(database));
  const lines: string[] = [];
  if (database.kind === "sqlite") {
    for (const table of tables) {
      const keys = (
        await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`.execute(
          database.db,
        )
      ).rows.map((r) => r.name);
      if (keys.length) lines.push(`${table} primary key (${keys.join(", ")})`);
      const indexes = (
        await sql<{ name: string; unique: number; origin: string; partial: number }>`
          select name, "unique", origin, partial from pragma_index_list(${table})`.execute(database.db)
      ).rows;
      for (const index of indexes) {
        if (index.origin === "pk") continue;
        const columns = (
          await sql<{ name: string }>`select name from pragma_index_info(${index.name}) order by seqno`.execute(
            database.db,
          )
        ).rows.map((r) => r.name);
        const where = index.partial ? " partial" : "";
        lines.push(
          index.origin === "u"
            ? `${table} unique (${columns.join(", ")})`
            : `${index.name} on ${table} (${columns.join(", ")})${index.unique ? " unique" : ""}${where}`,
        );
      }
    }
  } else {
    const rows = (
      await sql<{
        table: string;
        name: string;
        primary: boolean;
        unique: boolean;
        constraint: boolean;
        partial: boolean;
        columns: string;
      }>`
        select t.relname as table, i.relname as name, x.indisprimary as primary, x.indisunique as unique,
               exists (select 1 from pg_constraint c where c.conindid = x.indexrelid) as constraint,
               x.indpred is not null as partial,
               (select string_agg(coalesce(a.attname::text, '(expression)'), ', ' order by k.n)
                from unnest(x.indkey) with ordinality k(attnum, n)
                left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum) as columns
        from pg_index x join pg_class t on t.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
        join pg_namespace s on s.oid = t.relnamespace
        where s.nspname = current_schema()`.execute(database.db)
    ).rows;
    for (const row of rows) {
      if (!tables.includes(row.table)) continue;
      const columns = row.columns;
      if (row.primary) lines.push(`${row.table} primary key (${columns})`);
      else if (row.constraint) lines.push(`${row.table} unique (${columns})`);
      else
        lines.push(
          `${row.name} on ${row.table} (${columns})${row.unique ? " unique" : ""}${row.partial ? " partial" : ""}`,
        );
    }
  }
  return lines.sort();
}

/** Indexes on one side only, one line each. */
function indexDifferences(described: readonly string[], actual: readonly string[]): string[] {
  return [
    ...described
      .filter((line) => !actual.includes(line))
      .map((line) => `index ${line}: in SCHEMA_INDEXES, not in the database`),
    ...actual
      .filter((line) => !described.includes(line))
      .map((line) => `index ${line}: in the database, not in SCHEMA_INDEXES`),
  ];
}

const words = (c: { class: string; nullable: boolean }) => `${c.class}, ${c.nullable ? "null" : "not null"}`;

/**
 * Every disagreement, one line each: what a reviewer needs to fix the migration or
 * SCHEMA. A column SCHEMA lets an insert leave out must have a default (or be an
 * identity) in the database; a column the database would fill but SCHEMA makes every
 * insert give is fine (the code chooses to always write it).
 */
function differences(described: Described, actual: Reported): string[] {
  const lines: string[] = [];
  for (const table of new Set([...Object.keys(described), ...Object.keys(actual)])) {
    const a = actual[table];
    const d = described[table];
    if (!a) lines.push(`${table}: in SCHEMA, no such table in the database`);
    else if (!d) lines.push(`${table}: in the database, not in SCHEMA`);
    else {
      for (const column of new Set([...Object.keys(d), ...Object.keys(a)])) {
        const ac = a[column];
        const dc = d[column];
        if (!ac) lines.push(`${table}.${column}: in SCHEMA, not in the database`);
        else if (!dc) lines.push(`${table}.${column}: in the database (${words(ac)}), not in SCHEMA`);
        else if (words(ac) !== words(dc))
          lines.push(`${table}.${column}: SCHEMA says ${words(dc)}, the database ${words(ac)}`);
        else if (dc.generated && !ac.generated)
          lines.push(`${table}.${column}: SCHEMA lets inserts leave it out, the database has no default for it`);
      }
    }
  }
  return lines;
}

if (!postgresUrl) console.warn("Schema on PostgreSQL: skipped (set TEST_DATABASE_URL to run it)");

describe.each(databaseKinds)("the schema on $name", ({ make }) => {
  let test: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    test = await make();
    database = openDatabase(test.target);
    await migrateToLatest(database);
  });

  afterAll(async () => {
    await database?.db.destroy();
    await test?.dispose();
  });

  it("every migration applied is exactly SCHEMA, which the Tables type is derived from", async () => {
    const actual = await reported(database);
    expect(differences(SCHEMA, actual)).toEqual([]);
    expect(Object.keys(actual).length).toBe(Object.keys(SCHEMA).length);
  });

  it("every migration applied from an empty database keeps exactly SCHEMA_INDEXES: keys, uniques, indexes", async () => {
    expect(indexDifferences(indexesOf(database.kind), await reportedIndexes(database))).toEqual([]);
  });

  it("notices a column on either side only (so the check above can fail)", async () => {
    const withoutNote = structuredClone(SCHEMA) as Described;
    delete withoutNote.bookings!.note;
    const withExtra = structuredClone(SCHEMA) as Described;
    withExtra.items!.colour = { class: "text", nullable: true, generated: false };
    const actual = await reported(database);
    expect(differences(withoutNote, actual)).toEqual([
      "bookings.note: in the database (text, not null), not in SCHEMA",
    ]);
    expect(differences(withExtra, actual)).toEqual(["items.colour: in SCHEMA, not in the database"]);
    const loosened = structuredClone(SCHEMA) as Described;
    loosened.bookings!.name = { class: "text", nullable: true, generated: true };
    expect(differences(loosened, actual)).toEqual([
      "bookings.name: SCHEMA says text, null, the database text, not null",
    ]);
    loosened.bookings!.name = { class: "text", nullable: false, generated: true };
    expect(differences(loosened, actual)).toEqual([
      "bookings.name: SCHEMA lets inserts leave it out, the database has no default for it",
    ]);
    // A migration that adds a column SCHEMA does not have.
    await database.db.schema.alterTable("customers").addColumn("nickname", "text").execute();
    expect(differences(SCHEMA, await reported(database))).toEqual([
      "customers.nickname: in the database (text, null), not in SCHEMA",
    ]);
    // A migration that adds an index SCHEMA_INDEXES does not list, or drops one it does.
    await database.db.schema.createIndex("customers_nickname").on("customers").column("nickname").execute();
    await database.db.schema.dropIndex("customers_last_at").execute();
    expect(indexDifferences(indexesOf(database.kind), await reportedIndexes(database))).toEqual([
      "index customers_last_at on customers (last_at, key): in SCHEMA_INDEXES, not in the database",
      "index customers_nickname on customers (nickname): in the database, not in SCHEMA_INDEXES",
    ]);
  });
});
