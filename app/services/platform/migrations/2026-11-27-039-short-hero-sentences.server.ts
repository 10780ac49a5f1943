import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

/**
 * Issue 38: a phone cut the collections' hero sentences with "…". They are now shown
 * whole, and the seed's are short enough for two lines at 375 px. Installs seeded before
 * get the short ones too, but only where staff have not rewritten the sentence. Written
 * out here, not read from the seed, so this never changes after it ships.
 */
const SHORTER: ReadonlyArray<readonly [path: string, seeded: string, shorter: string]> = [
  [
    "/collections/formals",
    "Shirts, trousers, blazers and suits cut for the Bengaluru workday, with alterations finished in our own tailoring room before you take them home.",
    "Shirts, trousers, blazers and suits for the workday, altered in our own tailoring room.",
  ],
  [
    "/collections/semi-formals",
    "Linen and oxford shirts, chinos, denim, tees, cargos and joggers for weekends, travel and long lunches, chosen for fabric that lasts.",
    "Linen shirts, chinos, denim and joggers for weekends and travel, in fabric that lasts.",
  ],
  [
    "/collections/clubwear",
    "Satin, jacquard and linen shirts, short kurtas and sharp stretch trousers for parties, sangeets and late dinners across the city.",
    "Satin shirts, short kurtas and sharp trousers for parties, sangeets and late dinners.",
  ],
  [
    "/collections/shirts",
    "Track pants, Bermudas, capris, denim shorts and boxers in soft, breathable cotton, for the hours that are yours.",
    "Track pants, shorts and boxers in soft, breathable cotton, for the hours that are yours.",
  ],
  [
    "/groom",
    "Sherwanis, bandis, Jodhpuris and indo-westerns, wedding shirts and every finishing piece from safa to mojdi, fitted in our tailoring room before your big day.",
    "Sherwanis, bandis, safas and mojdis, fitted in our tailoring room before your big day.",
  ],
  [
    "/pants",
    "Jerkins, knits, rain coats and padded jackets for December mornings, monsoon commutes and the hill trip you have been planning.",
    "Jerkins, knits, rain coats and padded jackets for December mornings and monsoon commutes.",
  ],
  [
    "/innerwears",
    "Vests, trunks, tees and lounge wear from US POLO ASSN, Jockey, Ramraj and Minister White, alongside our own easy basics.",
    "Vests, trunks and lounge wear from US POLO ASSN, Jockey, Ramraj and Minister White.",
  ],
  [
    "/ramraj",
    "Classic and double dhotis, ready-to-wear velcro dhotis and coordinated silk shirt sets, for poojas, weddings and festival mornings.",
    "Dhotis, velcro dhotis and silk shirt sets for poojas, weddings and festival mornings.",
  ],
];

export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const [path, seeded, shorter] of SHORTER) {
        await sql`update collections set hero_text = ${shorter} where path = ${path} and hero_text = ${seeded}`.execute(
          db,
        );
      }
    },
  };
}
