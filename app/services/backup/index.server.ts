/**
 * The backup domain's door: what other domains, routes and the server may use.
 * Backups: snapshots, the export, restore, replication and their health.
 */
export { backupStatus, backupSummary, downloadBackupNow, startBackups, stopBackups } from "./backups.server.ts";
export {
  backupsScreen,
  bucketKeysSaved,
  removeBucket,
  saveBucket,
  testBucketFromForm,
} from "./backups-screen.server.ts";
export { exportArchive } from "./export.server.ts";
export { protectDataFiles, restrictNewFiles } from "./private-files.server.ts";
export { RestoreError, resolveSource } from "./restore-source.server.ts";
export { restore } from "./restore.server.ts";
export { SnapshotError, takeSnapshot } from "./snapshots.server.ts";
export {
  STORAGE_UNAVAILABLE_INIT,
  reportWriteFailure,
  storageUnavailable,
  unwatchStorage,
  watchStorage,
} from "./storage-health.server.ts";
export { noteStorageRefusal, storageRefusalPage, wasRefusedForStorage } from "./storage-refusal.server.ts";
