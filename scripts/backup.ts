import { setPriority } from "node:os";
import { ConfigError, parseConfig } from "../app/services/platform/config.server.ts";
import { openDatabase } from "../app/services/platform/db.server.ts";
import { takeSnapshot, restrictNewFiles } from "../app/services/backup/index.server.ts";

/**
 * `npm run backup`: a consistent snapshot of the configured database (same DATA_DIR /
 * DATABASE_URL as the server) into BACKUP_DIR, with its checksum and schema version,
 * safe while the site is serving. Old snapshots past BACKUP_KEEP_DAYS are removed
 * (never the newest). Prints the snapshot's path.
 */
async function main() {
  // What this writes (the database, a snapshot, a restored copy) is the site user's alone.
  restrictNewFiles();
  // Background work: the site's requests come first on a shared machine.
  setPriority(19);
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
  const database = openDatabase(config.database);
  try {
    const { manifest, path, ms } = await takeSnapshot(database, config.database, {
      dir: config.backup.dir,
      keepDays: config.backup.keepDays,
      reason: "manual",
    });
    console.log(
      `Snapshot written: ${path}\n  ${manifest.bytes} bytes, SHA-256 ${manifest.sha256}\n  schema ${manifest.migrations.at(-1)}, ${ms} ms`,
    );
  } finally {
    await database.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
