import { postWithTimeout, urlEncoded, type PostOutcome } from "../ui/request-timeout.ts";
import { RECHECK_FIELD, RECHECK_WAIT_MS } from "./contact-fields.ts";

/** POST /api/contact's answer (docs/behaviour.md#api). */
export type ContactApiAnswer = {
  success?: unknown;
  message?: unknown;
  replyBy?: string;
  errors?: Record<string, string>;
};

/**
 * The contact form's POST from a page whose script runs. A message kept in Spam
 * because of the form's token (sent at once by autofill, a page open for days) comes
 * back with a re-check: the page waits the moment the server asks for and sends it,
 * which moves the message to the inbox. If that fails the message is still in Spam.
 */
export async function postContact(url: string, form: FormData, signal: AbortSignal): Promise<PostOutcome> {
  const outcome = await postWithTimeout(url, urlEncoded(form), { signal });
  const recheck = outcome.kind === "answered" ? (outcome.body as { recheck?: unknown } | null)?.recheck : undefined;
  if (typeof recheck !== "string") return outcome;
  await new Promise((resolve) => setTimeout(resolve, RECHECK_WAIT_MS + 250));
  const again = await postWithTimeout(url, new URLSearchParams({ [RECHECK_FIELD]: recheck }), { signal });
  return again.kind === "answered" && again.status === 201 ? again : outcome;
}
