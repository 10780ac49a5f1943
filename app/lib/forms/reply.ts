import type { SubmissionResult } from "@conform-to/zod/v4";

/**
 * The one result shape every form's action answers (Conform's SubmissionResult, what
 * `useForm` takes as `lastResult`), and how a page reads it. Apart from submission.ts,
 * which parses with Conform, so a public page that only shows a reply loads none of it.
 */
export type FormReply = SubmissionResult<string[]>;

/** The first message of each field (and "" for the form's own), as a form shows them. */
export function replyErrors(reply: FormReply | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(reply?.error ?? {})) {
    if (messages?.[0]) errors[name] = messages[0];
  }
  return errors;
}

/** What was typed, as a reply carries it back (a form's defaultValues): its text fields (the rest are absent). */
export function replyValues(reply: FormReply | null | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply?.initialValue ?? {})) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** A JSON API's `errors` (its first message per field, its contract) as the one result a form shows. */
export function replyFromErrors(errors: Record<string, string>): FormReply {
  return { status: "error", error: Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, [error]])) };
}
