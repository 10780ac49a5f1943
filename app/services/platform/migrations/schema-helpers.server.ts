import type { Kysely } from "kysely";
import type { DatabaseKind } from "../db.server.ts";

/** The only dialect difference the migrations need: a table whose key is an auto-increment integer. */
export function createTableWithId(kind: DatabaseKind) {
  const idType = kind === "postgres" ? "serial" : "integer";
  return (db: Kysely<unknown>, table: string) =>
    db.schema
      .createTable(table)
      .addColumn("id", idType, (c) => (kind === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement()));
}
