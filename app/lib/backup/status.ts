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
  warnings: string[];
};
