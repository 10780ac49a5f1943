import { parseWithZod, type SubmissionResult } from "@conform-to/zod/v4";
import type * as z from "zod/v4/core";

/**
 * The one way a form is read, staff and public: Conform's parse with a schema made of
 * fields.ts's fields, answered with Conform's one result shape (`FormReply`), which
 * `useForm` takes as `lastResult` and a plain page reads with `replyErrors`.
 *
 * Coercion is off: the fields read the posted strings themselves (missing is ""), so
 * the browser's pre-check on a plain object and the server's parse of the posted form
 * give the same answer.
 */
export function readSubmission<Schema extends z.$ZodType>(payload: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(payload, { schema, disableAutoCoercion: true });
}

export type FormReply = SubmissionResult<string[]>;

/** The first message of each field (and "" for the form's own), as a form shows them. */
export function replyErrors(reply: FormReply | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(reply?.error ?? {})) {
    if (messages?.[0]) errors[name] = messages[0];
  }
  return errors;
}

/** The first message of each field of a schema's failed check in the browser (the same words the server sends). */
export function issueErrors(error: z.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join(".");
    errors[name] ??= issue.message;
  }
  return errors;
}
