import * as z from "zod/mini";
import { text } from "../forms/fields.ts";
import { readSubmission } from "../forms/submission.ts";
import { type FormReply } from "../forms/reply.ts";
import { parseTargets, type Target } from "./inbox-actions.ts";

/**
 * The inbox's action buttons as the list, a message and a customer post them:
 * `intent` (replied, replied-on-whatsapp, unreplied, archive, restore, release, delete), `select` (one or
 * many "id:version") and, for delete, `confirmed=yes`. Which intents exist is the
 * service's (inbox-changes.server.ts); this reads the post the one way (lib/forms).
 */
/** A name posted twice (a button and a hidden field) counts by its first value, as FormData.get reads it. */
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const inboxActionSchema = z.object({
  intent: z.pipe(z.transform(first), text("Action")),
  // One selected message posts a string, several an array; what is not "id:version" is ignored.
  select: z.transform((value: unknown) =>
    parseTargets(Array.isArray(value) ? value : value === undefined ? [] : [value]),
  ),
  confirmed: z.pipe(z.transform(first), text("Confirmation")),
});

export type InboxActionRead = ({ ok: true; intent: string; targets: Target[]; confirmed: boolean } | { ok: false }) & {
  /** A refusal (nothing selected, an unknown action) as the one form result, its words the form's error. */
  refuse: (message: string) => FormReply;
};

export function readInboxAction(payload: FormData | URLSearchParams): InboxActionRead {
  const submission = readSubmission(payload, inboxActionSchema);
  const refuse = (message: string) => submission.reply({ formErrors: [message] });
  if (submission.status !== "success") return { ok: false, refuse };
  const { intent, select: targets, confirmed } = submission.value;
  return { ok: true, intent, targets, confirmed: confirmed === "yes", refuse };
}
