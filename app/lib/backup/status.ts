import type { BucketFormValues } from "./bucket.ts";
import type { OffsiteLine } from "./offsite.ts";

/**
 * Backups as the staff screens show them (the dashboard card; the go-live checklist
 * can read the same): dates already in store time and words, no server paths.
 */
export type BackupSummary = {
  /** "25 Nov 2026, 3:00 am", or null before the first. */
  lastAt: string | null;
  /** "3 hours ago". */
  age: string | null;
  freshness: "none" | "fresh" | "stale";
  nextAt: string;
  replication: { mode: "file" | "s3" | "off"; running: boolean; lastWriteAt: string | null; reason?: string };
  /** The card's first line: where the copies off this disk are and how old the newest is (red when stale). */
  offsite: OffsiteLine;
  warnings: string[];
};

/** Settings → Backups as its screen shows it (services/backup/backups-screen.server.ts reads it). */
export type BackupsScreen = {
  /** BACKUP_DIR / BACKUP_URL set on the server: shown, not editable (never the keys). */
  server: { dir: string | null; bucket: string | null; keys: boolean } | null;
  values: BucketFormValues;
  keysSaved: boolean;
  version: number;
  /** The saved bucket as host/bucket/folder. */
  where: string | null;
  updated: { at: string; by: string | null } | null;
  /** The last test of the saved bucket (a test of other values is not shown). */
  test: { at: string; ok: boolean; answer: string | null } | null;
  download: { at: string; by: string | null } | null;
  status: BackupSummary;
};
