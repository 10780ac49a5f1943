/**
 * Ids of stored rows as they arrive in URLs and forms. The id columns are 32-bit
 * integers on PostgreSQL, which refuses a larger number outright (a 500 where SQLite
 * just finds nothing), so anything outside 1 … 2³¹−1, or not written as plain digits
 * ("1e20", "1.5", "-1", "0x10"), is no id at all.
 */
export const MAX_RECORD_ID = 2 ** 31 - 1;

export function parseRecordId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : null;
}

/** A row version (optimistic locking) as a form sends it back: 0 … 2³¹−1, plain digits. */
export function parseVersion(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const version = Number(value);
  return version <= MAX_RECORD_ID ? version : null;
}
