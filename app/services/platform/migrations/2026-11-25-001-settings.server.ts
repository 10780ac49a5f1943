import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { createTableWithId } from "./schema-helpers.server.ts";

/**
 * The store's settings (app/services/settings/): what used to be typed files and a
 * rebuild. Empty here; the first start seeds them from app/content (seed.server.ts),
 * as it does the catalogue.
 */
export function migration(kind: DatabaseKind): Migration {
  const id = createTableWithId(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("settings_version")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("version", "bigint", (c) => c.notNull())
        .execute();
      await db
        .insertInto("settings_version" as never)
        .values({ id: 1, version: 1 } as never)
        .execute();

      await id(db, "settings_changes")
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
        .addColumn("admin_name", "text", (c) => c.notNull())
        .addColumn("section", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("fields", "text", (c) => c.notNull().defaultTo("[]"))
        .execute();
      await db.schema
        .createIndex("settings_changes_section")
        .on("settings_changes")
        .columns(["section", "id"])
        .execute();

      await id(db, "store_closures")
        .addColumn("starts_on", "text", (c) => c.notNull())
        .addColumn("ends_on", "text", (c) => c.notNull())
        .addColumn("opens", "text")
        .addColumn("closes", "text")
        .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("store_closures_ends_on").on("store_closures").column("ends_on").execute();

      await id(db, "offers")
        .addColumn("code", "text", (c) => c.notNull().unique())
        .addColumn("headline", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("terms", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("valid_from", "text")
        .addColumn("valid_until", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("on_home", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();

      await id(db, "showcase_slides")
        .addColumn("list", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("subtitle", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("short_title", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("cta", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("link", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("showcase_slides_list").on("showcase_slides").columns(["list", "position"]).execute();

      await id(db, "showcase_images")
        .addColumn("slide_id", "integer", (c) => c.notNull().references("showcase_slides.id").onDelete("cascade"))
        .addColumn("media_id", "integer", (c) => c.notNull().references("media.id"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema
        .createIndex("showcase_images_slide")
        .on("showcase_images")
        .columns(["slide_id", "position"])
        .execute();
      await db.schema.createIndex("showcase_images_media").on("showcase_images").column("media_id").execute();

      // A home hero's upload keeps a tall crop for phones beside the wide one.
      await db.schema.alterTable("media").addColumn("phone_kind", "text").execute();
    },
  };
}
