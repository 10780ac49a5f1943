import { assertPermission, staffName, type SessionAdmin } from "../accounts/auth.server.ts";
import { recordActivity } from "../accounts/activity.server.ts";
import { getDatabase } from "../platform/db.server.ts";
import { readForm } from "../platform/request-body.server.ts";
import { runInboxAction, type InboxActionResult } from "./inbox.server.ts";

/**
 * A staff action on messages as the list, the message page and the customer page
 * post it: everyone may mark replied, archive and restore; deleting for good is the
 * owner's (403 for anyone else, even when the button was hand-made) and goes in the
 * activity log with how many, never what they said.
 */
export async function staffInboxAction(request: Request, admin: SessionAdmin): Promise<InboxActionResult> {
  const form = await readForm(request);
  if (form.get("intent") === "delete") assertPermission(request, admin, "delete-permanently");
  const database = getDatabase();
  const result = await runInboxAction(database, form, staffName(admin));
  if (result.intent === "delete" && result.outcome && result.outcome.changed > 0) {
    await recordActivity(database.db, {
      action: "messages.deleted",
      actor: admin,
      detail: { count: result.outcome.changed },
    });
  }
  return result;
}
