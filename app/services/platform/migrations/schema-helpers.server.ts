import type { Kysely } from "kysely";

/**
 * Which database a migration runs on. Written out here, not imported from db.server.ts:
 * a migration imports nothing from app/services or app/lib (.dependency-cruiser.cjs), so
 * what it does never changes after it ships.
 */
export type DatabaseKind = "sqlite" | "postgres";

/** The only dialect difference the migrations need: a table whose key is an auto-increment integer. */
export function createTableWithId(kind: DatabaseKind) {
  const idType = kind === "postgres" ? "serial" : "integer";
  return (db: Kysely<unknown>, table: string) =>
    db.schema
      .createTable(table)
      .addColumn("id", idType, (c) => (kind === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement()));
}
