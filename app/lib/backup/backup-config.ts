import { relative, resolve } from "node:path";
import { z } from "zod";

/**
 * The BACKUP_* settings, part of the one configuration (app/services/platform/config.server.ts spreads this
 * schema into its own and calls parseBackupConfig): pure parsing, so platform reads it without importing
 * the backup domain.
 */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const onOff = z
  .enum(["on", "off", "true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "on" || value === "true" || value === "1" || value === "yes");

export const backupEnvSchema = {
  /** Where snapshots go, and the continuous replica unless BACKUP_URL is set. Default: DATA_DIR/backups. */
  BACKUP_DIR: optional,
  /** An S3-compatible bucket for the continuous replica: s3://bucket/path[?endpoint=…&region=…]. */
  BACKUP_URL: optional.refine((value) => value === undefined || parseBucketUrl(value) !== undefined, {
    message:
      "must look like s3://bucket/path, with ?endpoint=https://host for a provider other than AWS (and &region=… when it needs one)",
  }),
  BACKUP_ACCESS_KEY_ID: optional,
  BACKUP_SECRET_ACCESS_KEY: optional,
  /** The hour (0 to 23, store time, Asia/Kolkata) of the daily snapshot. */
  BACKUP_HOUR: optional.pipe(z.coerce.number<string | undefined>().int().min(0).max(23).optional()),
  /** Days a snapshot (and the replica's history) is kept. */
  BACKUP_KEEP_DAYS: optional.pipe(z.coerce.number<string | undefined>().int().min(1).max(3650).optional()),
  /** Continuous replication of the SQLite file with Litestream (default on). */
  BACKUP_REPLICATION: optional.pipe(onOff.optional()),
};

export type BucketReplica = {
  bucket: string;
  path: string;
  endpoint?: string;
  region?: string;
  forcePathStyle: boolean;
};

export type BackupConfig = {
  dir: string;
  /** BACKUP_DIR was set (not the default inside the data folder). */
  dirConfigured: boolean;
  /** Snapshots and replica sit inside the data folder (the default) and no bucket is set: a dead disk takes both. */
  insideDataDir: boolean;
  bucket?: BucketReplica & { accessKeyId?: string; secretAccessKey?: string };
  hour: number;
  keepDays: number;
  replication: boolean;
};

type BackupEnv = {
  [K in keyof typeof backupEnvSchema]?: z.output<(typeof backupEnvSchema)[K]>;
};

export function parseBucketUrl(value: string): BucketReplica | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.protocol !== "s3:" || !url.hostname) return undefined;
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint !== undefined && !(URL.canParse(endpoint) && /^https?:$/.test(new URL(endpoint).protocol))) {
    return undefined;
  }
  return {
    bucket: url.hostname,
    path: decodeURIComponent(url.pathname.replace(/^\/+/, "")) || "site",
    endpoint,
    region: url.searchParams.get("region") ?? undefined,
    // Most S3-compatible stores (MinIO, R2, B2) want path-style addresses; AWS does not need them.
    forcePathStyle: (url.searchParams.get("force-path-style") ?? (endpoint ? "true" : "false")) === "true",
  };
}

export function parseBackupConfig(env: BackupEnv, dataDir: string): BackupConfig {
  if (Boolean(env.BACKUP_ACCESS_KEY_ID) !== Boolean(env.BACKUP_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Invalid configuration:\n  BACKUP_ACCESS_KEY_ID and BACKUP_SECRET_ACCESS_KEY: set both or neither (neither: the AWS_* variables or the machine's role are used)",
    );
  }
  const dir = resolve(env.BACKUP_DIR ?? resolve(dataDir, "backups"));
  const inside = relative(dataDir, dir);
  const bucket = env.BACKUP_URL ? parseBucketUrl(env.BACKUP_URL) : undefined;
  return {
    dir,
    dirConfigured: env.BACKUP_DIR !== undefined,
    insideDataDir: !bucket && (inside === "" || !inside.startsWith("..")),
    ...(bucket
      ? {
          bucket: {
            ...bucket,
            accessKeyId: env.BACKUP_ACCESS_KEY_ID,
            secretAccessKey: env.BACKUP_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    hour: env.BACKUP_HOUR ?? 3,
    keepDays: env.BACKUP_KEEP_DAYS ?? 14,
    replication: env.BACKUP_REPLICATION ?? true,
  };
}

/** BACKUP_DIR or BACKUP_URL is set on the server: it wins over Settings → Backups, which then only shows it. */
export function setOnServer(config: BackupConfig): boolean {
  return config.dirConfigured || config.bucket !== undefined;
}

/**
 * The configuration backups run with: the server's, or, when the server sets no
 * place, the bucket saved in Settings → Backups (keys opened). Snapshots stay in the
 * default folder; the continuous copy (SQLite) and PostgreSQL's snapshots go to the bucket.
 */
export function withSavedBucket(
  config: BackupConfig,
  saved: (BucketReplica & { accessKeyId?: string; secretAccessKey?: string }) | undefined,
): BackupConfig {
  if (setOnServer(config) || !saved) return config;
  return { ...config, bucket: saved, insideDataDir: false };
}
