import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

export function migration(kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const table = db.schema.alterTable("contact_messages");
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await table.addColumn("status", "text", (c) => c.notNull().defaultTo("new")).execute();
      await table.addColumn("read_at", "text").execute();
      await table.addColumn("replied_at", "text").execute();
      await table.addColumn("replied_by", "text").execute();
      await table.addColumn("version", "integer", (c) => c.notNull().defaultTo(1)).execute();
      await table.addColumn("phone_e164", "text").execute();
      await table.addColumn("customer_key", "text", (c) => c.notNull().defaultTo("")).execute();

      // Messages from before the inbox were already listed to staff: they count as
      // read (Open), not as a flood of New ones.
      await db
        .updateTable("contact_messages" as never)
        .set({ status: "open" } as never)
        .execute();
      await backfillCustomerKeys(db);

      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on("contact_messages").columns(columns).execute();
      await index("contact_messages_status", ["status", "created_at", "id"]);
      await index("contact_messages_category", ["category", "created_at"]);
      await index("contact_messages_customer", ["customer_key", "created_at"]);
      await index("contact_messages_replied_at", ["replied_at"]);

      if (kind === "sqlite") await sqliteSearchIndex(db);
      else await postgresSearchIndex(db);
    },
  };
}

/*
 * The phone and customer-key rules as they were when this migration shipped (then in
 * app/lib/phone.ts), written out here so that replaying it never runs later rules:
 * the key was the E.164 phone, else the e-mail in lower case (2026-11-25-020 re-keys).
 */
function toE164(raw: string): string | undefined {
  const parsed = parsePhoneNumberFromString(raw, "IN");
  return parsed?.isValid() ? parsed.number : undefined;
}

function customerKey(phone: string, email: string): string {
  return toE164(phone) ?? email.trim().toLowerCase();
}

/** The server log's warning line (platform/log.server.ts), written out for the same reason. */
function warn(event: string, fields: Record<string, unknown>): void {
  process.stderr.write(`${JSON.stringify({ level: "warn", time: new Date().toISOString(), event, ...fields })}\n`);
}

/** Fills phone_e164 and customer_key of the rows that exist, a thousand at a time. */
async function backfillCustomerKeys(db: Kysely<unknown>): Promise<void> {
  type Row = { id: number; phone: string; email: string };
  let after = 0;
  for (;;) {
    const rows = (
      await sql<Row>`select id, phone, email from contact_messages where id > ${after} order by id limit 1000`.execute(
        db,
      )
    ).rows;
    if (rows.length === 0) return;
    for (const row of rows) {
      await sql`update contact_messages set phone_e164 = ${toE164(row.phone) ?? null}, customer_key = ${customerKey(row.phone, row.email)} where id = ${row.id}`.execute(
        db,
      );
    }
    after = rows.at(-1)!.id;
  }
}

/**
 * SQLite: a full-text index with the trigram tokenizer, so any run of 3 or more
 * characters (part of a name, an e-mail, a phone number, a word in Kannada) is found
 * through the index. It mirrors the searched columns of contact_messages (an
 * external-content table), kept current by triggers.
 */
async function sqliteSearchIndex(db: Kysely<unknown>): Promise<void> {
  const columns = "name, email, phone, phone_e164, subject, message";
  const values = (row: "new" | "old") =>
    `${row}.id, ${row}.name, ${row}.email, ${row}.phone, ${row}.phone_e164, ${row}.subject, ${row}.message`;
  await sql
    .raw(
      `create virtual table contact_messages_search using fts5(${columns}, content='contact_messages', content_rowid='id', tokenize='trigram')`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger contact_messages_search_insert after insert on contact_messages begin
         insert into contact_messages_search(rowid, ${columns}) values (${values("new")});
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger contact_messages_search_delete after delete on contact_messages begin
         insert into contact_messages_search(contact_messages_search, rowid, ${columns}) values ('delete', ${values("old")});
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger contact_messages_search_update after update of ${columns} on contact_messages begin
         insert into contact_messages_search(contact_messages_search, rowid, ${columns}) values ('delete', ${values("old")});
         insert into contact_messages_search(rowid, ${columns}) values (${values("new")});
       end`,
    )
    .execute(db);
  await sql.raw(`insert into contact_messages_search(contact_messages_search) values ('rebuild')`).execute(db);
}

/**
 * PostgreSQL: a trigram GIN index (pg_trgm, a trusted extension the database owner
 * may create) over the searched text, which `ILIKE '%…%'` uses. Where the extension
 * cannot be created the search still works, by scanning; the log says so.
 */
async function postgresSearchIndex(db: Kysely<unknown>): Promise<void> {
  const findSchema = async () =>
    (
      await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
        db,
      )
    ).rows[0]?.schema;
  let schema = await findSchema();
  if (!schema) {
    await sql`savepoint create_pg_trgm`.execute(db);
    try {
      // In `public`, not the app's schema: dropping one app schema must not take
      // the extension away from another that shares the database.
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      await sql`release savepoint create_pg_trgm`.execute(db);
    } catch (error) {
      await sql`rollback to savepoint create_pg_trgm`.execute(db);
      warn("search_index_unavailable", { reason: String(error) });
    }
    schema = await findSchema();
  }
  if (!schema) return;
  await sql
    .raw(
      `create index contact_messages_search on contact_messages using gin ((${POSTGRES_SEARCH_TEXT}) "${schema}".gin_trgm_ops)`,
    )
    .execute(db);
}

/**
 * The text PostgreSQL searches: the query must use exactly this expression for the
 * index to apply (app/services/inbox/inbox.server.ts imports it). Changing it needs a new
 * migration that rebuilds the index.
 */
export const POSTGRES_SEARCH_TEXT =
  "name || ' ' || email || ' ' || phone || ' ' || coalesce(phone_e164, '') || ' ' || subject || ' ' || message";
