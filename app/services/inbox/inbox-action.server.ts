import { data, redirect } from "react-router";
import { assertPermission, assertSameOrigin, staffName, type SessionAdmin } from "../accounts/index.server.ts";
import { getDatabase } from "../platform/db.server.ts";
import { redirectWithFlash } from "../platform/flash.server.ts";
import { readForm } from "../platform/request-body.server.ts";
import { runInboxAction } from "./inbox-changes.server.ts";

/**
 * The staff actions on messages (mark replied, archive, restore, delete after a
 * question) as the message list, a message's page and a customer's page post them:
 * one home for the three routes, each of which has checked the session first.
 * Everyone may mark replied, archive and restore; deleting for good is the owner's
 * (403 for anyone else, even when the button was hand-made) and goes in the
 * activity log with how many, never what they said, in the delete's own transaction.
 * `afterDelete`: where a page that shows one message goes once it is deleted.
 */
export async function inboxAction(
  request: Request,
  admin: SessionAdmin,
  options: {
    afterDelete?: string;
    /** The form, when the route read it first to see whether the action is its own. */
    form?: FormData;
  } = {},
) {
  assertSameOrigin(request);
  const form = options.form ?? (await readForm(request));
  if (form.get("intent") === "delete") assertPermission(request, admin, "delete-permanently");
  const database = getDatabase();
  const result = await runInboxAction(database, form, staffName(admin), admin);
  if (options.afterDelete && result.ok && result.intent === "delete") {
    if (result.outcome?.changed) {
      throw await redirectWithFlash(request, options.afterDelete, { tone: "success", message: "Message deleted." });
    }
    if (result.outcome?.missing) throw redirect(new URL(options.afterDelete, request.url).pathname);
  }
  return data(result, { status: result.ok ? 200 : 400 });
}
