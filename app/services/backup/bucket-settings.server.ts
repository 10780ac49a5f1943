import type { BucketReplica } from "../../lib/backup/backup-config.ts";
import { bucketFromInput, bucketWhere, type BucketInput } from "../../lib/backup/bucket.ts";
import type { SessionAdmin } from "../accounts/index.server.ts";
import { recordActivity } from "../platform/activity.server.ts";
import type { Database } from "../platform/db.server.ts";
import { open, seal } from "../platform/secret-box.server.ts";
import type { BucketTest, BucketWithKeys } from "./bucket-client.server.ts";

/**
 * Settings → Backups' bucket, one row (backup_bucket): where it is, and its keys
 * sealed with SESSION_SECRET the way authenticator keys are (platform/secret-box):
 * a copy of the database (a backup, the download) holds them sealed, never in clear,
 * and the screen never shows them again. Every change is in the activity log, in the
 * transaction that makes it.
 */
const KEY_ID_PURPOSE = "backup-bucket-key-id";
const SECRET_KEY_PURPOSE = "backup-bucket-secret-key";

export type BucketSettings = {
  bucket?: BucketReplica;
  keysSaved: boolean;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  test: { at: string; where: string; ok: boolean; answer: string | null } | null;
  download: { at: string; by: string | null } | null;
  copiedAt: string | null;
};

type Row = Awaited<ReturnType<typeof readRow>>;

async function readRow(database: Database) {
  return database.db.selectFrom("backup_bucket").selectAll().where("id", "=", 1).executeTakeFirst();
}

function bucketOf(row: NonNullable<Row>): BucketReplica | undefined {
  if (!row.bucket) return undefined;
  return {
    bucket: row.bucket,
    path: row.path || "site",
    ...(row.endpoint ? { endpoint: row.endpoint } : {}),
    ...(row.region ? { region: row.region } : {}),
    forcePathStyle: Boolean(row.endpoint),
  };
}

export async function readBucketSettings(database: Database): Promise<BucketSettings> {
  const row = await readRow(database);
  if (!row)
    return {
      keysSaved: false,
      version: 0,
      updatedAt: null,
      updatedBy: null,
      test: null,
      download: null,
      copiedAt: null,
    };
  const bucket = bucketOf(row);
  return {
    ...(bucket ? { bucket } : {}),
    keysSaved: Boolean(row.key_id_sealed && row.secret_key_sealed),
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    test:
      row.tested_at && row.tested_where
        ? { at: row.tested_at, where: row.tested_where, ok: row.test_ok === 1, answer: row.test_answer }
        : null,
    download: row.downloaded_at ? { at: row.downloaded_at, by: row.downloaded_by } : null,
    copiedAt: row.copied_at,
  };
}

/**
 * The saved bucket with its keys opened, for the server's own use (Litestream's
 * environment, a signed request). Keys sealed under another SESSION_SECRET do not
 * open: the bucket is then used without keys, and its test says the provider's refusal.
 */
export async function savedBucket(database: Database, sessionSecret: string): Promise<BucketWithKeys | undefined> {
  const row = await readRow(database);
  const bucket = row && bucketOf(row);
  if (!row || !bucket) return undefined;
  const accessKeyId = row.key_id_sealed ? open(sessionSecret, KEY_ID_PURPOSE, row.key_id_sealed) : null;
  const secretAccessKey = row.secret_key_sealed ? open(sessionSecret, SECRET_KEY_PURPOSE, row.secret_key_sealed) : null;
  return {
    ...bucket,
    ...(accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : {}),
  };
}

/** What a form names, with its keys or (left empty) the saved ones: what the test tries and the save keeps. */
export async function bucketFromForm(
  database: Database,
  sessionSecret: string,
  input: BucketInput,
): Promise<BucketWithKeys> {
  const bucket = bucketFromInput(input);
  if (input.accessKeyId.trim() && input.secretAccessKey) {
    return { ...bucket, accessKeyId: input.accessKeyId.trim(), secretAccessKey: input.secretAccessKey };
  }
  const saved = await savedBucket(database, sessionSecret);
  return {
    ...bucket,
    ...(saved?.accessKeyId ? { accessKeyId: saved.accessKeyId, secretAccessKey: saved.secretAccessKey } : {}),
  };
}

