import { formatStoreTime } from "../../lib/time/admin-dates.ts";
import type { BackupSummary } from "../../lib/backup/status.ts";
import {
  describeAge,
  dailySnapshotDue,
  freshness,
  nextScheduledAt,
  type Freshness,
} from "../../lib/backup/schedule.ts";
import type { AppConfig } from "../platform/config.server.ts";
import type { Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { storeTimeZone } from "../settings/index.server.ts";
import { holdServerLock, type ServerLock } from "./server-lock.server.ts";
import { lastReplicaWrite, litestreamBinary, Replication, type ReplicationState } from "./replication.server.ts";
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
  database: Database;
  lock: ServerLock;
  replication?: Replication;
  replicationOff?: string;
  timer: NodeJS.Timeout;
  lastSnapshotError?: string;
  lastWarnedMs: number;
};

let running: Running | undefined;

export async function startBackups(config: AppConfig, database: Database): Promise<void> {
  if (running) return;
  const lock = await holdServerLock(config.database);
  let replication: Replication | undefined;
  let replicationOff: string | undefined;
  if (config.database.kind !== "sqlite") {
    replicationOff =
      "PostgreSQL: the daily pg_dump snapshots are the backup (add WAL archiving on the database server for point-in-time recovery)";
  } else if (!config.backup.replication) {
    replicationOff = "turned off (BACKUP_REPLICATION=off)";
  } else {
    const binary = litestreamBinary();
    if (!binary) {
      replicationOff = `no Litestream binary for ${process.platform}-${process.arch} (npm package @flydotio/litestream-${process.platform}-${process.arch})`;
    } else {
      replication = new Replication(database, config.database.file, config.backup, config.dataDir, binary);
      await replication.start();
    }
  }
  if (replicationOff) log.warn("replication_off", { reason: replicationOff });
  const state: Running = {
    config,
    database,
    lock,
    replication,
    replicationOff,
    lastWarnedMs: 0,
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
  });
  // The first check comes a minute after start (then every minute): a server that
  // restarts in a loop must not copy the database each time.
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
    const newest = (await listSnapshots(state.config.backup.dir))[0];
    if (dailySnapshotDue(newest?.createdMs, now, state.config.backup.hour, await storeTimeZone(state.database))) {
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

/** A snapshot now (the daily loop; a staff button could call it too). */
export async function snapshotNow(reason: "daily" | "manual"): Promise<SnapshotResult> {
  const state = running;
  if (!state) throw new Error("Backups are not running in this process.");
  try {
    const result = await takeSnapshot(state.database, state.config.database, {
      dir: state.config.backup.dir,
      keepDays: state.config.backup.keepDays,
      reason,
    });
    state.lastSnapshotError = undefined;
    return result;
  } catch (error) {
    state.lastSnapshotError = String(error);
    throw error;
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
      warnings: ["Backups are not running."],
    };
  }
  const { backup } = state.config;
  const newest = (await listSnapshots(backup.dir).catch(() => []))[0];
  const replication: BackupStatus["replication"] = state.replication
    ? state.replication.status()
    : { mode: "off", running: false, restarts: 0, reason: state.replicationOff };
  if (state.replication && replication.mode === "file" && replication.replica) {
    const last = await lastReplicaWrite(replication.replica);
    if (last) replication.lastWriteAt = new Date(last).toISOString();
  }
  const fresh = freshness(newest?.createdMs, now);
  const warnings: string[] = [];
  if (fresh === "none") warnings.push(NO_BACKUP_YET);
  if (fresh === "stale" && newest) {
    warnings.push(`${LAST_BACKUP_IS}${describeAge(now - newest.createdMs).replace(" ago", "")} old.`);
  }
  if (state.lastSnapshotError) warnings.push(`The last backup attempt failed: ${state.lastSnapshotError}`);
  if (state.replication && !replication.running)
    warnings.push("Continuous replication has stopped; it is being restarted.");
  const sameDiskRisk = backup.insideDataDir;
  if (sameDiskRisk) {
    warnings.push("Backups are kept on the same disk as the database: set BACKUP_DIR to another disk, or BACKUP_URL.");
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
    // The card's first line already says how old the last backup is.
    warnings: status.warnings.filter((w) => w !== NO_BACKUP_YET && !w.startsWith(LAST_BACKUP_IS)),
  };
}
