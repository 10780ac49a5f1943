import type { MessageStatus } from "../../lib/inbox/inbox-filters.ts";
import { describeOutcome, targetValue, type ActionIntent, type Target } from "../../lib/inbox/inbox-actions.ts";
import { readInboxAction } from "../../lib/inbox/inbox-action-form.ts";
import type { FormReply } from "../../lib/forms/reply.ts";
import type { Database } from "../platform/db.server.ts";
import type { ActivityActor } from "../platform/activity.server.ts";
import { refreshCustomers } from "./customer-projection.server.ts";
import { deleteMessages } from "./message-deletion.server.ts";

/** Staff actions on messages: status changes one version at a time, and the one handler the pages post to. */
export const STAFF_ACTIONS = ["replied", "replied-on-whatsapp", "unreplied", "archive", "restore", "release"] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export type ChangeOutcome = { changed: number; unchanged: number; stale: number; missing: number };

function nextState(
  action: StaffAction,
  current: { status: string; replied_at: string | null; read_at: string | null },
  actor: string,
  now: string,
): Partial<{
  status: MessageStatus;
  replied_at: string | null;
  replied_by: string | null;
  spam_released_by: string;
}> | null {
  // Spam moves only one way, to the inbox: nothing else applies to it until then.
  if (current.status === "spam") return action === "release" ? { status: "new", spam_released_by: actor } : null;
  switch (action) {
    case "release":
      return null;
    case "replied":
      return current.status === "replied" ? null : { status: "replied", replied_at: now, replied_by: actor };
    case "replied-on-whatsapp":
      // Opening the WhatsApp reply answers a message that waits for one; an archived
      // message stays archived, so the Undo can always take it back to Open.
      return current.status === "new" || current.status === "open"
        ? { status: "replied", replied_at: now, replied_by: actor }
        : null;
    case "unreplied":
      return current.status === "replied" ? { status: "open", replied_at: null, replied_by: null } : null;
    case "archive":
      return current.status === "archived" ? null : { status: "archived" };
    case "restore":
      // Back to where it was: answered, read, or never opened.
      return current.status === "archived"
        ? { status: current.replied_at ? "replied" : current.read_at ? "open" : "new" }
        : null;
  }
}

/**
 * Applies a staff action to messages as the staff member saw them: a message whose
 * version moved on since (a colleague changed it) is left alone and counted as
 * stale, never overwritten. One transaction for the lot.
 */
export async function changeStatus(
  database: Database,
  targets: readonly Target[],
  action: StaffAction,
  actor: string,
  now = new Date(),
): Promise<ChangeOutcome> {
  const outcome: ChangeOutcome = { changed: 0, unchanged: 0, stale: 0, missing: 0 };
  const at = now.toISOString();
  await database.db.transaction().execute(async (trx) => {
    // A message out of Spam becomes part of its sender's Customers row.
    const released = new Set<string>();
    for (const target of targets) {
      let read = trx
        .selectFrom("contact_messages")
        .select(["status", "version", "replied_at", "read_at", "customer_key"])
        .where("id", "=", target.id);
      if (database.kind === "postgres") read = read.forUpdate();
      const current = await read.executeTakeFirst();
      if (!current) {
        outcome.missing++;
        continue;
      }
      if (current.version !== target.version) {
        outcome.stale++;
        continue;
      }
      const next = nextState(action, current, actor, at);
      if (!next) {
        outcome.unchanged++;
        continue;
      }
      const result = await trx
        .updateTable("contact_messages")
        .set((eb) => ({ ...next, version: eb("version", "+", 1) }))
        .where("id", "=", target.id)
        .where("version", "=", target.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) {
        outcome.changed++;
        if (current.status === "spam") released.add(current.customer_key);
      } else outcome.stale++;
    }
    if (released.size) await refreshCustomers(trx, database.kind, released);
  });
  return outcome;
}

export type InboxActionResult =
  | {
      ok: true;
      notice: string;
      /** Delete asks first: the page shows how many and posts again with confirmed=yes. */
      confirmDelete?: { values: string[]; count: number };
      intent?: ActionIntent;
      outcome?: { changed: number; stale: number; missing: number };
      /**
       * After "replied-on-whatsapp" changed the one message: the `select` value that
       * takes it back ("unreplied" at the version the mark left), for the page's Undo.
       */
      undo?: string;
    }
  /** Refused before anything changed: the one form result (lib/forms), its words the form's error. */
  | { ok: false; reply: FormReply };

/**
 * One handler for the staff actions the list, the message page and the customer
 * page post: `intent` (replied, unreplied, archive, restore, delete; and
 * replied-on-whatsapp, which a message's page posts as its WhatsApp reply opens),
 * `select` ("id:version", one or many) and, for delete, `confirmed=yes`.
 */
export async function runInboxAction(
  database: Database,
  form: FormData,
  actor: string,
  /** Who deletes, for the activity log's line (written with the delete). */
  deletedBy?: ActivityActor,
): Promise<InboxActionResult> {
  const read = readInboxAction(form);
  const refuse = (message: string) => ({ ok: false, reply: read.refuse(message) }) as const;
  if (!read.ok || (read.intent !== "delete" && !(STAFF_ACTIONS as readonly string[]).includes(read.intent))) {
    return refuse("That action is not known. Reload the page and try again.");
  }
  const { intent, targets } = read;
  if (targets.length === 0) return refuse("Select at least one message first.");
  if (intent === "delete") {
    if (!read.confirmed) {
      return {
        ok: true,
        notice: "",
        confirmDelete: { values: targets.map(targetValue), count: targets.length },
      };
    }
    const result = await deleteMessages(database, targets, deletedBy);
    const outcome = { changed: result.deleted, stale: result.stale, missing: result.missing };
    return { ok: true, intent, outcome, notice: describeOutcome("delete", outcome) };
  }
  const outcome = await changeStatus(database, targets, intent as StaffAction, actor);
  const result = {
    ok: true,
    intent: intent as StaffAction,
    outcome,
    notice: describeOutcome(intent as StaffAction, outcome),
  } as const;
  // A changed message's version went up by one (changeStatus writes where it was unchanged).
  const [only] = targets;
  if (intent === "replied-on-whatsapp" && only && targets.length === 1 && outcome.changed === 1) {
    return { ...result, undo: targetValue({ id: only.id, version: only.version + 1 }) };
  }
  return result;
}
