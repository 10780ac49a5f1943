/**
 * What a staff search box sends (`?q=`) as it is searched: control characters become
 * spaces (PostgreSQL refuses a NUL byte in text outright, a 500 where SQLite just
 * finds nothing), runs of spaces one, trimmed, and cut at `maxLength` characters.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

export function searchText(raw: string | null | undefined, maxLength: number): string {
  if (!raw) return "";
  const text = raw.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  return [...text].slice(0, maxLength).join("").trim();
}
