import { ensureInitialAdmin, ACCOUNT_LINK_MAIL, accountLinkMailHandler } from "../accounts/index.server.ts";
import {
  MESSAGE_ALERT,
  messageAlertHandler,
  MailRoute,
  setMailConfigured,
  setMailRoute,
  OutboxSender,
  scaledSenderOptions,
  setOutboxSender,
} from "../mail/index.server.ts";
import { BOOKING_ALERT, bookingAlertHandler } from "../bookings/index.server.ts";
import {
  startBackups,
  stopBackups,
  protectDataFiles,
  storageUnavailable,
  unwatchStorage,
  watchStorage,
} from "../backup/index.server.ts";
import { readCatalogueVersion, seedCatalogue } from "../catalogue/index.server.ts";
import { REVIEW_REQUEST_MAIL, readReviewsVersion, reviewRequestMailHandler } from "../reviews/index.server.ts";
import {
  policyVersion,
  seedPolicyPages,
  seedSettings,
  currentSettings,
  settingsVersionSource,
} from "../settings/index.server.ts";
import { sweepOrphanMedia } from "../media/index.server.ts";
import { getPageCache } from "../page-cache/index.server.ts";
import { startInsights, stopInsights } from "../insights/index.server.ts";
import { getConfig } from "../platform/config.server.ts";
import { openDatabase, ping, setDatabase, getDatabase, type Database } from "../platform/db.server.ts";
import { migrateToLatest } from "../platform/migrations/migrate.server.ts";
import { startHousekeeping } from "./housekeeping.server.ts";
import { startPruning } from "./pruning.server.ts";
import type { Job } from "../platform/jobs.server.ts";
import { log } from "../platform/log.server.ts";

/**
 * The composition root: what the HTTP process runs around the app, and the one module
 * that names every domain to start and stop it. Before the server listens: open the
 * database, migrate, seed, first admin from the environment, start the outbox sender,
 * and register the domains' jobs (the daily housekeeping, the pruning) with platform's
 * job runner; when it stops: stop those, close the database. Platform names no domain.
 * The Express server reaches these through the server build's entry module, so the
 * app and the server share one set of module instances.
 */
let database: Database | undefined;
let sender: OutboxSender | undefined;
let mailRoute: MailRoute | undefined;
let housekeeping: Job | undefined;
let pruning: Job | undefined;

export async function startup(): Promise<void> {
  if (database) return;
  const config = getConfig();
  // Before the database file (and Litestream's copies of it) is first created.
  await protectDataFiles(config);
  const opened = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(opened);
    if (applied.length) log.info("migrated", { database: opened.kind, applied });
    if ((await seedCatalogue(opened)) === "seeded") log.info("catalogue_seeded", { database: opened.kind });
    if ((await seedSettings(opened)) === "seeded") log.info("settings_seeded", { database: opened.kind });
    const policies = await seedPolicyPages(opened);
    if (policies) log.info("policy_pages_seeded", { count: policies });
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

  // The way out for e-mail: SMTP_URL and NOTIFY_EMAIL when the server has them, else
  // Settings → Mail, read again after each save (no restart). The sender always runs:
  // nothing is queued while no mail server is set (mailConfigured()), and the first
  // save turns alerts on at once.
  mailRoute = new MailRoute(opened, {
    env: config.alerts,
    secret: config.sessionSecret,
    fromName: async () => `${(await currentSettings(opened)).details.value.name} website`,
  });
  await mailRoute.start();
  setMailRoute(mailRoute);
  const { mailer, recipients } = mailRoute;
  sender = new OutboxSender(
    opened,
    {
      [MESSAGE_ALERT]: messageAlertHandler(opened, mailer, recipients),
      [BOOKING_ALERT]: bookingAlertHandler(opened, mailer, recipients),
      [ACCOUNT_LINK_MAIL]: accountLinkMailHandler(opened, mailer, config.sessionSecret),
      [REVIEW_REQUEST_MAIL]: reviewRequestMailHandler(opened, mailer, config.sessionSecret),
    },
    scaledSenderOptions(config.outboxTimeScale),
  );
  setOutboxSender(sender);
  // Entries left by a previous run (or another instance) go out now.
  sender.start();
  const route = mailRoute.view();
  if (route) {
    log.info("alerts_on", {
      source: route.source,
      notify: route.server.notify.length,
      timeScale: config.outboxTimeScale,
    });
  } else {
    log.info("alerts_off", {
      hint: "set a mail server in Settings → Mail, or SMTP_URL and NOTIFY_EMAIL, to e-mail the store about each message",
    });
  }
  housekeeping = startHousekeeping(opened, config.messageRetentionDays, config.activityRetentionDays);
  // Another instance's catalogue, settings, policy or reviews change reaches this one's page cache
  // within a second; the settings' source also turns over at the store's midnight (offers, exceptions).
  const cache = getPageCache();
  const unregister = [
    cache.addVersionSource(() => readCatalogueVersion(opened.db)),
    cache.addVersionSource(settingsVersionSource(opened)),
    cache.addVersionSource(() => policyVersion(opened.db)),
    cache.addVersionSource(() => readReviewsVersion(opened.db)),
  ];
  unregisterVersion = () => unregister.forEach((undo) => undo());
  pruning = startPruning(opened);
  watchStorage(opened, config.database);
  await startBackups(config, opened);
  if (config.insights.enabled) {
    await startInsights(opened, {
      secret: config.sessionSecret,
      // The store's time zone as its settings say: the days insights are counted in.
      timeZone: (await currentSettings(opened)).details.value.timeZone,
      retentionDays: config.insights.retentionDays,
      floodLimit: !config.rateLimitsDisabled,
    });
  } else {
    log.info("insights_off", { reason: "INSIGHTS=off" });
  }
}

let unregisterVersion: (() => void) | undefined;

export async function shutdown(): Promise<void> {
  // Insights' last batch (at most 10 seconds of counts) is written while the database is open.
  await stopInsights().catch((error: unknown) => log.error("insights_stop_failed", { error: String(error) }));
  await stopBackups();
  unwatchStorage();
  // Not waited for, as before the job runner: a run in progress fails on the closed database and
  // its idempotent deletes are redone after the next start; a shutdown never waits on a long purge.
  void housekeeping?.stop();
  housekeeping = undefined;
  setMailConfigured(false);
  setOutboxSender(undefined);
  // Entries being sent get a few seconds to finish; anything unsent stays queued and
  // its lease runs out, so the next start (or another instance) sends it.
  if (sender) await Promise.race([sender.stop(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  sender = undefined;
  setMailRoute(undefined);
  mailRoute?.stop();
  mailRoute = undefined;
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
  if (!database || storageUnavailable()) return false;
  return ping(getDatabase());
}