const actorOf = (admin: SessionAdmin) => ({ id: admin.id, name: admin.name, username: admin.username });

/** Saves the bucket at `version` (a stale version changes nothing: someone else saved since). */
export async function saveBucketSettings(
  database: Database,
  admin: SessionAdmin,
  input: { version: number; form: BucketInput; sessionSecret: string; address: string },
): Promise<{ ok: true } | { ok: false; conflict: true }> {
  const bucket = bucketFromInput(input.form);
  const newKeys = input.form.accessKeyId.trim() !== "" && input.form.secretAccessKey !== "";
  return database.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("backup_bucket")
      .set({
        endpoint: bucket.endpoint ?? null,
        bucket: bucket.bucket,
        path: bucket.path,
        region: bucket.region ?? null,
        ...(newKeys
          ? {
              key_id_sealed: seal(input.sessionSecret, KEY_ID_PURPOSE, input.form.accessKeyId.trim()),
              secret_key_sealed: seal(input.sessionSecret, SECRET_KEY_PURPOSE, input.form.secretAccessKey),
            }
          : {}),
        version: input.version + 1,
        updated_at: new Date().toISOString(),
        updated_by: admin.name ?? admin.username,
      })
      .where("id", "=", 1)
      .where("version", "=", input.version)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return { ok: false, conflict: true } as const;
    await recordActivity(trx, {
      action: "backup.bucket-saved",
      actor: actorOf(admin),
      subject: bucketWhere(bucket),
      // Never the keys: only whether they were replaced.
      detail: { replacedAccess: newKeys },
      address: input.address,
    });
    return { ok: true } as const;
  });
}

/** Forgets the bucket and its keys: the copies go back to the backup folder. */
export async function removeBucketSettings(
  database: Database,
  admin: SessionAdmin,
  input: { version: number; address: string },
): Promise<{ ok: true } | { ok: false; conflict: true }> {
  return database.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("backup_bucket").selectAll().where("id", "=", 1).executeTakeFirst();
    const changed = await trx
      .updateTable("backup_bucket")
      .set({
        endpoint: null,
        bucket: null,
        path: null,
        region: null,
        key_id_sealed: null,
        secret_key_sealed: null,
        version: input.version + 1,
        updated_at: new Date().toISOString(),
        updated_by: admin.name ?? admin.username,
        copied_at: null,
      })
      .where("id", "=", 1)
      .where("version", "=", input.version)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return { ok: false, conflict: true } as const;
    const was = before && bucketOf(before);
    await recordActivity(trx, {
      action: "backup.bucket-removed",
      actor: actorOf(admin),
      subject: was ? bucketWhere(was) : null,
      address: input.address,
    });
    return { ok: true } as const;
  });
}

/** The last test's outcome, kept for the screen (with the bucket it tried), and in the log. */
export async function recordBucketTest(
  database: Database,
  admin: SessionAdmin,
  input: { where: string; result: BucketTest; address: string },
): Promise<void> {
  const { result } = input;
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("backup_bucket")
      .set({
        tested_at: new Date().toISOString(),
        tested_where: input.where,
        test_ok: result.ok ? 1 : 0,
        test_answer: result.ok ? null : `${result.step}: ${result.answer}`.slice(0, 500),
      })
      .where("id", "=", 1)
      .execute();
    await recordActivity(trx, {
      action: "backup.bucket-tested",
      actor: actorOf(admin),
      subject: input.where,
      detail: result.ok ? { outcome: "worked" } : { outcome: "failed", step: result.step, answer: result.answer },
      address: input.address,
    });
  });
}

export async function recordDownload(
  database: Database,
  admin: SessionAdmin,
  input: { file: string; bytes: number; address: string },
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("backup_bucket")
      .set({ downloaded_at: new Date().toISOString(), downloaded_by: admin.name ?? admin.username })
      .where("id", "=", 1)
      .execute();
    await recordActivity(trx, {
      action: "backup.downloaded",
      actor: actorOf(admin),
      subject: input.file,
      detail: { bytes: input.bytes },
      address: input.address,
    });
  });
}

/** A PostgreSQL snapshot reached the bucket. */
export async function recordCopied(database: Database, at: Date): Promise<void> {
  await database.db.updateTable("backup_bucket").set({ copied_at: at.toISOString() }).where("id", "=", 1).execute();
}
