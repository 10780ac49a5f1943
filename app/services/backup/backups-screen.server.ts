import { setOnServer } from "../../lib/backup/backup-config.ts";
import { bucketFormValues, bucketWhere, type BucketInput } from "../../lib/backup/bucket.ts";
import type { BackupsScreen } from "../../lib/backup/status.ts";
import { formatStoreTime } from "../../lib/time/admin-dates.ts";
import type { SessionAdmin } from "../accounts/index.server.ts";
import type { AppConfig } from "../platform/config.server.ts";
import type { Database } from "../platform/db.server.ts";
import { backupSummary, followBucketSettings } from "./backups.server.ts";
import { testBucket, type BucketTest } from "./bucket-client.server.ts";
import {
  bucketFromForm,
  readBucketSettings,
  recordBucketTest,
  removeBucketSettings,
  saveBucketSettings,
} from "./bucket-settings.server.ts";

/**
 * Settings → Backups' server half: what the screen shows (the server's own
 * settings when they win, else the saved bucket, the last test and download, and
 * where the copies are now) and what its buttons do. The route checks the owner and
 * the recent verification; the keys never leave here in clear.
 */

export async function backupsScreen(database: Database, config: AppConfig, timeZone: string): Promise<BackupsScreen> {
  const saved = await readBucketSettings(database);
  const where = saved.bucket ? bucketWhere(saved.bucket) : null;
  const when = (iso: string) => formatStoreTime(iso, timeZone);
  const { backup } = config;
  return {
    server: setOnServer(backup)
      ? {
          dir: backup.dirConfigured ? backup.dir : null,
          bucket: backup.bucket ? bucketWhere(backup.bucket) : null,
          keys: Boolean(backup.bucket?.accessKeyId),
        }
      : null,
    values: bucketFormValues(saved.bucket),
    keysSaved: saved.keysSaved,
    version: saved.version,
    where,
    updated: saved.updatedAt ? { at: when(saved.updatedAt), by: saved.updatedBy } : null,
    // A test of other values than the saved ones says nothing about these.
    test:
      saved.test && saved.test.where === where
        ? { at: when(saved.test.at), ok: saved.test.ok, answer: saved.test.answer }
        : null,
    download: saved.download ? { at: when(saved.download.at), by: saved.download.by } : null,
    status: await backupSummary(),
  };
}

/** "Test the bucket": the form's values (its keys, or the saved ones when left empty), written, read, deleted. */
export async function testBucketFromForm(
  database: Database,
  admin: SessionAdmin,
  input: { form: BucketInput; sessionSecret: string; address: string },
): Promise<BucketTest & { where: string }> {
  const bucket = await bucketFromForm(database, input.sessionSecret, input.form);
  const where = bucketWhere(bucket);
  const result = await testBucket(bucket);
  await recordBucketTest(database, admin, { where, result, address: input.address });
  return { ...result, where };
}

/** Saves the bucket, then moves the copies onto it (no restart). */
export async function saveBucket(
  database: Database,
  admin: SessionAdmin,
  input: { version: number; form: BucketInput; sessionSecret: string; address: string },
): Promise<{ ok: true } | { ok: false; conflict: true }> {
  const saved = await saveBucketSettings(database, admin, input);
  if (saved.ok) await followBucketSettings();
  return saved;
}

/** Forgets the bucket; the copies go back to the backup folder. */
export async function removeBucket(
  database: Database,
  admin: SessionAdmin,
  input: { version: number; address: string },
): Promise<{ ok: true } | { ok: false; conflict: true }> {
  const removed = await removeBucketSettings(database, admin, input);
  if (removed.ok) await followBucketSettings();
  return removed;
}

/** Whether keys are saved: the form may then leave them empty. */
export async function bucketKeysSaved(database: Database): Promise<boolean> {
  return (await readBucketSettings(database)).keysSaved;
}
