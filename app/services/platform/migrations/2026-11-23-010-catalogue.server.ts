import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { createTableWithId } from "./schema-helpers.server.ts";

export function migration(kind: DatabaseKind): Migration {
  const id = createTableWithId(kind);
  return {
    async up(db: Kysely<unknown>) {
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
  };
}
