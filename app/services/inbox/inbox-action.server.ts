import { data, redirect } from "react-router";
import { assertSameOrigin, staffName } from "../accounts/auth.server.ts";
import type { SessionAdmin } from "../accounts/sessions.server.ts";
import { getDatabase } from "../platform/db.server.ts";
import { redirectWithFlash } from "../platform/flash.server.ts";
import { runInboxAction } from "./inbox.server.ts";

/**
 * The staff actions on messages (mark replied, archive, restore, delete after a
 * question) as the message list, a message's page and a customer's page post them:
 * one home for the three routes, each of which has checked the session first.
 * `afterDelete`: where a page that shows one message goes once it is deleted.
 */
export async function inboxAction(request: Request, admin: SessionAdmin, options: { afterDelete?: string } = {}) {
  assertSameOrigin(request);
  const result = await runInboxAction(getDatabase(), await request.formData(), staffName(admin));
  if (options.afterDelete && result.intent === "delete") {
    if (result.outcome?.changed) {
      throw await redirectWithFlash(request, options.afterDelete, { tone: "success", message: "Message deleted." });
    }
    if (result.outcome?.missing) throw redirect(new URL(options.afterDelete, request.url).pathname);
  }
  return data(result, { status: result.ok ? 200 : 400 });
}
