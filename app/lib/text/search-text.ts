import { withoutControlCharacters } from "./characters.ts";

/**
 * What a staff search box sends (`?q=`) as it is searched: control characters become
 * spaces (PostgreSQL refuses a NUL byte in text outright, a 500 where SQLite just
 * finds nothing), runs of spaces one, trimmed, and cut at `maxLength` characters.
 */
export function searchText(raw: string | null | undefined, maxLength: number): string {
  if (!raw) return "";
  const text = withoutControlCharacters(raw, " ").replace(/\s+/g, " ").trim();
  return [...text].slice(0, maxLength).join("").trim();
}
