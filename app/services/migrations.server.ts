import { sql, type Kysely } from "kysely";
import { customerKey, toE164 } from "../lib/phone.ts";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { Database, DatabaseKind } from "./db.server.ts";
import { log } from "./log.server.ts";

/**
 * The one set of migrations for both databases, kept in code so the server build
 * carries them. Kysely records each applied migration in `kysely_migration`, so a
 * restart does not re-run them; a second instance starting at the same time waits:
 * PostgreSQL through Kysely's advisory lock, SQLite through the `begin immediate`
 * write lock of db.server.ts. Never edit a migration that has shipped: add one.
 */
function migrations(kind: DatabaseKind): Record<string, Migration> {
  // The only dialect difference we need: an auto-increment integer key.
  const idType = kind === "postgres" ? "serial" : "integer";
  const id = (db: Kysely<unknown>, table: string) =>
    db.schema
      .createTable(table)
      .addColumn("id", idType, (c) => (kind === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement()));

  return {
    "2024-06-01-001-contact-messages": {
      async up(db) {
        await id(db, "contact_messages")
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("phone", "text", (c) => c.notNull())
          .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("message", "text", (c) => c.notNull())
          .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("contact_messages_created_at")
          .on("contact_messages")
          .columns(["created_at", "id"])
          .execute();
      },
    },
    "2024-06-01-002-staff": {
      async up(db) {
        await id(db, "admins")
          .addColumn("username", "text", (c) => c.notNull().unique())
          .addColumn("password_hash", "text", (c) => c.notNull())
          .addColumn("name", "text")
          .addColumn("email", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("sessions")
          .addColumn("id_hash", "text", (c) => c.primaryKey())
          .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
          .addColumn("created_ms", "bigint", (c) => c.notNull())
          .addColumn("last_seen_ms", "bigint", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("sessions_admin_id").on("sessions").column("admin_id").execute();
        await id(db, "login_attempts")
          .addColumn("username", "text", (c) => c.notNull())
          .addColumn("address", "text", (c) => c.notNull())
          .addColumn("at_ms", "bigint", (c) => c.notNull())
          .addColumn("success", "integer", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("login_attempts_username")
          .on("login_attempts")
          .columns(["username", "at_ms"])
          .execute();
        await db.schema
          .createIndex("login_attempts_address")
          .on("login_attempts")
          .columns(["address", "at_ms"])
          .execute();
      },
    },
    "2024-06-01-003-rate-limits": {
      async up(db) {
        await id(db, "rate_limit_hits")
          .addColumn("bucket", "text", (c) => c.notNull())
          .addColumn("key", "text", (c) => c.notNull())
          .addColumn("at_ms", "bigint", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("rate_limit_hits_lookup")
          .on("rate_limit_hits")
          .columns(["bucket", "key", "at_ms"])
          .execute();
      },
    },
    "2026-11-22-004-login-devices": {
      async up(db) {
        await db.schema.alterTable("login_attempts").addColumn("device", "text").execute();
        await db.schema
          .createIndex("login_attempts_device")
          .on("login_attempts")
          .columns(["device", "at_ms"])
          .execute();
      },
    },
    "2026-11-22-005-prune-indexes": {
      async up(db) {
        // The timer in pruning.server.ts deletes by age across all keys.
        await db.schema.createIndex("rate_limit_hits_at_ms").on("rate_limit_hits").column("at_ms").execute();
        await db.schema.createIndex("login_attempts_at_ms").on("login_attempts").column("at_ms").execute();
      },
    },
    "2026-11-22-006-submission-keys": {
      async up(db) {
        await db.schema.alterTable("contact_messages").addColumn("submission_key", "text").execute();
        // Unique, with any number of messages without a key (NULLs are distinct in both databases).
        await db.schema
          .createIndex("contact_messages_submission_key")
          .on("contact_messages")
          .column("submission_key")
          .unique()
          .execute();
      },
    },
    "2026-11-23-001-inbox": {
      async up(db) {
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
    },
    "2026-11-23-002-outbox": {
      async up(db) {
        await id(db, "outbox")
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("payload", "text", (c) => c.notNull())
          .addColumn("ref", "text")
          .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("created_ms", "bigint", (c) => c.notNull())
          .addColumn("next_attempt_ms", "bigint", (c) => c.notNull())
          .addColumn("locked_until_ms", "bigint")
          .addColumn("sent_ms", "bigint")
          .addColumn("last_error", "text")
          .execute();
        await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_ms"]).execute();
        await db.schema.createIndex("outbox_ref").on("outbox").column("ref").execute();
      },
    },
    "2026-11-23-003-customers": {
      async up(db) {
        await db.schema
          .createTable("customers")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("phone", "text", (c) => c.notNull())
          .addColumn("phone_e164", "text")
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("messages", "integer", (c) => c.notNull())
          .addColumn("first_at", "text", (c) => c.notNull())
          .addColumn("last_at", "text", (c) => c.notNull())
          .addColumn("last_message_id", "integer", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("customers_last_at").on("customers").columns(["last_at", "key"]).execute();
        await rebuildCustomers(db);
      },
    },
    "2026-11-23-010-catalogue": {
      async up(db) {
        const double = kind === "postgres" ? sql`double precision` : sql`real`;
        const blob = kind === "postgres" ? sql`bytea` : sql`blob`;

        await id(db, "collections")
          .addColumn("slug", "text", (c) => c.notNull().unique())
          .addColumn("path", "text", (c) => c.notNull().unique())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("position", "integer", (c) => c.notNull())
          .addColumn("category_style", "text", (c) => c.notNull())
          .addColumn("hero_eyebrow", "text", (c) => c.notNull())
          .addColumn("hero_title", "text", (c) => c.notNull())
          .addColumn("hero_subtitle", "text")
          .addColumn("hero_text", "text", (c) => c.notNull())
          .addColumn("hero_badge", "text")
          .addColumn("hero_tag", "text")
          .addColumn("hero_claims", "text")
          .addColumn("hero_stats", "text")
          .addColumn("hero_cta_label", "text", (c) => c.notNull())
          .addColumn("hero_cta_category", "text")
          .addColumn("hero_cta_type", "text")
          .addColumn("hero_image_key", "text", (c) => c.notNull())
          .addColumn("hero_image_alt", "text", (c) => c.notNull())
          .addColumn("section_title", "text", (c) => c.notNull())
          .addColumn("section_intro", "text", (c) => c.notNull())
          .addColumn("category_label", "text")
          .addColumn("default_category", "text", (c) => c.notNull())
          .addColumn("category_match", "text")
          .addColumn("type_label", "text")
          .addColumn("type_all_label", "text")
          .addColumn("type_hidden", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("card_badge", "text")
          .addColumn("details", "text", (c) => c.notNull())
          .addColumn("item_fields", "text", (c) => c.notNull())
          .addColumn("reset_in_filter_bar", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("empty_hint", "text", (c) => c.notNull())
          .addColumn("empty_reset", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();

        await id(db, "collection_filters")
          .addColumn("collection_id", "integer", (c) => c.notNull().references("collections.id").onDelete("cascade"))
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("group_value", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("value", "text", (c) => c.notNull())
          .addColumn("label", "text", (c) => c.notNull())
          .addColumn("position", "integer", (c) => c.notNull())
          .addColumn("match", "text")
          .addColumn("types_label", "text")
          .addUniqueConstraint("collection_filters_value", ["collection_id", "kind", "group_value", "value"])
          .execute();

        await id(db, "items")
          .addColumn("collection_id", "integer", (c) => c.notNull().references("collections.id"))
          .addColumn("slug", "text", (c) => c.notNull())
          .addColumn("title", "text", (c) => c.notNull())
          .addColumn("description", "text", (c) => c.notNull())
          .addColumn("category", "text")
          .addColumn("type", "text", (c) => c.notNull())
          .addColumn("price", "text")
          .addColumn("rating", double)
          .addColumn("fabric", "text")
          .addColumn("fit", "text")
          .addColumn("warmth", "text")
          .addColumn("brand", "text")
          .addColumn("features", "text", (c) => c.notNull().defaultTo("[]"))
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("is_new", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("position", "integer", (c) => c.notNull())
          .addColumn("published_at", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
          .addUniqueConstraint("items_collection_slug", ["collection_id", "slug"])
          .execute();
        await db.schema
          .createIndex("items_collection_status_position")
          .on("items")
          .columns(["collection_id", "status", "position"])
          .execute();
        await db.schema.createIndex("items_updated_at").on("items").columns(["updated_at", "id"]).execute();

        await id(db, "media")
          .addColumn("hash", "text", (c) => c.notNull().unique())
          .addColumn("storage", "text", (c) => c.notNull())
          .addColumn("key", "text", (c) => c.notNull().unique())
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("width", "integer", (c) => c.notNull())
          .addColumn("height", "integer", (c) => c.notNull())
          .addColumn("source_type", "text")
          .addColumn("bytes", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();

        await db.schema
          .createTable("media_files")
          .addColumn("media_id", "integer", (c) => c.notNull().references("media.id").onDelete("cascade"))
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("content_type", "text", (c) => c.notNull())
          .addColumn("size", "integer", (c) => c.notNull())
          .addColumn("data", blob, (c) => c.notNull())
          .addPrimaryKeyConstraint("media_files_pk", ["media_id", "name"])
          .execute();

        await id(db, "item_images")
          .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
          .addColumn("media_id", "integer", (c) => c.notNull().references("media.id"))
          .addColumn("position", "integer", (c) => c.notNull())
          .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
          .execute();
        await db.schema.createIndex("item_images_item").on("item_images").columns(["item_id", "position"]).execute();
        await db.schema.createIndex("item_images_media").on("item_images").column("media_id").execute();

        await id(db, "catalogue_changes")
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
          .addColumn("admin_name", "text", (c) => c.notNull())
          .addColumn("collection_id", "integer")
          .addColumn("item_id", "integer")
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("fields", "text", (c) => c.notNull().defaultTo("[]"))
          .execute();
        await db.schema
          .createIndex("catalogue_changes_item")
          .on("catalogue_changes")
          .columns(["item_id", "id"])
          .execute();
        await db.schema
          .createIndex("catalogue_changes_collection")
          .on("catalogue_changes")
          .columns(["collection_id", "id"])
          .execute();

        await db.schema
          .createTable("catalogue_version")
          .addColumn("id", "integer", (c) => c.primaryKey())
          .addColumn("version", "bigint", (c) => c.notNull())
          .execute();
        await db
          .insertInto("catalogue_version" as never)
          .values({ id: 1, version: 1 } as never)
          .execute();
      },
    },
    "2026-11-24-001-bookings": {
      async up(db) {
        await id(db, "bookings")
          .addColumn("reference", "text", (c) => c.notNull().unique())
          .addColumn("kind", "text", (c) => c.notNull())
          // No foreign key: a booking keeps its item's title and picture as they were
          // when the item is later hidden or deleted.
          .addColumn("item_id", "integer")
          .addColumn("item_ref", "text")
          .addColumn("item_title", "text")
          .addColumn("item_image_key", "text")
          .addColumn("item_image_kind", "text")
          .addColumn("purpose", "text")
          .addColumn("date", "text", (c) => c.notNull())
          .addColumn("time", "text", (c) => c.notNull())
          .addColumn("starts_at", "text", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("phone", "text", (c) => c.notNull())
          .addColumn("phone_e164", "text")
          .addColumn("customer_key", "text", (c) => c.notNull())
          .addColumn("size", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("status", "text", (c) => c.notNull().defaultTo("requested"))
          .addColumn("status_at", "text")
          .addColumn("status_by", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
          .addColumn("submission_key", "text", (c) => c.unique())
          .execute();
        const index = (name: string, columns: string[]) =>
          db.schema.createIndex(name).on("bookings").columns(columns).execute();
        // The capacity check counts one slot's holding bookings inside the insert's transaction.
        await index("bookings_slot", ["date", "time", "status"]);
        await index("bookings_starts_at", ["starts_at", "id"]);
        await index("bookings_status", ["status", "starts_at"]);
        await index("bookings_customer", ["customer_key", "starts_at"]);

        await id(db, "booking_changes")
          .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("admin_name", "text", (c) => c.notNull())
          .addColumn("from_status", "text", (c) => c.notNull())
          .addColumn("to_status", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("booking_changes_booking")
          .on("booking_changes")
          .columns(["booking_id", "at"])
          .execute();
      },
    },
    "2026-11-24-002-item-extra-types": {
      async up(db) {
        // An item is filed under one main type (its card's label) and may be listed
        // under more: a JSON array, read with the item like `features`. The filter runs
        // over the collection's items in the page, so no join or index is needed.
        await db.schema
          .alterTable("items")
          .addColumn("extra_types", "text", (c) => c.notNull().defaultTo("[]"))
          .execute();
        // Installs seeded before this: the seed's cross-listed pieces, where staff have
        // not changed the item's collection or main type since. Written out here, not
        // read from the seed files, so this migration never changes after it ships.
        const crossListed: Array<[collection: string, slug: string, type: string, extra: string[]]> = [
          ["groom", "maroon-zardozi-sherwani", "sherwani", ["handwork"]],
          ["groom", "onion-pink-handwork-sherwani", "handwork", ["sherwani"]],
          ["groom", "royal-blue-jodhpuri-suit", "jodhpuri", ["suit"]],
          ["groom", "black-open-jodhpuri", "open-jodhpuri", ["jodhpuri"]],
          ["groom", "indigo-denim-party-shirt", "denim", ["party-wear"]],
        ];
        for (const [collection, slug, type, extra] of crossListed) {
          await sql`update items set extra_types = ${JSON.stringify(extra)}
            where slug = ${slug} and type = ${type} and extra_types = '[]'
              and collection_id = (select id from collections where slug = ${collection})`.execute(db);
        }
      },
    },
  };
}

/** Fills the customers table from the messages (the migration, and a benchmark that seeds messages directly). */
export async function rebuildCustomers(db: Kysely<unknown>): Promise<void> {
  await sql`delete from customers`.execute(db);
  await sql`
    insert into customers (key, name, phone, phone_e164, email, messages, first_at, last_at, last_message_id)
    select m.customer_key, m.name, m.phone, m.phone_e164, m.email, g.n, g.first_at, g.last_at, g.last_id
    from (
      select customer_key, count(*) as n, min(created_at) as first_at, max(created_at) as last_at, max(id) as last_id
      from contact_messages group by customer_key
    ) g
    join contact_messages m on m.id = g.last_id`.execute(db);
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
      log.warn("search_index_unavailable", { reason: String(error) });
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
 * index to apply (app/services/inbox.server.ts imports it). Changing it needs a new
 * migration that rebuilds the index.
 */
export const POSTGRES_SEARCH_TEXT =
  "name || ' ' || email || ' ' || phone || ' ' || coalesce(phone_e164, '') || ' ' || subject || ' ' || message";

/** Every migration's name, in the order they apply. */
export function migrationNames(kind: DatabaseKind): string[] {
  return Object.keys(migrations(kind)).sort();
}

function inCodeProvider(kind: DatabaseKind): MigrationProvider {
  return { getMigrations: async () => migrations(kind) };
}

/**
 * Brings the schema up to date; throws (and the process does not start) on failure.
 * On PostgreSQL the bookkeeping tables are looked for in our own schema: without
 * that, Kysely takes a `kysely_migration` table in any other schema of the database
 * (another app, a parallel test run) for ours and then fails to find it.
 */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const migrationTableSchema =
    database.kind === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db: database.db, provider: inCodeProvider(database.kind), migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const applied = (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
  const failed = (results ?? []).find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
  }
  return applied;
}
