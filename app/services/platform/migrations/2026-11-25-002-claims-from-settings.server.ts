import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

/**
 * The collection heroes' figures ("Loved by 10k+ customers", "4.9/5 (2.5k+ reviews)",
 * the innerwear's "10K+ Happy Customers") become the store's claims, kept in its
 * settings: the heroes keep placeholders that the pages fill in. Installs seeded
 * before this: only heroes that still say exactly what the seed said are changed.
 * Written out here, not read from the seed files, so it never changes after it ships.
 */
export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const oldClaims = JSON.stringify(["Loved by 10k+ customers", "4.9/5 (2.5k+ reviews)"]);
      const newClaims = JSON.stringify(["Loved by {customersShort} customers", "{rating} ({reviews} reviews)"]);
      await sql`update collections set hero_claims = ${newClaims} where hero_claims = ${oldClaims}`.execute(db);
      const oldStats = JSON.stringify([
        { value: "10K+", label: "Happy Customers" },
        { value: "100%", label: "Premium Materials" },
        { value: "24/7", label: "Customer Support" },
      ]);
      const newStats = JSON.stringify([
        { value: "{customersShort}", label: "Happy Customers" },
        { value: "100%", label: "Premium Materials" },
        { value: "24/7", label: "Customer Support" },
      ]);
      await sql`update collections set hero_stats = ${newStats} where hero_stats = ${oldStats}`.execute(db);
    },
  };
}
