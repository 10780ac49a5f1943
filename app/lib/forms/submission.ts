import { parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod/v4/core";

/**
 * The one way a form is read, staff and public: Conform's parse with a schema made of
 * fields.ts's fields, answered with Conform's one result shape (`FormReply`, reply.ts), which
 * `useForm` takes as `lastResult` and a plain page reads with `replyErrors`.
 *
 * Coercion is off: the fields read the posted strings themselves (missing is ""), so
 * the browser's pre-check on a plain object and the server's parse of the posted form
 * give the same answer.
 */
export function readSubmission<Schema extends z.$ZodType>(payload: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(payload, { schema, disableAutoCoercion: true });
}

/**
 * A body readRequestBody has already read (form data, or JSON whose values may be of
 * any type), read the same way as a posted form: Conform's parse over its entries, so
 * a JSON number is refused in the field's own words ("Name must be text."), as the
 * schema says. Conform's reserved names (an intent, a state) are left out: the forms
 * read this way use neither, and a visitor's post must not steer the parse.
 */
export function readFields<Schema extends z.$ZodType>(fields: unknown, schema: Schema) {
  const entries =
    typeof fields === "object" && fields !== null && !Array.isArray(fields)
      ? Object.entries(fields).filter(([name]) => name !== "__intent__" && name !== "__state__")
      : [];
  // Conform reads a body through get() (its reserved names only) and entries().
  const body = { get: () => null, entries: () => entries.values() };
  return readSubmission(body as unknown as URLSearchParams, schema);
}
