/**
 * Whether an error means "the database cannot store anything right now" (a full disk,
 * a disk remounted read-only, an I/O failure) rather than a bug or a bad request:
 * those answer 503 and mark the site not ready until a write goes through again.
 */
export type StorageProblem = "full" | "read-only" | "io";

// SQLite primary result codes (the low byte of an extended code).
const SQLITE_READONLY = 8;
const SQLITE_IOERR = 10;
const SQLITE_FULL = 13;

export function storageProblem(error: unknown): StorageProblem | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { errcode, code } = e as { errcode?: unknown; code?: unknown };
    if (typeof errcode === "number") {
      const primary = errcode & 0xff;
      if (primary === SQLITE_FULL) return "full";
      if (primary === SQLITE_READONLY) return "read-only";
      if (primary === SQLITE_IOERR) return "io";
    }
    if (typeof code === "string") {
      // PostgreSQL SQLSTATE: 53100 disk_full, 53000 insufficient_resources, 58030 io_error,
      // 25006 read_only_sql_transaction (a standby, or default_transaction_read_only).
      if (code === "53100" || code === "53000") return "full";
      if (code === "25006") return "read-only";
      if (code === "58030") return "io";
      // The file system under us (snapshots, the WAL): no space, over quota, read-only.
      if (code === "ENOSPC" || code === "EDQUOT") return "full";
      if (code === "EROFS") return "read-only";
      if (code === "EIO") return "io";
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What someone signing in is told: nothing of theirs is lost, the sign-in could not be recorded. */
export const STORAGE_UNAVAILABLE_SIGN_IN_MESSAGE =
  "We could not sign you in just now: our server has a storage problem. Please try again in a few minutes.";

/** What the visitor is told; the words they wrote stay in the form. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  "We could not save this just now: our server has a storage problem. Nothing was sent; what you wrote is still here. Please try again in a few minutes, or call or WhatsApp the store.";
