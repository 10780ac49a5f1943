import { z } from "zod";

/**
 * A snapshot is two files in BACKUP_DIR: the database copy (`site-<time>.db` for
 * SQLite, `site-<time>.pgdump` for PostgreSQL) and its manifest (`…json`), which
 * says what it is, its SHA-256, and which migrations its schema has. Restore trusts
 * nothing else: a file whose checksum or schema does not check out is refused.
 */
export const SNAPSHOT_FORMAT = 1;

export const snapshotManifestSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  kind: z.enum(["sqlite", "postgres"]),
  /** The copy's file name, beside the manifest. */
  file: z.string().regex(/^[\w.-]+$/),
  createdAt: z.iso.datetime(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Every migration applied in the copy, in order: its schema version is the last. */
  migrations: z.array(z.string()),
  /** PostgreSQL: the schema that was dumped. */
  schema: z.string().optional(),
  /** What made it: `npm run backup`, the daily loop, or the server before a restore. */
  reason: z.enum(["manual", "daily", "before-restore"]),
});

export type SnapshotManifest = z.infer<typeof snapshotManifestSchema>;

/** `site-20261125T184903123Z`: sorts by time, safe in any file system. */
export function snapshotBaseName(at: Date): string {
  return `site-${at.toISOString().replace(/[-:]/g, "").replace(".", "")}`;
}

export function snapshotExtension(kind: SnapshotManifest["kind"]): string {
  return kind === "sqlite" ? ".db" : ".pgdump";
}

export type SchemaCheck = { ok: true; version: string | undefined; pending: string[] } | { ok: false; message: string };

/**
 * Can this code run on a copy with `applied` migrations? Yes when each of them is
 * one this code knows (then `pending` are those still to apply); no when the copy
 * comes from a newer version of the site or from something else entirely.
 */
export function checkSchemaVersion(applied: readonly string[], known: readonly string[]): SchemaCheck {
  const knownSet = new Set(known);
  const unknown = applied.filter((name) => !knownSet.has(name));
  const version = applied.at(-1);
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `The backup's schema (${version}) is newer than this version of the site knows (${known.at(-1) ?? "none"}): it has ${unknown.length} migration(s) this code lacks (${unknown.slice(0, 3).join(", ")}). Update the site's code first, then restore.`,
    };
  }
  if (applied.length === 0)
    return { ok: false, message: "The backup holds no schema at all: it is not a backup of this site." };
  const appliedSet = new Set(applied);
  return { ok: true, version, pending: known.filter((name) => !appliedSet.has(name)) };
}
