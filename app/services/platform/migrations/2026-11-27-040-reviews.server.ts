import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { createTableWithId } from "./schema-helpers.server.ts";

/**
 * Reviews from real visits (issue 34): a link made for one visited booking, and the
 * one review that link can give.
 *
 * - `review_links.booking_id` is unique: a visit is asked once, however many staff
 *   tap "Ask for a review" at the same moment, on either database.
 * - `reviews.link_id` is unique: a token gives one review, whatever two posts race.
 * - Neither refers to `bookings` by a foreign key: a review's stars outlive the visit
 *   (a deleted customer's bookings go, their stars stay in the average), and a link
 *   whose visit is gone must still be found, to answer 410 rather than 404.
 * - `reviews_version`: the page-cache version of what /reviews, the claims and the
 *   item pages show, like the catalogue's and the settings'.
 */
export function migration(kind: DatabaseKind): Migration {
  const id = createTableWithId(kind);
  return {
    async up(db: Kysely<unknown>) {
      await id(db, "review_links")
        .addColumn("booking_id", "integer", (c) => c.notNull().unique())
        // Null once the customer is deleted: the link stays, so its token answers 410.
        .addColumn("customer_key", "text")
        .addColumn("item_id", "integer")
        .addColumn("item_ref", "text")
        .addColumn("item_title", "text")
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("asked_by", "text", (c) => c.notNull())
        .addColumn("asked_by_id", "integer")
        .addColumn("created_ms", "bigint", (c) => c.notNull())
        .addColumn("expires_ms", "bigint", (c) => c.notNull())
        .addColumn("used_ms", "bigint")
        .execute();
      // The once-a-month rule reads a customer's latest link.
      await db.schema
        .createIndex("review_links_customer")
        .on("review_links")
        .columns(["customer_key", "created_ms"])
        .execute();

      await id(db, "reviews")
        .addColumn("link_id", "integer", (c) => c.notNull().unique().references("review_links.id"))
        .addColumn("booking_id", "integer")
        .addColumn("customer_key", "text")
        .addColumn("item_id", "integer")
        .addColumn("item_ref", "text")
        .addColumn("item_title", "text")
        .addColumn("stars", "integer", (c) => c.notNull().check(sql`stars between 1 and 5`))
        .addColumn("words", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("words_consented", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("display_name", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("words_hidden_at", "text")
        .addColumn("words_hidden_by", "text")
        .addColumn("words_hidden_reason", "text")
        .addColumn("answer", "text")
        .addColumn("answered_at", "text")
        .addColumn("answered_by", "text")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
        .addColumn("spam_reason", "text")
        .addColumn("spam_released_by", "text")
        .addColumn("submission_key", "text", (c) => c.unique())
        .addColumn("anonymised_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on("reviews").columns(columns).execute();
      // /reviews, newest first (filtered by stars), an item's reviews, a customer's.
      await index("reviews_status_created", ["status", "created_at", "id"]);
      await index("reviews_stars", ["status", "stars", "created_at"]);
      await index("reviews_item", ["item_id", "status", "created_at"]);
      await index("reviews_customer", ["customer_key"]);
      await index("reviews_booking", ["booking_id"]);

      await db.schema
        .createTable("reviews_version")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("version", "integer", (c) => c.notNull())
        .execute();
      await sql`insert into reviews_version (id, version) values (1, 1)`.execute(db);
    },
  };
}
