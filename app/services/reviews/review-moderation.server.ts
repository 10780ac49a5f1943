import type { Transaction } from "kysely";
import { shownName } from "../../lib/reviews/review-names.ts";
import type { HideReason } from "../../lib/reviews/review-rules.ts";
import { recordActivity, type ActivityActor } from "../platform/activity.server.ts";
import { lockedRow, type Database, type Tables } from "../platform/db.server.ts";
import { raiseReviewsVersion, reviewsChanged } from "./reviews-version.server.ts";

/**
 * What staff may do to a review, and only this (docs/behaviour.md, "Honest by
 * design"): hide its words (abuse, personal data, the customer asking) and show
 * them again, answer it once publicly and edit that answer, and move a review the
 * spam checks held out of Spam. Nothing here changes its stars or its words, or
 * deletes it, so nothing here can change the average. Each change names the version
 * staff saw (two staff at once: the second is told), is logged in the activity log in
 * its own transaction, and raises the reviews' version for the page cache.
 */
export type ModerationResult =
  { ok: true; version: number } | { ok: false; reason: "missing" | "stale" | "no-words" | "unchanged" | "empty" };

function nameOf(actor: ActivityActor): string {
  return actor.id === null ? actor.name : actor.name?.trim() || actor.username;
}

type Locked = {
  id: number;
  version: number;
  words: string;
  display_name: string;
  answer: string | null;
  status: string;
};

async function change(
  database: Database,
  id: number,
  expected: number | undefined,
  apply: (trx: Transaction<Tables>, review: Locked) => Promise<ModerationResult>,
): Promise<ModerationResult> {
  const result = await database.db.transaction().execute(async (trx) => {
    const review = await lockedRow(
      database,
      trx
        .selectFrom("reviews")
        .select(["id", "version", "words", "display_name", "answer", "status"])
        .where("id", "=", id),
    ).executeTakeFirst();
    if (!review) return { ok: false, reason: "missing" } as const;
    if (expected !== undefined && review.version !== expected) return { ok: false, reason: "stale" } as const;
    const outcome = await apply(trx, review);
    if (outcome.ok) await raiseReviewsVersion(trx);
    return outcome;
  });
  if (result.ok) reviewsChanged();
  return result;
}

export async function hideWords(
  database: Database,
  id: number,
  request: { actor: ActivityActor; reason: HideReason; version?: number; now?: Date },
): Promise<ModerationResult> {
  const now = request.now ?? new Date();
  return change(database, id, request.version, async (trx, review) => {
    if (review.words === "") return { ok: false, reason: "no-words" };
    const updated = await trx
      .updateTable("reviews")
      .set({
        words_hidden_at: now.toISOString(),
        words_hidden_by: nameOf(request.actor),
        words_hidden_reason: request.reason,
        version: review.version + 1,
      })
      .where("id", "=", id)
      .where("words_hidden_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: "unchanged" };
    await recordActivity(
      trx,
      {
        action: "review.words-hidden",
        actor: request.actor,
        subject: shownName(review.display_name),
        detail: { review: id, reason: request.reason },
      },
      now,
    );
    return { ok: true, version: review.version + 1 };
  });
}

export async function showWords(
  database: Database,
  id: number,
  request: { actor: ActivityActor; version?: number; now?: Date },
): Promise<ModerationResult> {
  const now = request.now ?? new Date();
  return change(database, id, request.version, async (trx, review) => {
    const updated = await trx
      .updateTable("reviews")
      .set({ words_hidden_at: null, words_hidden_by: null, words_hidden_reason: null, version: review.version + 1 })
      .where("id", "=", id)
      .where("words_hidden_at", "is not", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: "unchanged" };
    await recordActivity(
      trx,
      {
        action: "review.words-shown",
        actor: request.actor,
        subject: shownName(review.display_name),
        detail: { review: id },
      },
      now,
    );
    return { ok: true, version: review.version + 1 };
  });
}

/** The store's one public answer: the first writes it, later ones edit it (who and when are the latest). */
export async function answerReview(
  database: Database,
  id: number,
  text: string,
  request: { actor: ActivityActor; version?: number; now?: Date },
): Promise<ModerationResult> {
  const now = request.now ?? new Date();
  const answer = text.trim();
  if (answer === "") return { ok: false, reason: "empty" };
  return change(database, id, request.version, async (trx, review) => {
    if (review.answer === answer) return { ok: false, reason: "unchanged" };
    await trx
      .updateTable("reviews")
      .set({ answer, answered_at: now.toISOString(), answered_by: nameOf(request.actor), version: review.version + 1 })
      .where("id", "=", id)
      .execute();
    await recordActivity(
      trx,
      {
        action: review.answer === null ? "review.answered" : "review.answer-edited",
        actor: request.actor,
        subject: shownName(review.display_name),
        detail: { review: id },
      },
      now,
    );
    return { ok: true, version: review.version + 1 };
  });
}

/**
 * A review the spam checks held (its link was used) becomes a counted one: by the
 * visitor's own page re-checking (`by: "re-check"`), or by staff from the Reviews
 * screen (`actor`).
 */
export async function releaseSpamReview(
  database: Database,
  id: number,
  request: { by: "re-check" } | { actor: ActivityActor; version?: number },
  now = new Date(),
): Promise<ModerationResult> {
  return change(database, id, "version" in request ? request.version : undefined, async (trx, review) => {
    if (review.status !== "spam") return { ok: false, reason: "unchanged" };
    const by = "by" in request ? request.by : nameOf(request.actor);
    await trx
      .updateTable("reviews")
      .set({ status: "published", spam_released_by: by, version: review.version + 1 })
      .where("id", "=", id)
      .execute();
    if ("actor" in request) {
      await recordActivity(
        trx,
        {
          action: "review.released",
          actor: request.actor,
          subject: shownName(review.display_name),
          detail: { review: id },
        },
        now,
      );
    }
    return { ok: true, version: review.version + 1 };
  });
}
