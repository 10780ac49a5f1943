import { formatStoreTime } from "../../lib/time/admin-dates.ts";
import type { BackupSummary } from "../../lib/backup/status.ts";
import {
  describeAge,
  dailySnapshotDue,
  freshness,
  nextScheduledAt,
  type Freshness,
} from "../../lib/backup/schedule.ts";
import { setOnServer, withSavedBucket, type BackupConfig } from "../../lib/backup/backup-config.ts";
import { bucketWhere } from "../../lib/backup/bucket.ts";
import { offsiteLine, type OffsiteLine, type OffsitePlace } from "../../lib/backup/offsite.ts";
import type { AppConfig } from "../platform/config.server.ts";
import type { Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { storeTimeZone } from "../settings/index.server.ts";
import { holdServerLock, type ServerLock } from "./server-lock.server.ts";
import { uploadSnapshot } from "./bucket-client.server.ts";
import { readBucketSettings, recordCopied, recordDownload, savedBucket } from "./bucket-settings.server.ts";
import { snapshotArchive } from "./snapshot-download.server.ts";
import type { SessionAdmin } from "../accounts/index.server.ts";
import {
  lastReplicaWrite,
  litestreamBinary,
  replicaCurrent,
  Replication,
  type ReplicationState,
} from "./replication.server.ts";
import { listSnapshots, takeSnapshot, type SnapshotResult } from "./snapshots.server.ts";

/**
 * The server's side of backups: the lock that tells `npm run restore` a server is
 * running, Litestream (SQLite), the daily snapshot at BACKUP_HOUR (store time) and
 * the warning when the last good one is more than a day old. `backupStatus()` is
 * what the dashboard (and the go-live checklist) shows.
 */
const CHECK_EVERY_MS = 60_000;
const WARN_EVERY_MS = 6 * 60 * 60 * 1000;

type Running = {
  config: AppConfig;
  /** What backups run with now: the server's BACKUP_*, or the bucket of Settings → Backups. */
  effective: BackupConfig;
  database: Database;
  lock: ServerLock;
  replication?: Replication;
  replicationOff?: string;
  timer: NodeJS.Timeout;
  lastSnapshotError?: string;
  lastWarnedMs: number;
  /** PostgreSQL: the newest snapshot that reached the bucket, and why the last one did not. */
  lastCopiedMs?: number;
  lastCopyError?: string;
};

let running: Running | undefined;

export async function startBackups(config: AppConfig, database: Database): Promise<void> {
  if (running) return;
  const lock = await holdServerLock(config.database);
  const effective = await effectiveConfig(config, database);
  const { replication, replicationOff } = await startReplication(config, database, effective);
  const saved = await readBucketSettings(database).catch(() => undefined);
  const state: Running = {
    config,
    effective,
    database,
    lock,
    replication,
    replicationOff,
    lastWarnedMs: 0,
    ...(saved?.copiedAt ? { lastCopiedMs: Date.parse(saved.copiedAt) } : {}),
    timer: setInterval(() => void tick(state), CHECK_EVERY_MS),
  };
  state.timer.unref();
  running = state;
  const status = await backupStatus();
  log.info("backup_status", {
    lastSnapshot: status.lastSnapshot?.at ?? null,
    freshness: status.freshness,
    nextDaily: status.nextDailyAt,
    dir: config.backup.dir,
    replication: status.replication.mode,
    offsite: status.offsite.where,
  });
  // The first check comes a minute after start (then every minute): a server that
  // restarts in a loop must not copy the database each time.
}

/** The server's BACKUP_* settings, or (when they name no place) the bucket saved in Settings → Backups. */
async function effectiveConfig(config: AppConfig, database: Database): Promise<BackupConfig> {
  if (setOnServer(config.backup)) return config.backup;
  try {
    return withSavedBucket(config.backup, await savedBucket(database, config.sessionSecret));
  } catch (error) {
    // A database that cannot be read now: the server's own settings, and the log says why.
    log.error("backup_settings_unreadable", { error: String(error) });
    return config.backup;
  }
}

async function startReplication(
  config: AppConfig,
  database: Database,
  effective: BackupConfig,
): Promise<{ replication?: Replication; replicationOff?: string }> {
  let replicationOff: string | undefined;
  if (config.database.kind !== "sqlite") {
    replicationOff = effective.bucket
      ? "PostgreSQL: each snapshot is copied to the bucket (add WAL archiving on the database server for point-in-time recovery)"
      : "PostgreSQL: the daily pg_dump snapshots are the backup (add WAL archiving on the database server for point-in-time recovery)";
  } else if (!effective.replication) {
    replicationOff = "turned off (BACKUP_REPLICATION=off)";
  } else {
    const binary = litestreamBinary();
    if (!binary) {
      replicationOff = `no Litestream binary for ${process.platform}-${process.arch} (npm package @flydotio/litestream-${process.platform}-${process.arch})`;
    } else {
      const replication = new Replication(database, config.database.file, effective, config.dataDir, binary);
      await replication.start();
      return { replication };
    }
  }
  log.warn("replication_off", { reason: replicationOff });
  return { replicationOff };
}

/**
 * Settings → Backups was saved: backups follow the saved bucket without a restart.
 * SQLite: Litestream is stopped (it ships what it has) and started again on the new
 * replica, which begins with a full snapshot. PostgreSQL: a snapshot is taken and
 * copied to the bucket now, not at the next daily one. The server's BACKUP_DIR or
 * BACKUP_URL, when set, wins: nothing changes.
 */
export function followBucketSettings(): Promise<void> {
  // One at a time: two saves at once must not leave two replicators running.
  following = following.then(retarget, retarget);
  return following;
}

let following: Promise<void> = Promise.resolve();

async function retarget(): Promise<void> {
  const state = running;
  if (!state || setOnServer(state.config.backup)) return;
  const effective = await effectiveConfig(state.config, state.database);
  state.effective = effective;
  state.lastCopyError = undefined;
  state.lastCopiedMs = undefined;
  if (state.config.database.kind === "sqlite") {
    await state.replication?.stop();
    const next = await startReplication(state.config, state.database, effective);
    if (running !== state) {
      await next.replication?.stop();
      return;
    }
    state.replication = next.replication;
    state.replicationOff = next.replicationOff;
    log.info("replication_retargeted", { replica: next.replication?.status().replica ?? null });
  } else if (effective.bucket) {
    void snapshotNow("manual").catch(() => {});
  }
}

export async function stopBackups(): Promise<void> {
  const state = running;
  running = undefined;
  if (!state) return;
  clearInterval(state.timer);
  await state.replication?.stop();
  await state.lock.release();
}

async function tick(state: Running): Promise<void> {
  if (running !== state) return;
  const now = Date.now();
  try {
    const newest = (await listSnapshots(state.effective.dir))[0];
    if (dailySnapshotDue(newest?.createdMs, now, state.effective.hour, await storeTimeZone(state.database))) {
      await snapshotNow("daily");
      return;
    }
    if (freshness(newest?.createdMs, now) === "stale" && now - state.lastWarnedMs > WARN_EVERY_MS) {
      state.lastWarnedMs = now;
      log.warn("backup_overdue", { lastSnapshot: newest?.createdAt ?? null });
    }
  } catch (error) {
    state.lastSnapshotError = String(error);
    if (now - state.lastWarnedMs > 10 * 60_000) {
      state.lastWarnedMs = now;
      log.error("backup_failed", { error: String(error) });
    }
  }
}

/**
 * A snapshot now (the daily loop, a saved bucket, "Download a backup now"), copied to
 * the bucket on PostgreSQL; the download does not wait for that copy.
 */
export async function snapshotNow(
  reason: "daily" | "manual",
  options: { waitForCopy?: boolean } = {},
): Promise<SnapshotResult> {
  const state = running;
  if (!state) throw new Error("Backups are not running in this process.");
  let result: SnapshotResult;
  try {
    result = await takeSnapshot(state.database, state.config.database, {
      dir: state.effective.dir,
      keepDays: state.effective.keepDays,
      reason,
    });
    state.lastSnapshotError = undefined;
  } catch (error) {
    state.lastSnapshotError = String(error);
    throw error;
  }
  const copying = copyToBucket(state, result);
  if (options.waitForCopy === false) void copying;
  else await copying;
  return result;
}

/**
 * PostgreSQL has no continuous copy: its snapshots are what leaves the machine, so
 * each one is copied to the bucket (BACKUP_URL or Settings → Backups). A failed copy
 * is a warning on the dashboard, not a failed snapshot (the local one is good).
 */
async function copyToBucket(state: Running, result: SnapshotResult): Promise<void> {
  const bucket = state.effective.bucket;
  if (state.config.database.kind !== "postgres" || !bucket) return;
  const started = Date.now();
  try {
    await uploadSnapshot(bucket, result.path, result.manifest);
    if (running === state && state.effective.bucket === bucket) {
      state.lastCopiedMs = Date.parse(result.manifest.createdAt);
      state.lastCopyError = undefined;
    }
    await recordCopied(state.database, new Date(result.manifest.createdAt));
    log.info("backup_copied", { file: result.manifest.file, to: bucketWhere(bucket), ms: Date.now() - started });
  } catch (error) {
    state.lastCopyError = (error as Error).message;
    log.error("backup_copy_failed", { file: result.manifest.file, to: bucketWhere(bucket), error: String(error) });
  }
}

const NO_BACKUP_YET = "No backup has been made yet.";
const LAST_BACKUP_IS = "The last backup is ";

export type BackupStatus = {
  /** BACKUP_DIR or BACKUP_URL was set on purpose (not only the default folder inside DATA_DIR). */
  configured: boolean;
  dir: string;
  /** Everything is on the database's own disk: a dead disk takes the backups too. */
  sameDiskRisk: boolean;
  lastSnapshot?: { at: string; ageMs: number; age: string; file: string; bytes: number };
  freshness: Freshness;
  nextDailyAt: string;
  lastError?: string;
  replication: ReplicationState & { lastWriteAt?: string };
  /** Where the copies off this disk are, how old the newest is, and whether that is too old. */
  offsite: OffsiteLine;
  /** The place comes from BACKUP_DIR / BACKUP_URL (the server) or from Settings → Backups. */
  setBy: "server" | "settings" | "none";
  /** What the owner should act on, in words; empty when all is well. */
  warnings: string[];
};

/** For the dashboard and the go-live checklist: when the last good backup was, and what is wrong. */
export async function backupStatus(now = Date.now()): Promise<BackupStatus> {
  const state = running;
  if (!state) {
    return {
      configured: false,
      dir: "",
      sameDiskRisk: true,
      freshness: "none",
      nextDailyAt: new Date(now).toISOString(),
      replication: { mode: "off", running: false, restarts: 0, reason: "backups are not running in this process" },
      offsite: offsiteLine({ place: { kind: "local" }, now }),
      setBy: "none",
      warnings: ["Backups are not running."],
    };
  }
  const backup = state.effective;
  const newest = (await listSnapshots(backup.dir).catch(() => []))[0];
  const replication: BackupStatus["replication"] = state.replication
    ? state.replication.status()
    : { mode: "off", running: false, restarts: 0, reason: state.replicationOff };
  let replicaWriteMs: number | undefined;
  if (state.replication && replication.mode === "file" && replication.replica) {
    replicaWriteMs = await lastReplicaWrite(replication.replica);
    if (replicaWriteMs) replication.lastWriteAt = new Date(replicaWriteMs).toISOString();
  } else if (replication.lastShippedMs) {
    replication.lastWriteAt = new Date(replication.lastShippedMs).toISOString();
  }
  const setBy = setOnServer(state.config.backup) ? "server" : backup.bucket ? "settings" : "none";
  const place: OffsitePlace = backup.bucket
    ? { kind: "bucket", where: bucketWhere(backup.bucket), setBy: setBy === "server" ? "server" : "settings" }
    : backup.insideDataDir
      ? { kind: "local" }
      : { kind: "folder", where: backup.dir };
  const offsite = offsiteLine({
    place,
    newestMs:
      place.kind === "bucket"
        ? state.replication
          ? replication.lastShippedMs
          : state.lastCopiedMs
        : Math.max(newest?.createdMs ?? 0, replicaWriteMs ?? 0) || undefined,
    current: state.replication !== undefined && replicaCurrent(replication),
    now,
  });
  const fresh = freshness(newest?.createdMs, now);
  const warnings: string[] = [];
  if (fresh === "none") warnings.push(NO_BACKUP_YET);
  if (fresh === "stale" && newest) {
    warnings.push(`${LAST_BACKUP_IS}${describeAge(now - newest.createdMs).replace(" ago", "")} old.`);
  }
  if (state.lastSnapshotError) warnings.push(`The last backup attempt failed: ${state.lastSnapshotError}`);
  if (state.replication && !replication.running)
    warnings.push("Continuous replication has stopped; it is being restarted.");
  if (state.lastCopyError) warnings.push(`The last copy to the bucket failed: ${state.lastCopyError}`);
  const sameDiskRisk = backup.insideDataDir;
  if (sameDiskRisk) {
    warnings.push("Backups are kept on the same disk as the database: set a bucket in Settings → Backups.");
  }
  return {
    configured: backup.dirConfigured || Boolean(backup.bucket),
    dir: backup.dir,
    sameDiskRisk,
    ...(newest
      ? {
          lastSnapshot: {
            at: newest.createdAt,
            ageMs: now - newest.createdMs,
            age: describeAge(now - newest.createdMs),
            file: newest.file,
            bytes: newest.bytes,
          },
        }
      : {}),
    freshness: fresh,
    nextDailyAt: new Date(nextScheduledAt(now, backup.hour, await storeTimeZone(state.database))).toISOString(),
    ...(state.lastSnapshotError ? { lastError: state.lastSnapshotError } : {}),
    replication,
    offsite,
    setBy,
    warnings,
  };
}

/** backupStatus() in the staff screens' words and store time. */
export async function backupSummary(now = Date.now()): Promise<BackupSummary> {
  const status = await backupStatus(now);
  const timeZone = await storeTimeZone();
  return {
    lastAt: status.lastSnapshot ? formatStoreTime(status.lastSnapshot.at, timeZone) : null,
    age: status.lastSnapshot?.age ?? null,
    freshness: status.freshness,
    nextAt: formatStoreTime(status.nextDailyAt, timeZone),
    replication: {
      mode: status.replication.mode,
      running: status.replication.running,
      lastWriteAt: status.replication.lastWriteAt ? formatStoreTime(status.replication.lastWriteAt, timeZone) : null,
      ...(status.replication.reason ? { reason: status.replication.reason } : {}),
    },
    offsite: status.offsite,
    // The card's first line already says how old the last backup is.
    warnings: status.warnings.filter((w) => w !== NO_BACKUP_YET && !w.startsWith(LAST_BACKUP_IS)),
  };
}

/**
 * "Download a backup now": a fresh snapshot (kept in the backup folder like any
 * other), streamed to the owner as a ZIP with its manifest, and the download
 * recorded (the screen's date, the activity log).
 */
export async function downloadBackupNow(
  admin: SessionAdmin,
  address: string,
): Promise<{ body: ReadableStream<Uint8Array>; snapshot: SnapshotResult }> {
  const state = running;
  if (!state) throw new Error("Backups are not running in this process.");
  const snapshot = await snapshotNow("manual", { waitForCopy: false });
  await recordDownload(state.database, admin, {
    file: snapshot.manifest.file,
    bytes: snapshot.manifest.bytes,
    address,
  });
  return { body: snapshotArchive(snapshot), snapshot };
}
