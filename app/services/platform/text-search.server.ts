import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { DatabaseTarget } from "./config.server.ts";

/**
 * The one way a staff search asks "does this column contain these characters": the
 * Orders, Products and inbox searches all use it, so a search for "50%", "a_b" or a
 * backslash finds exactly those characters on both databases, and "élodie" finds
 * "Élodie" on both.
 */

/** A LIKE pattern for "contains `term`", with LIKE's wildcards and the escape character taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * `text` contains `term` in any letter case. PostgreSQL: ILIKE. SQLite: its lower()
 * and LIKE fold ASCII letters only, so both sides go through `casefold()`, a function
 * every SQLite connection registers (db.server.ts). Always with the ESCAPE clause:
 * without it SQLite reads the backslash as an ordinary character and a search with a
 * wildcard in it finds nothing.
 */
export function containsText(
  kind: DatabaseTarget["kind"],
  text: Expression<string | null> | RawBuilder<unknown>,
  term: string,
): RawBuilder<SqlBool> {
  if (kind === "postgres") return sql<SqlBool>`${text} ilike ${containsPattern(term)} escape '\\'`;
  return sql<SqlBool>`casefold(${text}) like ${containsPattern(casefold(term))} escape '\\'`;
}

/** The folding SQLite's `casefold()` applies: the same on the column and on the search term. */
export function casefold(value: string): string {
  return value.toLowerCase();
}
