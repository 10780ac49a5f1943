import type { Database } from "../platform/db.server.ts";
import { startJob, type Job } from "../platform/jobs.server.ts";
import { log } from "../platform/log.server.ts";
import { deleteMessagesBefore } from "../inbox/index.server.ts";
import { deleteSpamBookingsBefore } from "../bookings/index.server.ts";
import { pruneOutbox } from "../mail/index.server.ts";
import { SPAM_KEPT_DAYS } from "../../lib/contact/spam.ts";
import { pruneActivity } from "../platform/activity.server.ts";

/**
 * Daily clean-up: contact messages older than MESSAGE_RETENTION_DAYS are deleted
 * with their outbox entries (India's DPDP Act expects personal data to be kept no
 * longer than needed), messages and bookings left in Spam after SPAM_KEPT_DAYS, sent
 * outbox entries after 30 days, and activity log entries after
 * ACTIVITY_RETENTION_DAYS (365 by default). Runs a minute after
 * start, then every 24 hours (platform's job runner); several instances may each run
 * it, the deletes are idempotent. Each domain keeps its own delete; this composition
 * root is the one place that names them all.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export async function runHousekeeping(
  database: Database,
  retentionDays: number | undefined,
  now = Date.now(),
  activityRetentionDays = 365,
): Promise<{ messagesDeleted: number; spamDeleted: number; outboxPruned: number; activityPruned: number }> {
  const messagesDeleted = retentionDays
    ? await deleteMessagesBefore(database, new Date(now - retentionDays * DAY_MS))
    : 0;
  const spamBefore = new Date(now - SPAM_KEPT_DAYS * DAY_MS);
  const spamDeleted =
    (await deleteMessagesBefore(database, spamBefore, 500, true)) +
    (await deleteSpamBookingsBefore(database, spamBefore));
  const outboxPruned = await pruneOutbox(database, now);
  const activityPruned = await pruneActivity(database, activityRetentionDays, now);
  if (messagesDeleted || spamDeleted || outboxPruned || activityPruned) {
    log.info("housekeeping", {
      messagesDeleted,
      spamDeleted,
      outboxPruned,
      activityPruned,
      retentionDays: retentionDays ?? null,
    });
  }
  return { messagesDeleted, spamDeleted, outboxPruned, activityPruned };
}

export function startHousekeeping(
  database: Database,
  retentionDays: number | undefined,
  activityRetentionDays = 365,
): Job {
  return startJob(
    async () => {
      await runHousekeeping(database, retentionDays, Date.now(), activityRetentionDays);
    },
    { firstMs: 60_000, everyMs: DAY_MS, failed: (error) => log.error("housekeeping_failed", { error: String(error) }) },
  );
}
