import type * as z from "zod/v4/core";
import { readSubmission } from "../../app/lib/forms/submission.ts";
import { replyErrors } from "../../app/lib/forms/reply.ts";

/**
 * A settings form posted as `fields` and read the one way (lib/forms/submission.ts),
 * told as the tests compare it: the value it saves, or each field's first message
 * from its FormReply.
 */
export function readForm<Schema extends z.$ZodType>(schema: Schema, fields: Record<string, string>) {
  const submission = readSubmission(new URLSearchParams(fields), schema);
  return submission.status === "success"
    ? ({ ok: true, value: submission.value as z.output<Schema> } as const)
    : ({ ok: false, errors: replyErrors(submission.reply()) } as const);
}
