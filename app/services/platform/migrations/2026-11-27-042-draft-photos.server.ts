import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

/**
 * Issue 32, the photo day. An uploaded photo is a draft until its product is saved
 * (`item_images.draft_since`: when it was uploaded; null once saved), so a photo chosen
 * by mistake never reaches a public page, and drafts left a day are pruned (its index).
 * `photo_day_claims`: the item a member of staff is photographing, held for a few
 * minutes (`expires_ms`), so two staff working through the photo day at once never take
 * the same one; a claim goes with its item or its account.
 */
export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("item_images").addColumn("draft_since", "text").execute();
      await db.schema.createIndex("item_images_draft").on("item_images").column("draft_since").execute();

      await db.schema
        .createTable("photo_day_claims")
        .addColumn("item_id", "integer", (c) => c.primaryKey().references("items.id").onDelete("cascade"))
        .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
        .addColumn("expires_ms", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("photo_day_claims_admin").on("photo_day_claims").column("admin_id").execute();
    },
  };
}
