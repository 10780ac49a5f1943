import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

/**
 * The off-site bucket the owner sets in Settings → Backups (one row): where it is,
 * its keys sealed with SESSION_SECRET (platform/secret-box.server.ts), the last test
 * of it, the last "Download a backup now", and when a snapshot last reached it.
 */
export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("backup_bucket")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("endpoint", "text")
        .addColumn("bucket", "text")
        .addColumn("path", "text")
        .addColumn("region", "text")
        .addColumn("key_id_sealed", "text")
        .addColumn("secret_key_sealed", "text")
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("updated_at", "text")
        .addColumn("updated_by", "text")
        .addColumn("tested_at", "text")
        .addColumn("tested_where", "text")
        .addColumn("test_ok", "integer")
        .addColumn("test_answer", "text")
        .addColumn("downloaded_at", "text")
        .addColumn("downloaded_by", "text")
        .addColumn("copied_at", "text")
        .execute();
      await sql`insert into backup_bucket (id, version) values (1, 1)`.execute(db);
    },
  };
}
