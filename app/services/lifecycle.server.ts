import { ensureInitialAdmin } from "./admins.server.ts";
import { getConfig } from "./config.server.ts";
import { openDatabase, ping, setDatabase, getDatabase, type Database } from "./db.server.ts";
import { readCatalogueVersion } from "./catalogue.server.ts";
import { seedCatalogue } from "./catalogue-seed.server.ts";
import { sweepOrphanMedia } from "./media.server.ts";
import { migrateToLatest } from "./migrations.server.ts";
import { getPageCache } from "./page-cache.server.ts";
import { startPruning } from "./pruning.server.ts";
import { log } from "./log.server.ts";

/**
 * What the HTTP process runs around the app: before it listens (open the database,
 * migrate, first admin from the environment) and when it stops (close the database).
 * The Express server reaches these through the server build's entry module, so the
 * app and the server share one set of module instances.
 */
let database: Database | undefined;
let pruning: { stop(): Promise<void> } | undefined;

export async function startup(): Promise<void> {
  if (database) return;
  const config = getConfig();
  const opened = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(opened);
    if (applied.length) log.info("migrated", { database: opened.kind, applied });
    if ((await seedCatalogue(opened)) === "seeded") log.info("catalogue_seeded", { database: opened.kind });
    const swept = await sweepOrphanMedia(opened);
    if (swept) log.info("orphan_media_removed", { count: swept });
    const admin = await ensureInitialAdmin(opened, config.initialAdmin);
    if (admin === "created")
      log.info("admin_created", { username: config.initialAdmin?.username, source: "environment" });
    if (admin === "not-configured") {
      log.warn("no_admin", {
        hint: "set ADMIN_USERNAME and ADMIN_PASSWORD, or run: npm run admin -- create <username>",
      });
    }
  } catch (error) {
    await opened.db.destroy().catch(() => {});
    throw error;
  }
  if (config.rateLimitsDisabled) {
    log.warn("rate_limits_disabled", { reason: "UNSAFE_BENCHMARK_NO_RATE_LIMITS (benchmark only)" });
  }
  database = opened;
  setDatabase(opened);
  // Another instance's catalogue change reaches this one's page cache within a second.
  unregisterVersion = getPageCache().addVersionSource(() => readCatalogueVersion(opened.db));
  pruning = startPruning(opened);
}

let unregisterVersion: (() => void) | undefined;

export async function shutdown(): Promise<void> {
  const closing = database;
  database = undefined;
  unregisterVersion?.();
  unregisterVersion = undefined;
  setDatabase(undefined);
  await pruning?.stop();
  pruning = undefined;
  await closing?.db.destroy();
}

export async function isReady(): Promise<boolean> {
  if (!database) return false;
  return ping(getDatabase());
}
