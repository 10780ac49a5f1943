import { ConfigError, parseConfig } from "../app/services/platform/config.server.ts";
import {
  restore,
  resolveSource,
  RestoreError,
  SnapshotError,
  restrictNewFiles,
} from "../app/services/backup/index.server.ts";

/**
 * `npm run restore -- <source> [--to-time 2026-11-25T10:30:00Z]` into the configured
 * database (DATA_DIR / DATABASE_URL), the server stopped. <source> is a snapshot
 * (its .json, .db or .pgdump), a folder of snapshots, a Litestream replica (its
 * folder or an s3:// URL), `latest` (the newest snapshot in BACKUP_DIR) or `replica`
 * (the configured replica). --to-time picks the replica's state at that moment, or
 * the newest snapshot made at or before it. See README, "Recovering from a lost disk".
 */
const usage =
  "Usage: npm run restore -- <snapshot | snapshot folder | replica folder | s3://… | latest | replica> [--to-time ISO-8601]";

async function main() {
  // What this writes (the database, a snapshot, a restored copy) is the site user's alone.
  restrictNewFiles();
  const args = process.argv.slice(2);
  const at = args.indexOf("--to-time");
  let toTime: Date | undefined;
  if (at >= 0) {
    toTime = new Date(args[at + 1] ?? "");
    if (Number.isNaN(toTime.getTime())) {
      console.error(`--to-time needs a date and time, e.g. 2026-11-25T10:30:00+05:30\n${usage}`);
      process.exit(2);
    }
    args.splice(at, 2);
  }
  const [sourceArg, ...extra] = args;
  if (!sourceArg || extra.length) {
    console.error(usage);
    process.exit(2);
  }
  let config;
  try {
    config = parseConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const source = await resolveSource(sourceArg, config, toTime);
  const report = await restore(source, config, { toTime, log: (line) => console.log(line) });
  console.log(
    `Restored ${report.source}\n  into ${report.target}\n  schema ${report.schemaVersion}${report.migrated.length ? `, then migrated ${report.migrated.length} step(s) forward` : ""}, ${report.ms} ms\nStart the server (npm run serve) and check the site.`,
  );
}

main().catch((error: unknown) => {
  // What the operator can act on is said in words; anything else is a fault in this code, with its trace.
  console.error(
    error instanceof RestoreError || error instanceof SnapshotError ? `Restore refused: ${error.message}` : error,
  );
  process.exit(1);
});
