import type * as z from "zod/v4/core";

/** The first message of each field of a schema's failed check in the browser (the same words the server sends). */
export function issueErrors(error: z.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join(".");
    errors[name] ??= issue.message;
  }
  return errors;
}
