import { clientAddress } from "~/services/client-address.server";
import { getConfig } from "~/services/config.server";
import { getDatabase } from "~/services/db.server";
import { submitContact } from "~/services/messages.server";
import { readFields } from "~/services/request-body.server";
import type { Route } from "./+types/contact";

/**
 * POST /api/contact, the spec's contract: JSON (or form data) in, `{ success,
 * message }` out. 201 stored, 400 field errors, 413 over 16 KB, 415 other bodies,
 * 429 rate limited.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ success: false, message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  }
  const body = await readFields(request);
  if (body.kind === "unsupported") {
    return Response.json({ success: false, message: "Send the message as JSON or form data." }, { status: 415 });
  }
  if (body.kind === "too-large") {
    // The rest of the body is never read: close the connection rather than reuse it.
    return Response.json(
      { success: false, message: "The message is too large (16 KB at most)." },
      { status: 413, headers: { Connection: "close" } },
    );
  }
  if (body.kind === "malformed") return Response.json({ success: false, message: body.message }, { status: 400 });

  const config = getConfig();
  const outcome = await submitContact(getDatabase(), body.fields, {
    address: clientAddress(context),
    secret: config.sessionSecret,
    requireToken: false,
    rateLimited: !config.rateLimitsDisabled,
  });
  if (outcome.status === 429) {
    return Response.json(
      { success: false, message: outcome.message },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  if (outcome.status === 400) {
    return Response.json({ success: false, message: outcome.message, errors: outcome.errors }, { status: 400 });
  }
  return Response.json({ success: true, message: outcome.message }, { status: 201 });
}

export function loader() {
  return Response.json({ success: false, message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
