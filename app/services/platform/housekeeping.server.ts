import type { Database } from "./db.server.ts";
import { deleteMessagesBefore } from "../inbox/inbox.server.ts";
import { log } from "./log.server.ts";
import { pruneOutbox } from "../mail/outbox.server.ts";

/**
 * Daily clean-up: contact messages older than MESSAGE_RETENTION_DAYS are deleted
 * with their outbox entries (India's DPDP Act expects personal data to be kept no
 * longer than needed), and sent outbox entries after 30 days. Runs a minute after
 * start, then every 24 hours; several instances may each run it, the deletes are
 * idempotent.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export async function runHousekeeping(
  database: Database,
  retentionDays: number | undefined,
  now = Date.now(),
): Promise<{ messagesDeleted: number; outboxPruned: number }> {
  const messagesDeleted = retentionDays
    ? await deleteMessagesBefore(database, new Date(now - retentionDays * DAY_MS))
    : 0;
  const outboxPruned = await pruneOutbox(database, now);
  if (messagesDeleted || outboxPruned) {
    log.info("housekeeping", { messagesDeleted, outboxPruned, retentionDays: retentionDays ?? null });
  }
  return { messagesDeleted, outboxPruned };
}

export function startHousekeeping(database: Database, retentionDays: number | undefined): () => void {
  const run = () =>
    void runHousekeeping(database, retentionDays).catch((error: unknown) =>
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
