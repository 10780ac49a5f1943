import type { Database } from "./db.server.ts";
import { deleteMessagesBefore } from "../inbox/inbox.server.ts";
import { deleteSpamBookingsBefore } from "../bookings/bookings.server.ts";
import { SPAM_KEPT_DAYS } from "../../lib/contact/spam.ts";
import { log } from "./log.server.ts";
import { pruneOutbox } from "../mail/outbox.server.ts";
import { pruneActivity } from "../accounts/activity.server.ts";

/**
 * Daily clean-up: contact messages older than MESSAGE_RETENTION_DAYS are deleted
 * with their outbox entries (India's DPDP Act expects personal data to be kept no
 * longer than needed), messages and bookings left in Spam after SPAM_KEPT_DAYS, sent
 * outbox entries after 30 days, and activity log entries after
 * ACTIVITY_RETENTION_DAYS (365 by default). Runs a minute after
 * start, then every 24 hours; several instances may each run it, the deletes are
 * idempotent.
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
): () => void {
  const run = () =>
    void runHousekeeping(database, retentionDays, Date.now(), activityRetentionDays).catch((error: unknown) =>
      log.error("housekeeping_failed", { error: String(error) }),
    );
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
