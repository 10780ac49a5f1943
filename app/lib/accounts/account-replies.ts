import { replyErrors, type FormReply } from "../forms/reply.ts";

/**
 * The account pages' side of a form's reply (`FormReply`, lib/forms/reply.ts):
 * no validation library here, so the pages' bundles take none of it.
 */

/** What a form never gets back: the passwords and codes typed into it. */
export const SECRET_FIELDS = ["password", "confirm", "current", "code"];

/** The reply to a form whose body could not be read (too large, not a form): the message for the whole form. */
export function formRefusal(message: string): FormReply {
  return { status: "error", error: { "": [message] } };
}

/** The reply's message for the whole form, or for one field, as the account pages show them. */
export function replyMessage(reply: FormReply | null | undefined, field = ""): string | undefined {
  return replyErrors(reply)[field];
}
