/**
 * How a PostgreSQL snapshot goes back in place of the live schema in ONE transaction,
 * so that a restore which fails at any point (a damaged dump, a full disk, a wrong
 * privilege) leaves the live data exactly as it was:
 *
 * 1. the live schema's objects move into a schema set aside (`ALTER … SET SCHEMA`:
 *    the schema itself stays, with the pg_trgm extension the search index needs, which
 *    a non-superuser could neither move nor recreate);
 * 2. the dump's own script (`pg_restore -f -`) recreates everything in the live schema,
 *    minus its `CREATE SCHEMA` (a `--schema=` dump carries one, and the schema exists);
 * 3. each restored table is counted against the rows the script carried, and the
 *    migrations against the manifest;
 * 4. only then COMMIT. The set-aside copy is dropped once the new one has been migrated.
 */

/** The TOC list (`pg_restore -l`) without the schema's own entries: the schema is there already. */
export function listWithoutSchema(list: string): string {
  return list
    .split("\n")
    .map((line) => (/^\d+; \d+ \d+ (?:SCHEMA - |COMMENT - SCHEMA )/.test(line) ? `;${line}` : line))
    .join("\n");
}

/** A double-quoted identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** The name the live schema's objects are kept under until the restored copy is in. */
export function asideSchemaName(live: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:.TZ]/g, "")
    .slice(0, 17);
  return `${live.slice(0, 30)}_before_restore_${stamp}`;
}

/**
 * Opens the transaction and empties the live schema into `aside`: its tables (with
 * their indexes, constraints and own sequences), views, free sequences and functions.
 * Extension members stay. Anything left that the dump also holds makes the script
 * fail, and so the whole transaction roll back.
 */
export function swapPrelude(live: string, aside: string): string {
  const l = quoteLiteral(live);
  const a = quoteLiteral(aside);
  return `\\set ON_ERROR_STOP on
BEGIN;
CREATE SCHEMA IF NOT EXISTS ${quoteIdent(live)};
CREATE SCHEMA ${quoteIdent(aside)};
DO $restore_prelude$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT format('ALTER %s %I.%I SET SCHEMA %I',
             CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                            WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
             n.nspname, c.relname, ${a}) AS statement
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${l} AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S') AND NOT c.relispartition
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                      AND d.deptype IN ('e', 'a', 'i'))
  LOOP
    EXECUTE r.statement;
  END LOOP;
  FOR r IN
    SELECT format('ALTER ROUTINE %s SET SCHEMA %I', p.oid::regprocedure, ${a}) AS statement
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = ${l}
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE r.statement;
  END LOOP;
  -- A fresh database has no pg_trgm yet; the dump's search index needs it (as the migration does, in public).
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION pg_trgm WITH SCHEMA public;
    EXCEPTION WHEN others THEN
      RAISE NOTICE 'pg_trgm unavailable: %', SQLERRM;
    END;
  END IF;
END
$restore_prelude$;
`;
}

/**
 * After the script: every table holds the rows the dump carried and the migrations
 * the manifest names, or the transaction ends in an error (and is rolled back); then COMMIT.
 */
export function verifyAndCommit(
  live: string,
  rows: ReadonlyMap<string, number>,
  migrations: readonly string[],
): string {
  const checks = [...rows].map(
    ([table, count]) => `  IF (SELECT count(*) FROM ${table}) <> ${count} THEN
    RAISE EXCEPTION 'the restored table % holds % rows, the snapshot %', ${quoteLiteral(table)}, (SELECT count(*) FROM ${table}), ${count};
  END IF;`,
  );
  const expected = `ARRAY[${[...migrations].sort().map(quoteLiteral).join(", ")}]::text[]`;
  return `
DO $restore_check$
BEGIN
${checks.join("\n")}
  IF (SELECT coalesce(array_agg(name::text ORDER BY name), '{}') FROM ${quoteIdent(live)}.kysely_migration)
     IS DISTINCT FROM ${expected} THEN
    RAISE EXCEPTION 'the restored migrations are not the ones the manifest names';
  END IF;
END
$restore_check$;
COMMIT;
`;
}

/**
 * Counts the rows of each `COPY … FROM stdin;` block as the script streams past
 * (one line per row: COPY's text format escapes newlines), without holding more of a
 * line than its start: a row of photo bytes can be megabytes long.
 */
export class CopyRowCounter {
  readonly rows = new Map<string, number>();
  private table: string | undefined;
  private head: Buffer[] = [];
  private headBytes = 0;
  private lineBytes = 0;

  feed(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(10, start); end !== -1; end = chunk.indexOf(10, start)) {
      this.take(chunk.subarray(start, end));
      this.endLine();
      start = end + 1;
    }
    if (start < chunk.length) this.take(chunk.subarray(start));
  }

  /** The script ended: a COPY block still open means it was cut short. */
  get complete(): boolean {
    return this.table === undefined && this.lineBytes === 0;
  }

  private take(part: Buffer): void {
    this.lineBytes += part.length;
    if (this.headBytes < HEAD_LIMIT) {
      const kept = part.subarray(0, HEAD_LIMIT - this.headBytes);
      this.head.push(kept);
      this.headBytes += kept.length;
    }
  }

  private endLine(): void {
    const head = Buffer.concat(this.head).toString("utf8");
    const whole = this.lineBytes === this.headBytes;
    this.head = [];
    this.headBytes = 0;
    this.lineBytes = 0;
    if (this.table !== undefined) {
      if (whole && head === "\\.") this.table = undefined;
      else this.rows.set(this.table, (this.rows.get(this.table) ?? 0) + 1);
      return;
    }
    const copy = whole ? /^COPY (.+?) (?:\(.*\) )?FROM stdin;$/.exec(head) : null;
    if (copy) {
      this.table = copy[1]!;
      this.rows.set(this.table, this.rows.get(this.table) ?? 0);
    }
  }
}

const HEAD_LIMIT = 64 * 1024;
