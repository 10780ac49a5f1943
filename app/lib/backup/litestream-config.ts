/**
 * Litestream's configuration for the site's one SQLite file. YAML is a superset of
 * JSON, so the file is written as JSON: no quoting rules of our own to get wrong.
 *
 * Checkpoints: Litestream copies each WAL frame before it is checkpointed into the
 * database, and to be sure of that it must be the only one that checkpoints. An
 * application checkpoint that slips between Litestream's reads makes it lose its
 * place and start a new generation (a fresh full snapshot), and a TRUNCATE or
 * RESTART checkpoint from the app waits for Litestream's read lock and so stalls
 * writes. So while Litestream runs, the app turns its automatic checkpoints off
 * (`wal_autocheckpoint = 0`) and never checkpoints itself. Litestream checkpoints
 * PASSIVE from 1,000 pages (about 4 MB) and every minute: that never blocks a writer.
 * Its blocking kind (RESTART, which holds the write lock until every reader is done)
 * it would use past 10,000 pages by default; a snapshot (`VACUUM INTO`, a reader for
 * the 20 s a large database takes) during a burst of photo uploads gets there, and
 * every visitor's write would then wait for the snapshot. So the blocking checkpoint
 * is moved to 100,000 pages (about 400 MB), a WAL only a stuck reader produces.
 * When Litestream is not running the app turns its automatic checkpoints back on, so
 * the WAL cannot grow without bound.
 *
 * Intervals: the database is looked at every 200 ms and new WAL frames are shipped
 * to the replica as soon as they are seen (a file replica) or every second (a bucket,
 * where each shipment is a request that costs), so an acknowledged write reaches the
 * replica within about 0.2 to 0.5 s on a file replica, 1.2 s on a bucket (the restore
 * drill measures it).
 */
export type ReplicaTarget =
  | { type: "file"; path: string }
  | {
      type: "s3";
      bucket: string;
      path: string;
      endpoint?: string;
      region?: string;
      forcePathStyle: boolean;
    };

export const AUTOCHECKPOINT_PAGES_WITHOUT_REPLICATION = 1000;

export function litestreamConfig(options: { database: string; replica: ReplicaTarget; keepDays: number }): string {
  const { replica } = options;
  const common = {
    "sync-interval": replica.type === "file" ? "200ms" : "1s",
    retention: `${options.keepDays * 24}h`,
    "retention-check-interval": "1h",
    // A full copy a day keeps a point-in-time restore short: at most a day of WAL to replay.
    "snapshot-interval": "24h",
  };
  const target =
    replica.type === "file"
      ? { type: "file", path: replica.path }
      : {
          type: "s3",
          bucket: replica.bucket,
          path: replica.path,
          ...(replica.endpoint ? { endpoint: replica.endpoint } : {}),
          ...(replica.region ? { region: replica.region } : {}),
          "force-path-style": replica.forcePathStyle,
        };
  return `${JSON.stringify(
    {
      dbs: [
        {
          path: options.database,
          "monitor-interval": "200ms",
          "checkpoint-interval": "1m",
          "min-checkpoint-page-count": 1000,
          "max-checkpoint-page-count": 100_000,
          replicas: [{ name: replica.type === "file" ? "file" : "bucket", ...target, ...common }],
        },
      ],
    },
    null,
    2,
  )}\n`;
}

/** Litestream's address for a replica, as `litestream restore` takes it. */
export function replicaUrl(replica: ReplicaTarget): string {
  if (replica.type === "file") return `file://${replica.path}`;
  return `s3://${replica.bucket}/${replica.path}`;
}
