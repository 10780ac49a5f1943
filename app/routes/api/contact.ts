import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { CONTACT_BODY_MAX_BYTES, submitContact } from "~/services/inbox/index.server";
import { reportWriteFailure, STORAGE_UNAVAILABLE_INIT } from "~/services/backup/index.server";
import { bodyProblemResponse, readRequestBody } from "~/services/platform/request-body.server";
import { STORAGE_UNAVAILABLE_MESSAGE } from "~/lib/backup/storage-errors";
import { replyErrors } from "~/lib/forms/reply";
import { LANGUAGE_PROBLEM, readLanguage } from "~/lib/intake/language";
import type { Route } from "./+types/contact";

/**
 * POST /api/contact (docs/behaviour.md#api): JSON (or form data) in, `{ success,
 * message }` out (a sent message also gets `replyBy`, when the reply is due in the
 * store's words: "4:30 PM today"). 201 stored, 400 field errors, 413 over CONTACT_BODY_MAX_BYTES
 * (about 67 KB: room for every message the form allows, in any script), 415 other
 * bodies, 429 rate limited, 503 when the server cannot store anything (a full disk). A
 * submission the spam checks catch is stored in the inbox's Spam and answered 201 too.
 * A client that may retry sends an `Idempotency-Key` header
 * (a UUID, say): the same key again gets the same 201 and stores nothing. An optional
 * `language` ("en", "kn", "hi"; English when left out) is stored with the message so
 * staff answer in it; any other value is a 400 and nothing is stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ success: false, message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  }
  const body = await readRequestBody(request, { maxBytes: CONTACT_BODY_MAX_BYTES });
  if (!body.ok) return bodyProblemResponse(body);

  const idempotencyKey = request.headers.get("Idempotency-Key") ?? undefined;
  if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,255}$/.test(idempotencyKey)) {
    return Response.json(
      { success: false, message: "Idempotency-Key must be 1 to 255 visible ASCII characters." },
      { status: 400 },
    );
  }
  const language = readLanguage(body.fields.language);
  if (language === null) {
    return Response.json(
      { success: false, message: "Please correct the highlighted fields.", errors: { language: LANGUAGE_PROBLEM } },
      { status: 400 },
    );
  }
  const config = getConfig();
  let outcome;
  try {
    outcome = await submitContact(getDatabase(), body.fields, {
      address: clientAddress(context),
      secret: config.sessionSecret,
      requireToken: false,
      rateLimited: !config.rateLimitsDisabled,
      idempotencyKey,
      language,
    });
  } catch (error) {
    if (!reportWriteFailure(error)) throw error;
    return Response.json({ success: false, message: STORAGE_UNAVAILABLE_MESSAGE }, STORAGE_UNAVAILABLE_INIT);
  }
  if (outcome.status === 429) {
    return Response.json(
      { success: false, message: outcome.message },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  if (outcome.status === 400) {
    // The contract's `errors` (the first message of each field) is the form's reply, projected.
    const errors = replyErrors(outcome.reply);
    return Response.json({ success: false, message: outcome.message, errors }, { status: 400 });
  }
  // A message kept in Spam because of its form token comes back with `recheck`: the
  // site's own page posts it back after a short wait to move the message to the inbox.
  return Response.json(
    {
      success: true,
      message: outcome.message,
      replyBy: outcome.replyBy,
      ...(outcome.recheck ? { recheck: outcome.recheck } : {}),
    },
    { status: 201 },
  );
}

export function loader() {
  return Response.json({ success: false, message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
