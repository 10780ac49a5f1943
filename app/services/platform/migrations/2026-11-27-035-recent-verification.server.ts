import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

/**
 * When a session last proved who holds it (a sign-in, the password, an app code or a
 * passkey): changing a sign-in factor needs it within the last 10 minutes
 * (accounts/recent-verification.server.ts). Sessions open before this migration have
 * none, so they are asked once.
 */
export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("sessions").addColumn("verified_ms", "bigint").execute();
    },
  };
}
